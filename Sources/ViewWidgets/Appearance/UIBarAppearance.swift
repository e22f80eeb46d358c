// UIBarAppearance.swift: the background and shadow shared by navigation bar, toolbar and tab
// bar appearances (iOS 13), and how a bar turns one into colours (BarAppearance+Resolve.swift).

/// The look shared by navigation bars, toolbars and tab bars, as UIKit's `UIBarAppearance`: a
/// background (blur effect, colour, image) and a shadow (the hairline along the bar's edge).
///
/// A bar keeps a copy of the appearance it is given (UIKit's properties are `@NSCopying`): change
/// the object afterwards and the bar does not change until the appearance is assigned again.
/// ``copy()`` returns an object of the same class with the same values.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// Makes an appearance with the default background for the device's idiom.
    public convenience override init() {
        self.init(idiom: UIScreen.main.userInterfaceIdiom)
    }

    /// Makes an appearance with the default background (a blur and a hairline) targeting `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Makes an appearance with the values `barAppearance` shares with this class: the
    /// background and shadow of any bar appearance, and everything else when it is of this
    /// class (so a navigation bar appearance can be made from a toolbar's).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// Source compatibility; this package has no archives, so this makes a default appearance.
    public required init?(coder: NSCoder) {
        idiom = UIScreen.main.userInterfaceIdiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of the same class with the same values, typed as this class (UIKit's Swift overlay).
    public func copy() -> Self {
        type(of: self).init(barAppearance: self)
    }

    /// NSObject's untyped copy, the same copy; disfavoured so that `appearance.copy()` is the
    /// typed one.
    @_disfavoredOverload
    nonisolated public override func copy() -> Any {
        MainActor.assumeIsolated { () -> UIBarAppearance in type(of: self).init(barAppearance: self) }
    }

    /// A copy of the same class with the same values (`NSCopying`).
    public func copy(with zone: NSZone? = nil) -> Any {
        type(of: self).init(barAppearance: self)
    }

    /// The idiom the appearance targets.
    public let idiom: UIUserInterfaceIdiom

    // MARK: - Configuring

    /// Sets the background and shadow to the system's default: a blur
    /// (`.systemChromeMaterial`), no colour or image, and a hairline shadow. Other values
    /// (titles, item appearances) stay.
    open func configureWithDefaultBackground() {
        resetBackground()
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIBarAppearance.defaultShadowColor
    }

    /// Sets the background to an opaque colour of the theme (`.systemBackground`: white, black
    /// in the dark appearance), no blur or image, and a hairline shadow. Other values stay.
    open func configureWithOpaqueBackground() {
        resetBackground()
        backgroundColor = .systemBackground
        shadowColor = UIBarAppearance.defaultShadowColor
    }

    /// Sets a transparent background (no blur, colour or image) and no shadow. Other values stay.
    open func configureWithTransparentBackground() {
        resetBackground()
    }

    // MARK: - Background

    /// The blur drawn first, under the colour and the image; a `.systemChromeMaterial` blur by
    /// default. A bar draws a blur as UIKit's translucent bar grey.
    open var backgroundEffect: UIBlurEffect?

    /// The colour drawn over the blur; nil by default.
    open var backgroundColor: UIColor?

    /// The image drawn over the colour, fitted by ``backgroundImageContentMode``; nil by default.
    open var backgroundImage: UIImage?

    /// How the background image fills the bar; `.scaleToFill` by default (`.redraw` is drawn as
    /// `.scaleToFill`).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill

    // MARK: - Shadow

    /// The colour of the shadow: a hairline of this colour, or, with a ``shadowImage``, the
    /// image's tint when it is a template image; a translucent black (white in the dark
    /// appearance) by default, nil (no shadow) when transparent.
    open var shadowColor: UIColor?

    /// The image drawn as the shadow instead of the hairline; nil by default.
    open var shadowImage: UIImage?

    // MARK: - Machinery (internal)

    /// The hairline's colour: black at 30% (white at 15% in the dark appearance), as UIKit's.
    static let defaultShadowColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    }

    private func resetBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }

    private func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Takes the background a bar's older properties describe, for the appearance a bar shows
    /// until one is assigned: `barTintColor` (94% opaque while translucent), or the bar grey made
    /// opaque; nothing (the default background) when neither is set.
    func takeLegacyBackground(barTintColor: UIColor?, isTranslucent: Bool) {
        guard barTintColor != nil || !isTranslucent else { return }
        let base = barTintColor ?? UIColor.defaultBarBackground
        backgroundColor = isTranslucent ? base.withAlphaComponent(base.rgba.alpha * 0.94) : base
    }
}

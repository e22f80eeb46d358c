// UIScreen.swift: the screen's size and scale (320x480 points at scale 2 unless a test chooses).

/// The device screen: its bounds in points and its scale.
///
/// `UIScreen.main` is 320x480 points at scale 2, the device the seed programs were written for.
/// A test or demo chooses another with ``Headless/setScreen(size:scale:)``; ``Headless/reset()``
/// goes back to the default.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen's rectangle in points, origin zero.
    open private(set) var bounds: CGRect
    /// Pixels per point. Unchecked (every pixel rounding reads it): see "Unchecked and unsafe
    /// fields" in Docs/Performance.md.
    @exclusivity(unchecked) open private(set) var scale: CGFloat

    /// The native scale (the same as ``scale`` here).
    open var nativeScale: CGFloat { scale }

    /// The edges of the screen that content should stay clear of (a notch, the home indicator);
    /// a full-screen window's `safeAreaInsets`. UIKit does not publish this on the screen.
    var safeAreaInsetsStorage: UIEdgeInsets

    /// The height of the status bar across the top of the screen, which bars placed at the top
    /// (a navigation bar) sit below: 20 points on phones with a home button, the sensor housing's
    /// height on the others (54 on an iPhone 15, whose top safe-area inset is 59).
    package var statusBarHeight: CGFloat

    /// The kind of device the screen was declared as, or nil to guess it from the size.
    let explicitIdiom: UIUserInterfaceIdiom?

    /// The screen held upright: what rotation starts from (Rotation/Headless+Rotation.swift).
    let portrait: ScreenGeometry

    /// The orientation the interface is shown in; `.portrait` until `Headless.rotate(to:)`.
    package internal(set) var interfaceOrientation = UIInterfaceOrientation.portrait

    /// Makes a screen of `size` points at `scale`, with `safeAreaInsets` at its edges and a status
    /// bar `statusBarHeight` high (by default the top inset, and at least 20 points), of the kind
    /// `idiom` (nil: guessed from the size).
    init(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero, statusBarHeight: CGFloat? = nil,
         idiom: UIUserInterfaceIdiom? = nil) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        safeAreaInsetsStorage = safeAreaInsets
        let statusBar = statusBarHeight ?? UIScreen.statusBarHeight(forTopInset: safeAreaInsets.top)
        self.statusBarHeight = statusBar
        explicitIdiom = idiom == .unspecified ? nil : idiom
        portrait = ScreenGeometry(size: size, safeAreaInsets: safeAreaInsets, statusBarHeight: statusBar)
        super.init()
    }

    /// Shows the screen in `orientation`: its bounds, safe-area insets and status bar as the
    /// device has them then (Rotation/Headless+Rotation.swift).
    func apply(_ geometry: ScreenGeometry, orientation: UIInterfaceOrientation) {
        bounds = CGRect(origin: .zero, size: geometry.size)
        safeAreaInsetsStorage = geometry.safeAreaInsets
        statusBarHeight = geometry.statusBarHeight
        interfaceOrientation = orientation
        UIView.safeAreaInputsDidChange()
    }

    /// The status bar's height on a screen whose top safe-area inset is `top`: 20 points where
    /// the inset is the status bar's alone (or absent), else the inset, the housing's height.
    package nonisolated static func statusBarHeight(forTopInset top: CGFloat) -> CGFloat {
        top > 20 ? top : 20
    }

    /// Whether the top safe-area inset is more than the status bar, a sensor housing that stays
    /// unsafe when the status bar is hidden (every phone whose inset is above 20 points).
    package var hasSensorHousing: Bool { safeAreaInsetsStorage.top > 20 }

    /// The device's screen.
    public static var main: UIScreen { Headless.current.screen }

    /// `value` rounded to this screen's pixels (to the nearest by default), as UIKit rounds the
    /// sizes and positions it computes.
    package func roundedToPixels(_ value: CGFloat, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> CGFloat {
        let scale = scale > 0 ? scale : 1
        return (value * scale).rounded(rule) / scale
    }

    /// 320x480 points at scale 2.
    static func makeDefault() -> UIScreen {
        UIScreen(size: CGSize(width: 320, height: 480), scale: defaultScale)
    }

    /// The default screen's scale, readable off the main actor (`UIImage(named:)`).
    nonisolated static let defaultScale: CGFloat = 2
}

extension Headless {
    /// Chooses the size (in points) and scale of `UIScreen.main`, for the windows and default
    /// controller views made after it (they read `UIScreen.main.bounds` when made):
    ///
    ///     Headless.setScreen(size: CGSize(width: 375, height: 667), scale: 3)
    ///
    /// ``Headless/reset()`` goes back to 320x480 points at scale 2.
    public static func setScreen(size: CGSize, scale: CGFloat) {
        setScreen(size: size, scale: scale, safeAreaInsets: .zero)
    }

    /// Chooses the size, scale and safe-area insets of `UIScreen.main`: a full-screen window's
    /// `safeAreaInsets`, and so its views' safe-area guides, follow them. A notched phone in
    /// portrait:
    ///
    ///     Headless.setScreen(size: CGSize(width: 375, height: 812), scale: 3,
    ///                        safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    public static func setScreen(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets) {
        setScreen(size: size, scale: scale, safeAreaInsets: safeAreaInsets, statusBarHeight: nil)
    }

    /// Chooses the size, scale, safe-area insets and status bar height of `UIScreen.main`; a nil
    /// `statusBarHeight` is the top inset (at least 20 points). A navigation bar sits below the
    /// status bar and the top inset, whichever is lower:
    ///
    ///     Headless.setScreen(size: CGSize(width: 393, height: 852), scale: 3,
    ///                        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    ///                        statusBarHeight: 54)
    public static func setScreen(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, statusBarHeight: CGFloat?) {
        setScreen(size: size, scale: scale, safeAreaInsets: safeAreaInsets, statusBarHeight: statusBarHeight, idiom: nil)
    }

    /// Chooses the size, scale, safe-area insets, status bar height and kind of device of
    /// `UIScreen.main`, held upright; a nil `idiom` is guessed from the size (an iPad when the
    /// shorter side is at least 700 points). The screen's traits carry the idiom:
    ///
    ///     Headless.setScreen(size: CGSize(width: 820, height: 1180), scale: 2,
    ///                        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    ///                        statusBarHeight: 24, idiom: .pad)
    public static func setScreen(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, statusBarHeight: CGFloat?,
                                 idiom: UIUserInterfaceIdiom?) {
        current.screen = UIScreen(size: size, scale: scale, safeAreaInsets: safeAreaInsets, statusBarHeight: statusBarHeight,
                                  idiom: idiom)
        if safeAreaInsets != .zero { current.safeAreaMatters = true }
        ImageCache.screenScale = scale
        current.deviceTraitsDidChange()
    }
}

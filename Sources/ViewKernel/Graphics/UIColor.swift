// UIColor.swift: colour values with UIKit's names, constructors and equality.

/// A colour, as UIKit's `UIColor`: RGBA components in the extended sRGB space, or a white level.
///
/// Colours are values in all but name: two colours with the same components are equal
/// (`UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red`), whatever constructor made them.
open class UIColor: NSObject, @unchecked Sendable {
    /// The components of a fixed colour (all 0 for a dynamic one, which has none of its own).
    private let fixed: Components
    /// The closure that gives the colour for a trait collection, for a dynamic colour.
    let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A colour's red, green, blue and alpha, and whether it was made as a white level.
    struct Components: Equatable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        var isGrayscale: Bool
    }

    /// The components this colour has now: its own for a fixed colour; for a dynamic colour, its
    /// value in `UITraitCollection.current` at this moment. Every reading of a colour's values
    /// (``cgColor``, ``rgba``, `getRed`, the description, drawing, pictures) goes through here.
    final var resolvedComponents: Components {
        guard dynamicProvider != nil else { return fixed }
        return resolvedColor(with: UITraitCollection.current).fixed
    }

    /// The red component now, 0...1 (values outside are allowed, as in extended sRGB).
    final var red: CGFloat { resolvedComponents.red }
    /// The green component now.
    final var green: CGFloat { resolvedComponents.green }
    /// The blue component now.
    final var blue: CGFloat { resolvedComponents.blue }
    /// The opacity now, 0...1.
    final var alpha: CGFloat { resolvedComponents.alpha }
    /// Whether the colour (now) was made as a white level (it prints in the grey colour space).
    final var isGrayscale: Bool { resolvedComponents.isGrayscale }

    /// Makes a colour from sRGB components and an opacity, each 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = Components(red: red, green: green, blue: blue, alpha: alpha, isGrayscale: false)
        dynamicProvider = nil
        super.init()
    }

    /// Makes a grey: `white` 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        fixed = Components(red: white, green: white, blue: white, alpha: alpha, isGrayscale: true)
        dynamicProvider = nil
        super.init()
    }

    /// Makes a dynamic colour: `dynamicProvider` gives its value for each trait collection (light
    /// and dark appearance, contrast, level), as UIKit's `UIColor(dynamicProvider:)`.
    /// ``resolvedColor(with:)`` asks it; `cgColor`, `getRed`, drawing and pictures ask it for
    /// `UITraitCollection.current` at the moment they read the colour.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixed = Components(red: 0, green: 0, blue: 0, alpha: 0, isGrayscale: false)
        self.dynamicProvider = dynamicProvider
        super.init()
    }

    /// The colour in `traitCollection`: a dynamic colour's value for it, or this colour itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dynamicProvider else { return self }
        return dynamicProvider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Makes a colour from hue, saturation and brightness, each 0...1. The hue is an angle: a
    /// finite one wraps into 0..<1; NaN and the infinities, which have none, are hue 0 (a
    /// decision: UIKit documents none).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let turn = hue.isFinite ? hue - hue.rounded(.down) : 0
        // 0...6 (6 for a hue just below a whole number, whose wrap rounds up to 1): an Int.
        let h = turn * 6, whole = Int(clampingFloat: h), sector = whole % 6, f = h - CGFloat(whole)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f)), v = brightness
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Makes a colour from a layer colour.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else {
            self.init(white: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1)
        }
    }

    /// The same colour with another opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let dynamicProvider {
            return UIColor { dynamicProvider($0).withAlphaComponent(alpha) }
        }
        return fixed.isGrayscale ? UIColor(white: fixed.red, alpha: alpha)
                                 : UIColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha)
    }

    /// Reads the RGBA components (a dynamic colour's in the current traits); returns true, as
    /// every colour here is RGB-compatible.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let now = resolvedComponents
        red?.pointee = now.red
        green?.pointee = now.green
        blue?.pointee = now.blue
        alpha?.pointee = now.alpha
        return true
    }

    /// Reads the white level and opacity; returns false unless the colour is a grey, as UIKit does
    /// for colours that cannot be converted.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let now = resolvedComponents
        guard now.red == now.green, now.green == now.blue else { return false }
        white?.pointee = now.red
        alpha?.pointee = now.alpha
        return true
    }

    /// Reads the hue, saturation, brightness (each 0...1) and opacity, the inverse of
    /// `init(hue:saturation:brightness:alpha:)`; returns true, as every colour here is
    /// RGB-compatible. A grey has hue and saturation 0.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (red, green, blue, opacity) = rgba
        let maximum = max(red, green, blue), minimum = min(red, green, blue), range = maximum - minimum
        var sixths: CGFloat = 0
        if range > 0 {
            if maximum == red {
                sixths = (green - blue) / range
            } else if maximum == green {
                sixths = (blue - red) / range + 2
            } else {
                sixths = (red - green) / range + 4
            }
            if sixths < 0 { sixths += 6 }
        }
        hue?.pointee = sixths / 6
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = opacity
        return true
    }

    /// The colour as a layer colour. A dynamic colour gives its value in the current traits: the
    /// `CGColor` is fixed, and does not change when the traits do, as in UIKit.
    open var cgColor: CGColor {
        let now = resolvedComponents
        return CGColor(red: now.red, green: now.green, blue: now.blue, alpha: now.alpha)
    }

    /// The components, for tests and pictures: red, green, blue, alpha (a dynamic colour's in the
    /// current traits). A headless addition (not UIKit API).
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let now = resolvedComponents
        return (now.red, now.green, now.blue, now.alpha)
    }

    /// Colours are equal when their RGBA components are; a dynamic colour is equal only to itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if dynamicProvider != nil || other.dynamicProvider != nil { return self === other }
        return fixed.red == other.fixed.red && fixed.green == other.fixed.green && fixed.blue == other.fixed.blue
            && fixed.alpha == other.fixed.alpha
    }

    /// A hash of the components (of the instance, for a dynamic colour), consistent with `isEqual`.
    open override var hash: Int {
        var hasher = Hasher()
        if dynamicProvider != nil {
            hasher.combine(ObjectIdentifier(self))
        } else {
            hasher.combine(fixed.red); hasher.combine(fixed.green); hasher.combine(fixed.blue); hasher.combine(fixed.alpha)
        }
        return hasher.finalize()
    }

    /// `UIExtendedSRGBColorSpace r g b a` or `UIExtendedGrayColorSpace w a`, as UIKit prints colours;
    /// a dynamic colour prints its value in the current traits.
    open override var description: String {
        let now = resolvedComponents
        if now.isGrayscale {
            return "UIExtendedGrayColorSpace \(formatNumber(now.red)) \(formatNumber(now.alpha))"
        }
        return "UIExtendedSRGBColorSpace " + [now.red, now.green, now.blue, now.alpha].map(formatNumber).joined(separator: " ")
    }

    /// Black (white 0).
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark grey (white 1/3).
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Light grey (white 2/3).
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// White (white 1).
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grey (white 0.5).
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red (1, 0, 0).
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green (0, 1, 0).
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue (0, 0, 1).
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan (0, 1, 1).
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow (1, 1, 0).
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta (1, 0, 1).
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange (1, 0.5, 0).
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent (white 0, alpha 0).
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

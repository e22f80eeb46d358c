// UIColor.swift: colour values with UIKit's names, constructors and equality.

/// A colour, as UIKit's `UIColor`: RGBA components in the extended sRGB space, or a white level.
///
/// Colours are values in all but name: two colours with the same components are equal
/// (`UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red`), whatever constructor made them.
open class UIColor: NSObject, @unchecked Sendable {
    /// The red component, 0...1 (values outside are allowed, as in extended sRGB).
    let red: CGFloat
    /// The green component.
    let green: CGFloat
    /// The blue component.
    let blue: CGFloat
    /// The opacity, 0...1.
    let alpha: CGFloat
    /// Whether the colour was made as a white level (it prints in the grey colour space).
    let isGrayscale: Bool
    /// The closure that gives the colour for a trait collection, for a dynamic colour; the
    /// components above are then its value in the traits current when it was made.
    let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?

    /// Makes a colour from sRGB components and an opacity, each 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        isGrayscale = false
        dynamicProvider = nil
        super.init()
    }

    /// Makes a grey: `white` 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        red = white; green = white; blue = white; self.alpha = alpha
        isGrayscale = true
        dynamicProvider = nil
        super.init()
    }

    /// Makes a dynamic colour: `dynamicProvider` gives its value for each trait collection (light
    /// and dark appearance, contrast, level), as UIKit's `UIColor(dynamicProvider:)`.
    /// ``resolvedColor(with:)`` asks it; drawing and `cgColor` use its value in
    /// `UITraitCollection.current` when the colour is made.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let value = dynamicProvider(UITraitCollection.current).resolvedColor(with: UITraitCollection.current)
        red = value.red; green = value.green; blue = value.blue; alpha = value.alpha
        isGrayscale = value.isGrayscale
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
        return isGrayscale ? UIColor(white: red, alpha: alpha)
                           : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the RGBA components; returns true, as every colour here is RGB-compatible.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads the white level and opacity; returns false unless the colour is a grey, as UIKit does
    /// for colours that cannot be converted.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads the hue, saturation, brightness (each 0...1) and opacity, the inverse of
    /// `init(hue:saturation:brightness:alpha:)`; returns true, as every colour here is
    /// RGB-compatible. A grey has hue and saturation 0.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
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
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour as a layer colour.
    open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The components, for tests and pictures: red, green, blue, alpha.
    /// A headless addition (not UIKit API).
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (red, green, blue, alpha)
    }

    /// Colours are equal when their RGBA components are; a dynamic colour is equal only to itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if dynamicProvider != nil || other.dynamicProvider != nil { return self === other }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// A hash of the components, consistent with `isEqual`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        return hasher.finalize()
    }

    /// `UIExtendedSRGBColorSpace r g b a` or `UIExtendedGrayColorSpace w a`, as UIKit prints colours.
    open override var description: String {
        if isGrayscale {
            return "UIExtendedGrayColorSpace \(formatNumber(red)) \(formatNumber(alpha))"
        }
        return "UIExtendedSRGBColorSpace " + [red, green, blue, alpha].map(formatNumber).joined(separator: " ")
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

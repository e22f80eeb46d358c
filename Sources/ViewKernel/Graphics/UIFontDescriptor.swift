// UIFontDescriptor.swift: font descriptors, as UIKit's `UIFontDescriptor`: attributes that name a
// font (family, name, size, symbolic traits, weight, design, text style) and the variants apps
// derive from a font (bold, italic, rounded, another size).

/// Attributes describing a font, as UIKit's `UIFontDescriptor`; `UIFont(descriptor:size:)` makes
/// the font they name.
///
/// A descriptor resolves to one of the faces this package knows (the system font in each weight,
/// italic, monospaced, rounded and serif designs, and the families `UIFont(name:size:)` accepts):
/// its text style, else its PostScript name, else its family, then its traits (weight, bold,
/// italic, monospace, width, design) choose the face. Traits a family has no face for make
/// ``withSymbolicTraits(_:)`` return nil, as on a device.
open class UIFontDescriptor: NSObject {
    private let attributes: [AttributeName: Any]

    /// Makes a descriptor from `attributes` (UIKit's attribute names and value types).
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.attributes = attributes
        super.init()
    }

    /// A descriptor naming the font `fontName` (a PostScript or family name) at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor naming the font `fontName` drawn through `matrix`.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    // MARK: - Reading

    /// The attributes, as given (and as the descriptor's methods added them).
    open var fontAttributes: [AttributeName: Any] { attributes }

    /// The value of one attribute, or nil.
    open func object(forKey anAttribute: AttributeName) -> Any? { attributes[anAttribute] }

    /// The point size, or 0 when the descriptor names none.
    open var pointSize: CGFloat {
        if let size = Self.number(attributes[.size]), size > 0 { return size }
        return textStyleSize ?? 0
    }

    /// The matrix the font is drawn through; the identity when none is set.
    open var matrix: CGAffineTransform { attributes[.matrix] as? CGAffineTransform ?? .identity }

    /// The PostScript name of the font the descriptor resolves to.
    open var postscriptName: String { resolvedFace.fontName }

    /// The symbolic traits: those set in the traits attribute, else those of the resolved face.
    open var symbolicTraits: SymbolicTraits {
        if let raw = symbolicTraitsAttribute { return raw }
        return Self.symbolicTraits(of: resolvedFace)
    }

    // MARK: - Deriving

    /// The same attributes with `attributes` added (replacing those of the same names).
    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: self.attributes.merging(attributes) { _, new in new })
    }

    /// The same font at `newPointSize` points.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// The same font drawn through `matrix`.
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        addingAttributes([.matrix: matrix])
    }

    /// A font of another family, with the same size and the traits set in the descriptor (the
    /// name, and the weight and slant it implied, no longer apply).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var changed = attributes
        changed[.name] = nil
        changed[.textStyle] = nil
        changed[.family] = newFamily
        return UIFontDescriptor(fontAttributes: changed)
    }

    /// The face of the same family named `newFace` ("Bold", "Italic", "Regular"…).
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var changed = attributes
        changed[.family] = resolvedFace.familyName
        changed[.name] = nil
        changed[.textStyle] = nil
        changed[.face] = newFace
        return UIFontDescriptor(fontAttributes: changed)
    }

    /// The same font with exactly `symbolicTraits` (they replace the current ones: add to
    /// ``symbolicTraits`` to keep them), or nil when its family has no such face.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits.rawValue
        let derived = addingAttributes([.traits: traits])
        // The face found must have the slant, weight and spacing asked for (the monospaced and
        // rounded designs have no italic).
        guard let face = derived.matchedFace else { return nil }
        let wanted = symbolicTraits.intersection([.traitItalic, .traitBold, .traitMonoSpace])
        return Self.symbolicTraits(of: face).isSuperset(of: wanted) ? derived : nil
    }

    /// The same system font in another design (rounded, serif, monospaced); nil for a font that is
    /// not the system font, as UIKit's only has designs.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard resolvedFace.isSystemFamily else { return nil }
        var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.design] = design.rawValue
        return addingAttributes([.traits: traits])
    }

    /// The descriptors of the fonts that match: this one's font, or none when nothing does.
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        matchedFace == nil ? [] : [self]
    }

    /// The descriptor of `style`'s font at the content size category of `UITraitCollection.current`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of `style`'s font at the content size category of `traitCollection`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: - Equality

    /// Descriptors are equal when they resolve to the same face at the same size and matrix (UIKit
    /// compares their attributes: Docs/Differences.md).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return resolvedFace == other.resolvedFace && pointSize == other.pointSize && matrix == other.matrix
    }

    /// A hash consistent with `isEqual`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(resolvedFace.fontName)
        return hasher.finalize()
    }

    /// `UICTFontDescriptor <…> = { … }` without an address, listing the name and size.
    open override var description: String {
        "UICTFontDescriptor = {\n    NSFontNameAttribute = \"\(postscriptName)\";\n    NSFontSizeAttribute = \(formatNumber(pointSize));\n}"
    }

    // MARK: - Resolving (UIFontDescriptor+Matching.swift)

    /// The text style named by the `.textStyle` attribute, if any.
    var textStyle: UIFont.TextStyle? {
        (attributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
            ?? attributes[.textStyle] as? UIFont.TextStyle
    }

    /// The text style's size at the current content size category, for a descriptor without a size.
    private var textStyleSize: CGFloat? {
        textStyle.map { DynamicTypeSizes.pointSize(of: $0, at: UITraitCollection.current.preferredContentSizeCategory) }
    }

    /// The symbolic traits set in the traits attribute, if any.
    var symbolicTraitsAttribute: SymbolicTraits? {
        guard let traits = attributes[.traits] as? [TraitKey: Any], let value = traits[.symbolic] else { return nil }
        if let traits = value as? SymbolicTraits { return traits }
        return Self.number(value).map { SymbolicTraits(rawValue: UInt32(clampingFloat: $0)) }
    }

    /// A value of the traits attribute, if set.
    func trait(_ key: TraitKey) -> Any? { (attributes[.traits] as? [TraitKey: Any])?[key] }

    /// A number given as any of the types UIKit's attributes accept.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as UIFont.Weight: return value.rawValue
        case let value as UIFont.Width: return value.rawValue
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as UInt32: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}

// UIFont.swift: fonts as values (name, size, weight) with deterministic metrics; see Docs/TextMetrics.md.

/// A font, as UIKit's `UIFont`: a name, a point size and the metrics text layout uses.
///
/// There are no font files here. Every font measures text with the published advance widths of
/// Helvetica (regular and bold, interpolated by weight), one em for East Asian wide characters and
/// emoji, and zero for combining marks; its vertical metrics come from the family it names
/// (Docs/TextMetrics.md lists the numbers). Fonts are immutable values: two fonts with the same
/// `fontName` and `pointSize` are equal, whichever factory made them.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's PostScript name, e.g. `.SFUI-Regular` or `Helvetica-Bold`.
    public let fontName: String
    /// The family name, e.g. `.AppleSystemUIFont` or `Helvetica`.
    public let familyName: String
    /// The size in points (the em square).
    public let pointSize: CGFloat

    /// How wide characters are and how tall lines are, per em; shared by every size of the face.
    let face: FontFace
    /// The text style a font of Dynamic Type follows (from `preferredFont(forTextStyle:)` or
    /// `UIFontMetrics`), so it can be made again for another content size category; nil for others.
    let dynamicType: DynamicTypeOrigin?

    /// Makes a font of `face` at `pointSize`; a negative or non-finite size is reported (UIKit
    /// documents that the size must be greater than 0) and taken as 0, so text measures empty.
    init(face: FontFace, pointSize: CGFloat, dynamicType: DynamicTypeOrigin? = nil) {
        self.face = face
        self.dynamicType = dynamicType
        fontName = face.fontName
        familyName = face.familyName
        let isValid = pointSize.isFinite && pointSize >= 0
        self.pointSize = isValid ? pointSize : 0
        super.init()
        if !isValid {
            let message = "UIFont \(face.fontName) size \(formatNumber(pointSize)) is not a finite, non-negative number of points; 0 is used"
            // Fonts may be made on any thread; the report goes through the main actor's channel
            // when made there, else to standard error as the device's console would show it.
            if !MainActorCheck.runIfOnMainActor({ Headless.reportLoggedProblem(message) }) {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
        }
    }

    /// Makes the font named `fontName` (a PostScript name such as `Helvetica-Bold`, or a family
    /// name such as `Arial`), or returns nil when this package does not know the name, as UIKit
    /// does for a font that is not installed. The known names are listed in Docs/TextMetrics.md
    /// and by ``familyNames``.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontFace.named(fontName) else { return nil }
        self.init(face: face, pointSize: fontSize)
    }

    // MARK: - Factories

    /// The regular system font at `fontSize` (`.SFUI-Regular`).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: .system(weight: .regular, italic: false), pointSize: fontSize)
    }

    /// The bold system font at `fontSize`, named `.SFUI-Bold` here (Docs/Differences.md); it
    /// measures with the full Helvetica-Bold widths.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: .boldSystem, pointSize: fontSize)
    }

    /// The italic system font at `fontSize` (`.SFUI-RegularItalic`); italics measure as upright.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: .system(weight: .regular, italic: true), pointSize: fontSize)
    }

    /// The system font at `fontSize` and `weight`. Widths grow with the weight: regular widths up
    /// to `.regular`, Helvetica-Bold's at `.bold`, interpolated between and extrapolated beyond.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: .system(weight: weight, italic: false), pointSize: fontSize)
    }

    /// The monospaced system font (`.SFUIMono-…`): every character 0.6 em wide, as SF Mono.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: .monospacedSystem(weight: weight), pointSize: fontSize)
    }

    /// The system font with digits of equal width. Helvetica's digits are already all 0.556 em,
    /// so it measures as ``systemFont(ofSize:weight:)``.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: .system(weight: weight, italic: false), pointSize: fontSize)
    }

    /// The system font at `fontSize`, `weight` and `width` (iOS 16): `.condensed` is named
    /// `.SFUICondensed-…`, and measures as the standard width does (Docs/Differences.md).
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        UIFont(face: .system(weight: weight, italic: false, design: .default, width: width), pointSize: fontSize)
    }

    /// The font's descriptor: its PostScript name and size, with the text style of a font of
    /// Dynamic Type, from which `withSymbolicTraits(_:)` and `withDesign(_:)` derive variants.
    open var fontDescriptor: UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.name: fontName, .size: pointSize]
        switch dynamicType {
        case .preferred(let style), .scaled(let style, _, _): attributes[.textStyle] = style.rawValue
        case nil: break
        }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The same face at another size; it no longer follows a text style (as in UIKit, only fonts
    /// from `preferredFont(forTextStyle:)` and `UIFontMetrics` adjust to the content size category).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, pointSize: fontSize)
    }

    // MARK: - Standard sizes

    /// The size of the standard label font: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of the standard button font: 18 points.
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of the standard small system font: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The size of the standard system font: 14 points.
    open class var systemFontSize: CGFloat { 14 }

    /// The family names `UIFont(name:size:)` knows, sorted.
    open class var familyNames: [String] { FontFace.knownFamilyNames }

    /// The font names of `familyName`, sorted; empty for an unknown family.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        FontFace.knownFontNames(inFamily: familyName)
    }

    // MARK: - Metrics (points)

    /// The distance from the baseline to the top of the line, in points (positive).
    open var ascender: CGFloat { face.ascender * pointSize }
    /// The distance from the baseline to the bottom of the line, in points (negative).
    open var descender: CGFloat { face.descender * pointSize }
    /// The height of flat capital letters above the baseline, in points.
    open var capHeight: CGFloat { face.capHeight * pointSize }
    /// The height of lowercase `x` above the baseline, in points.
    open var xHeight: CGFloat { face.xHeight * pointSize }
    /// The extra space between lines, in points.
    open var leading: CGFloat { face.leading * pointSize }
    /// The height of one line of text: `ascender - descender + leading`.
    open var lineHeight: CGFloat { (face.ascender - face.descender + face.leading) * pointSize }

    // MARK: - Equality and description

    /// Fonts are equal when their names and point sizes are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    /// A hash of the name and size, consistent with `isEqual`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// `<UIFont> font-family: "…"; font-weight: …; font-style: …; font-size: 17.00pt`, as UIKit
    /// prints fonts, without the memory address.
    open override var description: String {
        let weight = face.weight.rawValue >= UIFont.Weight.semibold.rawValue ? "bold" : "normal"
        let style = face.isItalic ? "italic" : "normal"
        return "<UIFont> font-family: \"\(fontName)\"; font-weight: \(weight); font-style: \(style); "
            + "font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}

extension UIFont {
    /// A font weight, with UIKit's raw values (regular is 0, bold 0.4).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// The raw weight, -1...1.
        public let rawValue: CGFloat
        /// Makes a weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Makes a weight from its raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)
    }
}

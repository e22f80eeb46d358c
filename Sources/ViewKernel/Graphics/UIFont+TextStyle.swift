// UIFont+TextStyle.swift: Dynamic Type: text styles, the fonts UIKit prefers for them at the
// default content size category (Large), the content size categories, and UIFontMetrics.

extension UIFont {
    /// A semantic text style, as UIKit's `UIFont.TextStyle`, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit spells it.
        public let rawValue: String
        /// Makes a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A large title: 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// A heading: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// A subheading: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// A callout: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// A footnote: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// A standard caption: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// An alternate caption: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size and weight at the default content size category (Large).
        var defaultSizeAndWeight: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The system font UIKit uses for `style` at the default content size category (Large):
    /// body 17, headline 17 semibold, title1 28, caption1 12... The size never changes here: the
    /// content size category is always Large.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    /// The font for `style` in the traits `traitCollection`; the same as
    /// ``preferredFont(forTextStyle:)`` here (every trait collection is Large).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}

/// A user's preferred text size, as UIKit's `UIContentSizeCategory`; here always `.large`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// The category's name, as UIKit spells it.
    public let rawValue: String
    /// Makes a category from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// An object whose font follows the content size category, as UIKit's
/// `UIContentSizeCategoryAdjusting` (a label adopts it). The setting is kept: the category never
/// changes here.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font is updated when the content size category changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// Scales fonts and values for Dynamic Type, as UIKit's `UIFontMetrics`. At the default content
/// size category, the only one here, everything comes back unscaled.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style the metrics scale for.
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Makes the metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled for the current category: `font` itself at Large.
    open func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font` scaled, at most `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize && maximumPointSize > 0 ? font.withSize(maximumPointSize) : font
    }

    /// `font` scaled for `traitCollection`: `font` itself.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }

    /// `value` scaled for the current category: `value` itself at Large.
    open func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// `value` scaled for `traitCollection`: `value` itself.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}

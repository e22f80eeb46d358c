// UIFont+TextStyle.swift: Dynamic Type: the text styles, the fonts UIKit prefers for them at the
// content size category of the current traits (or of a given collection), and fonts that can be
// made again for another category.

import Synchronization

extension UIFont {
    /// A semantic text style, as UIKit's `UIFont.TextStyle`, with UIKit's raw values. Each size
    /// below is the one at the default content size category, Large, followed by the range the
    /// style spans across the categories (Apple's published iOS table).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit spells it.
        public let rawValue: String
        /// Makes a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A large title: 34 points (31 to 60 from extraSmall to the largest accessibility size).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title: 28 points (25 to 58).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title: 22 points (19 to 56).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title: 20 points (17 to 55).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// A heading: 17 points, semibold (14 to 53).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// A subheading: 15 points (12 to 49).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points (14 to 53).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// A callout: 16 points (13 to 51).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// A footnote: 13 points (12 to 44).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// A standard caption: 12 points (11 to 43).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// An alternate caption: 11 points (11 to 40).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's weight: semibold for the headline, regular for the others.
        package var weight: UIFont.Weight { self == .headline ? .semibold : .regular }
    }

    /// The system font UIKit uses for `style` at the content size category of
    /// `UITraitCollection.current` (Large when it sets none): body is 17 points at Large and 53 at
    /// the largest accessibility size; the headline is semibold. The font remembers its style,
    /// so a label that adjusts to the content size category can follow a later change.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        font(for: style, at: UITraitCollection.current.preferredContentSizeCategory)
    }

    /// The font for `style` at the content size category of `traitCollection`; when it is nil or
    /// sets no category, at the category of `UITraitCollection.current`.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font(for: style, at: UIContentSizeCategory.effective(in: traitCollection))
    }

    /// The system font of `style` at `category`, remembering its style.
    /// Fonts are immutable, so one font per style and category is made and handed out again: a
    /// list configures its rows' fonts on every scroll step.
    static func font(for style: TextStyle, at category: UIContentSizeCategory) -> UIFont {
        let key = PreferredFontKey(style: style, category: category)
        if let font = preferredFonts.withLock({ $0[key] }) { return font }
        let font = UIFont(face: .system(weight: style.weight, italic: false), pointSize: DynamicTypeSizes.pointSize(of: style, at: category),
                          dynamicType: .preferred(style))
        preferredFonts.withLock { $0[key] = font }
        return font
    }

    /// The preferred fonts made so far, by style and category (a few dozen at most).
    private static let preferredFonts = Mutex<[PreferredFontKey: UIFont]>([:])

    /// The same text style's font at another content size category: the style's system font for
    /// a font from `preferredFont(forTextStyle:)`, the same face scaled again from its base size
    /// for a font from `UIFontMetrics`; nil for any other font. `adjustsFontForContentSizeCategory`
    /// uses it when the category changes.
    package func adjusted(to category: UIContentSizeCategory) -> UIFont? {
        switch dynamicType {
        case nil:
            return nil
        case .preferred(let style):
            return UIFont.font(for: style, at: category)
        case .scaled(let style, let basePointSize, let maximumPointSize):
            return UIFontMetrics.scaled(face: face, basePointSize: basePointSize, style: style,
                                        maximumPointSize: maximumPointSize, at: category)
        }
    }
}

/// A text style at a content size category: the key of the preferred fonts made.
private struct PreferredFontKey: Hashable, Sendable {
    let style: UIFont.TextStyle
    let category: UIContentSizeCategory
}

/// Where a font of Dynamic Type came from, so it can be made again for another category.
enum DynamicTypeOrigin: Sendable, Hashable {
    /// `preferredFont(forTextStyle:)`: the style's system font.
    case preferred(UIFont.TextStyle)
    /// `UIFontMetrics.scaledFont`: the font's face at `basePointSize` scaled by `style`'s curve, at
    /// most `maximumPointSize` when that is positive.
    case scaled(style: UIFont.TextStyle, basePointSize: CGFloat, maximumPointSize: CGFloat)
}

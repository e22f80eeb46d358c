// UIContentSizeCategory.swift: the user's preferred text size, ordered from extraSmall to the
// largest accessibility size, with UIKit's change notification; and the protocol of objects whose
// font follows it.

/// A user's preferred text size, as UIKit's `UIContentSizeCategory`. Categories compare by size:
/// `.unspecified` is below every other, and a category this package does not know (a raw value
/// not listed here) counts as `.large` in comparisons and font sizes, a decision: UIKit documents
/// none.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
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

    /// Whether `lhs` is a smaller text size than `rhs`.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.rank < rhs.rank
    }

    /// Posted when the user changes the preferred text size, as UIKit's
    /// `UIContentSizeCategory.didChangeNotification`; the new category is in the user info under
    /// ``newValueUserInfoKey``.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The user info key of the new category in a ``didChangeNotification``.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    // MARK: - Order

    /// The categories from extraSmall to the largest accessibility size: the columns of the
    /// Dynamic Type table.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Large's column in ``ordered``.
    static let largeIndex = 3

    /// The category's column in ``ordered``; Large's for an unspecified or unknown category.
    var tableIndex: Int { UIContentSizeCategory.ordered.firstIndex(of: self) ?? UIContentSizeCategory.largeIndex }

    /// The category's place in the order: its column, -1 for unspecified.
    private var rank: Int { self == .unspecified ? -1 : tableIndex }

    /// The category fonts use for `traitCollection`: its own when it sets one, else the current
    /// traits' (Large when those set none either).
    static func effective(in traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        if let given = traitCollection?.preferredContentSizeCategory, given != .unspecified { return given }
        return UITraitCollection.current.preferredContentSizeCategory
    }
}

/// An object whose font follows the content size category, as UIKit's
/// `UIContentSizeCategoryAdjusting` (a label adopts it).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font is updated when the content size category changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

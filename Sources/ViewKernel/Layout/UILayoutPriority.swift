// UILayoutPriority.swift: how much a constraint must hold, from 1 to 1000, with UIKit's named values.

/// The priority of a constraint, or of a view's wish to hug or keep its content: a value from 1 to
/// 1000, as UIKit's `UILayoutPriority`. A constraint at `.required` (1000) must hold; a lower one is
/// met as closely as possible after every higher one
/// (https://developer.apple.com/documentation/uikit/uilayoutpriority).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
                                ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority as a number.
    public var rawValue: Float

    /// Makes a priority from its number.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Makes a priority from its number.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Makes a priority from a literal, as `priority = 999` reads in Swift.
    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    /// Makes a priority from a literal, as `priority = 999` reads in Swift.
    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's resistance to shrinking its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's wish to hug its content.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` asks for the target size with.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510: a drag that can resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the scene's size stays put.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Orders priorities by their numbers.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority `rhs` higher: `.defaultHigh + 1` is 751.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority `rhs` lower: `.required - 1` is 999.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

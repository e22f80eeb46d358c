// NSLayoutConstraint+Types.swift: the attributes, relations, axes and format options of constraints,
// with UIKit's raw values.

extension NSLayoutConstraint {
    /// The part of a view's (or layout guide's) alignment rectangle a constraint talks about, with
    /// UIKit's raw values (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute).
    /// Leading and trailing are the left and right edges, or the right and left ones when the
    /// constraint's first item runs right to left.
    public enum Attribute: Int, Sendable, CaseIterable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (the left, left to right).
        case leading = 5
        /// The trailing edge (the right, left to right).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text (the bottom for views without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the top for views without text).
        case firstBaseline = 12
        /// The left edge inset by the left layout margin.
        case leftMargin = 13
        /// The right edge inset by the right layout margin.
        case rightMargin = 14
        /// The top edge inset by the top layout margin.
        case topMargin = 15
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin = 16
        /// The leading edge inset by the leading layout margin.
        case leadingMargin = 17
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin = 18
        /// The centre between the left and right margins.
        case centerXWithinMargins = 19
        /// The centre between the top and bottom margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint with a constant only.
        case notAnAttribute = 0

        /// The last baseline, under its older name.
        public static var baseline: Attribute { .lastBaseline }

        /// The axis the attribute lies on; nil for `notAnAttribute`.
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                 .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
                 .bottomMargin, .centerYWithinMargins:
                return .vertical
            case .notAnAttribute:
                return nil
            }
        }

        /// Whether the attribute is a size (width or height) rather than a location.
        var isSize: Bool { self == .width || self == .height }

        /// The name UIKit's descriptions use: `leading`, `centerX`, `lastBaseline`, ...
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the first attribute relates to the second, with UIKit's raw values.
    public enum Relation: Int, Sendable, CaseIterable {
        /// First ≤ second.
        case lessThanOrEqual = -1
        /// First = second.
        case equal = 0
        /// First ≥ second.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The two directions of layout, with UIKit's raw values.
    public enum Axis: Int, Sendable, CaseIterable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// Options for `constraints(withVisualFormat:options:metrics:views:)`: an alignment for every
    /// view of the format, the direction, and the spacing, with UIKit's bits.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align every view's left edge.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align every view's right edge.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align every view's top edge.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align every view's bottom edge.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align every view's leading edge.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align every view's trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align every view's horizontal centre.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align every view's vertical centre.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align every view's last baseline.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align every view's first baseline.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Lay out leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lay out left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lay out right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spacing between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spacing between baselines.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The last baseline, under its older name.
        public static var alignAllBaseline: FormatOptions { .alignAllLastBaseline }
    }
}

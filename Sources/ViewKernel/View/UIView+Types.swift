// UIView+Types.swift: the option sets, enums and constants that UIView nests, with UIKit's values.

extension UIView {
    /// The value meaning "no natural size on this axis" (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIKit's default tint: `UIColor.systemBlue` itself (0, 122, 255 in light mode, 10, 132, 255
    /// in dark mode), so a view's default `tintColor == .systemBlue`, as in UIKit.
    static var defaultTintColor: UIColor { UIColor.systemBlue }

    /// How a view lays out its content when its size changes, with UIKit's raw values.
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// Stretch the content to fill the bounds, ignoring its aspect ratio (the default).
        case scaleToFill = 0
        /// Scale to fit within the bounds keeping the aspect ratio; centred.
        case scaleAspectFit = 1
        /// Scale to fill the bounds keeping the aspect ratio; centred, the overflow clipped if clipping.
        case scaleAspectFill = 2
        /// Redraw on a bounds change.
        case redraw = 3
        /// Keep the natural size, centred.
        case center = 4
        /// Keep the natural size, centred at the top edge.
        case top = 5
        /// Keep the natural size, centred at the bottom edge.
        case bottom = 6
        /// Keep the natural size, centred at the left edge.
        case left = 7
        /// Keep the natural size, centred at the right edge.
        case right = 8
        /// Keep the natural size, in the top-left corner.
        case topLeft = 9
        /// Keep the natural size, in the top-right corner.
        case topRight = 10
        /// Keep the natural size, in the bottom-left corner.
        case bottomLeft = 11
        /// Keep the natural size, in the bottom-right corner.
        case bottomRight = 12
    }

    /// Which parts of a view's frame stretch when its superview's bounds size changes (UIKit's bits).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes a mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

// UIScrollView+Types.swift: the scroll view's enumerations, with UIKit's raw values.

extension UIScrollView {
    /// How a scroll view adds the safe area insets to its content inset, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, CaseIterable {
        /// Like `.scrollableAxes`, and always vertically for the content view of a controller in a
        /// navigation or tab bar controller (the default).
        case automatic = 0
        /// Only along the axes the content can scroll (or always bounces) along.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always.
        case always = 3
    }

    /// How dragging the content dismisses the keyboard, as UIKit's
    /// `UIScrollView.KeyboardDismissMode`, with UIKit's raw values.
    public enum KeyboardDismissMode: Int, Sendable, CaseIterable {
        /// Dragging leaves the keyboard up (the default).
        case none = 0
        /// A drag that begins dismisses the keyboard (the first responder in the window resigns).
        case onDrag = 1
        /// On a device the keyboard follows the finger down; here the keyboard stays up.
        case interactive = 2
        /// As `.onDrag`, the accessory view included.
        case onDragWithAccessory = 3
        /// As `.interactive`, the accessory view included.
        case interactiveWithAccessory = 4
    }

    /// How quickly scrolling slows after a drag, as UIKit's `UIScrollView.DecelerationRate`: the
    /// share of its speed the content keeps each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The share of speed kept each millisecond.
        public let rawValue: CGFloat
        /// Makes a rate from its share.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The colour scheme of the scroll indicators, as UIKit's `UIScrollView.IndicatorStyle`,
    /// with UIKit's raw values.
    public enum IndicatorStyle: Int, Sendable, CaseIterable {
        /// Dark or light to suit the content behind (the default).
        case `default` = 0
        /// Dark indicators, for light backgrounds.
        case black = 1
        /// Light indicators, for dark backgrounds.
        case white = 2
    }
}

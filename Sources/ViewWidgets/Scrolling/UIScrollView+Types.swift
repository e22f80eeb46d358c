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
}

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
}

// UIView+Testing.swift: what tests may read about a view that UIKit does not publish.
// Import with `@_spi(Testing) import ViewKernel` (or ViewWidgets).

extension UIView {
    /// Whether `setNeedsLayout()` was called and the layout has not run yet: not UIKit API (UIKit
    /// keeps the flag private), for checking when layout is pending.
    /// A headless addition.
    @_spi(Testing)
    public var needsLayout: Bool { needsLayoutFlag }
}

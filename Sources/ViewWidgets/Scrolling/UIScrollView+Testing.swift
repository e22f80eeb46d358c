// UIScrollView+Testing.swift: what tests may read about a scroll view that UIKit does not publish.
// Import with `@_spi(Testing) import ViewWidgets`.

extension UIScrollView {
    /// Whether an animated scroll (`setContentOffset(_:animated: true)`) or a deceleration is
    /// running: not UIKit API.
    /// A headless addition.
    @_spi(Testing)
    public var isScrollAnimating: Bool { scrollAnimation != nil }
}

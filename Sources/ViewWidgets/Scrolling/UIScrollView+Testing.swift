// UIScrollView+Testing.swift: what tests may read about a scroll view that UIKit does not publish.
// Import with `@_spi(Testing) import ViewWidgets`.

extension UIScrollView {
    /// Whether an animated scroll (`setContentOffset(_:animated: true)`) or a deceleration is
    /// running: not UIKit API.
    /// A headless addition.
    @_spi(Testing)
    public var isScrollAnimating: Bool { scrollAnimation != nil }

    /// How long (seconds of virtual time) the running scroll or deceleration has left, were
    /// nothing to change it; zero at rest. Not UIKit API.
    /// A headless addition.
    @_spi(Testing)
    public var remainingScrollTime: TimeInterval {
        guard let animation = scrollAnimation else { return 0 }
        return max(0, animation.start + animation.duration - Headless.now)
    }
}

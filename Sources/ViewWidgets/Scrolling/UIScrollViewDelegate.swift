// UIScrollViewDelegate.swift: what a scroll view tells its delegate.

/// The scroll view's delegate, as UIKit's `UIScrollViewDelegate`. Every method is optional: each
/// has a default implementation that does nothing, and a conforming type's own method is the one
/// called.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by code, a drag, or an animation step).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag ended; `decelerate` is false here (no inertia after the finger lifts).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

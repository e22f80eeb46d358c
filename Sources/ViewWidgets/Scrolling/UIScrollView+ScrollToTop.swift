// UIScrollView+ScrollToTop.swift: the scroll-to-top gesture, a tap on the status bar: the scroll
// view closest to the status bar scrolls to the top of its content (under a navigation bar, to
// where the bar is expanded again: its large title and search bar show), as UIKit documents
// `scrollsToTop` and the delegate's `scrollViewShouldScrollToTop(_:)`/`scrollViewDidScrollToTop(_:)`.

extension UIWindow {
    /// Taps the status bar: the scroll-to-top gesture. The scroll view on screen in this window
    /// with ``UIScrollView/scrollsToTop`` set scrolls, animated, to the top of its content, then
    /// tells its delegate `scrollViewDidScrollToTop(_:)`; nothing happens when its delegate
    /// returns false from `scrollViewShouldScrollToTop(_:)` or its content is already at the top.
    /// On iPhone the gesture has no effect when more than one scroll view on screen has
    /// `scrollsToTop` set (UIKit's rule); on iPad the one closest to the status bar scrolls.
    /// Nothing happens while the status bar is hidden (there is none to tap). Returns the scroll
    /// view that scrolls, or nil.
    /// A headless addition (not UIKit API): on a device the status bar's own window takes the tap.
    @discardableResult
    public func tapStatusBar() -> UIScrollView? {
        let traced = Headless.beginAction(HeadlessAction(.tap, "tap the status bar", window: self))
        defer { Headless.endAction(traced) }
        defer { Headless.runTurn() }
        guard !isHidden, windowScene?.statusBarManager?.isStatusBarHidden == false else { return nil }
        var candidates: [UIScrollView] = []
        collectScrollsToTopCandidates(in: self, into: &candidates)
        let chosen: UIScrollView?
        if traitCollection.userInterfaceIdiom == .pad {
            chosen = candidates.min { $0.convert($0.bounds, to: self).minY < $1.convert($1.bounds, to: self).minY }
        } else {
            chosen = candidates.count == 1 ? candidates.first : nil
        }
        guard let scrollView = chosen, scrollView.scrollToTopForStatusBarTap() else { return nil }
        return scrollView
    }

    /// Adds to `found` the scroll views under `view` (itself included) that are on screen (shown,
    /// not transparent, meeting the window's bounds) and have `scrollsToTop` set.
    private func collectScrollsToTopCandidates(in view: UIView, into found: inout [UIScrollView]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        if let scrollView = view as? UIScrollView, scrollView.scrollsToTop,
           scrollView.convert(scrollView.bounds, to: self).intersects(bounds) {
            found.append(scrollView)
        }
        for subview in view.subviews { collectScrollsToTopCandidates(in: subview, into: &found) }
    }
}

extension UIScrollView {
    /// Scrolls to the top for a tap on the status bar, when the delegate allows it and the content
    /// is not at its top already: to the smallest offset the content allows
    /// (``contentOffsetRange``, which under a collapsed navigation bar is where the bar is
    /// expanded), animated; the delegate hears `scrollViewDidScrollToTop(_:)` when it gets there.
    /// Returns whether it scrolls.
    func scrollToTopForStatusBarTap() -> Bool {
        if let delegate, !delegate.scrollViewShouldScrollToTop(self) { return false }
        let top = contentOffsetRange.min.y
        guard contentOffset.y > top + 0.5 else { return false }
        stopDeceleratingSilently()
        let target = CGPoint(x: contentOffset.x, y: top)
        guard UIView.areAnimationsEnabled else {
            contentOffset = target
            delegate?.scrollViewDidScrollToTop(self)
            return true
        }
        let animation = ScrollAnimation(from: contentOffset, to: target, start: Headless.now, range: contentOffsetRange)
        animation.scrollsToTop = true
        scrollAnimation = animation
        scheduleScrollStep(animation)
        return true
    }
}

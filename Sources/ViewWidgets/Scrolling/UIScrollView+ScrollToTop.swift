// UIScrollView+ScrollToTop.swift: the scroll-to-top gesture, a tap on the status bar: the scroll
// view closest to the status bar, and not covered by a presentation or the search's results,
// scrolls to the top of its content (under a navigation bar, to where the bar is expanded again:
// its large title and search bar show), as UIKit documents `scrollsToTop` and the delegate's
// `scrollViewShouldScrollToTop(_:)`/`scrollViewDidScrollToTop(_:)`.

extension UIWindow {
    /// Taps the status bar: the scroll-to-top gesture. The scroll view on screen in this window
    /// with ``UIScrollView/scrollsToTop`` set scrolls, animated, to the top of its content, then
    /// tells its delegate `scrollViewDidScrollToTop(_:)`; nothing happens when its delegate
    /// returns false from `scrollViewShouldScrollToTop(_:)` or its content is already at the top.
    /// On iPhone the gesture has no effect when more than one scroll view on screen has
    /// `scrollsToTop` set (UIKit's rule); on iPad the one closest to the status bar scrolls.
    /// Scroll views covered by a presentation (a sheet, a popover, an alert) or by a search
    /// controller's results (or its dimming view) are not counted: with a sheet over a table, the
    /// sheet's scroll view scrolls and the table does not; while the search shows its results,
    /// the results' scroll view scrolls, and nothing does when they have none (a decision:
    /// Docs/Differences.md).
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
    /// not transparent, meeting the window's bounds), have `scrollsToTop` set and are not covered:
    /// a shown view that covers what is behind it (``coversScrollViewsBehind``) drops those found
    /// among its earlier siblings. The walk runs once per tap, not per frame.
    private func collectScrollsToTopCandidates(in view: UIView, into found: inout [UIScrollView]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        if let scrollView = view as? UIScrollView, scrollView.scrollsToTop,
           scrollView.convert(scrollView.bounds, to: self).intersects(bounds) {
            found.append(scrollView)
        }
        let behind = found.count
        for subview in view.subviews {
            if subview.coversScrollViewsBehind, !subview.isHidden, subview.alpha > 0.01 {
                found.removeSubrange(behind...)
            }
            collectScrollsToTopCandidates(in: subview, into: &found)
        }
    }
}

extension UIView {
    /// Whether this view, shown, covers the scroll views behind it for the scroll-to-top gesture:
    /// a presentation's container (a sheet, a popover, an alert, a full-screen controller still
    /// arriving), or a search controller's view over the searched content (its results or its
    /// dimming view). Only the scroll views in front of it take the tap.
    fileprivate var coversScrollViewsBehind: Bool {
        isPresentationContainer || next is UISearchController
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

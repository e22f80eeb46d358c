// UIScrollView+Refreshing.swift: a scroll view's refresh control: where it sits, how the scroll
// view's pan reaches it, and the top inset it adds while it refreshes.

extension UIScrollView {
    /// The message UIKit logs when a refresh control is replaced or removed while refreshing.
    static let refreshControlNotIdleMessage =
        "Attempting to change the refresh control while it is not idle is strongly discouraged and probably won't work properly."

    /// ``refreshControl`` changed: the old control leaves (its inset with it), the new one is
    /// placed above the content and hears the scroll view's pan. A control taken from another
    /// scroll view leaves that one.
    func refreshControlDidChange(from old: UIRefreshControl?) {
        if let old {
            if old.isRefreshing { Headless.reportLoggedProblem(UIScrollView.refreshControlNotIdleMessage) }
            panGestureRecognizer.removeTarget(old, action: nil)
            if old.superview === self { old.removeFromSuperview() }
            setRefreshControlInset(0)
        }
        guard let control = refreshControl else { return }
        if let other = control.superview as? UIScrollView, other !== self, other.refreshControl === control {
            other.refreshControl = nil
        }
        placeRefreshControl()
        control.autoresizingMask = [.flexibleWidth]
        insertSubview(control, at: 0)
        panGestureRecognizer.addTarget(control, action: UIRefreshControl.scrollViewPanChanged)
        if control.isRefreshing { setRefreshControlInset(UIRefreshControl.height) }
    }

    /// Puts the refresh control in the 60 points just above the content (above `contentInset.top`),
    /// as wide as the scroll view.
    func placeRefreshControl() {
        guard let control = refreshControl else { return }
        let frame = CGRect(x: 0, y: -contentInset.top - UIRefreshControl.height,
                           width: bounds.width, height: UIRefreshControl.height)
        if control.frame != frame { control.frame = frame }
    }

    /// The refresh control began or ended refreshing: its 60 points join or leave the top of the
    /// adjusted content inset. At the end, content pulled down to show the control slides back
    /// to the top (unless a finger still holds it: the drag's end settles it).
    func refreshControlDidChangeRefreshing(_ control: UIRefreshControl) {
        placeRefreshControl()
        setRefreshControlInset(control.isRefreshing ? UIRefreshControl.height : 0)
        guard !control.isRefreshing, !isDragging else { return }
        let top = -adjustedContentInset.top
        if contentOffset.y < top { setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: true) }
    }

    /// Sets the refresh control's part of the adjusted content inset and says it changed.
    private func setRefreshControlInset(_ inset: CGFloat) {
        guard refreshControlInsetTop != inset else { return }
        refreshControlInsetTop = inset
        noteAdjustedContentInsetChange()
    }
}

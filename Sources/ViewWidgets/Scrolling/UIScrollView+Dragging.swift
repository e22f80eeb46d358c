// UIScrollView+Dragging.swift: turning a pan into scrolling.

extension UIScrollView {
    /// The pan's action: the content follows the finger, held inside the content unless the view
    /// bounces (then it may be pulled past an edge by half the distance, and springs back when the
    /// finger lifts).
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            scrollAnimation = nil
            isTracking = true
            isDragging = true
            dragStartOffset = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { window?.endEditing(true) }
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            isDragging = false
            isTracking = false
            endDragging(fingerVelocity: pan.velocity(in: self))
        default:
            break
        }
    }

    /// The finger lifted: the delegate hears the content's velocity (points per millisecond) and
    /// may move the resting place (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
    /// Content pulled past an edge springs back at once (there is no inertia here); content that
    /// rests elsewhere (a page, the delegate's target) moves there over 0.3 s, decelerating.
    private func endDragging(fingerVelocity: CGPoint) {
        let settled = clampedOffset(contentOffset)
        var target = isPagingEnabled ? nearestPage(to: contentOffset) : settled
        if let delegate {
            let velocity = CGPoint(x: canScrollHorizontally ? -fingerVelocity.x / 1000 : 0,
                                   y: canScrollVertically ? -fingerVelocity.y / 1000 : 0)
            let proposed = target
            withUnsafeMutablePointer(to: &target) {
                delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: $0)
            }
            // A paging scroll view always rests on its page, whatever the delegate writes (UIKit
            // logs "Stop offset can not be modified for paging scroll views").
            target = isPagingEnabled || !(target.x.isFinite && target.y.isFinite) ? proposed : clampedOffset(target)
        }
        guard target != settled else {
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            if settled != contentOffset { contentOffset = settled }
            return
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
        delegate?.scrollViewWillBeginDecelerating(self)
        let animation = ScrollAnimation(from: contentOffset, to: target, start: Headless.now, decelerates: true)
        scrollAnimation = animation
        scheduleScrollStep(animation)
    }

    /// With paging, the page nearest `offset` (a multiple of the bounds size), held in the content.
    private func nearestPage(to offset: CGPoint) -> CGPoint {
        let width = bounds.width, height = bounds.height
        var page = offset
        if width > 0, canScrollHorizontally { page.x = (offset.x / width).rounded() * width }
        if height > 0, canScrollVertically { page.y = (offset.y / height).rounded() * height }
        return clampedOffset(page)
    }

    /// False when this scroll view cannot scroll along either axis and a scroll view around it
    /// can: the outer one takes the drag.
    var yieldsNoPanToOuterScrollView: Bool {
        guard !canScrollHorizontally, !canScrollVertically else { return true }
        var ancestor = superview
        while let view = ancestor {
            if let outer = view as? UIScrollView, outer.isScrollEnabled,
               outer.canScrollHorizontally || outer.canScrollVertically { return false }
            ancestor = view.superview
        }
        return true
    }

    /// Calls ``adjustedContentInsetDidChange()`` and tells the delegate.
    func noteAdjustedContentInsetChange() {
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Moves the content by the pan's translation from where the drag began.
    private func follow(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        let range = contentOffsetRange
        var target = contentOffset
        if canScrollHorizontally {
            target.x = rubberBand(dragStartOffset.x - translation.x, min: range.min.x, max: range.max.x)
        }
        if canScrollVertically {
            target.y = rubberBand(dragStartOffset.y - translation.y, min: range.min.y, max: range.max.y)
        }
        if target != contentOffset { contentOffset = target }
    }

    /// Whether a drag moves the content sideways: wider content, or `alwaysBounceHorizontal`.
    var canScrollHorizontally: Bool {
        contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width
            || (bounces && alwaysBounceHorizontal)
    }

    /// Whether a drag moves the content up and down: taller content, or `alwaysBounceVertical`.
    var canScrollVertically: Bool {
        contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height
            || (bounces && alwaysBounceVertical)
    }

    /// `value` held in `min...max`, or, when bouncing, let past the edge by half the overshoot.
    private func rubberBand(_ value: CGFloat, min: CGFloat, max: CGFloat) -> CGFloat {
        if value < min { return bounces ? min - (min - value) / 2 : min }
        if value > max { return bounces ? max + (value - max) / 2 : max }
        return value
    }
}

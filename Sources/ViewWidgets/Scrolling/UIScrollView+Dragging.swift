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
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            let settled = clampedOffset(contentOffset)
            if settled != contentOffset { contentOffset = settled }
        default:
            break
        }
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

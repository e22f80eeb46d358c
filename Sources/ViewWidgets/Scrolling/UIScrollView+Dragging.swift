// UIScrollView+Dragging.swift: turning a pan into scrolling.

extension UIScrollView {
    /// The pan's action: the content follows the finger, held inside the content unless the view
    /// bounces (then it may be pulled past an edge by half the distance, and springs back when the
    /// finger lifts).
    func handlePan(_ pan: UIPanGestureRecognizer) {
        if driveSheet(with: pan) { return }
        switch pan.state {
        case .began:
            beginDragging(with: pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            isDragging = false
            isTracking = false
            // A finger that rested before lifting lets go at no speed (no flick).
            let rested = (pan as? ScrollViewPanGestureRecognizer)?.restedBeforeLifting == true
            // Scrolling turned off mid-drag ends it where it is, without a flick.
            endDragging(fingerVelocity: rested || !isScrollEnabled ? .zero : pan.velocity(in: self))
        default:
            break
        }
    }

    /// The pan began a drag of the content (at its start, or at its first move when a sheet's
    /// drive waited for it): the delegate hears `scrollViewWillBeginDragging(_:)` and the content
    /// follows the finger.
    func beginDragging(with pan: UIPanGestureRecognizer) {
        (pan as? ScrollViewPanGestureRecognizer)?.caughtWithoutDrag = false
        scrollAnimation = nil
        isTracking = true
        isDragging = true
        // Content caught past an edge stays where it is under the finger.
        dragStartOffset = unbanded(contentOffset)
        delegate?.scrollViewWillBeginDragging(self)
        if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { window?.endEditing(true) }
        follow(pan)
    }

    /// The finger lifted: the delegate hears the content's velocity (points per millisecond) and
    /// where the content would come to rest, and may move that place
    /// (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`). Under a navigation bar
    /// whose search row or large title would rest half collapsed there, that place is first moved
    /// to where the row is whole (UINavigationBar+CollapseSnap.swift), so the delegate hears it
    /// and has the last word (a decision: Docs/Differences.md). With speed left, the
    /// content decelerates there (``Deceleration``); with paging, it goes to the page the flick
    /// chose over 0.3 s; content pulled past an edge springs back inside over 0.3 s, along that
    /// axis only: the flick goes on along the other.
    private func endDragging(fingerVelocity: CGPoint) {
        let settled = clampedOffset(contentOffset)
        let velocity = CGPoint(x: canScrollHorizontally ? -fingerVelocity.x / 1000 : 0,
                               y: canScrollVertically ? -fingerVelocity.y / 1000 : 0)
        let flick = isPagingEnabled ? nil : deceleration(velocity: velocity)
        let natural = isPagingEnabled ? page(after: contentOffset, velocity: velocity) : flick?.rest ?? settled
        // Scrolling turned off mid-drag leaves the content where it is: no snap either.
        let proposed = isPagingEnabled || !isScrollEnabled ? natural : targetSnappedForCollapsingBar(natural)
        var target = proposed
        if let delegate {
            withUnsafeMutablePointer(to: &target) {
                delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: $0)
            }
            // A paging scroll view always rests on its page, whatever the delegate writes (UIKit
            // logs "Stop offset can not be modified for paging scroll views").
            target = isPagingEnabled || !(target.x.isFinite && target.y.isFinite) ? proposed : clampedOffset(target)
        }
        if let flick, target == natural {
            beginDecelerating(ScrollAnimation(flick: flick, from: contentOffset, start: Headless.now, range: contentOffsetRange))
            return
        }
        guard target != settled else {
            if settled != contentOffset {
                // Pulled past an edge: the content springs back inside, decelerating.
                beginDecelerating(ScrollAnimation(from: contentOffset, to: settled, start: Headless.now, decelerates: true,
                                                  range: contentOffsetRange))
            } else {
                delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            }
            return
        }
        if let flick {
            // The delegate's target, reached on the same decelerating curve, leaving at the
            // finger's speed when the flick would carry the content that far (in at least 0.3 s).
            let duration = flick.duration(reaching: target, from: contentOffset, velocity: velocity)
            let path = Deceleration.path(from: contentOffset, to: target, decay: flick.decay, duration: duration)
            beginDecelerating(ScrollAnimation(from: contentOffset, to: target, start: Headless.now,
                                              duration: duration, path: path, flick: nil, range: contentOffsetRange))
        } else {
            beginDecelerating(ScrollAnimation(from: contentOffset, to: target, start: Headless.now, decelerates: true,
                                              range: contentOffsetRange))
        }
    }

    /// A touch caught the content but no drag followed (the pan was refused, prevented, or lost
    /// to a recognizer it waited for): content left past an edge springs back, and a paging
    /// scroll view goes to its nearest page, decelerating, as after a drag let go at rest. The
    /// delegate hears `scrollViewWillBeginDecelerating(_:)` and, at the end,
    /// `scrollViewDidEndDecelerating(_:)`, but no drag callbacks (no drag began), a decision.
    func settleCaughtContent() {
        guard !isDecelerating, !isDragging, window != nil else { return }
        let target = isPagingEnabled ? page(after: contentOffset, velocity: .zero) : clampedOffset(contentOffset)
        guard target != contentOffset else { return }
        let animation = ScrollAnimation(from: contentOffset, to: target, start: Headless.now, decelerates: true,
                                        range: contentOffsetRange)
        delegate?.scrollViewWillBeginDecelerating(self)
        scrollAnimation = animation
        scheduleScrollStep(animation)
    }

    /// Tells the delegate the content moves on, and starts `animation`.
    private func beginDecelerating(_ animation: ScrollAnimation) {
        delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
        delegate?.scrollViewWillBeginDecelerating(self)
        scrollAnimation = animation
        scheduleScrollStep(animation)
    }

    /// The inertia from where the content is at `velocity` (points per millisecond), or nil when
    /// the content stays. Along an axis where the finger pulled the content past an edge, there
    /// is none: the content springs back to the edge (``Deceleration``).
    private func deceleration(velocity: CGPoint) -> Deceleration? {
        guard let flick = Deceleration(offset: contentOffset, velocity: velocity, rate: decelerationRate.rawValue,
                                       range: contentOffsetRange, bounces: bounces, viewSize: bounds.size),
              flick.duration > 0 else { return nil }
        return flick
    }

    /// With paging, the page the drag ends on: a flick faster than ``pagingFlickSpeed`` turns to
    /// the next page in its direction, a slower release settles on the nearest page (a multiple of
    /// the bounds size), held in the content.
    private func page(after offset: CGPoint, velocity: CGPoint) -> CGPoint {
        func page(_ value: CGFloat, size: CGFloat, speed: CGFloat) -> CGFloat {
            let position = value / size
            if speed > UIScrollView.pagingFlickSpeed { return position.rounded(.up) * size }
            if speed < -UIScrollView.pagingFlickSpeed { return position.rounded(.down) * size }
            return position.rounded() * size
        }
        let width = bounds.width, height = bounds.height
        var target = offset
        if width > 0, canScrollHorizontally { target.x = page(offset.x, size: width, speed: velocity.x) }
        if height > 0, canScrollVertically { target.y = page(offset.y, size: height, speed: velocity.y) }
        return clampedOffset(target)
    }

    /// The speed (points per millisecond) past which a paging flick turns a page however little
    /// it dragged, a decision (UIKit does not document it).
    static let pagingFlickSpeed: CGFloat = 0.3

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
        scrollEdgeMayHaveChanged()  // the bars' scroll-edge look (Appearance/BarScrollEdge.swift)
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

    /// The offset the finger would have had to reach to pull the content to `offset`: past an
    /// edge, twice as far past it (the inverse of ``rubberBand(_:min:max:)``).
    private func unbanded(_ offset: CGPoint) -> CGPoint {
        guard bounces else { return offset }
        let range = contentOffsetRange
        func unband(_ value: CGFloat, _ min: CGFloat, _ max: CGFloat) -> CGFloat {
            value < min ? min - (min - value) * 2 : value > max ? max + (value - max) * 2 : value
        }
        return CGPoint(x: unband(offset.x, range.min.x, range.max.x), y: unband(offset.y, range.min.y, range.max.y))
    }

    /// `value` held in `min...max`, or, when bouncing, let past the edge by half the overshoot.
    private func rubberBand(_ value: CGFloat, min: CGFloat, max: CGFloat) -> CGFloat {
        if value < min { return bounces ? min - (min - value) / 2 : min }
        if value > max { return bounces ? max + (value - max) / 2 : max }
        return value
    }
}

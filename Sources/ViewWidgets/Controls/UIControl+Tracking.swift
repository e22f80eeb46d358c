// UIControl+Tracking.swift: how a control follows a touch: highlight, the tracking calls and the
// touch events, with UIKit's 70-point slack around the bounds.

extension UIControl {
    /// How far outside its bounds a touch still counts as inside a control: 70 points on each side.
    static let touchSlack: CGFloat = 70

    /// Whether `point` (in the control's coordinates) lies in the bounds grown by ``touchSlack``.
    func isInsideTrackingArea(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -UIControl.touchSlack, dy: -UIControl.touchSlack).contains(point)
    }

    /// Touch down: highlight, `beginTracking`, `.touchDown` (with `.touchDownRepeat` for a repeated
    /// tap). Returns the touches the control does not handle, for the responder chain.
    func handleTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Set<UITouch> {
        guard isEnabled else {
            forwardedTouches.append(contentsOf: touches)
            return touches
        }
        // A touch that is over but never reached this control's end (it left the tree meanwhile)
        // no longer counts.
        if let previous = trackedTouch, previous.phase == .ended || previous.phase == .cancelled {
            resetTracking()
        }
        // One touch at a time; further fingers are ignored (not passed on), as in UIKit.
        guard trackedTouch == nil, let touch = touches.first else { return [] }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else {
            stopFollowingTrackedTouch()
            return []
        }
        var events = Event.touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, event: event)
        if showsMenuAsPrimaryAction, isContextMenuInteractionEnabled { presentMenuAsPrimaryAction(for: touch) }
        return []
    }

    /// A move: inside or outside (with the slack), highlight, `continueTracking`, and the drag
    /// events, with `.touchDragEnter` / `.touchDragExit` when the side flipped.
    func handleTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) -> Set<UITouch> {
        let forwarded = touchesForwarded(from: touches, removing: false)
        guard let touch = trackedTouch, touches.holds(touch), isTracking else { return forwarded }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch.location(in: self))
        isHighlighted = isTouchInside
        isTracking = continueTracking(touch, with: event)
        guard isTracking else {
            stopFollowingTrackedTouch()
            return forwarded
        }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside && !wasInside { events.insert(.touchDragEnter) }
        if !isTouchInside && wasInside { events.insert(.touchDragExit) }
        sendActions(for: events, event: event)
        return forwarded
    }

    /// Touch up: highlight off, `endTracking`, then `.touchUpInside` (with the control's
    /// accompanying events) or `.touchUpOutside`.
    func handleTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) -> Set<UITouch> {
        let forwarded = touchesForwarded(from: touches, removing: true)
        guard let touch = trackedTouch, touches.holds(touch) else { return forwarded }
        guard isTracking else {
            trackedTouch = nil
            return forwarded
        }
        isTouchInside = isInsideTrackingArea(touch.location(in: self))
        let inside = isTouchInside
        isHighlighted = false
        endTracking(touch, with: event)
        isTracking = false
        if inside { willSendTouchUpInside() }
        sendActions(for: inside ? Event.touchUpInside.union(eventsAccompanyingTouchUpInside) : .touchUpOutside,
                       event: event)
        isTouchInside = false
        trackedTouch = nil
        return forwarded
    }

    /// Cancel: highlight off, `cancelTracking`, then `.touchCancel`.
    func handleTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) -> Set<UITouch> {
        let forwarded = touchesForwarded(from: touches, removing: true)
        guard let touch = trackedTouch, touches.holds(touch) else { return forwarded }
        let wasTracking = isTracking
        isHighlighted = false
        if wasTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        trackedTouch = nil
        if wasTracking { sendActions(for: .touchCancel, event: event) }
        return forwarded
    }

    /// Forgets the tracked touch without sending anything.
    private func resetTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    /// Tracking stopped early (`beginTracking` or `continueTracking` returned false): the touch
    /// stays the control's until it ends, but nothing more is sent for it.
    func stopFollowingTrackedTouch() {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    /// The touches among `touches` that went down while the control was disabled.
    private func touchesForwarded(from touches: Set<UITouch>, removing: Bool) -> Set<UITouch> {
        guard !forwardedTouches.isEmpty else { return [] }
        let result = touches.filter { touch in forwardedTouches.contains { $0 === touch } }
        if removing { forwardedTouches.removeAll { touch in result.contains(touch) } }
        return result
    }
}

extension Set where Element == UITouch {
    /// Whether the set holds `touch`. A touch is equal only to itself, so the usual single-touch
    /// set is answered by one identity test instead of hashing the touch.
    func holds(_ touch: UITouch) -> Bool {
        count == 1 ? first === touch : contains(touch)
    }
}

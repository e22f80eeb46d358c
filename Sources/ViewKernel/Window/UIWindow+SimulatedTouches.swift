// UIWindow+SimulatedTouches.swift: fingers for tests and demos: tap, drag, and single touches.

extension UIWindow {
    /// The virtual time one step of a simulated drag takes: one frame at 60 frames per second.
    /// A headless addition (not UIKit API).
    public static let simulatedFrameDuration: TimeInterval = 1.0 / 60.0

    /// Taps once at `point` (window coordinates): a touch down and up at the same instant, through
    /// hit-testing, gesture recognizers and the responder chain (see Docs/Touches.md). Ends with a
    /// run loop turn. Returns the view hit, or nil when no view took the touch (a point outside
    /// the window, a hidden window).
    /// A headless addition (not UIKit API).
    @discardableResult
    public func tap(at point: CGPoint) -> UIView? {
        tap(at: point, count: 1)
    }

    /// Taps `count` times at `point` in quick succession (no virtual time between the taps); the
    /// touch of the n-th tap has `tapCount` n, as for a double tap on a device. Returns the view
    /// hit by the last tap; nil when `count` is below 1 (nothing is tapped).
    /// A headless addition (not UIKit API).
    @discardableResult
    public func tap(at point: CGPoint, count: Int) -> UIView? {
        let traced = Headless.beginAction(HeadlessAction(
            .tap, count == 1 ? "tap at \(Headless.tracePoint(point))" : "tap \(count) times at \(Headless.tracePoint(point))",
            window: self, point: point))
        defer { Headless.endAction(traced) }
        var hit: UIView?
        var tapNumber = 1
        while tapNumber <= count {
            let touch = beginTouch(at: point, tapCount: tapNumber)
            hit = touch.view
            endTouch(touch)
            tapNumber += 1
        }
        return hit
    }

    /// Drags a finger from `from` to `to` (window coordinates): a touch down, `steps` moves along
    /// the straight line, each one frame (``simulatedFrameDuration``) of virtual time after the
    /// previous, and a touch up at `to`. The clock advances with `Headless.advance(by:)`, so
    /// animations and timers move during the drag. Returns the view hit at touch down.
    /// The finger lifts while it moves, so a scroll view goes on with the drag's speed (it
    /// decelerates). A headless addition (not UIKit API).
    @discardableResult
    public func drag(from: CGPoint, to: CGPoint, steps: Int = 10) -> UIView? {
        drag(from: from, to: to, steps: steps, hold: 0)
    }

    /// Drags as ``drag(from:to:steps:)``, then holds the finger still at `to` for
    /// `holdBeforeLifting` seconds of virtual time before lifting it: held for 0.1 s or more, the
    /// finger lets go at no speed, so a scroll view stays where the finger left it (no inertia).
    /// A headless addition (not UIKit API).
    @discardableResult
    public func drag(from: CGPoint, to: CGPoint, steps: Int = 10, holdBeforeLifting: TimeInterval) -> UIView? {
        drag(from: from, to: to, steps: steps, hold: max(0, holdBeforeLifting))
    }

    private func drag(from: CGPoint, to: CGPoint, steps: Int, hold: TimeInterval) -> UIView? {
        let traced = Headless.beginAction(HeadlessAction(
            .drag, "drag from \(Headless.tracePoint(from)) to \(Headless.tracePoint(to))", window: self, point: from))
        defer { Headless.endAction(traced) }
        let count = max(1, steps)
        let touch = beginTouch(at: from)
        for step in 1...count {
            Headless.advance(by: UIWindow.simulatedFrameDuration)
            let fraction = CGFloat(step) / CGFloat(count)
            moveTouch(touch, to: CGPoint(x: from.x + (to.x - from.x) * fraction,
                                         y: from.y + (to.y - from.y) * fraction))
        }
        if hold > 0 { Headless.advance(by: hold) }
        endTouch(touch)
        return touch.view
    }

    // MARK: - Single fingers

    /// Puts a finger down at `point` (window coordinates) and delivers the touch; returns it, so
    /// that a test can move it, hold it while the clock advances (a long press), lift or cancel it.
    /// Fingers already down stay down (they are `.stationary` in this event). Ends with a turn.
    /// A headless addition (not UIKit API).
    @discardableResult
    public func beginTouch(at point: CGPoint) -> UITouch {
        let traced = Headless.beginAction(HeadlessAction(.touch, "touch down at \(Headless.tracePoint(point))",
                                                         window: self, point: point))
        defer { Headless.endAction(traced) }
        return beginTouch(at: point, tapCount: 1)
    }

    /// Moves a finger that is down on this window to `point`; does nothing for a touch that has
    /// ended or belongs to another window. Ends with a turn.
    /// A headless addition (not UIKit API).
    public func moveTouch(_ touch: UITouch, to point: CGPoint) {
        let traced = Headless.beginAction(HeadlessAction(.touchUpdate, "move touch to \(Headless.tracePoint(point))"))
        defer { Headless.endAction(traced) }
        guard isLive(touch) else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        send(touch, phase: .moved)
    }

    /// Lifts a finger that is down on this window, where it is; does nothing for a touch that has
    /// ended. Ends with a turn.
    /// A headless addition (not UIKit API).
    public func endTouch(_ touch: UITouch) {
        let traced = Headless.beginAction(HeadlessAction(.touchUpdate, "touch up at \(Headless.tracePoint(touch.locationInWindow))"))
        defer { Headless.endAction(traced) }
        guard isLive(touch) else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        send(touch, phase: .ended)
    }

    /// Cancels a finger that is down on this window, as the system does when, say, a call comes
    /// in: the recognizers and the view get `touchesCancelled`. Ends with a turn.
    /// A headless addition (not UIKit API).
    public func cancelTouch(_ touch: UITouch) {
        let traced = Headless.beginAction(HeadlessAction(.touchUpdate, "cancel touch"))
        defer { Headless.endAction(traced) }
        guard isLive(touch) else { return }
        send(touch, phase: .cancelled)
    }

    // MARK: - Machinery

    /// Forgets the fingers still down (the runtime is reset): a touch and its event hold each
    /// other, and the touch holds this window and its view, a cycle that would keep them all.
    func forgetTouches() {
        guard let event = activeTouchEvent else { return }
        activeTouchEvent = nil
        for touch in event.touchStorage { touch.event = nil }
        event.touchStorage.removeAll()
    }

    private func beginTouch(at point: CGPoint, tapCount: Int) -> UITouch {
        let event = activeTouchEvent ?? UIEvent()
        activeTouchEvent = event
        let touch = UITouch()
        touch.window = self
        touch.tapCount = tapCount
        touch.locationInWindow = point
        touch.previousLocationInWindow = point
        touch.view = hitTest(point, with: event)
        event.touchStorage.append(touch)
        send(touch, phase: .began)
        return touch
    }

    private func isLive(_ touch: UITouch) -> Bool {
        guard touch.window === self, !touch.isOver, let event = activeTouchEvent else { return false }
        // A loop rather than a `contains` closure, which checked its isolation at run time.
        for other in event.touchStorage where other === touch { return true }
        return false
    }

    /// Sets the phases (the other fingers are stationary), sends the event, forgets the touches
    /// that are over, and runs a run loop turn.
    private func send(_ touch: UITouch, phase: UITouch.Phase) {
        guard let event = activeTouchEvent else { return }
        let now = Headless.now
        for other in event.touchStorage where other !== touch { other.phase = .stationary }
        touch.phase = phase
        touch.timestamp = now
        event.timestamp = now
        sendEvent(event)
        // A loop, not `removeAll(where:)`, whose closure checked its isolation at run time.
        var index = event.touchStorage.count
        while index > 0 {
            index -= 1
            if event.touchStorage[index].isOver { event.touchStorage.remove(at: index) }
        }
        Headless.runTurn()
    }
}

// UIWindow+MultiTouch.swift: several fingers at once for tests and demos: putting them down,
// moving and lifting them together, and the pinch and rotation gestures made of two.

extension UIWindow {
    /// Puts one finger down at each of `points` (window coordinates) in one event, each hit-tested
    /// on its own; returns the touches, in the order of the points. Fingers already down stay down.
    /// Ends with a run loop turn.
    /// A headless addition (not UIKit API).
    @discardableResult
    public func beginTouches(at points: [CGPoint]) -> [UITouch] {
        guard !points.isEmpty else { return [] }
        let event = activeTouchEvent ?? UIEvent()
        activeTouchEvent = event
        let touches = points.map { point -> UITouch in
            let touch = UITouch()
            touch.window = self
            touch.locationInWindow = point
            touch.previousLocationInWindow = point
            touch.view = hitTest(point, with: event)
            event.touchStorage.append(touch)
            return touch
        }
        send(touches, phase: .began)
        return touches
    }

    /// Moves each of `touches` to the point at the same index of `points`, in one event (the other
    /// fingers are stationary); fingers that are not down on this window, or without a point, stay.
    /// Ends with a run loop turn.
    /// A headless addition (not UIKit API).
    public func moveTouches(_ touches: [UITouch], to points: [CGPoint]) {
        let moving = zip(touches, points).filter { isDown($0.0) }
        guard !moving.isEmpty else { return }
        for (touch, point) in moving {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = point
        }
        send(moving.map(\.0), phase: .moved)
    }

    /// Lifts `touches` where they are, in one event. Ends with a run loop turn.
    /// A headless addition (not UIKit API).
    public func endTouches(_ touches: [UITouch]) {
        let lifting = touches.filter(isDown)
        guard !lifting.isEmpty else { return }
        for touch in lifting { touch.previousLocationInWindow = touch.locationInWindow }
        send(lifting, phase: .ended)
    }

    /// Pinches with two fingers on either side of `center`, along a line at `angle` radians: they go
    /// down `fromDistance` apart, move in `steps` frames (1/60 s of virtual time each) until they
    /// are `toDistance` apart, and lift. Returns the view hit by the first finger.
    /// A headless addition (not UIKit API).
    @discardableResult
    public func pinch(at center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat, angle: CGFloat = 0, steps: Int = 10) -> UIView? {
        twoFingerGesture(steps: steps) { fraction in
            let distance = fromDistance + (toDistance - fromDistance) * fraction
            return UIWindow.fingerPair(center: center, distance: distance, angle: angle)
        }
    }

    /// Turns two fingers `distance` apart around `center`: they go down on a line at `startAngle`
    /// radians, turn by `rotation` radians (clockwise positive, as on screen) in `steps` frames
    /// (1/60 s of virtual time each), and lift. Returns the view hit by the first finger.
    /// A headless addition (not UIKit API).
    @discardableResult
    public func rotate(at center: CGPoint, distance: CGFloat, from startAngle: CGFloat = 0, by rotation: CGFloat, steps: Int = 10) -> UIView? {
        twoFingerGesture(steps: steps) { fraction in
            UIWindow.fingerPair(center: center, distance: distance, angle: startAngle + rotation * fraction)
        }
    }

    // MARK: - Machinery

    /// Two fingers placed by `positions` (at fraction 0 when they go down, 1 when they lift).
    private func twoFingerGesture(steps: Int, positions: (CGFloat) -> [CGPoint]) -> UIView? {
        let count = max(1, steps)
        let touches = beginTouches(at: positions(0))
        for step in 1...count {
            Headless.advance(by: UIWindow.simulatedFrameDuration)
            moveTouches(touches, to: positions(CGFloat(step) / CGFloat(count)))
        }
        endTouches(touches)
        return touches.first?.view
    }

    /// Two points `distance` apart, centred on `center`, on a line at `angle` radians.
    private static func fingerPair(center: CGPoint, distance: CGFloat, angle: CGFloat) -> [CGPoint] {
        let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
        return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
    }

    private func isDown(_ touch: UITouch) -> Bool {
        touch.window === self && !touch.isOver
            && activeTouchEvent?.touchStorage.contains(where: { $0 === touch }) == true
    }

    /// Sets the phase of `touches` (the other fingers are stationary), sends the event, forgets the
    /// touches that are over, and runs a run loop turn.
    private func send(_ touches: [UITouch], phase: UITouch.Phase) {
        guard let event = activeTouchEvent else { return }
        let now = Headless.now
        for other in event.touchStorage where !touches.contains(where: { $0 === other }) { other.phase = .stationary }
        for touch in touches {
            touch.phase = phase
            touch.timestamp = now
        }
        event.timestamp = now
        sendEvent(event)
        event.touchStorage.removeAll(where: \.isOver)
        Headless.runTurn()
    }
}

// TwoFingerGesture.swift: what the pinch and rotation recognizers share: two fingers followed
// (more are ignored), UIKit's rules for beginning, changing and ending a two-finger gesture, the
// fingers' distance and angle, and the samples a velocity is measured over.

extension UIGestureRecognizer {
    /// The touches of `touches` still down, in the order they went down.
    private func fingersDown(of touches: [UITouch]) -> [UITouch] {
        var down: [UITouch] = []
        for touch in touches where !touch.isOver { down.append(touch) }
        return down
    }

    /// Follows the first two fingers down; any further finger is ignored, as a pinch or a
    /// rotation on a device ignores a third.
    func followTwoFingers(for event: UIEvent) {
        for extra in fingersDown(of: trackedTouches).dropFirst(2) { ignore(extra, for: event) }
    }

    /// A move of the two fingers: an undecided gesture begins once `pastHysteresis`, one under way
    /// reports a change.
    func twoFingersMoved(pastHysteresis: Bool) {
        switch state {
        case .possible:
            if pastHysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A finger lifted: with fewer than two left, a gesture under way ends and an undecided one
    /// fails.
    func twoFingerTouchEnded() {
        guard fingersDown(of: trackedTouches).count < 2 else { return }
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// A cancelled touch cancels the gesture, or fails it when it had not begun.
    func twoFingerTouchCancelled() {
        state = state == .possible ? .failed : .cancelled
    }

    /// The distance between the first two of `touches` that are down (window coordinates), or nil
    /// when fewer than two are.
    func fingerDistance(of touches: [UITouch]) -> CGFloat? {
        let down = fingersDown(of: touches)
        guard down.count >= 2 else { return nil }
        let a = down[0].locationInWindow, b = down[1].locationInWindow
        return hypot(b.x - a.x, b.y - a.y)
    }

    /// The angle (radians, window coordinates) of the line from the first to the second of
    /// `touches` that are down, or nil when fewer than two are.
    func fingerAngle(of touches: [UITouch]) -> CGFloat? {
        let down = fingersDown(of: touches)
        guard down.count >= 2 else { return nil }
        let a = down[0].locationInWindow, b = down[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }
}

/// A measure of a two-finger gesture (the fingers' distance, the angle turned) sampled on the
/// virtual clock, for its velocity.
struct GestureSamples {
    private var samples: [(time: TimeInterval, value: CGFloat)] = []

    /// Records `value` at the time now, keeping the last 32 samples.
    @MainActor
    mutating func record(_ value: CGFloat) {
        samples.append((Headless.now, value))
        if samples.count > 32 { samples.removeFirst(samples.count - 32) }
    }

    mutating func removeAll() {
        samples.removeAll()
    }

    /// The change per second of virtual time, measured from the earliest sample of the last
    /// 0.1 s (or the latest earlier one) to the latest; 0 when the clock did not move.
    var changePerSecond: CGFloat {
        guard let latest = samples.last else { return 0 }
        var reference: (time: TimeInterval, value: CGFloat)?
        for sample in samples where sample.time >= latest.time - 0.1 && sample.time < latest.time {
            reference = sample
            break
        }
        if reference == nil {
            for sample in samples.reversed() where sample.time < latest.time {
                reference = sample
                break
            }
        }
        guard let reference, latest.time > reference.time else { return 0 }
        return (latest.value - reference.value) / CGFloat(latest.time - reference.time)
    }
}

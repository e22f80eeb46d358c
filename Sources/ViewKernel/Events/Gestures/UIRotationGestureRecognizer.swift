// UIRotationGestureRecognizer.swift: a continuous recognizer for two fingers turning.

/// Recognizes a rotation, as UIKit's `UIRotationGestureRecognizer`: continuous, it begins once two
/// fingers are down and the line between them has turned by more than 0.1 radians, changes as they
/// move, and ends when fewer than two remain.
///
/// ``rotation`` is the angle (radians, clockwise positive as on screen) the line has turned since
/// the second finger went down (so it includes the first 0.1); setting it (to 0, say, in the
/// action) makes the next moves relative to the new value. ``velocity`` is radians per second of
/// virtual time over the last 0.1 s. Drive it with `window.rotate(at:distance:from:by:)`.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Makes a rotation recognizer with no target.
    public required init() {
        super.init()
    }

    /// The angle the fingers turned, in radians; 0 before a rotation.
    open var rotation: CGFloat {
        get { turned - reference }
        set {
            guard newValue.isFinite else { return }
            reference = turned - newValue
            samples.removeAll()
        }
    }

    /// The rotation's speed in radians per second of virtual time; 0 when the clock did not move.
    open var velocity: CGFloat { samples.changePerSecond }

    /// How far (radians) the fingers must turn before the rotation begins.
    static let hysteresis: CGFloat = 0.1

    /// The total angle turned since the second finger went down, unwrapped.
    private var turned: CGFloat = 0
    /// The value of `turned` that `rotation` is measured from.
    private var reference: CGFloat = 0
    private var lastAngle: CGFloat?
    private var samples = GestureSamples()

    /// Starts measuring when the second finger goes down; more fingers are not followed.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        followTwoFingers(for: event)
        guard state == .possible, lastAngle == nil, let angle = fingerAngle(of: trackedTouches) else { return }
        lastAngle = angle
        samples.record(turned)
    }

    /// Begins past the hysteresis, then reports each move as a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle = fingerAngle(of: trackedTouches), let previous = lastAngle else { return }
        var delta = angle - previous
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        turned += delta
        lastAngle = angle
        samples.record(turned)
        twoFingersMoved(pastHysteresis: abs(turned) > UIRotationGestureRecognizer.hysteresis)
    }

    /// Ends when fewer than two fingers remain; an undecided rotation fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchEnded()
    }

    /// A cancelled touch cancels the rotation (or fails it when it had not begun).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchCancelled()
    }

    /// Forgets the angles; the rotation reads 0 again.
    open override func reset() {
        super.reset()
        turned = 0
        reference = 0
        lastAngle = nil
        samples.removeAll()
    }
}

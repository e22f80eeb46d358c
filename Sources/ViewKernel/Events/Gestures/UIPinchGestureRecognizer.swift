// UIPinchGestureRecognizer.swift: a continuous recognizer for two fingers moving apart or together.

/// Recognizes a pinch, as UIKit's `UIPinchGestureRecognizer`: continuous, it begins once two
/// fingers are down and the distance between them has changed by more than 10 points, changes as
/// they move, and ends when fewer than two remain.
///
/// ``scale`` is the distance between the fingers divided by their distance when the second one went
/// down (so it includes the first 10 points); setting it (to 1, say, in the action) makes the next
/// moves relative to the new value. ``velocity`` is the change of scale per second of virtual time
/// over the last 0.1 s. Drive it with `window.pinch(at:fromDistance:toDistance:)` or with
/// `window.beginTouches(at:)` and `moveTouches(_:to:)`.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Makes a pinch recognizer with no target.
    public required init() {
        super.init()
    }

    /// The distance between the fingers relative to the start (or to when the scale was last set); 1 before a pinch.
    open var scale: CGFloat {
        get { referenceDistance > 0 ? currentDistance / referenceDistance : 1 }
        set {
            guard newValue > 0, newValue.isFinite, currentDistance > 0 else { return }
            referenceDistance = currentDistance / newValue
            samples.removeAll()
        }
    }

    /// The change of ``scale`` per second of virtual time; 0 when the clock did not move.
    open var velocity: CGFloat {
        referenceDistance > 0 ? samples.changePerSecond / referenceDistance : 0
    }

    /// How far (points) the distance between the fingers must change before the pinch begins.
    static let hysteresis: CGFloat = 10

    private var referenceDistance: CGFloat = 0
    private var startDistance: CGFloat = 0
    private var currentDistance: CGFloat = 0
    private var samples = GestureSamples()

    /// Starts measuring when the second finger goes down; more fingers are not followed.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        followTwoFingers(for: event)
        guard state == .possible, let distance = fingerDistance(of: trackedTouches) else { return }
        if referenceDistance == 0 {
            referenceDistance = distance
            startDistance = distance
        }
        currentDistance = distance
        samples.record(distance)
    }

    /// Begins past the hysteresis, then reports each move as a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let distance = fingerDistance(of: trackedTouches) else { return }
        currentDistance = distance
        samples.record(distance)
        twoFingersMoved(pastHysteresis: abs(distance - startDistance) > UIPinchGestureRecognizer.hysteresis)
    }

    /// Ends when fewer than two fingers remain; an undecided pinch fails when the last one lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchEnded()
    }

    /// A cancelled touch cancels the pinch (or fails it when it had not begun).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchCancelled()
    }

    /// Forgets the distances and samples; the scale reads 1 again.
    open override func reset() {
        super.reset()
        referenceDistance = 0
        startDistance = 0
        currentDistance = 0
        samples.removeAll()
    }
}

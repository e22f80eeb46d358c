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
@MainActor
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
        guard let latest = samples.last,
              let reference = samples.first(where: { $0.time >= latest.time - 0.1 && $0.time < latest.time })
                ?? samples.last(where: { $0.time < latest.time }),
              latest.time > reference.time, referenceDistance > 0 else { return 0 }
        return (latest.distance - reference.distance) / referenceDistance / CGFloat(latest.time - reference.time)
    }

    /// How far (points) the distance between the fingers must change before the pinch begins.
    static let hysteresis: CGFloat = 10

    private var referenceDistance: CGFloat = 0
    private var startDistance: CGFloat = 0
    private var currentDistance: CGFloat = 0
    private var samples: [(time: TimeInterval, distance: CGFloat)] = []

    /// Starts measuring when the second finger goes down; more fingers are not followed.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let active = trackedTouches.filter { !$0.isOver }
        for extra in active.dropFirst(2) { ignore(extra, for: event) }
        guard state == .possible, let distance = fingerDistance(of: trackedTouches) else { return }
        if referenceDistance == 0 {
            referenceDistance = distance
            startDistance = distance
        }
        currentDistance = distance
        recordSample()
    }

    /// Begins past the hysteresis, then reports each move as a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let distance = fingerDistance(of: trackedTouches) else { return }
        currentDistance = distance
        recordSample()
        switch state {
        case .possible:
            if abs(distance - startDistance) > UIPinchGestureRecognizer.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends when fewer than two fingers remain; an undecided pinch fails when the last one lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { !$0.isOver }.count
        switch state {
        case .began, .changed:
            if remaining < 2 { state = .ended }
        case .possible:
            if remaining < 2 { state = .failed }
        default:
            break
        }
    }

    /// A cancelled touch cancels the pinch (or fails it when it had not begun).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    /// Forgets the distances and samples; the scale reads 1 again.
    open override func reset() {
        super.reset()
        referenceDistance = 0
        startDistance = 0
        currentDistance = 0
        samples.removeAll()
    }

    private func recordSample() {
        samples.append((Headless.now, currentDistance))
        if samples.count > 32 { samples.removeFirst(samples.count - 32) }
    }
}

extension UIGestureRecognizer {
    /// The distance between the first two of `touches` that are down (window coordinates), or nil
    /// when fewer than two are.
    func fingerDistance(of touches: [UITouch]) -> CGFloat? {
        let active = touches.filter { !$0.isOver }
        guard active.count >= 2 else { return nil }
        let a = active[0].locationInWindow, b = active[1].locationInWindow
        return hypot(b.x - a.x, b.y - a.y)
    }

    /// The angle (radians, window coordinates) of the line from the first to the second of
    /// `touches` that are down, or nil when fewer than two are.
    func fingerAngle(of touches: [UITouch]) -> CGFloat? {
        let active = touches.filter { !$0.isOver }
        guard active.count >= 2 else { return nil }
        let a = active[0].locationInWindow, b = active[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }
}

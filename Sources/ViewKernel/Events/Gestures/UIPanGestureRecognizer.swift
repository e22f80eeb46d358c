// UIPanGestureRecognizer.swift: a continuous recognizer for dragging, with translation and velocity.

/// Recognizes a drag, as UIKit's `UIPanGestureRecognizer`: continuous, it begins once the fingers
/// have moved more than 10 points, changes as they move, and ends when they lift.
///
/// ``translation(in:)`` is measured from where the fingers went down (so a drag of 100 points
/// reports 100, the 10-point start included); ``velocity(in:)`` is computed on the virtual clock
/// from the moves of the last 0.1 s.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan; 1 by default.
    open var minimumNumberOfTouches = 1

    /// The most fingers that can pan; `Int.max` (UIKit's `NSUIntegerMax`) by default.
    open var maximumNumberOfTouches = Int.max

    /// Makes a pan recognizer with no target.
    public required init() {
        super.init()
    }

    /// How far (points) the fingers must move before the pan begins.
    static let hysteresis: CGFloat = 10
    /// The span of recent moves that velocity is measured over (virtual seconds).
    static let velocityWindow: TimeInterval = 0.1

    /// The centroid (window coordinates) that translation is measured from.
    private var anchor = CGPoint.zero
    /// Where the fingers went down, for the hysteresis.
    private var start = CGPoint.zero
    /// The latest centroid of the fingers down (window coordinates).
    private var centroid = CGPoint.zero
    /// The latest centroids with their times, oldest first.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// The distance the fingers moved since the pan began (or since ``setTranslation(_:in:)``),
    /// in `view`'s coordinate space (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        let vector = CGPoint(x: centroid.x - anchor.x, y: centroid.y - anchor.y)
        return convertVector(fromWindow: vector, to: view)
    }

    /// Makes the current translation in `view`'s coordinate space equal `translation`; the next
    /// moves add to it. Set `.zero` in the action to get the distance of each move.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let vector = convertVector(toWindow: translation, from: view)
        anchor = CGPoint(x: centroid.x - vector.x, y: centroid.y - vector.y)
    }

    /// The speed of the fingers in points per second of virtual time, in `view`'s coordinate
    /// space (nil: the window's); zero when the clock did not move between the moves.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let latest = samples.last else { return .zero }
        let reference = samples.first { $0.time >= latest.time - Self.velocityWindow && $0.time < latest.time }
            ?? samples.last { $0.time < latest.time }
        guard let reference, latest.time > reference.time else { return .zero }
        let elapsed = CGFloat(latest.time - reference.time)
        let vector = CGPoint(x: (latest.point.x - reference.point.x) / elapsed,
                             y: (latest.point.y - reference.point.y) / elapsed)
        return convertVector(fromWindow: vector, to: view)
    }

    /// Records where the fingers went down; a finger added during the pan shifts the anchor so
    /// that the translation does not jump.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let previous = centroid
        let hadFingers = activeTouches.count > touches.count
        updateCentroid()
        if hadFingers {
            shiftAnchor(by: previous)
        } else {
            anchor = centroid
            start = centroid
        }
        recordSample()
        if activeTouches.count > maximumNumberOfTouches, state == .possible { state = .failed }
    }

    /// Begins once the fingers moved past the hysteresis, then reports each move as a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        updateCentroid()
        recordSample()
        switch state {
        case .possible:
            let count = activeTouches.count
            guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return }
            if hypot(centroid.x - start.x, centroid.y - start.y) > Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends when the fingers lift (or fall below the minimum); an undecided pan fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let previous = centroid
        let remaining = activeTouches.count
        if remaining > 0 {
            updateCentroid()
            shiftAnchor(by: previous)
        }
        switch state {
        case .possible:
            if remaining == 0 { state = .failed }
        case .began, .changed:
            if remaining < minimumNumberOfTouches { state = .ended }
        default:
            break
        }
    }

    /// A cancelled touch cancels the pan (or fails it when it had not begun).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    /// Forgets the translation and the samples.
    open override func reset() {
        super.reset()
        anchor = .zero
        start = .zero
        centroid = .zero
        samples.removeAll()
    }

    // MARK: - Machinery

    private var activeTouches: [UITouch] { trackedTouches.filter { !$0.isOver } }

    private func updateCentroid() {
        let touches = activeTouches
        guard !touches.isEmpty else { return }
        var sumX: CGFloat = 0, sumY: CGFloat = 0
        for touch in touches {
            sumX += touch.locationInWindow.x
            sumY += touch.locationInWindow.y
        }
        centroid = CGPoint(x: sumX / CGFloat(touches.count), y: sumY / CGFloat(touches.count))
    }

    /// Moves the anchor and start with the centroid when the set of fingers changes.
    private func shiftAnchor(by previous: CGPoint) {
        let dx = centroid.x - previous.x, dy = centroid.y - previous.y
        anchor = CGPoint(x: anchor.x + dx, y: anchor.y + dy)
        start = CGPoint(x: start.x + dx, y: start.y + dy)
        samples.removeAll()
    }

    private func recordSample() {
        let now = Headless.now
        samples.append((now, centroid))
        if samples.count > 32 { samples.removeFirst(samples.count - 32) }
    }

    /// A vector in window coordinates expressed in `view`'s coordinates (through its transforms).
    private func convertVector(fromWindow vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, from: nil)
        let tip = view.convert(vector, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// A vector in `view`'s coordinates expressed in window coordinates.
    private func convertVector(toWindow vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, to: nil)
        let tip = view.convert(vector, to: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}

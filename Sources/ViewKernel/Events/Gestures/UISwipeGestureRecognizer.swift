// UISwipeGestureRecognizer.swift: a discrete recognizer for a quick stroke in a direction.

/// Recognizes a swipe, as UIKit's `UISwipeGestureRecognizer`: discrete, it recognizes (`.ended`)
/// as soon as the fingers have travelled 50 points in one of the allowed ``direction``s, with no
/// more sideways travel than half of that, within 0.5 s of virtual time of going down
/// (`window.drag(from:to:steps:)` takes 1/60 s a step, so a drag of up to 30 steps is quick
/// enough). It fails when the fingers lift first, when the time runs out, or when the number of
/// fingers is not ``numberOfTouchesRequired``. UIKit does not publish these thresholds
/// (Docs/Differences.md).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, with UIKit's raw values.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes a set of directions from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count; `.right` by default.
    open var direction: Direction = .right

    /// The number of fingers that must swipe; 1 by default.
    open var numberOfTouchesRequired = 1

    /// Makes a swipe recognizer with no target.
    public required init() {
        super.init()
    }

    /// How far (points) the fingers must travel along the direction.
    static let minimumDistance: CGFloat = 50
    /// How long (virtual seconds) the fingers have to travel that far.
    static let maximumDuration: TimeInterval = 0.5

    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0
    private var timeout: Headless.WorkItem?

    private var activeTouches: [UITouch] { trackedTouches.filter { !$0.isOver } }

    /// Records where and when the fingers went down; too many fingers fail the swipe.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if activeTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = centroid()
        startTime = Headless.now
        timeout?.cancel()
        timeout = scheduleDecision(after: UISwipeGestureRecognizer.maximumDuration) { .failed }
    }

    /// Recognizes once the fingers travelled far enough along an allowed direction in time.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, activeTouches.count == numberOfTouchesRequired else { return }
        guard Headless.now - startTime <= UISwipeGestureRecognizer.maximumDuration else {
            state = .failed
            return
        }
        let point = centroid()
        let dx = point.x - start.x, dy = point.y - start.y
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        for (candidate, along, across) in candidates where direction.contains(candidate) {
            if along >= UISwipeGestureRecognizer.minimumDistance, across <= along / 2 {
                state = .ended
                return
            }
        }
    }

    /// Lifting before the swipe was recognized fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// A cancelled touch fails the swipe.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Forgets the start and the timer.
    open override func reset() {
        super.reset()
        timeout?.cancel()
        timeout = nil
        start = .zero
    }

    /// The centroid of the fingers down, in window coordinates.
    private func centroid() -> CGPoint {
        let touches = activeTouches
        guard !touches.isEmpty else { return start }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }
}

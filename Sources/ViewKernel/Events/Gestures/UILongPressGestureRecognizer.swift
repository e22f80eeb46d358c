// UILongPressGestureRecognizer.swift: a continuous recognizer for a finger held still.

/// Recognizes a press held for a while, as UIKit's `UILongPressGestureRecognizer`: continuous, it
/// begins once the fingers have been down for ``minimumPressDuration`` seconds of virtual time
/// (`Headless.advance(by:)` moves that clock) without moving more than ``allowableMovement``
/// points, changes as they move afterwards, and ends when they lift.
///
/// Lifting or moving too far before the duration fails it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long (virtual seconds) the fingers must stay down; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5

    /// The number of fingers that must press; 1 by default.
    open var numberOfTouchesRequired = 1

    /// The number of full taps before the press; 0 by default.
    open var numberOfTapsRequired = 0

    /// How far (points) the fingers may move before the gesture fails; 10 by default.
    open var allowableMovement: CGFloat = 10

    /// Makes a long-press recognizer with no target.
    public required init() {
        super.init()
    }

    /// How long (virtual seconds) to wait for the next of the required taps; as for taps.
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var tapsCompleted = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    /// The press recognized when the fingers have been down long enough, or the failure when the
    /// next required tap is late.
    private var timer: Headless.WorkItem?

    private var activeTouchCount: Int { trackedTouches.filter { !$0.isOver }.count }

    /// Starts the press timer once the required fingers are down (after the required taps).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        timer?.cancel()
        for touch in touches {
            startLocations[ObjectIdentifier(touch)] = touch.location(in: nil)
        }
        let count = activeTouchCount
        if count > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard count == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired else { return }
        timer = scheduleDecision(after: minimumPressDuration) { [weak self] in
            guard let self, self.activeTouchCount == self.numberOfTouchesRequired else { return nil }
            return .began
        }
    }

    /// Before the press is recognized, moving too far fails it; afterwards, each move is a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                let point = touch.location(in: nil)
                if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Lifting ends a recognized press; before that, it completes a required tap or fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            timer?.cancel()
            guard tapsCompleted < numberOfTapsRequired else {
                state = .failed
                return
            }
            guard activeTouchCount == 0 else { return }
            tapsCompleted += 1
            startLocations.removeAll()
            timer = scheduleDecision(after: Self.maximumIntervalBetweenTaps) { .failed }
        case .began, .changed:
            if activeTouchCount < numberOfTouchesRequired { state = .ended }
        default:
            break
        }
    }

    /// A cancelled touch cancels the press (or fails it when it had not begun).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    /// Forgets the taps and stops the timer.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        startLocations.removeAll()
        timer?.cancel()
        timer = nil
    }
}

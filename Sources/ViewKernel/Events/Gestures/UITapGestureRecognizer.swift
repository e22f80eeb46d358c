// UITapGestureRecognizer.swift: a discrete recognizer for one or more taps of one or more fingers.

/// Recognizes taps, as UIKit's `UITapGestureRecognizer`: discrete, it goes from
/// `.possible` straight to `.ended` (`.recognized`) when the last required tap lifts.
///
/// It fails when a finger moves more than ``allowableMovement`` points, when more fingers than
/// ``numberOfTouchesRequired`` go down, when a tap has fewer fingers, or when the next tap of a
/// multi-tap does not begin within ``maximumIntervalBetweenTaps`` seconds of virtual time.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps needed; 1 by default.
    open var numberOfTapsRequired = 1

    /// The number of fingers each tap needs; 1 by default.
    open var numberOfTouchesRequired = 1

    /// How far (in points) a finger may move before the tap fails; 10 here. UIKit does not publish
    /// this value for taps (Docs/Differences.md).
    open var allowableMovement: CGFloat = 10

    /// How long (virtual seconds) a multi-tap waits for the next tap before failing; 0.35 here.
    /// UIKit does not publish this value (Docs/Differences.md).
    open var maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// Makes a tap recognizer with no target.
    public required init() {
        super.init()
    }

    private var tapsCompleted = 0
    private var fingersInCurrentTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    /// The failure scheduled for when the next tap of a multi-tap is late.
    private var nextTapTimeout: Headless.WorkItem?

    /// Counts the fingers of the current tap; too many fingers, or a tap beyond the required
    /// number, fail the gesture.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapTimeout?.cancel()
        guard tapsCompleted < numberOfTapsRequired else {
            state = .failed
            return
        }
        for touch in touches {
            startLocations[ObjectIdentifier(touch)] = touch.location(in: nil)
        }
        fingersInCurrentTap += touches.count
        if fingersInCurrentTap > numberOfTouchesRequired { state = .failed }
    }

    /// Fails when a finger moved farther than ``allowableMovement`` from where it went down.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// When the last finger of a tap lifts: recognizes after the last required tap, otherwise
    /// waits for the next tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, trackedTouches.allSatisfy(\.isOver) else { return }
        guard fingersInCurrentTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        fingersInCurrentTap = 0
        if tapsCompleted == numberOfTapsRequired {
            state = .ended
            return
        }
        nextTapTimeout = scheduleDecision(after: maximumIntervalBetweenTaps) { .failed }
    }

    /// A cancelled touch fails the tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Forgets the taps counted so far.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInCurrentTap = 0
        startLocations.removeAll()
        nextTapTimeout?.cancel()
        nextTapTimeout = nil
    }
}

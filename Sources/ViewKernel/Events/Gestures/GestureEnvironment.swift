// GestureEnvironment.swift: how gesture recognizers change state, and what that does to each other
// and to the hit view's touches (prevention, failure requirements, cancelled and delayed touches).

/// The coordinator of gesture recognizers that UIKit keeps privately: every state change goes
/// through it, so that recognizing a gesture fails the recognizers it prevents, waits for those
/// it requires to fail, cancels the touches in the view, and releases touches held back.
@MainActor
enum GestureEnvironment {
    /// Recognizers that received touches since their last reset, in the order they first did.
    static var recognizersInPlay: [UIGestureRecognizer] = []

    /// Recognizers whose recognition waits for a recognizer they require to fail.
    static var waitingForFailure: [UIGestureRecognizer] = []

    /// Clears the bookkeeping on `Headless.reset()`; registered the first time a recognizer plays.
    private static let registerResetHook: Void = {
        Headless.resetHooks.append {
            GestureEnvironment.recognizersInPlay.removeAll()
            GestureEnvironment.waitingForFailure.removeAll()
        }
    }()

    /// Remembers that `recognizer` is tracking touches, so that it is reset once they are over.
    static func recognizerDidReceiveTouches(_ recognizer: UIGestureRecognizer) {
        _ = registerResetHook
        if !recognizersInPlay.contains(where: { $0 === recognizer }) {
            recognizersInPlay.append(recognizer)
        }
    }

    // MARK: - State transitions

    /// Applies a state a recognizer (or its subclass code) asked for, following UIKit's rules.
    static func requestState(_ newState: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        switch (recognizer.stateStorage, newState) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(of: recognizer, as: newState)
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed):
            recognizer.stateStorage = .changed
            recognizer.sendActions()
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            recognizer.stateStorage = newState
            recognizer.sendActions()
            settleRecognizersWaiting(on: recognizer)
        default:
            // UIKit asserts on other transitions (back to .possible, out of a final state);
            // here they are ignored.
            break
        }
    }

    /// Moves `recognizer` out of `.possible` into `target` (began, or ended for a discrete
    /// gesture), unless a failure requirement makes it wait or fail, or it is refused or prevented.
    static func attemptRecognition(of recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        guard recognizer.isEnabled, recognizer.view != nil else { return }
        switch failureRequirementStatus(of: recognizer) {
        case .waiting:
            recognizer.pendingRecognition = target
            if !waitingForFailure.contains(where: { $0 === recognizer }) { waitingForFailure.append(recognizer) }
            return
        case .violated:
            fail(recognizer)
            return
        case .satisfied:
            break
        }
        recognizer.pendingRecognition = nil
        waitingForFailure.removeAll { $0 === recognizer }
        guard shouldBegin(recognizer), !isPrevented(recognizer) else {
            fail(recognizer)
            return
        }
        recognizer.stateStorage = target
        for other in partners(of: recognizer) where other.stateStorage == .possible
            && preventionApplies(by: recognizer, to: other) {
            fail(other)
        }
        if recognizer.cancelsTouchesInView {
            cancelTouchesInViews(of: recognizer)
        } else {
            releaseHeldPhases(of: recognizer.trackedTouches)
        }
        recognizer.sendActions()
        settleRecognizersWaiting(on: recognizer)
    }

    /// Puts `recognizer` in `.failed`, lets the view have the touches it held back, and lets the
    /// recognizers that waited for this failure recognize.
    static func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.stateStorage == .possible else { return }
        recognizer.pendingRecognition = nil
        waitingForFailure.removeAll { $0 === recognizer }
        recognizer.stateStorage = .failed
        releaseHeldPhases(of: recognizer.trackedTouches)
        settleRecognizersWaiting(on: recognizer)
    }

    /// A recognizer was disabled: a gesture in progress is cancelled, an undecided one fails.
    static func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        switch recognizer.stateStorage {
        case .began, .changed:
            recognizer.stateStorage = .cancelled
            recognizer.sendActions()
            settleRecognizersWaiting(on: recognizer)
        case .possible where !recognizer.trackedTouches.isEmpty:
            fail(recognizer)
        default:
            break
        }
        resetFinishedRecognizers()
    }

    /// Re-examines the recognizers waiting on `recognizer`, now that it has decided.
    private static func settleRecognizersWaiting(on recognizer: UIGestureRecognizer) {
        for waiting in waitingForFailure where waiting !== recognizer {
            guard let pending = waiting.pendingRecognition, waiting.stateStorage == .possible else { continue }
            if failureRequirementStatus(of: waiting) != .waiting {
                attemptRecognition(of: waiting, as: pending)
            }
        }
    }

    // MARK: - Relations between recognizers

    private enum RequirementStatus { case satisfied, waiting, violated }

    /// Whether the recognizers `recognizer` requires to fail have failed, are undecided, or have
    /// recognized. One that has not received touches of this gesture does not hold it back.
    private static func failureRequirementStatus(of recognizer: UIGestureRecognizer) -> RequirementStatus {
        var status = RequirementStatus.satisfied
        for other in failureRequirements(of: recognizer) {
            switch other.stateStorage {
            case .failed:
                continue
            case .possible:
                if !other.trackedTouches.isEmpty && other.isEnabled && other.view != nil { status = .waiting }
            case .began, .changed, .ended, .cancelled:
                return .violated
            }
        }
        return status
    }

    /// The recognizers `recognizer` must wait for: `require(toFail:)`, plus those the recognizers
    /// sharing its touches or their delegates name.
    private static func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in partners(of: recognizer) where !result.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true {
                result.append(other)
            }
        }
        return result
    }

    /// The other recognizers receiving any of `recognizer`'s touches.
    private static func partners(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in recognizer.trackedTouches {
            for other in touch.recognizerStorage where other !== recognizer && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// Whether `recognizer` recognizing makes `other` fail: both did not agree to recognize together.
    private static func preventionApplies(by recognizer: UIGestureRecognizer, to other: UIGestureRecognizer) -> Bool {
        let simultaneous = recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
        return !simultaneous && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
    }

    /// Whether a recognizer sharing the touches already recognized and keeps this one from it.
    private static func isPrevented(_ recognizer: UIGestureRecognizer) -> Bool {
        partners(of: recognizer).contains { other in
            [.began, .changed, .ended].contains(other.stateStorage) && preventionApplies(by: other, to: recognizer)
        }
    }

    /// Asks the view, then the views its touches went down in, then the delegate, whether the
    /// recognizer may leave `.possible`. UIKit asks the hit views too: that is how a control keeps
    /// an ancestor's overlapping recognizer from taking its tap (or a slider's thumb drag).
    private static func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        var asked: [UIView] = []
        for touch in recognizer.trackedTouches {
            guard let hitView = touch.view, hitView !== recognizer.view,
                  !asked.contains(where: { $0 === hitView }) else { continue }
            asked.append(hitView)
            if !hitView.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    // MARK: - Resetting

    /// Resets every recognizer that has ended, failed or been cancelled and whose touches are all
    /// over (or that left its view), as UIKit does at the end of the event.
    static func resetFinishedRecognizers() {
        let finished = recognizersInPlay.filter { recognizer in
            let isFinal = [.ended, .cancelled, .failed].contains(recognizer.stateStorage)
            return recognizer.view == nil || (isFinal && recognizer.trackedTouches.allSatisfy(\.isOver))
        }
        for recognizer in finished { reset(recognizer) }
    }

    /// Puts `recognizer` back in `.possible` with no touches and calls its `reset()`.
    static func reset(_ recognizer: UIGestureRecognizer) {
        recognizersInPlay.removeAll { $0 === recognizer }
        waitingForFailure.removeAll { $0 === recognizer }
        let touches = recognizer.trackedTouches
        recognizer.stateStorage = .possible
        recognizer.pendingRecognition = nil
        recognizer.trackedTouches = []
        recognizer.reset()
        releaseHeldPhases(of: touches)
    }

    // MARK: - The view's side of the touches

    /// Whether `phase` of `touch` must wait: a recognizer receiving the touch is undecided and
    /// delays that phase (`delaysTouchesBegan` / `delaysTouchesEnded`).
    static func isHeldBack(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        touch.recognizerStorage.contains { recognizer in
            guard recognizer.stateStorage == .possible, recognizer.isEnabled, recognizer.view != nil,
                  recognizer.trackedTouches.contains(where: { $0 === touch }) else { return false }
            switch phase {
            case .began: return recognizer.delaysTouchesBegan
            case .ended: return recognizer.delaysTouchesEnded
            default: return false
            }
        }
    }

    /// Sends the view of each touch `touchesCancelled` when it had begun, and drops what was held:
    /// the gesture took the touches.
    static func cancelTouchesInViews(of recognizer: UIGestureRecognizer) {
        var groups: [(view: UIView, event: UIEvent?, touches: [UITouch])] = []
        for touch in recognizer.trackedTouches where touch.viewDelivery != .finished {
            let hadBegun = touch.viewDelivery == .began
            touch.viewDelivery = .finished
            touch.heldPhases.removeAll()
            guard hadBegun, let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, touch.event, [touch]))
            }
        }
        for group in groups {
            group.view.touchesCancelled(Set(group.touches), with: group.event)
        }
    }

    /// Delivers the phases held back from each touch's view, in order, up to the first one that
    /// must still wait.
    static func releaseHeldPhases(of touches: [UITouch]) {
        for touch in touches {
            while let phase = touch.heldPhases.first, touch.viewDelivery != .finished,
                  !isHeldBack(touch, phase: phase) {
                touch.heldPhases.removeFirst()
                sendToView(touch, phase: phase)
            }
        }
    }

    /// Delivers one phase of `touch` to its view now, unless it must wait behind held phases or a
    /// delaying recognizer; a cancellation is never held.
    static func deliverToView(_ touch: UITouch, phase: UITouch.Phase) {
        guard touch.viewDelivery != .finished else { return }
        if phase == .cancelled {
            touch.heldPhases.removeAll()
            sendToView(touch, phase: .cancelled)
            return
        }
        if !touch.heldPhases.isEmpty || isHeldBack(touch, phase: phase) {
            touch.heldPhases.append(phase)
            return
        }
        sendToView(touch, phase: phase)
    }

    /// Calls the view's touch method for `phase` and records how far delivery got.
    private static func sendToView(_ touch: UITouch, phase: UITouch.Phase) {
        guard let view = touch.view else {
            touch.viewDelivery = .finished
            return
        }
        let touches: Set<UITouch> = [touch]
        switch phase {
        case .began:
            touch.viewDelivery = .began
            view.touchesBegan(touches, with: touch.event)
        case .moved, .stationary:
            guard touch.viewDelivery == .began else { return }
            view.touchesMoved(touches, with: touch.event)
        case .ended:
            guard touch.viewDelivery == .began else { touch.viewDelivery = .finished; return }
            touch.viewDelivery = .finished
            view.touchesEnded(touches, with: touch.event)
        case .cancelled:
            guard touch.viewDelivery == .began else { touch.viewDelivery = .finished; return }
            touch.viewDelivery = .finished
            view.touchesCancelled(touches, with: touch.event)
        case .regionEntered, .regionMoved, .regionExited:
            break
        }
    }
}

// GestureEnvironment+Recognition.swift: how gesture recognizers change state, and what that does to
// each other and to the hit view's touches (prevention, failure requirements, cancelled touches).

extension GestureEnvironment {
    // MARK: - State transitions

    /// Applies a state a recognizer (or its subclass code) asked for, following UIKit's rules.
    func requestState(_ newState: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
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
    func attemptRecognition(of recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
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
        // The touches are taken from their views before the recognizers this one prevents fail:
        // a failing recognizer lets go of the phases it held back (`delaysTouchesBegan`), and
        // the view must not get a touch-down the gesture has just taken.
        if recognizer.cancelsTouchesInView { cancelTouchesInViews(of: recognizer) }
        for other in partners(of: recognizer) where other.stateStorage == .possible
            && preventionApplies(by: recognizer, to: other) {
            fail(other)
        }
        if !recognizer.cancelsTouchesInView { releaseHeldPhases(of: recognizer.trackedTouches) }
        recognizer.sendActions()
        settleRecognizersWaiting(on: recognizer)
    }

    /// Puts `recognizer` in `.failed`, lets the view have the touches it held back, and lets the
    /// recognizers that waited for this failure recognize. It is in play from then on, so it is
    /// back to `.possible` when its touches are over (UIKit resets every recognizer that failed).
    func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.stateStorage == .possible else { return }
        if !recognizersInPlay.contains(where: { $0 === recognizer }) { recognizersInPlay.append(recognizer) }
        recognizer.pendingRecognition = nil
        waitingForFailure.removeAll { $0 === recognizer }
        recognizer.stateStorage = .failed
        releaseHeldPhases(of: recognizer.trackedTouches)
        settleRecognizersWaiting(on: recognizer)
    }

    /// A recognizer was disabled: a gesture in progress is cancelled, an undecided one fails.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
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
    private func settleRecognizersWaiting(on recognizer: UIGestureRecognizer) {
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
    private func failureRequirementStatus(of recognizer: UIGestureRecognizer) -> RequirementStatus {
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
    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
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
    private func partners(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in recognizer.trackedTouches {
            for other in touch.recognizerStorage where other !== recognizer && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// Whether `recognizer` recognizing makes `other` fail: both did not agree to recognize together.
    private func preventionApplies(by recognizer: UIGestureRecognizer, to other: UIGestureRecognizer) -> Bool {
        let simultaneous = recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
        return !simultaneous && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
    }

    /// Whether a recognizer sharing the touches already recognized and keeps this one from it.
    private func isPrevented(_ recognizer: UIGestureRecognizer) -> Bool {
        partners(of: recognizer).contains { other in
            (other.stateStorage == .began || other.stateStorage == .changed || other.stateStorage == .ended) && preventionApplies(by: other, to: recognizer)
        }
    }

    /// Asks the view, then the views its touches went down in, then the delegate, whether the
    /// recognizer may leave `.possible`. UIKit asks the hit views too: that is how a control keeps
    /// an ancestor's overlapping recognizer from taking its tap (or a slider's thumb drag).
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
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
}

extension UIGestureRecognizer {
    /// Takes this recognizer's touches from their views now, whatever the recognizer becomes:
    /// a view whose touch had begun gets `touchesCancelled(_:with:)`, and no view gets more of
    /// them. A scroll view's pan does it for a touch that caught moving content (a tap that stops
    /// a flick presses nothing, even while the pan waits for another recognizer to fail).
    package func cancelTouchesInViews() {
        Headless.current.gestureEnvironment.cancelTouchesInViews(of: self)
    }
}

// UIWindow+SendEvent.swift: how a window delivers a touch event to gesture recognizers and views.

extension UIWindow {
    /// Delivers the touches of `event` that changed (not `.stationary`) and belong to this window.
    ///
    /// The order follows UIKit: a touch that began is given the recognizers of its view and of the
    /// view's ancestors (enabled, not finished, and accepted by their delegate's
    /// `gestureRecognizer(_:shouldReceive:)`); each recognizer gets its touches first, so that it
    /// can recognize and cancel them; then each touch's view gets the phase, unless the touch was
    /// cancelled for it or a recognizer holds the phase back. Finished recognizers are reset.
    func deliverTouches(of event: UIEvent) {
        let changed = event.touchStorage.filter { $0.window === self && $0.phase != .stationary }
        guard !changed.isEmpty else { return }
        for touch in changed where touch.phase == .began && touch.event == nil {
            touch.event = event
            touch.recognizerStorage = recognizersReceiving(touch)
        }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let touches = changed.filter { $0.phase == phase }
            guard !touches.isEmpty else { continue }
            deliverToRecognizers(touches, phase: phase, event: event)
        }
        for touch in changed {
            GestureEnvironment.deliverToView(touch, phase: touch.phase)
        }
        GestureEnvironment.resetFinishedRecognizers()
    }

    /// The recognizers that get `touch`: those of its view, then of each ancestor, in order.
    private func recognizersReceiving(_ touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizerStorage where recognizer.isEnabled
                && [.possible, .began, .changed].contains(recognizer.stateStorage)
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false {
                result.append(recognizer)
            }
            view = current.superview
        }
        return result
    }

    /// Calls each recognizer's touch method for `phase` with the touches it receives.
    private func deliverToRecognizers(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        var groups: [(recognizer: UIGestureRecognizer, touches: [UITouch])] = []
        for touch in touches {
            for recognizer in touch.recognizerStorage {
                if let index = groups.firstIndex(where: { $0.recognizer === recognizer }) {
                    groups[index].touches.append(touch)
                } else {
                    groups.append((recognizer, [touch]))
                }
            }
        }
        for (recognizer, touches) in groups {
            guard recognizer.isEnabled, recognizer.view != nil else { continue }
            if phase == .began {
                guard [.possible, .began, .changed].contains(recognizer.stateStorage) else { continue }
                recognizer.trackedTouches.append(contentsOf: touches)
                GestureEnvironment.recognizerDidReceiveTouches(recognizer)
            } else {
                // A recognizer that finished (or was reset) no longer follows these touches.
                guard ![.ended, .cancelled, .failed].contains(recognizer.stateStorage) else { continue }
            }
            let received = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            guard !received.isEmpty else { continue }
            let set = Set(received)
            switch phase {
            case .began: recognizer.touchesBegan(set, with: event)
            case .moved: recognizer.touchesMoved(set, with: event)
            case .ended: recognizer.touchesEnded(set, with: event)
            case .cancelled: recognizer.touchesCancelled(set, with: event)
            default: break
            }
        }
    }
}

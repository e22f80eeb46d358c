// GestureEnvironment.swift: the path of a touch event from the window to gesture recognizers and
// to the view the touch went down in.

/// The coordinator of touch delivery that UIKit keeps privately (its gesture environment), owned
/// by the runtime. `UIWindow.sendEvent(_:)` hands it each event, and ``deliver(_:in:)`` runs the
/// steps in UIKit's order, top to bottom:
///
/// 1. a touch that just began is given the recognizers of its view and of the view's ancestors
///    (enabled, not finished, and accepted by their delegate's `gestureRecognizer(_:shouldReceive:)`);
/// 2. each recognizer gets its touches, phase by phase, and may recognize, which can cancel the
///    view's touches or fail other recognizers (`GestureEnvironment+Recognition.swift`);
/// 3. each touch's view gets the phase, unless a recognizer cancelled the touch or holds the phase
///    back (`delaysTouchesBegan`, `delaysTouchesEnded`);
/// 4. the recognizers that finished and whose touches are over go back to `.possible`.
@MainActor
final class GestureEnvironment {
    /// Recognizers that received touches since their last reset, in the order they first did.
    /// Read at the end of every event (unchecked, as the runtime's queues are).
    @exclusivity(unchecked) var recognizersInPlay: [UIGestureRecognizer] = []

    /// Recognizers whose recognition waits for a recognizer they require to fail.
    var waitingForFailure: [UIGestureRecognizer] = []

    /// The one-touch set last handed to a view, kept for the touch's next phase: a tap's touch
    /// down and touch up get the same set rather than each a new one (a set is a value; nobody
    /// can tell). Emptied when the touch is over, keeping its storage for the next touch.
    private var lastSingleTouchSet: Set<UITouch> = []

    /// Every window a finger went down in since the runtime began, held weakly (a window with a
    /// finger down holds itself through its touches): the runtime's end forgets their fingers,
    /// whether or not it lists them (the keyboard's window, a window from before an earlier reset).
    private var touchedWindows: [WeakTouchedWindow] = []

    /// A window referred to without being retained.
    private struct WeakTouchedWindow {
        weak var window: UIWindow?
    }

    // MARK: - Delivering an event

    /// Delivers the touches of `event` that changed (not `.stationary`) and belong to `window`.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        // Loops rather than `filter` closures: each closure call checked its isolation at run time.
        // The touches that changed are usually all of them (one finger): the list as read is kept.
        let all = event.touchStorage
        var everyTouchChanged = true
        for touch in all where touch.window !== window || touch.phase == .stationary { everyTouchChanged = false }
        var changed = all
        if !everyTouchChanged {
            changed = []
            for touch in all where touch.window === window && touch.phase != .stationary { changed.append(touch) }
        }
        guard !changed.isEmpty else { return }
        var anyRecognizer = false
        for touch in changed {
            if touch.phase == .began && touch.event == nil {
                touch.event = event
                touch.recognizerStorage = recognizersReceiving(touch)
            }
            if !touch.recognizerStorage.isEmpty { anyRecognizer = true }
        }
        if anyRecognizer {
            for phase in Self.deliveredPhases {
                var touches: [UITouch] = []
                for touch in changed where touch.phase == phase { touches.append(touch) }
                guard !touches.isEmpty else { continue }
                deliverToRecognizers(touches, phase: phase, event: event)
            }
        }
        for touch in changed {
            deliverToView(touch, phase: touch.phase)
        }
        // A touch whose end never reached its view (a recognizer took it) is let go here.
        if !lastSingleTouchSet.isEmpty, lastSingleTouchSet.first?.isOver == true { lastSingleTouchSet.removeAll(keepingCapacity: true) }
        resetFinishedRecognizers()
    }

    /// The phases delivered to recognizers, in this order.
    private static let deliveredPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    /// Step 1: the recognizers that get `touch`: those of its view, then of each ancestor, in order.
    private func recognizersReceiving(_ touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizerStorage where recognizer.isEnabled
                && recognizer.stateStorage.isUndecidedOrContinuing
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false {
                result.append(recognizer)
            }
            view = current.superview
        }
        return result
    }

    /// Step 2: calls each recognizer's touch method for `phase` with the touches it receives.
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
        if phase == .began {
            // Every recognizer has the new touches before any of them hears of them: one that
            // recognizes at touch down (a scroll view catching its content) is judged against
            // all the others (failure requirements, prevention), as UIKit resolves state
            // changes once the event reached every recognizer.
            for (recognizer, touches) in groups where recognizer.isEnabled && recognizer.view != nil
                && recognizer.stateStorage.isUndecidedOrContinuing {
                recognizer.trackedTouches.append(contentsOf: touches)
                if !recognizersInPlay.contains(where: { $0 === recognizer }) { recognizersInPlay.append(recognizer) }
            }
        }
        for (recognizer, touches) in groups {
            // A recognizer that finished (failed by another's recognition, or was reset) no
            // longer follows these touches.
            guard recognizer.isEnabled, recognizer.view != nil, !recognizer.stateStorage.isFinal else { continue }
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

    /// Step 3: delivers one phase of `touch` to its view now, unless it must wait behind held
    /// phases or a delaying recognizer; a cancellation is never held.
    func deliverToView(_ touch: UITouch, phase: UITouch.Phase) {
        guard touch.viewDelivery != .finished else { return }
        if phase == .cancelled {
            touch.heldPhases.removeAll()
            sendToView(touch, phase: .cancelled)
            return
        }
        if !touch.heldPhases.isEmpty || isHeldBack(touch, phase: phase) {
            touch.heldPhases.append(UITouch.HeldPhase(phase: phase, location: touch.locationInWindow,
                                                      previousLocation: touch.previousLocationInWindow))
            return
        }
        sendToView(touch, phase: phase)
    }

    /// Step 4: resets every recognizer that has ended, failed or been cancelled and whose touches
    /// are all over (or that left its view), as UIKit does at the end of the event.
    func resetFinishedRecognizers() {
        guard !recognizersInPlay.isEmpty else { return }
        let finished = recognizersInPlay.filter { recognizer in
            recognizer.view == nil || (recognizer.stateStorage.isFinal && recognizer.trackedTouches.allSatisfy(\.isOver))
        }
        for recognizer in finished { reset(recognizer) }
    }

    /// Puts `recognizer` back in `.possible` with no touches and calls its `reset()`.
    func reset(_ recognizer: UIGestureRecognizer) {
        recognizersInPlay.removeAll { $0 === recognizer }
        waitingForFailure.removeAll { $0 === recognizer }
        let touches = recognizer.trackedTouches
        recognizer.stateStorage = .possible
        recognizer.pendingRecognition = nil
        recognizer.trackedTouches = []
        recognizer.reset()
        releaseHeldPhases(of: touches)
    }

    /// Remembers that a finger went down in `window` (once per window).
    func windowReceivedTouch(_ window: UIWindow) {
        for entry in touchedWindows where entry.window === window { return }
        touchedWindows.removeAll { $0.window == nil }
        touchedWindows.append(WeakTouchedWindow(window: window))
    }

    /// The windows a finger went down in that are still alive.
    var windowsTouched: [UIWindow] {
        touchedWindows.compactMap(\.window)
    }

    /// Resets every recognizer in play (the runtime is being replaced).
    func resetRecognizersInPlay() {
        for recognizer in recognizersInPlay {
            recognizer.stateStorage = .possible
            recognizer.pendingRecognition = nil
            recognizer.trackedTouches = []
            recognizer.reset()
        }
        recognizersInPlay.removeAll()
        waitingForFailure.removeAll()
    }

    // MARK: - The view's side of the touches

    /// Whether `phase` of `touch` must wait: a recognizer receiving the touch is undecided and
    /// delays that phase (`delaysTouchesBegan` / `delaysTouchesEnded`).
    func isHeldBack(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        !touch.recognizerStorage.isEmpty && touch.recognizerStorage.contains { recognizer in
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
    func cancelTouchesInViews(of recognizer: UIGestureRecognizer) {
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
    /// must still wait, each with the locations the touch had when it happened (a control held
    /// back at touch-down sees where the finger went down, then where it moved).
    func releaseHeldPhases(of touches: [UITouch]) {
        for touch in touches {
            guard !touch.heldPhases.isEmpty else { continue }
            let now = (touch.locationInWindow, touch.previousLocationInWindow)
            while let held = touch.heldPhases.first, touch.viewDelivery != .finished,
                  !isHeldBack(touch, phase: held.phase) {
                touch.heldPhases.removeFirst()
                touch.locationInWindow = held.location
                touch.previousLocationInWindow = held.previousLocation
                sendToView(touch, phase: held.phase)
            }
            (touch.locationInWindow, touch.previousLocationInWindow) = now
        }
    }

    /// Calls the view's touch method for `phase` and records how far delivery got.
    ///
    /// The event the view gets holds the touch, as on a device, even for a phase held back until
    /// after the window forgot the touch (a lifted finger whose `touchesEnded` waited for a
    /// double-tap recognizer to fail): `event.allTouches` then includes it for the call.
    private func sendToView(_ touch: UITouch, phase: UITouch.Phase) {
        guard let view = touch.view else {
            touch.viewDelivery = .finished
            return
        }
        let event = touch.event
        var isLate = false
        if let event {
            isLate = true
            for other in event.touchStorage where other === touch { isLate = false }
        }
        if isLate { event?.touchStorage.append(touch) }
        defer { if isLate { event?.touchStorage.removeAll { $0 === touch } } }
        if lastSingleTouchSet.count != 1 || lastSingleTouchSet.first !== touch {
            // Refilled in place: once the last call returned, nothing else holds the storage
            // (a view that kept its set keeps it unchanged: the set copies on this write).
            lastSingleTouchSet.removeAll(keepingCapacity: true)
            lastSingleTouchSet.insert(touch)
        }
        // Emptied after the call, when the view no longer holds the set, so in place.
        defer { if phase == .ended || phase == .cancelled { lastSingleTouchSet.removeAll(keepingCapacity: true) } }
        switch phase {
        case .began:
            touch.viewDelivery = .began
            view.touchesBegan(lastSingleTouchSet, with: touch.event)
        case .moved, .stationary:
            guard touch.viewDelivery == .began else { return }
            view.touchesMoved(lastSingleTouchSet, with: touch.event)
        case .ended:
            guard touch.viewDelivery == .began else { touch.viewDelivery = .finished; return }
            touch.viewDelivery = .finished
            view.touchesEnded(lastSingleTouchSet, with: touch.event)
        case .cancelled:
            guard touch.viewDelivery == .began else { touch.viewDelivery = .finished; return }
            touch.viewDelivery = .finished
            view.touchesCancelled(lastSingleTouchSet, with: touch.event)
        case .regionEntered, .regionMoved, .regionExited:
            break
        }
    }
}

extension UIGestureRecognizer.State {
    /// Whether a recognizer in this state still takes touches: undecided, or a continuous gesture
    /// under way.
    var isUndecidedOrContinuing: Bool { self == .possible || self == .began || self == .changed }

    /// Whether the gesture is over: ended, cancelled or failed.
    var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
}

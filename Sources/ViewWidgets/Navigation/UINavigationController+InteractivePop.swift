// UINavigationController+InteractivePop.swift: the swipe from the leading edge that pops the top
// controller: the recognizer, when it may begin, the slide that follows the finger, and the end of
// the pop, finished or cancelled.

/// The navigation controller's edge pan: a ``UIScreenEdgePanGestureRecognizer`` whose edge is the
/// leading one of the navigation controller's view (the left, or the right when it runs right to
/// left), looked up when the finger goes down.
@MainActor
final class NavigationPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    /// The navigation controller whose top this swipe pops (held weakly: it owns the recognizer).
    weak var navigationController: UINavigationController?

    /// A recognizer reset without a final action (the runtime reset mid-swipe, the recognizer
    /// removed from its view mid-swipe) cancels a pop the finger still drives, so it does not stay
    /// paused forever.
    override func reset() {
        navigationController?.cancelInteractivePopIfDriven()
        super.reset()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            edges = view?.isRightToLeft == true ? .right : .left
        }
        super.touchesBegan(touches, with: event)
    }

    /// The pan of a scroll view inside the navigation controller's view that does not scroll
    /// sideways waits for the swipe to fail, so a swipe from the edge over a list pops rather than
    /// scrolls. A scroll view that scrolls sideways keeps its pan (apps that want the pop to win
    /// there make its pan `require(toFail:)` this recognizer, as on a device).
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? UIScrollView,
              otherGestureRecognizer === scrollView.panGestureRecognizer,
              let view, scrollView.isDescendant(of: view) else { return false }
        return !scrollView.canScrollHorizontally
    }
}

/// The pop recognizer's own delegate (UIKit's is private too): the swipe begins only when the
/// navigation controller can pop interactively. An app that sets the recognizer's delegate
/// replaces it, and decides itself.
@MainActor
final class NavigationPopGestureDecider: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.canPopInteractively ?? false
    }
}

extension UINavigationController {
    /// The speed (points per second, towards the trailing side) above which a lifted finger
    /// finishes the pop however far it went, and below whose opposite it cancels it.
    static let popFlickVelocity: CGFloat = 300
    /// How long after its last move a lifted finger still counts as moving (seconds).
    static let popFlickWindow: TimeInterval = 0.1

    /// Makes the pop recognizer, with its delegate and this controller as its target.
    func makePopRecognizer() {
        let recognizer = NavigationPopGestureRecognizer(target: self, action: UINavigationController.handlePopGesture)
        recognizer.edges = .left
        recognizer.navigationController = self
        recognizer.delegate = popGestureDecider
        popRecognizer = recognizer
    }

    /// Whether the swipe may pop now: on screen, with a controller to pop, no change of top under
    /// way, nothing presented over it, the bar shown, and a back button (not hidden, not replaced
    /// by leading bar button items).
    var canPopInteractively: Bool {
        guard canStartInteractivePop, let item = stack.last?.navigationItem else { return false }
        let replacesBackButton = !(item.leftBarButtonItems?.isEmpty ?? true) && !item.leftItemsSupplementBackButton
        return !item.hidesBackButton && !replacesBackButton && !isNavigationBarHidden
    }

    /// What the pop itself needs, whatever the recognizer's delegate said.
    private var canStartInteractivePop: Bool {
        stack.count > 1 && transition == nil && visibility == .appeared && presentedViewController == nil
            && viewIfLoaded?.window != nil
    }

    /// The recognizer's action: begins the pop, moves the slide with the finger, and finishes or
    /// cancels the pop when the finger lifts.
    func handlePopGesture(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard canStartInteractivePop else { return }
            let before = stack
            isBeginningInteractivePop = true
            popViewController(animated: true)
            isBeginningInteractivePop = false
            guard let record = interactivePop else { return }
            record.stackBefore = before
            updateInteractivePop(record, with: recognizer)
        case .changed:
            if let record = interactivePop { updateInteractivePop(record, with: recognizer) }
        case .ended:
            guard let record = interactivePop else { return }
            updateInteractivePop(record, with: recognizer)
            // A finger that rested before lifting does not flick (the recognizer measures moves only).
            let rested = Headless.now - record.lastMoveTime > UINavigationController.popFlickWindow
            let velocity = rested ? 0 : trailingComponent(of: recognizer.velocity(in: viewIfLoaded))
            let finishes = velocity > UINavigationController.popFlickVelocity
                || (velocity >= -UINavigationController.popFlickVelocity && record.coordinator.interactivePercent > 0.5)
            endInteractivePop(record, finishing: finishes)
        case .cancelled, .failed:
            if let record = interactivePop { endInteractivePop(record, finishing: false) }
        default:
            break
        }
    }

    /// Cancels the pop the finger drives, if any, at once (its recognizer was reset without an
    /// action: nothing drives the slide back, and the runtime may be going away).
    func cancelInteractivePopIfDriven() {
        guard let record = interactivePop else { return }
        endInteractivePop(record, finishing: false)
        completeTransition(record)
    }

    /// The pop the finger drives now, if any.
    private var interactivePop: NavigationTransition? {
        guard let transition, transition.animator != nil, transition.coordinator.isInteractive else { return nil }
        return transition
    }

    /// Moves the slide to the finger: the share of the width the finger travelled.
    private func updateInteractivePop(_ record: NavigationTransition, with recognizer: UIPanGestureRecognizer) {
        guard let container = viewIfLoaded, container.bounds.width > 0 else { return }
        let travelled = trailingComponent(of: recognizer.translation(in: container))
        let percent = min(max(travelled / container.bounds.width, 0), 1)
        record.coordinator.interactivePercent = percent
        record.animator?.fractionComplete = percent
        if recognizer.state != .ended { record.lastMoveTime = Headless.now }
    }

    /// The part of `vector` pointing to the trailing side (right, or left when right to left).
    private func trailingComponent(of vector: CGPoint) -> CGFloat {
        viewIfLoaded?.isRightToLeft == true ? -vector.x : vector.x
    }

    /// Slides the views as the finger says: a linear animator paused at the start, whose progress
    /// ``updateInteractivePop`` sets; the coordinator's alongside animations follow it too. They
    /// run before the bar's fade is set up in the block, so that bar items they set join the
    /// fade in (as those set in `viewWillAppear` do), not fade out.
    func driveSlide(_ newView: UIView, over oldView: UIView, frames: (newEnd: CGRect, oldEnd: CGRect),
                    record: NavigationTransition) {
        // The record holds the animator: the animator's blocks hold the record weakly, so a pop that
        // never ends does not keep the controllers alive.
        let animator = UIViewPropertyAnimator(duration: UINavigationController.transitionDuration, curve: .linear) {
            [coordinator = record.coordinator, weak bar = navigationBar] in
            newView.frame = frames.newEnd
            oldView.frame = frames.oldEnd
            coordinator.runAnimations()
            bar?.fadeInNewContent()
        }
        animator.addCompletion { [weak self, weak record] position in
            guard let self, let record, !record.isFinished else { return }
            if position == .start {
                self.cancelTransition(record)
            } else {
                self.completeTransition(record)
            }
        }
        record.animator = animator
        animator.pauseAnimation()
        navigationBar.crossFadeDidStart(with: animator)
    }

    /// The finger lifted: the coordinator tells who asked that the interaction ended, then the
    /// slide runs on to the end (the pop finishes) or back to the start (it is cancelled) over
    /// the rest of ``transitionDuration``. A cancel sends the "will" appearance calls that undo the
    /// pop at once, after the coordinator's handlers (as UIKit documents for
    /// `notifyWhenInteractionChanges`); the "did" ones come when the slide is back.
    private func endInteractivePop(_ record: NavigationTransition, finishing: Bool) {
        guard let animator = record.animator else { return }
        record.coordinator.endInteraction(cancelled: !finishing)
        guard !record.isFinished, animator.state == .active else { return }
        if !finishing { sendCancelWillCalls(record) }
        if finishing {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        } else {
            animator.isReversed = true
            animator.startAnimation()
        }
    }

    /// Undoes a cancelled pop: the stack, the bar's items and the views as they were, the
    /// controller that was to appear disappears again and the top appears again (UIKit's order),
    /// and the top hears `didMove(toParent:)` to balance the `willMove(toParent: nil)` of the pop.
    func cancelTransition(_ record: NavigationTransition) {
        guard !record.isFinished else { return }
        record.isFinished = true
        if transition === record { transition = nil }
        stack = record.stackBefore
        navigationBar.replaceItems(stack.map(\.navigationItem))
        navigationBar.endCrossFade()
        updateToolbarItems()
        displayedController = record.from
        // The controller that was to appear hears viewWillDisappear while its view is still in.
        sendCancelWillCalls(record)
        if let arriving = record.to?.viewIfLoaded, arriving.superview === viewIfLoaded, arriving !== record.from?.viewIfLoaded {
            arriving.removeFromSuperview()
            arriving.frame = record.arrivingFrameBefore
        }
        record.coordinator.finish()
        for controller in [self, record.from, record.to].compactMap({ $0 })
        where controller.ownTransitionCoordinator === record.coordinator {
            controller.ownTransitionCoordinator = nil
        }
        record.from?.movingFromParentFlag = false
        if record.sendsAppearanceCalls {
            record.to?.endAppearanceTransition()
            record.from?.endAppearanceTransition()
        }
        for controller in record.removed where controller.parent === self { controller.didMove(toParent: self) }
        putBackShownViewAfterLateEnd()
        delegateWillShowController = delegateShownController
        viewIfLoaded?.setNeedsLayout()
        tabBarController?.viewIfLoaded?.setNeedsLayout()
    }

    /// The "will" calls of a cancelled pop, once: the controller that was to appear will
    /// disappear, the top will appear again.
    private func sendCancelWillCalls(_ record: NavigationTransition) {
        guard record.sendsAppearanceCalls, !record.sentCancelWillCalls else { return }
        record.sentCancelWillCalls = true
        record.to?.beginAppearanceTransition(false, animated: true)
        record.from?.beginAppearanceTransition(true, animated: true)
    }
}

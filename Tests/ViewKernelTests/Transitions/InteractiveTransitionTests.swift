// InteractiveTransitionTests.swift: dismissals driven by UIPercentDrivenInteractiveTransition:
// scrubbing the animator's animations, finishing and cancelling on the virtual clock, a pan
// driving the dismissal, an interruptible animator, the coordinator during the interaction
// (Transitions/UIPercentDrivenInteractiveTransition.swift, Transitions/TransitionDriver.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// An animator whose dismissal animation is a property animator it hands out as its
/// interruptible animator.
@MainActor
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let fromView = transitionContext.view(forKey: .from)
        let target = (fromView?.frame ?? .zero).offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        let made = UIViewPropertyAnimator(duration: 1, curve: .linear) { fromView?.frame = target }
        made.addCompletion { [weak self] position in
            transitionContext.completeTransition(position == .end)
            self?.animator = nil
        }
        animator = made
        return made
    }
}

@MainActor
@Suite("Interactive transitions: percent-driven dismissals", .headless)
struct InteractiveTransitionTests {
    /// A presented fixture whose dismissal is driven by `interaction`.
    private func drivenFixture(_ interaction: UIPercentDrivenInteractiveTransition) -> CustomPresentationFixture {
        let fixture = CustomPresentationFixture()
        fixture.presentAndSettle()
        fixture.delegate.dismissalInteraction = interaction
        return fixture
    }

    @Test func updateShowsTheAnimatorsAnimationsAtThatPercent() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let fixture = drivenFixture(interaction)
        fixture.presented.dismiss(animated: true)
        let coordinator = fixture.presented.transitionCoordinator
        #expect(coordinator?.isInteractive == true)
        #expect(coordinator?.initiallyInteractive == true)
        #expect(isNear(shownFrame(of: fixture.presented.view).minY, 240))

        interaction.update(0.4)
        #expect(interaction.percentComplete == 0.4)
        #expect(interaction.duration == 1)
        #expect(isNear(shownFrame(of: fixture.presented.view).minY, 240 + 480 * 0.4))
        let dimming = fixture.delegate.lastPresentationController?.dimmingView
        #expect(abs(Double(dimming?.layer.presentation()?.opacity ?? 0) - 0.6) < 0.2)
        // Time does not move an interactive transition.
        Headless.advance(by: 5)
        #expect(isNear(shownFrame(of: fixture.presented.view).minY, 240 + 480 * 0.4))
        #expect(fixture.presented.isBeingDismissed)
        interaction.update(0.1)
        #expect(isNear(shownFrame(of: fixture.presented.view).minY, 240 + 48))
    }

    @Test func finishRunsTheRestAtTheCompletionSpeed() {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        let fixture = drivenFixture(interaction)
        fixture.presented.dismiss(animated: true) { fixture.log.entries.append("completion") }
        interaction.update(0.5)
        fixture.log.entries.removeAll()

        interaction.finish()
        #expect(fixture.presented.transitionCoordinator?.isInteractive == false)
        // The remaining half second at twice the speed: a quarter second.
        Headless.advance(by: 0.2)
        #expect(fixture.entries.isEmpty)
        #expect(fixture.presented.view.window != nil)
        Headless.advance(by: 0.1)
        #expect(fixture.entries == [
            "B viewDidDisappear", "dismissalTransitionDidEnd(true)", "animationEnded(true)", "completion",
        ])
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test func cancelRunsBackAndRestoresEveryViewAndController() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let fixture = drivenFixture(interaction)
        let container = fixture.delegate.lastPresentationController?.containerView
        let dimming = fixture.delegate.lastPresentationController?.dimmingView
        var interactionNotes: [(cancelled: Bool, interactive: Bool)] = []
        var completionCancelled: Bool?
        fixture.presented.dismiss(animated: true) { fixture.log.entries.append("completion") }
        let coordinator = fixture.presented.transitionCoordinator
        coordinator?.notifyWhenInteractionChanges { context in
            interactionNotes.append((context.isCancelled, context.isInteractive))
        }
        coordinator?.animate(alongsideTransition: nil) { context in completionCancelled = context.isCancelled }
        interaction.update(0.4)
        fixture.log.entries.removeAll()

        interaction.cancel()
        #expect(interactionNotes.count == 1)
        #expect(interactionNotes.first?.cancelled == true)
        #expect(interactionNotes.first?.interactive == false)
        Headless.advance(by: 0.2)
        #expect(isNear(shownFrame(of: fixture.presented.view).minY, 240 + 480 * 0.2))
        Headless.advance(by: 0.25)
        #expect(fixture.entries == [
            "B viewWillAppear", "B viewDidAppear", "dismissalTransitionDidEnd(false)", "animationEnded(false)",
        ])
        #expect(completionCancelled == true)
        #expect(fixture.root.presentedViewController === fixture.presented)
        #expect(!fixture.presented.isBeingDismissed)
        #expect(fixture.presented.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(fixture.presented.view.superview === container)
        #expect(container?.window === fixture.window)
        #expect(dimming?.alpha == 1)
        #expect(fixture.presented.transitionCoordinator == nil)

        // The controller can be dismissed again afterwards.
        fixture.delegate.dismissalInteraction = nil
        fixture.presented.dismiss(animated: true)
        Headless.advance(by: 1.1)
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.log.entries.contains("dismissalTransitionDidEnd(true)"))
        #expect(!fixture.log.entries.contains("completion"))  // the cancelled dismissal's
    }

    @Test func aPanThatFollowsTheFingerDrivesTheDismissal() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let fixture = CustomPresentationFixture()
        fixture.presentAndSettle()
        let presented = fixture.presented
        let pan = UIPanGestureRecognizer()
        var driving: UIPercentDrivenInteractiveTransition?
        let handler = PanHandler { recognizer in
            let progress = recognizer.translation(in: presented.view.superview).y / 240
            switch recognizer.state {
            case .began:
                driving = interaction
                fixture.delegate.dismissalInteraction = interaction
                presented.dismiss(animated: true)
            case .changed: driving?.update(progress)
            case .ended: if progress > 0.5 { driving?.finish() } else { driving?.cancel() }
            default: break
            }
        }
        pan.addTarget(handler, action: PanHandler.handle)
        presented.view.addGestureRecognizer(pan)

        let touch = fixture.window.beginTouch(at: CGPoint(x: 160, y: 300))
        fixture.window.moveTouch(touch, to: CGPoint(x: 160, y: 320))
        fixture.window.moveTouch(touch, to: CGPoint(x: 160, y: 396))
        #expect(presented.isBeingDismissed)
        let shown = shownFrame(of: presented.view).minY
        #expect(shown > 240 && shown < 240 + 480 * 0.5)
        fixture.window.moveTouch(touch, to: CGPoint(x: 160, y: 460))
        fixture.window.endTouch(touch)
        Headless.advance(by: 1)
        #expect(fixture.root.presentedViewController == nil)
        #expect(withExtendedLifetime(handler) { true })
    }

    @Test func anInterruptibleAnimatorIsDrivenThenReversed() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let fixture = drivenFixture(interaction)
        let animator = InterruptibleSlideAnimator()
        fixture.delegate.suppliesAnimators = false
        let supplier = AnimatorSupplier(animator: animator, inner: fixture.delegate)
        fixture.presented.transitioningDelegate = supplier
        fixture.presented.dismiss(animated: true)
        #expect(fixture.presented.transitionCoordinator?.isInterruptible == true)

        interaction.update(0.25)
        #expect(animator.animator?.fractionComplete == 0.25)
        #expect(isNear(shownFrame(of: fixture.presented.view).minY, 240 + 120))
        interaction.cancel()
        #expect(animator.animator?.isReversed == true)
        Headless.advance(by: 0.3)
        #expect(fixture.root.presentedViewController === fixture.presented)
        #expect(fixture.presented.view.frame.minY == 240)
        #expect(!fixture.presented.isBeingDismissed)
        #expect(withExtendedLifetime(supplier) { true })
    }

    @Test func pauseCatchesAFinishingTransitionAndMakesItInteractiveAgain() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let fixture = drivenFixture(interaction)
        fixture.presented.dismiss(animated: true)
        interaction.update(0.2)
        interaction.finish()
        Headless.advance(by: 0.3)
        interaction.pause()
        #expect(fixture.presented.transitionCoordinator?.isInteractive == true)
        #expect(abs(interaction.percentComplete - 0.5) < 0.01)
        Headless.advance(by: 2)
        #expect(abs(shownFrame(of: fixture.presented.view).minY - (240 + 240)) < 1)
        interaction.cancel()
        Headless.advance(by: 1)
        #expect(fixture.root.presentedViewController === fixture.presented)
        #expect(fixture.presented.view.frame.minY == 240)
    }
}

/// A target for a pan recognizer that forwards to a closure.
@MainActor
final class PanHandler: NSObject {
    let body: (UIPanGestureRecognizer) -> Void
    init(_ body: @escaping (UIPanGestureRecognizer) -> Void) { self.body = body }
    func handle(_ recognizer: UIPanGestureRecognizer) { body(recognizer) }
}

/// A transitioning delegate that hands out one animator for dismissal and asks `inner` for the rest.
@MainActor
final class AnimatorSupplier: NSObject, UIViewControllerTransitioningDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    let inner: LoggingTransitioningDelegate
    init(animator: UIViewControllerAnimatedTransitioning, inner: LoggingTransitioningDelegate) {
        self.animator = animator
        self.inner = inner
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { inner.dismissalInteraction }
}

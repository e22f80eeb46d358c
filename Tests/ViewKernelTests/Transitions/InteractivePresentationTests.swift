// InteractivePresentationTests.swift: presentations driven by an interaction controller (and
// cancelled), a `.custom` presentation that removes the presenter's view, property animators
// made by an animator scrubbed like its view animation blocks, and a transition that starts
// running and is caught by a pause (Transitions/).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A presentation controller whose presentation takes the presenter's view out of the window.
@MainActor
final class CoveringPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// A delegate supplying a ``CoveringPresentationController`` and a ``SlideAnimator``.
@MainActor
final class CoveringDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: SlideAnimator
    init(log: EventLog) { animator = SlideAnimator(presenting: true, log: log) }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CoveringPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

/// An animator that fades the presented view in with a property animator it starts itself.
@MainActor
final class FadeInPropertyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { toView.alpha = 1 }
        animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
        animator.startAnimation()
    }
}

/// A delegate with a fade-in animator and a presentation interaction.
@MainActor
final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = FadeInPropertyAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
}

@MainActor
@Suite("Interactive presentations and covering custom presentations", .headless)
struct InteractivePresentationTests {
    @Test func aCancelledInteractivePresentationTakesThePresentedControllerAwayAgain() {
        let fixture = CustomPresentationFixture()
        let interaction = UIPercentDrivenInteractiveTransition()
        fixture.delegate.presentationInteraction = interaction
        var completed = false
        fixture.root.present(fixture.presented, animated: true) { completed = true }
        let container = fixture.delegate.lastPresentationController?.containerView
        interaction.update(0.5)
        #expect(isNear(shownFrame(of: fixture.presented.view).minY, 240 + 240))
        fixture.log.entries.removeAll()

        interaction.cancel()
        Headless.advance(by: 0.6)
        #expect(fixture.entries == [
            "B viewWillDisappear", "B viewDidDisappear", "presentationTransitionDidEnd(false)", "animationEnded(false)",
        ])
        #expect(!completed)
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.presented.presentingViewController == nil)
        #expect(!fixture.presented.isBeingPresented)
        #expect(container?.window == nil)
        #expect(fixture.presented.view.window == nil)
        #expect(fixture.root.view.window === fixture.window)

        // It can be presented again.
        fixture.delegate.presentationInteraction = nil
        fixture.root.present(fixture.presented, animated: true) { completed = true }
        Headless.advance(by: 1.1)
        #expect(completed)
        #expect(fixture.root.presentedViewController === fixture.presented)
    }

    @Test func aCustomPresentationThatRemovesThePresentersViewHandsItToTheAnimator() {
        let log = EventLog()
        let root = PresentationLoggingController("A", log: log)
        let window = makeWindow(root: root)
        let presented = PresentationLoggingController("B", log: log)
        presented.modalPresentationStyle = .custom
        let delegate = CoveringDelegate(log: log)
        presented.transitioningDelegate = delegate
        log.entries.removeAll()
        root.present(presented, animated: true)
        #expect(delegate.animator.sawFromView === root.view)
        #expect(log.entries.contains("A viewWillDisappear"))
        Headless.advance(by: 1.1)
        #expect(root.view.window == nil)
        #expect(log.entries.contains("A viewDidDisappear"))
        presented.dismiss(animated: false)
        #expect(root.view.window === window)
    }

    @Test func propertyAnimatorsTheAnimatorStartsAreScrubbedToo() {
        let log = EventLog()
        let root = PresentationLoggingController("A", log: log)
        let window = makeWindow(root: root)
        let presented = PresentationLoggingController("B", log: log)
        presented.modalPresentationStyle = .overFullScreen
        let delegate = FadeDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        Headless.advance(by: 3)
        #expect(presented.view.layer.presentation()?.opacity == 0)
        interaction.update(0.3)
        #expect(abs(Double(presented.view.layer.presentation()?.opacity ?? 0) - 0.3) < 1e-6)
        interaction.finish()
        Headless.advance(by: 0.8)
        #expect(presented.view.alpha == 1)
        #expect(!presented.isBeingPresented)
        #expect(root.presentedViewController === presented)
        #expect(presented.view.window === window)
    }

    @Test func aTransitionThatStartsRunningIsCaughtByPause() {
        let fixture = CustomPresentationFixture()
        fixture.presentAndSettle()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        fixture.delegate.dismissalInteraction = interaction
        var ended: [Bool] = []
        fixture.presented.dismiss(animated: true)
        let coordinator = fixture.presented.transitionCoordinator
        #expect(coordinator?.isInteractive == false)
        #expect(coordinator?.initiallyInteractive == false)
        coordinator?.notifyWhenInteractionEnds { context in ended.append(context.isCancelled) }
        Headless.advance(by: 0.25)
        #expect(isNear(shownFrame(of: fixture.presented.view).minY, 240 + 120))
        interaction.pause()
        #expect(coordinator?.isInteractive == true)
        #expect(ended == [false])
        Headless.advance(by: 1)
        #expect(isNear(shownFrame(of: fixture.presented.view).minY, 240 + 120))
        interaction.finish()
        #expect(ended == [false, false])
        Headless.advance(by: 0.8)
        #expect(fixture.root.presentedViewController == nil)
    }
}

// CustomPresentationTests.swift: presentations and dismissals run by a transitioning delegate's
// animator and presentation controller: the order of the calls, the context, frames mid-flight
// on the virtual clock, and the coordinator (Transitions/, Controllers/UIViewController+Presentation.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Custom presentations: animators and presentation controllers", .headless)
struct CustomPresentationTests {
    @Test func aCustomPresentationAsksForTheAnimatorAndInteractionBeforeTheWillCalls() {
        let fixture = CustomPresentationFixture()
        fixture.log.entries.removeAll()

        fixture.root.present(fixture.presented, animated: true) { fixture.log.entries.append("completion") }
        #expect(fixture.entries == [
            "presentationController(forPresented:)", "B viewDidLoad", "animationController(forPresented:)",
            "interactionControllerForPresentation", "presentationTransitionWillBegin", "B viewWillAppear",
            "animateTransition(present)",
        ])
        #expect(fixture.presented.isBeingPresented)
        #expect(fixture.presented.transitionCoordinator != nil)
        fixture.log.entries.removeAll()

        Headless.advance(by: 0.99)
        #expect(fixture.entries.isEmpty)
        Headless.advance(by: 0.02)
        #expect(fixture.entries == [
            "B viewDidAppear", "presentationTransitionDidEnd(true)", "animationEnded(true)", "completion",
        ])
        #expect(!fixture.presented.isBeingPresented)
        #expect(fixture.presented.transitionCoordinator == nil)
        #expect(fixture.presented.presentationController === fixture.delegate.lastPresentationController)
    }

    @Test func theContextHoldsThePresentationsContainerViewsAndFrames() {
        let fixture = CustomPresentationFixture()
        fixture.root.present(fixture.presented, animated: true)
        let animator = fixture.delegate.presentAnimator
        let controller = fixture.delegate.lastPresentationController

        #expect(animator.sawContainer === controller?.containerView)
        #expect(animator.sawToView === fixture.presented.view)
        // `.custom` keeps the presenter's view in the window: it is not the animator's to touch.
        #expect(animator.sawFromView == nil)
        #expect(animator.sawFinalFrame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(fixture.presented.view.superview === controller?.containerView)
        Headless.advance(by: 1.1)
        #expect(fixture.root.view.window === fixture.window)
        #expect(fixture.presented.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
    }

    @Test func theAnimatorsAnimationsAndTheAlongsideOnesMoveOnTheVirtualClock() {
        let fixture = CustomPresentationFixture()
        fixture.root.present(fixture.presented, animated: true)
        let dimming = fixture.delegate.lastPresentationController?.dimmingView

        Headless.advance(by: 0.4)
        let frame = shownFrame(of: fixture.presented.view)
        #expect(frame.minX == 0 && isNear(frame.minY, 240 + 480 * 0.6))
        let alpha = dimming?.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.2 && alpha < 0.8)
        Headless.advance(by: 0.7)
        #expect(shownFrame(of: fixture.presented.view).minY == 240)
        #expect(dimming?.alpha == 1)
    }

    @Test func aCustomDismissalAsksForTheAnimatorAndInteractionFirstAndTakesTheContainerAway() {
        let fixture = CustomPresentationFixture()
        fixture.presentAndSettle()
        let container = fixture.delegate.lastPresentationController?.containerView

        fixture.presented.dismiss(animated: true) { fixture.log.entries.append("completion") }
        #expect(fixture.entries == [
            "animationController(forDismissed:)", "interactionControllerForDismissal", "dismissalTransitionWillBegin",
            "B viewWillDisappear", "animateTransition(dismiss)",
        ])
        #expect(fixture.delegate.dismissAnimator.sawFromView === fixture.presented.view)
        #expect(fixture.delegate.dismissAnimator.sawToView == nil)
        #expect(fixture.presented.isBeingDismissed)
        fixture.log.entries.removeAll()

        Headless.advance(by: 0.5)
        #expect(isNear(shownFrame(of: fixture.presented.view).minY, 240 + 240))
        Headless.advance(by: 0.6)
        #expect(fixture.entries == [
            "B viewDidDisappear", "dismissalTransitionDidEnd(true)", "animationEnded(true)", "completion",
        ])
        #expect(container?.window == nil)
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.presented.view.window == nil)
    }

    @Test func aCustomStyleWithoutAnAnimatorPlacesThePresentedViewAtTheControllersFrame() {
        let fixture = CustomPresentationFixture()
        fixture.delegate.suppliesAnimators = false
        fixture.root.present(fixture.presented, animated: true)
        Headless.advance(by: 1)
        #expect(fixture.presented.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(fixture.presented.view.superview === fixture.delegate.lastPresentationController?.containerView)
    }

    @Test func anUnanimatedCustomPresentationUsesThePresentationControllerWithoutAnimators() {
        let fixture = CustomPresentationFixture()
        fixture.log.entries.removeAll()
        fixture.root.present(fixture.presented, animated: false)
        #expect(fixture.entries == [
            "presentationController(forPresented:)", "B viewDidLoad", "presentationTransitionWillBegin",
            "B viewWillAppear", "B viewDidAppear", "presentationTransitionDidEnd(true)",
        ])
        #expect(fixture.presented.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(fixture.delegate.lastPresentationController?.dimmingView.alpha == 1)
        fixture.log.entries.removeAll()
        fixture.presented.dismiss(animated: false)
        #expect(fixture.entries == [
            "dismissalTransitionWillBegin", "B viewWillDisappear", "B viewDidDisappear", "dismissalTransitionDidEnd(true)",
        ])
        #expect(fixture.presented.view.window == nil)
    }

    @Test func aFullScreenPresentationWithADelegateAnimatorKeepsItsStyleAndUsesTheAnimator() {
        let log = EventLog()
        let root = PresentationLoggingController("A", log: log)
        let window = makeWindow(root: root)
        let presented = PresentationLoggingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        let delegate = LoggingTransitioningDelegate(log: log)
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        #expect(!log.entries.contains("presentationController(forPresented:)"))
        #expect(log.entries.contains("animateTransition(present)"))
        #expect(delegate.presentAnimator.sawFromView === root.view)
        #expect(delegate.presentAnimator.sawFinalFrame == window.bounds)
        Headless.advance(by: 0.5)
        #expect(isNear(shownFrame(of: presented.view).minY, 240))
        Headless.advance(by: 0.6)
        #expect(root.view.window == nil)
        #expect(presented.view.frame == window.bounds)
    }

    @Test func theContainerTellsThePresentationControllerWhenItLaysOutAndSizeChangesAreForwarded() {
        let fixture = CustomPresentationFixture()
        fixture.presentAndSettle()
        fixture.presented.view.frame = .zero
        fixture.delegate.lastPresentationController?.containerView?.setNeedsLayout()
        fixture.window.layoutIfNeeded()
        #expect(fixture.presented.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))

        fixture.presented.preferredContentSize = CGSize(width: 320, height: 200)
        fixture.presented.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(fixture.entries == ["preferredContentSizeDidChange 200.0"])
    }

    @Test func theTransitioningDelegateIsHeldWeakly() {
        let controller = UIViewController()
        weak var weakDelegate: LoggingTransitioningDelegate?
        do {
            let delegate = LoggingTransitioningDelegate(log: EventLog())
            weakDelegate = delegate
            controller.transitioningDelegate = delegate
            #expect(controller.transitioningDelegate === delegate)
        }
        #expect(weakDelegate == nil)
        #expect(controller.transitioningDelegate == nil)
    }

    @Test func thePresentedControllerTheAnimatorAndTheContextAreFreedAfterTheDismissal() {
        let log = EventLog()
        let root = PresentationLoggingController("A", log: log)
        let window = makeWindow(root: root)
        let delegate = LoggingTransitioningDelegate(log: log)
        weak var weakPresented: UIViewController?
        weak var weakContext: UIViewControllerContextTransitioning?
        weak var weakController: UIPresentationController?
        weak var weakAnimator: SlideAnimator?
        do {
            let presented = PresentationLoggingController("B", log: log)
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            weakPresented = presented
            root.present(presented, animated: true)
            Headless.advance(by: 1.1)
            weakController = presented.presentationController
            weakContext = delegate.presentAnimator.lastContext
            presented.dismiss(animated: true)
            Headless.advance(by: 1.1)
        }
        delegate.presentAnimator = SlideAnimator(presenting: true, log: log)
        weakAnimator = delegate.dismissAnimator
        delegate.dismissAnimator = SlideAnimator(presenting: false, log: log)
        Headless.runUntilIdle()
        #expect(weakPresented == nil)
        #expect(weakContext == nil)
        #expect(weakController == nil)
        #expect(weakAnimator == nil)
        #expect(window.subviews.count == 1)
    }
}

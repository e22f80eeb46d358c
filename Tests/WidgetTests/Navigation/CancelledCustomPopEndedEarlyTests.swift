// CancelledCustomPopEndedEarlyTests.swift: a pop run by the delegate's animator and driven by a
// UIPercentDrivenInteractiveTransition, cancelled, then ended early by a push while it runs back:
// the cancelled pop keeps its controller, as it does when it runs back to the end (found by the
// transition fuzz).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation controller: a cancelled custom pop ended early", .headless)
struct CancelledCustomPopEndedEarlyTests {
    /// Pops `navigation`'s top controller with animation, driven by a new percent-driven
    /// interaction handed to its delegate by `install`, moved to 30 % and cancelled: the pop runs
    /// back, and is still running when this returns.
    private func cancelInteractivePop(of navigation: UINavigationController,
                                      install: (UIPercentDrivenInteractiveTransition) -> Void) {
        let interaction = UIPercentDrivenInteractiveTransition()
        install(interaction)
        navigation.popViewController(animated: true)
        interaction.update(0.3)
        interaction.cancel()
    }

    @Test func aPushWhileTheCancelledPopRunsBackKeepsThePoppedController() {
        let log = NavigationEventLog()
        let root = NavigationLoggingController("A", log: log), detail = NavigationLoggingController("B", log: log)
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let delegate = TransitionFuzzNavigationDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(detail, animated: false)
        cancelInteractivePop(of: navigation) { delegate.pendingInteraction = $0 }
        #expect(navigation.transitionCoordinator?.isCancelled == true)
        log.entries.removeAll()

        let next = NavigationLoggingController("C", log: log)
        navigation.pushViewController(next, animated: false)
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root, detail, next])
        #expect(detail.parent === navigation)
        #expect(root.view.window == nil && detail.view.window == nil && next.view.window === window)
        // The cancel's calls (as at the end of a cancelled custom pop), then the push's.
        #expect(log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
            "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear", "B viewWillDisappear", "C viewWillAppear", "B viewDidDisappear", "C viewDidAppear",
        ])
    }
}

extension CancelledCustomPopEndedEarlyTests {
    @Test func popToRootWhileTheCancelledPopRunsBackReturnsEveryControllerAboveTheRoot() {
        let root = UIViewController(), middle = UIViewController(), top = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let delegate = TransitionFuzzNavigationDelegate()
        navigation.delegate = delegate
        navigation.setViewControllers([root, middle, top], animated: false)
        cancelInteractivePop(of: navigation) { delegate.pendingInteraction = $0 }

        let popped = navigation.popToRootViewController(animated: false)
        Headless.runUntilIdle()

        #expect(popped == [middle, top])
        #expect(navigation.viewControllers == [root])
        #expect(top.parent == nil && top.viewIfLoaded?.window == nil)
    }
}

extension CancelledCustomPopEndedEarlyTests {
    /// The controller a cancelled pop is putting back is on the stack already: pushing it again
    /// is refused, as any second push of an instance is, and the stack keeps it once.
    @Test func pushingTheControllerACancelledPopPutsBackIsRefused() {
        let root = UIViewController(), detail = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let delegate = TransitionFuzzNavigationDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(detail, animated: false)
        cancelInteractivePop(of: navigation) { delegate.pendingInteraction = $0 }
        let messages = Headless.recordingViolations { navigation.pushViewController(detail, animated: false) }
        #expect(messages == ["Pushing the same view controller instance more than once is not supported (<UIViewController>)"])
        Headless.runUntilIdle()
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.children.count == 2)
    }
}

extension CancelledCustomPopEndedEarlyTests {
    /// A fade that takes its to-view out when the change was cancelled, as many apps' animators do.
    final class FadeRemovingToViewOnCancel: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let toVC = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            UIView.animate(withDuration: 0.4, animations: { toView.alpha = 1 }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { toView.removeFromSuperview() }
                toView.alpha = 1
                transitionContext.completeTransition(!cancelled)
            })
        }
    }

    final class Delegate: NSObject, UINavigationControllerDelegate {
        let fade = FadeRemovingToViewOnCancel()
        var interaction: UIPercentDrivenInteractiveTransition?
        /// Only an interactive change fades; the others slide as UIKit's do.
        var fadesOnlyInteractively = false

        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)? {
            fadesOnlyInteractively && interaction == nil ? nil : fade
        }

        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? {
            defer { interaction = nil }
            return interaction
        }
    }

    /// The cancelled pop's animator ends after a pop without animation showed the root: taking
    /// its to-view (the root's) out then must not leave the root on the stack without its view.
    @Test func anAnimatorThatTakesOutItsToViewLateLeavesTheShownViewInPlace() {
        let root = UIViewController(), detail = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        navigation.delegate = delegate
        navigation.pushViewController(detail, animated: false)
        cancelInteractivePop(of: navigation) { delegate.interaction = $0 }

        navigation.popViewController(animated: false)
        #expect(root.view.window === window)
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root])
        #expect(root.view.window === window)
        #expect(root.view.superview === navigation.view)
        #expect(detail.viewIfLoaded?.window == nil)
    }

    /// The same, the pop that ends it early a slide: the late removal happens while the slide
    /// runs, and the root's view is back once the slide ends.
    @Test func anAnimatorThatTakesOutItsToViewDuringALaterSlideLeavesTheShownViewInPlace() {
        let root = UIViewController(), detail = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        delegate.fadesOnlyInteractively = true
        navigation.delegate = delegate
        navigation.pushViewController(detail, animated: false)
        cancelInteractivePop(of: navigation) { delegate.interaction = $0 }

        navigation.popViewController(animated: true)
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root])
        #expect(root.view.window === window)
        #expect(root.view.superview === navigation.view)
        #expect(root.view.frame.minX == 0 && root.view.frame.width == navigation.view.bounds.width)
        #expect(detail.viewIfLoaded?.window == nil)
    }
}

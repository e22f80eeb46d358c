// NavigationCustomTransitionTests.swift: pushes and pops animated by the delegate's animator
// (`navigationController(_:animationControllerFor:from:to:)`), interactive with a
// UIPercentDrivenInteractiveTransition, and cancelled (Navigation/UINavigationController+CustomTransition.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A fade as apps write it: the to-view goes in at its final frame, transparent, and fades in.
@MainActor
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var seen: (container: UIView?, fromView: UIView?, toView: UIView?, initial: CGRect, final: CGRect)?
    var ended: Bool?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        seen = (transitionContext.containerView, transitionContext.view(forKey: .from), toView,
                transitionContext.initialFrame(for: fromVC), transitionContext.finalFrame(for: toVC))
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            toView.alpha = 1
        }, completion: { _ in
            if transitionContext.transitionWasCancelled { toView.alpha = 1 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

/// A delegate that hands out the fade (and an interaction controller when one is set), logging.
@MainActor
private final class FadingDelegate: NSObject, UINavigationControllerDelegate {
    let animator = FadeAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?
    var operations: [UINavigationController.Operation] = []
    let log: NavigationEventLog

    init(log: NavigationEventLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.entries.append("delegate willShow \(viewController.title ?? "-")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.entries.append("delegate didShow \(viewController.title ?? "-")")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        log.entries.append("delegate animator \(fromVC.title ?? "-") → \(toVC.title ?? "-")")
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

@MainActor
@Suite("Navigation controller: custom transitions", .headless)
struct NavigationCustomTransitionTests {
    @Test func anAnimatedPushRunsTheDelegatesAnimatorInTheNavigationControllersView() throws {
        let log = NavigationEventLog()
        let root = NavigationLoggingController("A", log: log), detail = NavigationLoggingController("B", log: log)
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let delegate = FadingDelegate(log: log)
        navigation.delegate = delegate
        log.entries.removeAll()

        navigation.pushViewController(detail, animated: true)

        #expect(delegate.operations == [.push])
        #expect(log.entries.filter { !$0.contains("Layout") && !$0.contains("Load") } == [
            "B willMove(toParent: nav)", "A viewWillDisappear", "B viewWillAppear", "delegate willShow B",
            "delegate animator A → B",
        ])
        let seen = try #require(delegate.animator.seen)
        #expect(seen.container === navigation.view)
        #expect(seen.fromView === root.view && seen.toView === detail.view)
        #expect(seen.initial == window.bounds && seen.final == window.bounds)
        #expect(detail.transitionCoordinator?.transitionDuration == 0.4)
        log.entries.removeAll()

        Headless.advance(by: 0.2)
        let alpha = try #require(detail.view.layer.presentation()?.opacity)
        #expect(abs(alpha - 0.5) < 0.01)
        #expect(root.view.superview === navigation.view)
        #expect(log.entries.filter { !$0.contains("Layout") }.isEmpty)

        Headless.runUntilIdle()
        #expect(log.entries.filter { !$0.contains("Layout") } == [
            "A viewDidDisappear", "B viewDidAppear", "B didMove(toParent: nav)", "delegate didShow B",
        ])
        #expect(delegate.animator.ended == true)
        #expect(root.view.superview == nil && detail.view.superview === navigation.view)
        #expect(navigation.view.subviews.firstIndex(of: detail.view) ?? 99 < navigation.view.subviews.firstIndex(of: navigation.navigationBar) ?? 0)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func aPopAsksForThePopOperationAndAnUnanimatedChangeDoesNotAsk() {
        let (navigation, window, root, _, log) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let delegate = FadingDelegate(log: log)
        navigation.delegate = delegate

        navigation.popViewController(animated: true)
        Headless.runUntilIdle()
        navigation.pushViewController(UIViewController(), animated: false)

        #expect(delegate.operations == [.pop])
        #expect(navigation.viewControllers.first === root && navigation.viewControllers.count == 2)
    }

    @Test func anInteractivePopFollowsThePercentAndCancelRestoresTheStack() throws {
        let (navigation, window, root, detail, log) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let delegate = FadingDelegate(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate

        navigation.popViewController(animated: true)
        let coordinator = try #require(root.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(navigation.viewControllers == [root])
        interaction.update(0.25)
        let alpha = try #require(root.view.layer.presentation()?.opacity)
        #expect(abs(alpha - 0.25) < 0.01)
        log.entries.removeAll()

        interaction.cancel()
        Headless.runUntilIdle()

        #expect(coordinator.isCancelled)
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.topViewController === detail && detail.parent === navigation)
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        #expect(detail.view.superview === navigation.view && detail.view.frame == window.bounds)
        #expect(root.view.superview == nil)
        #expect(log.entries.filter { $0.contains("ppear") } == [
            "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
        ])
        #expect(delegate.animator.ended == false)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func anInteractivePushFinishedCompletesIt() throws {
        let log = NavigationEventLog()
        let root = NavigationLoggingController("A", log: log), detail = NavigationLoggingController("B", log: log)
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let delegate = FadingDelegate(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate

        navigation.pushViewController(detail, animated: true)
        interaction.update(0.6)
        interaction.finish()
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root, detail])
        #expect(detail.view.superview === navigation.view && detail.view.alpha == 1)
        #expect(root.view.superview == nil)
        #expect(log.entries.contains("delegate didShow B"))
    }

    @Test func theEdgeSwipeWithACustomAnimatorPopsWithTheAnimator() {
        let (navigation, window, root, _, log) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let delegate = FadingDelegate(log: log)
        navigation.delegate = delegate

        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        Headless.runUntilIdle()

        #expect(delegate.operations == [.pop])
        #expect(navigation.viewControllers == [root])
        #expect(root.view.superview === navigation.view)
    }
}

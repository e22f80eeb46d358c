// TabBarCustomTransitionEdgeTests.swift: custom tab switches at the edges: the tab bar controller
// off screen or only appearing, a reset mid-switch with the coordinator's closures holding the
// controllers, an animator that never completes, and the frames handed to the animator when one
// tab hides the bar for a pushed controller (Tabs/UITabBarController+CustomTransition.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// An animator that puts the to-view in and never calls `completeTransition(_:)`.
@MainActor
private final class StuckTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
    }
}

/// A delegate that hands out one animator for every switch.
@MainActor
private final class AnimatorTabDelegate: NSObject, UITabBarControllerDelegate {
    let animator: any UIViewControllerAnimatedTransitioning
    init(animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}

/// A tab bar controller that runs `onWillAppear` and `onWillDisappear` from its appearance calls
/// and logs its own appearance calls ("tabs viewWillAppear", …) into `log`.
@MainActor
private final class HookedTabBarController: UITabBarController {
    var onWillAppear: () -> Void = {}
    var onWillDisappear: () -> Void = {}
    var log: NavigationEventLog?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log?.entries.append("tabs viewWillAppear")
        onWillAppear()
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log?.entries.append("tabs viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log?.entries.append("tabs viewWillDisappear")
        onWillDisappear()
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log?.entries.append("tabs viewDidDisappear")
    }
}

@MainActor
@Suite("Tab bar controller: custom transitions at the edges", .headless)
struct TabBarCustomTransitionEdgeTests {
    @Test func aSwitchCancelledAfterTheTabBarControllerLeftTheScreenDoesNotShowTheOldTab() {
        let (tabs, window, first, second, delegate, log) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        tabs.selectedIndex = 1
        interaction.update(0.3)
        window.isHidden = true                      // the tab bar controller disappears mid-switch
        log.entries.removeAll()

        interaction.cancel()
        Headless.runUntilIdle()

        // The old tab is back under the bar, but off screen: no appearance call.
        #expect(log.entries.filter { $0.contains("ppear") }.isEmpty)
        #expect(tabs.selectedViewController === first && first.view.superview === tabs.view)
        #expect(second.view.superview == nil)

        // Shown again, the tab bar controller passes its appearance on to the old tab.
        window.isHidden = false
        #expect(log.entries.filter { $0.contains("ppear") } == ["A viewWillAppear", "A viewDidAppear"])
    }

    @Test func aSwitchWhileTheTabBarControllerAppearsOrDisappearsRunsWithoutTheAnimator() {
        let log = NavigationEventLog()
        let first = TabLoggingController("A", log: log), second = TabLoggingController("B", log: log)
        let tabs = HookedTabBarController()
        tabs.log = log
        tabs.viewControllers = [first, second]
        let delegate = FadingTabDelegate(log: log)
        tabs.delegate = delegate
        tabs.onWillAppear = { [unowned tabs] in tabs.selectedIndex = 1 }

        let window = makeShownWindow(root: tabs)
        defer { withExtendedLifetime((window, delegate)) {} }

        #expect(!log.entries.contains { $0.hasPrefix("delegate animator") })
        #expect(delegate.animator.seen == nil)
        #expect(tabs.selectedViewController === second && second.view.superview === tabs.view)
        #expect(first.view.superview == nil && tabs.transitionCoordinator == nil)
        // UIKit's order for a container's child: its "did" after the container's.
        #expect(log.entries.filter { $0.contains("ppear") } == [
            "tabs viewWillAppear", "B viewWillAppear", "tabs viewDidAppear", "B viewDidAppear",
        ])

        // Disappearing: the same.
        tabs.onWillAppear = {}
        tabs.onWillDisappear = { [unowned tabs] in tabs.selectedIndex = 0 }
        log.entries.removeAll()
        window.isHidden = true
        #expect(!log.entries.contains { $0.hasPrefix("delegate animator") })
        #expect(first.view.superview === tabs.view && tabs.transitionCoordinator == nil)
    }

    @Test func aSwitchOfAnAppearedTabBarControllerOutOfItsWindowRunsWithoutTheAnimator() {
        let (tabs, window, first, second, delegate, log) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        tabs.view.removeFromSuperview()             // appeared, but in no window

        tabs.selectedIndex = 1

        #expect(!log.entries.contains { $0.hasPrefix("delegate animator") })
        #expect(second.view.superview === tabs.view && first.view.superview == nil)
        #expect(tabs.transitionCoordinator == nil)
    }

    @Test func aResetMidSwitchFreesTheControllersTheCoordinatorsClosuresHold() throws {
        weak var weakTabs: UITabBarController?
        weak var weakFirst: UIViewController?
        weak var weakSecond: UIViewController?
        do {
            let (tabs, window, first, second, delegate, _) = makeFadingTabs()
            weakTabs = tabs
            weakFirst = first
            weakSecond = second
            delegate.interaction = UIPercentDrivenInteractiveTransition()
            tabs.selectedIndex = 1
            delegate.interaction?.update(0.5)
            // As apps write it: a completion that refers to the controllers strongly.
            let coordinator = try #require(second.transitionCoordinator)
            let taken = coordinator.animate(alongsideTransition: nil, completion: { _ in
                first.title = "done"
                second.title = "done"
                tabs.title = "done"
            })
            #expect(taken)
            Headless.reset()
            withExtendedLifetime((window, delegate)) {}
        }
        #expect(weakTabs == nil)
        #expect(weakFirst == nil)
        #expect(weakSecond == nil)
    }

    @Test func anAnimatorThatNeverCompletesASwitchIsEndedForItAndTheTabsWorkAgain() {
        let log = NavigationEventLog()
        let first = TabLoggingController("A", log: log), second = TabLoggingController("B", log: log)
        let (tabs, window) = makeShownTabBarController([first, second])
        let delegate = AnimatorTabDelegate(animator: StuckTabAnimator())
        tabs.delegate = delegate
        defer { withExtendedLifetime((window, delegate)) {} }
        log.entries.removeAll()

        let problems = Headless.recordingViolations {
            tapButton(showing: "B", in: window)
            Headless.advance(by: 2.3)
            #expect(tabs.transitionCoordinator != nil)
            #expect(!log.entries.contains("B viewDidAppear"))
            Headless.advance(by: 0.2)
        }

        #expect(problems == [
            "The animator <StuckTabAnimator> did not call completeTransition: within 2.4 s; the transition was ended for it.",
        ])
        #expect(tabs.transitionCoordinator == nil && tabs.selectedViewController === second)
        #expect(second.view.superview === tabs.view && first.view.superview == nil)
        #expect(log.entries.filter { $0.contains("ppear") } == [
            "B viewWillAppear", "A viewWillDisappear", "A viewDidDisappear", "B viewDidAppear",
        ])
        // The tab bar controller is usable again: a tap switches (with the animator, again stuck).
        tapButton(showing: "A", in: window)
        #expect(tabs.selectedViewController === first && tabs.transitionCoordinator != nil)
        _ = Headless.recordingViolations { Headless.runUntilIdle() }
    }

    /// As for presentations, an interaction that neither finishes nor cancels is not ended for
    /// the app (a finger may rest as long as it likes): the switch waits, and ends when it does.
    @Test func anInteractionThatDoesNotEndKeepsTheSwitchWaitingWithoutAProblem() throws {
        let (tabs, window, first, second, delegate, _) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let problems = Headless.recordingViolations {
            tabs.selectedIndex = 1
            interaction.update(0.4)
            Headless.advance(by: 60)
        }
        #expect(problems.isEmpty)
        let coordinator = try #require(second.transitionCoordinator)
        #expect(coordinator.isInteractive && first.view.superview != nil)

        interaction.finish()
        Headless.runUntilIdle()
        #expect(tabs.transitionCoordinator == nil && second.view.superview === tabs.view)
        #expect(first.view.superview == nil)
    }

    @Test func theFramesHandedToTheAnimatorAreEachTabsOwnWhenOnlyOneHidesTheBar() throws {
        let log = NavigationEventLog()
        let pushed = UIViewController()
        pushed.hidesBottomBarWhenPushed = true
        let stack = UINavigationController(rootViewController: UIViewController())
        stack.pushViewController(pushed, animated: false)
        let plain = TabLoggingController("B", log: log)
        let (tabs, window) = makeShownTabBarController([stack, plain])
        tabs.tabBar.isTranslucent = false
        window.layoutIfNeeded()
        let delegate = FadingTabDelegate(log: log)
        tabs.delegate = delegate
        defer { withExtendedLifetime((window, delegate)) {} }
        let full = CGRect(x: 0, y: 0, width: 320, height: 480)
        let aboveBar = CGRect(x: 0, y: 0, width: 320, height: 431)
        #expect(stack.view.frame == full)          // the bar is hidden for the pushed controller

        tabs.selectedIndex = 1
        let there = try #require(delegate.animator.seen)
        #expect(there.initial == full)
        #expect(there.final == aboveBar)
        Headless.runUntilIdle()
        #expect(plain.view.frame == aboveBar)      // where the switch at once puts it too

        tabs.selectedIndex = 0
        let back = try #require(delegate.animator.seen)
        #expect(back.initial == aboveBar)
        #expect(back.final == full)
        Headless.runUntilIdle()
        #expect(stack.view.frame == full)
    }
}

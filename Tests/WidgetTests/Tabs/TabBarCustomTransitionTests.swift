// TabBarCustomTransitionTests.swift: tab switches animated by the delegate's animator
// (`tabBarController(_:animationControllerForTransitionFrom:to:)`), interactive with a
// UIPercentDrivenInteractiveTransition, and cancelled (Tabs/UITabBarController+CustomTransition.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A cross-fade as apps write it for tabs: the to-view goes in at its final frame, transparent,
/// and fades in over 0.4 s.
@MainActor
final class TabFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            toView.alpha = 1
        }, completion: { _ in
            toView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

/// A tab bar controller delegate that hands out the fade (and an interaction controller when one
/// is set), logging every call into the shared log.
@MainActor
final class FadingTabDelegate: NSObject, UITabBarControllerDelegate {
    let animator = TabFadeAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?
    var givesAnimator = true
    let log: NavigationEventLog

    init(log: NavigationEventLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.entries.append("delegate shouldSelect \(viewController.title ?? "-")")
        return true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.entries.append("delegate didSelect \(viewController.title ?? "-") selected \(tabBarController.selectedIndex)")
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.entries.append("delegate animator \(fromVC.title ?? "-") → \(toVC.title ?? "-")")
        return givesAnimator ? animator : nil
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log.entries.append("delegate interaction")
        return interaction
    }
}

/// Two logging tabs, A and B, shown in a window, with the fading delegate; the log starts empty.
@MainActor
func makeFadingTabs() -> (UITabBarController, UIWindow, TabLoggingController, TabLoggingController,
                                  FadingTabDelegate, NavigationEventLog) {
    let log = NavigationEventLog()
    let first = TabLoggingController("A", log: log), second = TabLoggingController("B", log: log)
    let (tabs, window) = makeShownTabBarController([first, second])
    let delegate = FadingTabDelegate(log: log)
    tabs.delegate = delegate
    log.entries.removeAll()
    return (tabs, window, first, second, delegate, log)
}

@MainActor
@Suite("Tab bar controller: custom transitions", .headless)
struct TabBarCustomTransitionTests {
    @Test func aTapOnATabRunsTheDelegatesAnimatorBelowTheBar() throws {
        let (tabs, window, first, second, delegate, log) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }

        tapButton(showing: "B", in: window)

        #expect(log.entries.filter { !$0.contains("Load") } == [
            "delegate shouldSelect B", "delegate animator A → B", "delegate interaction",
            "B viewWillAppear", "A viewWillDisappear", "delegate didSelect B selected 1",
        ])
        let seen = try #require(delegate.animator.seen)
        let container = try #require(seen.container)
        #expect(container.superview === tabs.view && container.frame == window.bounds)
        #expect(tabs.view.subviews.firstIndex(of: container) ?? 99 < tabs.view.subviews.firstIndex(of: tabs.tabBar) ?? 0)
        #expect(seen.fromView === first.view && seen.toView === second.view)
        #expect(first.view.superview === container && second.view.superview === container)
        #expect(seen.initial == window.bounds && seen.final == window.bounds)
        // The selection is the new tab's from the start.
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === second)
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)
        let coordinator = try #require(second.transitionCoordinator)
        #expect(first.transitionCoordinator === coordinator && tabs.transitionCoordinator === coordinator)
        #expect(coordinator.transitionDuration == 0.4 && !coordinator.isInteractive)
        log.entries.removeAll()

        Headless.advance(by: 0.1)
        let alpha = try #require(second.view.layer.presentation()?.opacity)
        #expect(abs(alpha - 0.25) < 0.01)
        #expect(log.entries.isEmpty)

        Headless.runUntilIdle()
        #expect(log.entries.filter { !$0.contains("Layout") } == ["A viewDidDisappear", "B viewDidAppear"])
        #expect(delegate.animator.ended == true)
        #expect(tabs.view.subviews.count == 2 && tabs.view.subviews.first === second.view)
        #expect(container.superview == nil && first.view.superview == nil)
        #expect(second.view.frame == window.bounds && second.view.alpha == 1)
        #expect(second.transitionCoordinator == nil && first.transitionCoordinator == nil)
    }

    @Test func replacingTheTabsMidSwitchEndsItAtOnceAndALateCompletionChangesNothing() {
        let (tabs, window, first, second, delegate, log) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        tapButton(showing: "B", in: window)
        Headless.advance(by: 0.1)
        #expect(tabs.transitionCoordinator != nil)
        log.entries.removeAll()
        let third = TabLoggingController("C", log: log)
        tabs.viewControllers = [first, second, third]      // no logged problem: nothing is refused
        #expect(log.entries.filter { !$0.contains("Load") && !$0.contains("Layout") } == ["A viewDidDisappear", "B viewDidAppear"])
        #expect(!tabs.view.subviews.contains { String(describing: type(of: $0)) == "UITransitionView" })
        #expect(second.view.superview === tabs.view && first.view.superview == nil)
        #expect(tabs.selectedIndex == 1 && tabs.transitionCoordinator == nil && second.transitionCoordinator == nil)
        log.entries.removeAll()
        Headless.runUntilIdle()                            // the animator completes, late
        #expect(log.entries.filter { !$0.contains("Layout") }.isEmpty)
        #expect(second.view.superview === tabs.view && tabs.selectedIndex == 1)
    }

    @Test func removingTheArrivingTabMidSwitchLeavesNoViewOfItBehind() {
        let (tabs, window, first, second, delegate, _) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        tapButton(showing: "B", in: window)
        Headless.advance(by: 0.1)
        tabs.viewControllers = [first]
        Headless.runUntilIdle()
        #expect(second.view.superview == nil && second.parent == nil)
        #expect(first.view.superview === tabs.view && tabs.selectedViewController === first)
        #expect(!tabs.view.subviews.contains { String(describing: type(of: $0)) == "UITransitionView" })
    }

    @Test func settingTheSelectionInCodeAnimatesWithoutAskingOrTellingTheDelegate() {
        let (tabs, window, first, second, delegate, log) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }

        tabs.selectedIndex = 1
        #expect(log.entries.filter { $0.hasPrefix("delegate") } == ["delegate animator A → B", "delegate interaction"])
        #expect(delegate.animator.seen?.toView === second.view)
        Headless.runUntilIdle()

        tabs.selectedViewController = first
        Headless.runUntilIdle()
        #expect(log.entries.filter { $0.hasPrefix("delegate") } == [
            "delegate animator A → B", "delegate interaction", "delegate animator B → A", "delegate interaction",
        ])
        #expect(tabs.selectedIndex == 0 && first.view.superview === tabs.view && second.view.superview == nil)
    }

    @Test func aDelegateWithoutAnimatorSwitchesAtOnceAndAnOffscreenTabBarDoesNotAsk() {
        let (tabs, window, _, second, delegate, log) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        delegate.givesAnimator = false

        tapButton(showing: "B", in: window)
        #expect(second.view.superview === tabs.view && second.transitionCoordinator == nil)
        #expect(log.entries.filter { !$0.contains("Load") } == [
            "delegate shouldSelect B", "delegate animator A → B",
            "B viewWillAppear", "A viewWillDisappear", "A viewDidDisappear", "B viewDidAppear",
            "delegate didSelect B selected 1",
        ])

        // A loaded tab bar controller out of any window switches at once, asking nothing.
        let offscreen = UITabBarController()
        offscreen.viewControllers = [UIViewController(), UIViewController()]
        offscreen.loadViewIfNeeded()
        offscreen.delegate = delegate
        log.entries.removeAll()
        offscreen.selectedIndex = 1
        #expect(log.entries.isEmpty)
    }

    @Test func aPercentDrivenSwitchFollowsTheProgressAndCancelRestoresTheOldTab() throws {
        let (tabs, window, first, second, delegate, log) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction

        tabs.selectedIndex = 1
        let coordinator = try #require(second.transitionCoordinator)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
        interaction.update(0.25)
        let alpha = try #require(second.view.layer.presentation()?.opacity)
        #expect(abs(alpha - 0.25) < 0.01)
        #expect(tabs.selectedIndex == 1)
        log.entries.removeAll()

        interaction.cancel()
        Headless.runUntilIdle()

        #expect(coordinator.isCancelled)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === first)
        #expect(tabs.tabBar.selectedItem === first.tabBarItem)
        #expect(first.view.superview === tabs.view && first.view.frame == window.bounds)
        #expect(second.view.superview == nil)
        #expect(tabs.view.subviews.count == 2)
        #expect(log.entries.filter { $0.contains("ppear") } == [
            "B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
        ])
        #expect(delegate.animator.ended == false)
        #expect(first.transitionCoordinator == nil)

        // The old tab works as before: the next switch runs again.
        tapButton(showing: "B", in: window)
        interaction.finish()
        Headless.runUntilIdle()
        #expect(tabs.selectedIndex == 1 && second.view.superview === tabs.view && first.view.superview == nil)
    }

    @Test func aPanDrivenSwitchAsAppsWriteItFollowsTheFinger() throws {
        let (tabs, window, first, second, delegate, _) = makeFadingTabs()
        let interaction = UIPercentDrivenInteractiveTransition()
        let panner = TabPanner(tabs: tabs, interaction: interaction, delegate: delegate)
        defer { withExtendedLifetime(panner) {} }

        let touch = window.beginTouch(at: CGPoint(x: 300, y: 200))
        window.moveTouch(touch, to: CGPoint(x: 280, y: 200))
        window.moveTouch(touch, to: CGPoint(x: 140, y: 200))
        #expect(tabs.selectedIndex == 1)
        let alpha = try #require(second.view.layer.presentation()?.opacity)
        #expect(alpha > 0.4 && alpha < 0.6)
        window.moveTouch(touch, to: CGPoint(x: 250, y: 200))
        window.endTouch(touch)
        Headless.runUntilIdle()

        #expect(tabs.selectedIndex == 0 && first.view.superview === tabs.view && second.view.superview == nil)
    }

    @Test func aTapOnAnotherTabDuringASwitchIsIgnored() {
        let (tabs, window, _, second, delegate, log) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        let third = TabLoggingController("C", log: log)
        tabs.viewControllers = (tabs.viewControllers ?? []) + [third]
        Headless.runUntilIdle()
        log.entries.removeAll()

        tapButton(showing: "B", in: window)
        tapButton(showing: "C", in: window)
        Headless.runUntilIdle()

        #expect(tabs.selectedViewController === second && third.isViewLoaded == false)
        #expect(log.entries.filter { $0.contains("shouldSelect") } == ["delegate shouldSelect B"])
    }
}

extension TabBarCustomTransitionTests {
    @Test func aResetMidSwitchKeepsNoControllerAlive() {
        weak var weakTabs: UITabBarController?
        weak var weakSecond: UIViewController?
        do {
            let (tabs, window, _, second, delegate, _) = makeFadingTabs()
            weakTabs = tabs
            weakSecond = second
            delegate.interaction = UIPercentDrivenInteractiveTransition()
            tabs.selectedIndex = 1
            delegate.interaction?.update(0.5)
            #expect(second.transitionCoordinator?.isInteractive == true)
            Headless.reset()
            withExtendedLifetime((window, delegate)) {}
        }
        #expect(weakTabs == nil)
        #expect(weakSecond == nil)
    }

    @Test func aSelectionInCodeDuringASwitchIsALoggedProblemAndIgnored() {
        let (tabs, window, first, second, delegate, _) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        tabs.selectedIndex = 1
        let problems = Headless.recordingViolations { tabs.selectedIndex = 0 }
        #expect(problems == [
            "The selection of the tab bar controller was changed while a custom transition between its tabs runs; the change is ignored.",
        ])
        Headless.runUntilIdle()
        #expect(tabs.selectedViewController === second && first.view.superview == nil)
    }
}

/// A pan on the tab bar controller's view that drives a switch to the next tab with a percent-driven
/// interaction, as Apple's Slide sample does: the switch starts on `.began` by setting `selectedIndex`.
@MainActor
private final class TabPanner: NSObject {
    let tabs: UITabBarController
    let interaction: UIPercentDrivenInteractiveTransition
    let delegate: FadingTabDelegate

    init(tabs: UITabBarController, interaction: UIPercentDrivenInteractiveTransition, delegate: FadingTabDelegate) {
        self.tabs = tabs
        self.interaction = interaction
        self.delegate = delegate
        super.init()
        tabs.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: TabPanner.pan))
    }

    func pan(_ recognizer: UIPanGestureRecognizer) {
        let travel = -recognizer.translation(in: tabs.view).x / tabs.view.bounds.width
        switch recognizer.state {
        case .began:
            delegate.interaction = interaction
            tabs.selectedIndex += 1
        case .changed:
            interaction.update(travel)
        case .ended:
            delegate.interaction = nil
            if travel > 0.5 { interaction.finish() } else { interaction.cancel() }
        default:
            delegate.interaction = nil
            interaction.cancel()
        }
    }
}

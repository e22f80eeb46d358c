// TabBarCustomTransitionEndTests.swift: how a custom tab switch ends when things changed under it:
// the kept tab's frame after a cancel from a stack that hides the bar, the appearance calls when
// the tab bar controller left (and came back) mid-switch, and the coordinator of a switch a reset
// abandoned (Tabs/UITabBarController+CustomTransition.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The appearance calls in `log`, in order.
@MainActor
private func appearanceCalls(in log: NavigationEventLog) -> [String] {
    log.entries.filter { $0.contains("ppear") }
}

@MainActor
@Suite("Tab bar controller: the end of custom transitions", .headless)
struct TabBarCustomTransitionEndTests {
    @Test func aCancelledSwitchToAStackThatHidesTheBarPutsTheKeptTabAboveTheBar() throws {
        let log = NavigationEventLog()
        let plain = TabLoggingController("A", log: log)
        let pushed = UIViewController()
        pushed.hidesBottomBarWhenPushed = true
        let stack = UINavigationController(rootViewController: UIViewController())
        stack.pushViewController(pushed, animated: false)
        let (tabs, window) = makeShownTabBarController([plain, stack])
        tabs.tabBar.isTranslucent = false
        window.layoutIfNeeded()
        let delegate = FadingTabDelegate(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        tabs.delegate = delegate
        defer { withExtendedLifetime((window, delegate)) {} }
        let aboveBar = CGRect(x: 0, y: 0, width: 320, height: 431)
        #expect(plain.view.frame == aboveBar)

        tabs.selectedIndex = 1
        interaction.update(0.3)
        // A layout pass mid-switch (the arriving stack hides the bar).
        tabs.view.setNeedsLayout()
        tabs.view.layoutIfNeeded()
        let coordinator = try #require(tabs.transitionCoordinator)
        var frameAtTheEnd: CGRect?
        coordinator.animate(alongsideTransition: nil, completion: { _ in frameAtTheEnd = plain.view.frame })
        interaction.cancel()
        Headless.runUntilIdle()

        #expect(tabs.selectedViewController === plain && plain.view.superview === tabs.view)
        #expect(frameAtTheEnd == aboveBar)       // right after the cancel, before any layout
        #expect(plain.view.frame == aboveBar)
        #expect(!tabs.tabBar.isHidden)
    }

    @Test func aSwitchEndingWhileTheTabBarControllerDisappearsLeavesTheNewTabsDidDisappearToIt() {
        let (tabs, window, first, second, delegate, log) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        tabs.selectedIndex = 1
        interaction.update(0.9)
        log.entries.removeAll()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen

        tabs.present(cover, animated: true)          // the tab bar controller starts leaving
        interaction.finish()                         // the switch ends first (0.04 s left)
        Headless.advance(by: 0.1)
        #expect(delegate.animator.ended == true)
        #expect(cover.isBeingPresented)
        #expect(second.view.superview === tabs.view && first.view.superview == nil)
        #expect(appearanceCalls(in: log) == ["B viewWillDisappear", "A viewDidDisappear"])

        Headless.runUntilIdle()                      // the presentation ends: B's did comes with it
        #expect(appearanceCalls(in: log) == ["B viewWillDisappear", "A viewDidDisappear", "B viewDidDisappear"])
        log.entries.removeAll()
        tabs.dismiss(animated: false)
        Headless.runUntilIdle()
        #expect(appearanceCalls(in: log) == ["B viewWillAppear", "B viewDidAppear"])
    }

    @Test func aSwitchEndingAfterTheTabBarControllerLeftAndCameBackTakesTheOldTabOffScreen() {
        let (tabs, window, first, second, delegate, log) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        tabs.selectedIndex = 1
        interaction.update(0.3)
        window.isHidden = true
        window.isHidden = false
        #expect(tabs.transitionCoordinator != nil)   // the switch still waits for the interaction
        log.entries.removeAll()

        interaction.finish()
        Headless.runUntilIdle()
        #expect(tabs.transitionCoordinator == nil)
        #expect(second.view.superview === tabs.view && first.view.superview == nil)
        #expect(appearanceCalls(in: log) == ["A viewWillDisappear", "A viewDidDisappear"])

        log.entries.removeAll()
        window.isHidden = true
        #expect(appearanceCalls(in: log) == ["B viewWillDisappear", "B viewDidDisappear"])
    }

    @Test func theCoordinatorOfASwitchAResetAbandonedKeepsItsLastPercentComplete() throws {
        let (tabs, window, _, second, delegate, _) = makeFadingTabs()
        defer { withExtendedLifetime((window, delegate)) {} }
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        tabs.selectedIndex = 1
        interaction.update(0.3)
        let coordinator = try #require(second.transitionCoordinator)
        #expect(abs(coordinator.percentComplete - 0.3) < 0.001)

        Headless.reset()
        #expect(abs(coordinator.percentComplete - 0.3) < 0.001)
        #expect(!coordinator.isCancelled)
    }
}

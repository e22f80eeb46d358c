// TabSwitchWhileCoveredTests.swift: a tab selected while a full-screen presentation covers the
// tab bar controller (its disappearance under way) does not appear: no controller is left
// "appeared" with its view out of the window (found by the transition fuzz).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Tab bar controller: a switch while a full-screen presentation covers it", .headless)
struct TabSwitchWhileCoveredTests {
    @Test func theNewTabDoesNotAppearAndTheOldOneDisappears() {
        let log = NavigationEventLog()
        let first = NavigationLoggingController("A", log: log), second = NavigationLoggingController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        tabs.present(cover, animated: true)
        log.entries.removeAll()

        tabs.selectedIndex = 1
        Headless.runUntilIdle()

        #expect(tabs.viewIfLoaded?.window == nil)
        #expect(log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") } == ["A viewDidDisappear"])
        // Uncovered again, the selected tab appears.
        log.entries.removeAll()
        tabs.dismiss(animated: false)
        Headless.runUntilIdle()
        #expect(log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") } == ["B viewWillAppear", "B viewDidAppear"])
        #expect(second.view.window === window)
    }
}

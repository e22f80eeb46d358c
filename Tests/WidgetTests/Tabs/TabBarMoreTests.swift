// TabBarMoreTests.swift: the More tab of a tab bar controller with more than five controllers
// (Tabs/UITabBarController+More.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Six titled controllers.
@MainActor
private func sixControllers() -> [UIViewController] {
    (1...6).map { number in
        let controller = UIViewController()
        controller.title = "Tab \(number)"
        return controller
    }
}

@MainActor
@Suite("Tab bar controller: the More tab", .headless)
struct TabBarMoreTests {
    @Test func moreThanFiveControllersShowFourTabsAndMore() {
        let controllers = sixControllers()
        let (tabs, window) = makeShownTabBarController(controllers)
        defer { withExtendedLifetime(window) {} }

        #expect(tabs.tabBar.items?.map(\.title) == ["Tab 1", "Tab 2", "Tab 3", "Tab 4", "More"])
        #expect(tabs.moreNavigationController.parent === tabs)
        #expect(tabs.children.count == 5)
    }

    @Test func fiveControllersNeedNoMoreTab() {
        let (tabs, window) = makeShownTabBarController(Array(sixControllers().prefix(5)))
        defer { withExtendedLifetime(window) {} }

        #expect(tabs.tabBar.items?.count == 5)
        #expect(!(tabs.tabBar.items ?? []).contains { $0.title == "More" })
    }

    @Test func theMoreTabListsTheOtherControllersAndPushesThePickedOne() throws {
        let controllers = sixControllers()
        let (tabs, window) = makeShownTabBarController(controllers)
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate

        tapButton(showing: "More", in: window)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(delegate.calls == ["shouldSelect -", "didSelect -"])
        #expect(!labels(showing: "Tab 5", in: window).isEmpty)

        tapButton(showing: "Tab 6", in: window)
        Headless.runUntilIdle()
        #expect(tabs.moreNavigationController.topViewController === controllers[5])
        #expect(tabs.selectedViewController === controllers[5])
        #expect(tabs.selectedIndex == 5)
        #expect(controllers[5].tabBarController === tabs)
        #expect(controllers[5].view.window === window)
        #expect(tabs.tabBar.selectedItem?.title == "More")
    }

    @Test func selectingAListedControllerInCodeShowsItPushedOnTheMoreTab() {
        let controllers = sixControllers()
        let (tabs, window) = makeShownTabBarController(controllers)

        tabs.selectedIndex = 4

        #expect(tabs.moreNavigationController.viewControllers.count == 2)
        #expect(tabs.moreNavigationController.topViewController === controllers[4])
        #expect(controllers[4].view.window === window)

        tabs.moreNavigationController.popViewController(animated: false)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
    }
}

// LargeTitleTests.swift: UINavigationBar.prefersLargeTitles and
// UINavigationItem.largeTitleDisplayMode, stored with UIKit's defaults; large titles are not
// laid out here, so the bar keeps its height.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Large titles", .headless)
struct LargeTitleTests {
    @Test func barsDoNotPreferLargeTitlesByDefault() {
        #expect(UINavigationBar().prefersLargeTitles == false)
    }

    @Test func itemsFollowTheItemBelowByDefault() {
        #expect(UINavigationItem(title: "Inbox").largeTitleDisplayMode == .automatic)
    }

    @Test func theDisplayModesHaveUIKitsRawValues() {
        let modes = UINavigationItem.LargeTitleDisplayMode.allCases
        #expect(modes.map(\.rawValue) == [0, 1, 2, 3])
        #expect(modes == [.automatic, .always, .never, .inline])
    }

    @Test func aControllersItemKeepsItsMode() {
        let controller = UIViewController()
        controller.navigationItem.largeTitleDisplayMode = .never
        #expect(controller.navigationItem.largeTitleDisplayMode == .never)
    }

    @Test func preferringLargeTitlesLeavesTheBar44PointsHigh() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(navigation.navigationBar.frame.height == 44)
    }
}

// LargeTitleTests.swift: UINavigationBar.prefersLargeTitles and
// UINavigationItem.largeTitleDisplayMode: UIKit's defaults, and the 96-point bar of a phone showing
// a large title below its row of items.
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

    @Test func aLargeTitleMakesTheBar96PointsHighAndTheSafeAreaFollows() {
        HeadlessTrait.Screen.iPhone15.install()
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(root.view.safeAreaInsets.top == 155)
        let large = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.filter { $0.text == "Inbox" }
        #expect(large.count == 1)
        #expect(large.first?.font == UIFont.systemFont(ofSize: 34, weight: .bold))
        #expect(large.first.map { $0.frame.minX == 16 && $0.frame.minY >= 44 } == true)
        withExtendedLifetime(window) {}
    }

    @Test func aPushedItemFollowsTheItemBelowUnlessItSaysNever() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        let follower = UIViewController()
        navigation.pushViewController(follower, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == 64)
        let after = UIViewController()
        navigation.pushViewController(after, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        after.navigationItem.largeTitleDisplayMode = .always
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        withExtendedLifetime(window) {}
    }

    @Test func withoutPreferringLargeTitlesTheBarStays44PointsHigh() {
        let root = UIViewController()
        root.navigationItem.largeTitleDisplayMode = .always
        let navigation = UINavigationController(rootViewController: root)
        let window = showInWindow(navigation)
        #expect(navigation.navigationBar.frame.height == 44)
        withExtendedLifetime(window) {}
    }
}

// RightToLeftBarTests.swift: bars and controls running right to left, as UIKit mirrors them
// ("Supporting right-to-left languages"; the Human Interface Guidelines' "Right to left": a
// navigation bar's leading items and back button are at the right, its trailing items at the
// left, a large title at the right margin; toolbars, tab bars and segmented controls run from the
// right).
// Each mirrored x is worked out from the left-to-right value: the bar's width minus its maxX.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct RightToLeftBarTests {
    // MARK: - Navigation bar

    @Test func rightItemsLineUpFromTheLeftEdge() {
        let root = BarActionController()
        let first = UIBarButtonItem(title: "One", style: .plain, target: root, action: BarActionController.edit)
        let second = UIBarButtonItem(title: "Two", style: .plain, target: root, action: BarActionController.edit)
        root.navigationItem.rightBarButtonItems = [first, second]
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        // Left to right: One ends at 312, Two 8 points left of it.
        let one = barButtonView(titled: "One", in: bar), two = barButtonView(titled: "Two", in: bar)
        #expect(one?.frame.minX == 8)
        #expect(two.map { $0.frame.minX } == one.map { $0.frame.maxX + 8 })
        one?.tap()
        #expect(root.editTaps == 1)
    }

    /// A push slides the new screen in from the leading side's opposite: from the left, right to
    /// left (and a pop takes it out to the left).
    @Test func aPushSlidesInFromTheLeftAndAPopOutToTheLeft() throws {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Friends"))
        defer { withExtendedLifetime(window) {} }
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        let rootView = try #require(navigation.viewControllers.first?.view)
        let detail = NavigationLoggingController("Profile")
        navigation.pushViewController(detail, animated: true)
        Headless.advance(by: 0.35 / 2) // half of the 0.35 s slide
        let midway = detail.view.layer.presentation()?.frame ?? detail.view.frame
        #expect(midway.minX < 0, "the new screen comes in from the left: \(midway)")
        #expect((rootView.layer.presentation()?.frame ?? rootView.frame).minX > 0, "the old one moves a little right")
        Headless.runUntilIdle()
        #expect(detail.view.frame.minX == 0)
        navigation.popViewController(animated: true)
        Headless.advance(by: 0.35 / 2) // half of the 0.35 s slide
        #expect((detail.view.layer.presentation()?.frame ?? detail.view.frame).maxX < window.bounds.width,
                "the popped screen leaves to the left")
        Headless.runUntilIdle()
    }

    @Test func theBackButtonAndLeftItemsAreAtTheRightEdge() {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Friends"))
        defer { withExtendedLifetime(window) {} }
        window.traitOverrides.layoutDirection = .rightToLeft
        let detail = NavigationLoggingController("Profile")
        let close = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        detail.navigationItem.leftBarButtonItem = close
        detail.navigationItem.leftItemsSupplementBackButton = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        let back = backButtonView(in: bar), closeView = barButtonView(titled: "Close", in: bar)
        #expect(back?.frame.maxX == bar.bounds.width - 8)
        #expect(closeView.map { view in back.map { view.frame.maxX == $0.frame.minX - 8 } ?? false } == true)
    }

    @Test func aLargeTitleEndsAtTheRightMargin() {
        HeadlessTrait.Screen.iPhone15.install()
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.traitOverrides.layoutDirection = .rightToLeft
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        defer { withExtendedLifetime(window) {} }
        let large = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" }
        #expect(large?.frame.maxX == CGFloat(393 - 16))
    }

    // MARK: - Toolbar and tab bar

    @Test func aToolbarsFirstItemIsAtTheRight() throws {
        let target = BarActionController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.traitOverrides.layoutDirection = .rightToLeft
        window.makeKeyAndVisible()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        toolbar.items = [
            UIBarButtonItem(title: "Edit", style: .plain, target: target, action: BarActionController.edit),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Share", style: .plain, target: target, action: BarActionController.share),
        ]
        window.addSubview(toolbar)
        window.layoutIfNeeded()
        // Left to right: Edit starts at 8, Share ends at 312.
        #expect(try #require(frameOfButton(showing: "Edit", in: window)).maxX == 312)
        #expect(try #require(frameOfButton(showing: "Share", in: window)).minX == 8)
    }

    @Test func aTabBarsFirstItemIsAtTheRight() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.traitOverrides.layoutDirection = .rightToLeft
        window.makeKeyAndVisible()
        let bar = UITabBar(frame: CGRect(x: 0, y: 431, width: 320, height: 49))
        let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        let recents = UITabBarItem(tabBarSystemItem: .recents, tag: 2)
        bar.items = [favorites, recents]
        window.addSubview(bar)
        window.layoutIfNeeded()
        #expect(try #require(frameOfButton(showing: "Favorites", in: window)).minX == 160)
        #expect(try #require(frameOfButton(showing: "Recents", in: window)).minX == 0)
        tapButton(showing: "Recents", in: window)
        #expect(bar.selectedItem === recents)
    }

    // MARK: - Controls

    @Test func segmentsRunFromTheRightUnlessTheControlIsSpatial() {
        let window = makeControlWindow()
        window.traitOverrides.layoutDirection = .rightToLeft
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 10, y: 100, width: 300, height: 32)
        window.addSubview(control)
        window.layoutIfNeeded()
        window.tap(at: CGPoint(x: 10 + 250, y: 116))
        #expect(control.selectedSegmentIndex == 0, "the first segment is at the right")
        window.tap(at: CGPoint(x: 10 + 50, y: 116))
        #expect(control.selectedSegmentIndex == 2)
        control.semanticContentAttribute = .spatial  // text-alignment segments keep their order
        window.layoutIfNeeded()
        window.tap(at: CGPoint(x: 10 + 50, y: 116))
        #expect(control.selectedSegmentIndex == 0)
    }
}

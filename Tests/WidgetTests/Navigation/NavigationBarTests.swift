// NavigationBarTests.swift: what the navigation bar shows: the title (and title view), the back
// button and its title, and tapping back (Navigation/UINavigationBar*.swift, UINavigationItem.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation bar: titles and the back button", .headless)
struct NavigationBarTitleTests {
    @Test func theBarShowsTheTopControllersTitle() {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Friends"))
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar

        #expect(navigationTitleLabel(of: bar)?.text == "Friends")
        navigation.pushViewController(NavigationLoggingController("Profile"), animated: false)
        #expect(navigationTitleLabel(of: bar)?.text == "Profile")
        navigation.popViewController(animated: false)
        #expect(navigationTitleLabel(of: bar)?.text == "Friends")
    }

    @Test func theTreeDumpShowsTheTitleThroughTheLabel() {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Friends"))

        let barLine = navigation.navigationBar.description
        let labelLine = window.recursiveDescription().split(separator: "\n").first { $0.contains("UILabel") }

        #expect(barLine == "<UINavigationBar; frame = (0 20; 320 44); opaque = NO; autoresize = W>")
        #expect(labelLine?.contains("text = 'Friends'") == true)
        #expect(window.recursiveDescription().contains("   |    |    | <UILabel; frame = "))
    }

    @Test func theTitleIsCentredInTheBar() {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Friends"))
        defer { withExtendedLifetime(window) {} }

        let label = navigationTitleLabel(of: navigation.navigationBar)
        #expect(label.map { abs($0.frame.midX - 160) < 0.5 } == true)
        #expect(label.map { abs($0.frame.midY - 22) < 0.5 } == true)
    }

    @Test func aNavigationItemTitleOverridesTheControllersTitleUntilThatChanges() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        #expect(controller.navigationItem === controller.navigationItem)

        controller.navigationItem.title = "Mail"
        #expect(controller.navigationItem.title == "Mail")
        #expect(controller.title == "Inbox")

        controller.title = "Drafts"
        #expect(controller.navigationItem.title == "Drafts")
    }

    @Test func changingTheTopItemsTitleUpdatesTheBar() {
        let root = NavigationLoggingController("Friends")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }

        root.navigationItem.title = "Contacts"

        #expect(navigationTitleLabel(of: navigation.navigationBar)?.text == "Contacts")
    }

    @Test func aTitleViewReplacesTheTitleLabel() {
        let root = NavigationLoggingController("Friends")
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.navigationItem.titleView = custom
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }

        #expect(custom.superview === navigation.navigationBar)
        #expect(custom.frame == CGRect(x: 110, y: 7, width: 100, height: 30))
        #expect(navigationTitleLabel(of: navigation.navigationBar) == nil)
    }

    @Test func titleTextAttributesSetTheTitlesFontAndColour() {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Friends"))
        defer { withExtendedLifetime(window) {} }

        navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)]
        navigation.view.window?.layoutIfNeeded()

        #expect(navigationTitleLabel(of: navigation.navigationBar)?.textColor == UIColor.red)
        #expect(navigationTitleLabel(of: navigation.navigationBar)?.font == UIFont.systemFont(ofSize: 20))
    }

    @Test func theBackButtonShowsThePreviousControllersTitle() {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Friends"))
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(backButtonView(in: bar) == nil)

        navigation.pushViewController(NavigationLoggingController("Profile"), animated: false)

        let back = backButtonView(in: bar)
        #expect(back.map(navigationLabels(in:))?.first?.text == "Friends")
        #expect(back.map { $0.frame.minX } == 8)
    }

    @Test func theBackButtonSaysBackWhenThePreviousControllerHasNoTitle() {
        let (navigation, window) = makeShownNavigationController(root: UIViewController())
        defer { withExtendedLifetime(window) {} }

        navigation.pushViewController(UIViewController(), animated: false)

        #expect(backButtonView(in: navigation.navigationBar).map(navigationLabels(in:))?.first?.text == "Back")
    }

    @Test func theBackTitleComesFromTheBackItemThenTheBackButtonTitle() {
        let below = UINavigationItem(title: "Friends")
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [below, UINavigationItem(title: "Profile")]

        below.backButtonTitle = "People"
        #expect(backButtonView(in: bar).map(navigationLabels(in:))?.first?.text == "People")

        below.backBarButtonItem = UIBarButtonItem(title: "All", style: .plain, target: nil, action: nil)
        #expect(backButtonView(in: bar).map(navigationLabels(in:))?.first?.text == "All")
    }

    @Test func tappingTheBackButtonPops() {
        let root = NavigationLoggingController("Friends")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(NavigationLoggingController("Profile"), animated: false)

        backButtonView(in: navigation.navigationBar)?.tap()
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root])
        #expect(navigationTitleLabel(of: navigation.navigationBar)?.text == "Friends")
        #expect(backButtonView(in: navigation.navigationBar) == nil)
    }

    @Test func hidesBackButtonHidesIt() {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Friends"))
        defer { withExtendedLifetime(window) {} }
        let detail = NavigationLoggingController("Profile")
        detail.navigationItem.hidesBackButton = true

        navigation.pushViewController(detail, animated: false)

        #expect(backButtonView(in: navigation.navigationBar) == nil)
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Friends"))
        defer { withExtendedLifetime(window) {} }
        let detail = NavigationLoggingController("Profile")
        let close = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        detail.navigationItem.leftBarButtonItem = close
        navigation.pushViewController(detail, animated: false)
        let bar = navigation.navigationBar

        #expect(backButtonView(in: bar) == nil)
        #expect(barButtonView(titled: "Close", in: bar)?.frame.minX == 8)

        detail.navigationItem.leftItemsSupplementBackButton = true
        bar.layoutIfNeeded()
        let back = backButtonView(in: bar), closeView = barButtonView(titled: "Close", in: bar)
        #expect(back != nil)
        #expect(closeView.map { view in back.map { view.frame.minX == $0.frame.maxX + 8 } ?? false } == true)
    }
}

// TabBarControllerTests.swift: tab bar controllers: items, taps through hit-testing, the
// delegate, appearance calls when switching, the More tab, and the bar's geometry
// (Tabs/UITabBarController*.swift, Tabs/UITabBar*.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller titled after its name that logs its appearance calls into a shared log.
@MainActor
final class TabLoggingController: UIViewController {
    let name: String
    let log: NavigationEventLog

    init(_ name: String, log: NavigationEventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { return nil }

    private func record(_ entry: String) { log.entries.append("\(name) \(entry)") }
    override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
}

/// A delegate that logs what it is asked and told, and may refuse a controller.
@MainActor
final class RecordingTabDelegate: UITabBarControllerDelegate {
    var calls: [String] = []
    var refused: UIViewController?

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        calls.append("shouldSelect \(viewController.title ?? "-")")
        return viewController !== refused
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("didSelect \(viewController.title ?? "-")")
    }
}

/// A tab bar controller of `controllers` shown in a visible 320x480 window.
@MainActor
func makeShownTabBarController(_ controllers: [UIViewController]) -> (UITabBarController, UIWindow) {
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    let window = makeShownWindow(root: tabs)
    return (tabs, window)
}

@MainActor
@Suite("Tab bar controller", .headless)
struct TabBarControllerTests {
    @Test func eachControllerGetsATabAndTheFirstIsSelected() {
        let first = UIViewController(), second = UIViewController()
        first.title = "Feed"
        second.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 7)
        let (tabs, window) = makeShownTabBarController([first, second])

        #expect(tabs.tabBar.items?.map(\.title) == ["Feed", "Inbox"])
        #expect(tabs.tabBar.items?.last?.tag == 7)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === first)
        #expect(tabs.tabBar.selectedItem === first.tabBarItem)
        #expect(first.tabBarController === tabs && second.tabBarController === tabs)
        #expect(tabs.children.count == 2 && tabs.children[0] === first)
        #expect(first.view.window === window)
        #expect(second.isViewLoaded == false)
    }

    @Test func theBarSitsAtTheBottomAndSharesItsWidthBetweenTheTabs() throws {
        let (tabs, window) = makeShownTabBarController([UIViewController(), UIViewController(), UIViewController()])
        tabs.viewControllers?.enumerated().forEach { $0.element.title = "Tab \($0.offset)" }

        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        let frames = try (0..<3).map { try #require(frameOfButton(showing: "Tab \($0)", in: window)) }
        #expect(frames.map(\.minX) == [0, 107, 213])
        #expect(frames.allSatisfy { $0.minY == 431 && $0.height == 49 })
        #expect(tabs.selectedViewController?.view.frame == window.bounds)

        tabs.tabBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(tabs.selectedViewController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
    }

    @Test func tappingATabAsksTheDelegateSelectsAndTells() {
        let first = UIViewController(), second = UIViewController()
        first.title = "Feed"
        second.title = "Inbox"
        let (tabs, window) = makeShownTabBarController([first, second])
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate

        tapButton(showing: "Inbox", in: window)

        #expect(delegate.calls == ["shouldSelect Inbox", "didSelect Inbox"])
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)
        #expect(second.view.window === window && first.viewIfLoaded?.window == nil)
    }

    @Test func aRefusedTabStaysUnselectedAndTheDelegateIsNotToldOfIt() {
        let first = UIViewController(), second = UIViewController()
        first.title = "Feed"
        second.title = "Inbox"
        let (tabs, window) = makeShownTabBarController([first, second])
        let delegate = RecordingTabDelegate()
        delegate.refused = second
        tabs.delegate = delegate

        tapButton(showing: "Inbox", in: window)

        #expect(delegate.calls == ["shouldSelect Inbox"])
        #expect(tabs.selectedViewController === first)
    }

    @Test func tappingTheSelectedTabTellsTheDelegateAgain() {
        let first = UIViewController()
        first.title = "Feed"
        let (tabs, window) = makeShownTabBarController([first, UIViewController()])
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate

        tapButton(showing: "Feed", in: window)

        #expect(delegate.calls == ["shouldSelect Feed", "didSelect Feed"])
    }

    @Test func selectingInCodeDoesNotAskTheDelegate() {
        let (tabs, window) = makeShownTabBarController([UIViewController(), UIViewController()])
        defer { withExtendedLifetime(window) {} }
        let delegate = RecordingTabDelegate()
        tabs.delegate = delegate

        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 1)
        tabs.selectedViewController = tabs.viewControllers?[0]
        #expect(tabs.selectedIndex == 0)
        tabs.selectedIndex = 9
        #expect(tabs.selectedIndex == 0)
        #expect(delegate.calls.isEmpty)
    }

    @Test func switchingTabsRunsTheAppearanceCallsInUIKitsOrder() {
        let log = NavigationEventLog()
        let (tabs, window) = makeShownTabBarController([TabLoggingController("A", log: log), TabLoggingController("B", log: log)])
        #expect(log.entries == ["A viewDidLoad", "A viewWillAppear", "A viewDidAppear"])
        log.entries.removeAll()

        tapButton(showing: "B", in: window)

        #expect(log.entries == ["B viewDidLoad", "B viewWillAppear", "A viewWillDisappear", "A viewDidDisappear", "B viewDidAppear"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func tappingTheSelectedNavigationTabPopsItToItsRoot() {
        let root = UIViewController()
        root.title = "Home"
        let navigation = UINavigationController(rootViewController: root)
        let (_, window) = makeShownTabBarController([navigation, UIViewController()])
        navigation.pushViewController(UIViewController(), animated: false)

        tapButton(showing: "Home", in: window)
        Headless.runUntilIdle()

        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aBadgeShowsItsValueAtTheTopRightOfTheTab() throws {
        let first = UIViewController()
        first.title = "Inbox"
        let (tabs, window) = makeShownTabBarController([first, UIViewController()])
        defer { withExtendedLifetime(tabs) {} }

        first.tabBarItem.badgeValue = "3"
        window.layoutIfNeeded()

        let badge = try #require(labels(showing: "3", in: window).first?.superview)
        let frame = badge.convert(badge.bounds, to: window)
        #expect(frame.height == 18 && frame.width >= 18)
        #expect(frame.minX > 80 && frame.maxX < 160)
        first.tabBarItem.badgeValue = nil
        #expect(labels(showing: "3", in: window).isEmpty)
    }

    @Test func theItemTitleFollowsTheControllersTitleUntilSet() {
        let controller = UIViewController()
        controller.title = "One"
        let item = controller.tabBarItem
        #expect(item?.title == "One")
        controller.title = "Two"
        #expect(item?.title == "Two")
        item?.title = "Own"
        #expect(item?.title == "Own")
        controller.title = "Three"
        #expect(item?.title == "Three")
    }

    @Test func replacingTheControllersKeepsTheSelectionOrItsIndex() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController(), d = UIViewController()
        let (tabs, window) = makeShownTabBarController([a, b, c])
        defer { withExtendedLifetime(window) {} }
        tabs.selectedIndex = 1

        tabs.viewControllers = [c, b]
        #expect(tabs.selectedViewController === b)
        #expect(a.parent == nil && a.tabBarController == nil)

        tabs.viewControllers = [c, d]
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === d)
        #expect(b.viewIfLoaded?.window == nil)
    }

    @Test func aManagedBarRefusesDirectChanges() {
        let (tabs, window) = makeShownTabBarController([UIViewController(), UIViewController()])
        defer { withExtendedLifetime(window) {} }
        let delegate = RecordingBarItemDelegate()

        let messages = Headless.recordingViolations {
            tabs.tabBar.delegate = delegate
            tabs.tabBar.items = []
            tabs.tabBar.selectedItem = nil
        }

        #expect(messages == [
            "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.",
            "Directly modifying a tab bar managed by a tab bar controller is not allowed.",
            "Directly modifying a tab bar managed by a tab bar controller is not allowed.",
        ])
        #expect(tabs.tabBar.items?.count == 2)
    }

    @Test func aDelegateAndAFreedTabBarControllerAreNotKeptAlive() {
        weak var weakTabs: UITabBarController?
        weak var weakChild: UIViewController?
        let delegate = RecordingTabDelegate()
        do {
            let child = UIViewController()
            let (tabs, window) = makeShownTabBarController([child, UIViewController()])
            tabs.delegate = delegate
            weakTabs = tabs
            weakChild = child
            window.rootViewController = nil
        }
        #expect(weakTabs == nil && weakChild == nil)
    }
}

/// A delegate for an app-managed tab bar that logs the items selected.
@MainActor
final class RecordingBarItemDelegate: UITabBarDelegate {
    var selected: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "-") }
}

@MainActor
@Suite("Tab bar", .headless)
struct TabBarTests {
    @Test func anAppsTabBarSelectsTheTappedItemAndTellsItsDelegate() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let bar = UITabBar(frame: CGRect(x: 0, y: 431, width: 320, height: 49))
        let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        let recents = UITabBarItem(tabBarSystemItem: .recents, tag: 2)
        bar.items = [favorites, recents]
        window.addSubview(bar)
        let delegate = RecordingBarItemDelegate()
        bar.delegate = delegate
        window.layoutIfNeeded()

        tapButton(showing: "Recents", in: window)

        #expect(bar.selectedItem === recents)
        #expect(delegate.selected == ["Recents"])
        bar.selectedItem = favorites
        #expect(delegate.selected == ["Recents"])
        favorites.title = "Stars"
        #expect(favorites.title == "Favorites")
    }

    @Test func theBarIsFortyNinePointsHighPlusTheSafeArea() {
        Headless.setScreen(size: CGSize(width: 375, height: 812), scale: 3,
                           safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()

        #expect(UITabBar().sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 100, height: 49))
        #expect(tabs.tabBar.frame.height == 83)
        #expect(tabs.tabBar.frame.maxY == window.bounds.height)
    }

    @Test func aDisabledItemIgnoresTaps() {
        let first = UIViewController(), second = UIViewController()
        second.title = "Locked"
        let (tabs, window) = makeShownTabBarController([first, second])
        second.tabBarItem.isEnabled = false

        tapButton(showing: "Locked", in: window)

        #expect(tabs.selectedViewController === first)
    }
}

// BarSafeAreaTests.swift: navigation bars, toolbars and tab bars sit where a phone puts them on
// each screen, and cover their children's safe area, as UIKit does since iOS 11 ("the safe area
// of a view reflects the area covered by navigation bars, tab bars, toolbars, and other ancestors
// that obscure a view controller's view").
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A screen preset with the frames a device gives its bars in portrait.
struct PhoneBars: Sendable, CustomTestStringConvertible {
    let name: String
    let screen: HeadlessTrait.Screen
    /// Where the navigation bar's top sits (the status bar, or the sensor housing's inset).
    let navigationBarY: CGFloat
    /// The tab bar's height (49 points and the home indicator's inset).
    let tabBarHeight: CGFloat
    var testDescription: String { name }

    static let all = [
        PhoneBars(name: "default", screen: .default, navigationBarY: 20, tabBarHeight: 49),
        PhoneBars(name: "iPhone SE", screen: .iPhoneSE, navigationBarY: 20, tabBarHeight: 49),
        PhoneBars(name: "iPhone 15", screen: .iPhone15, navigationBarY: 59, tabBarHeight: 83),
    ]

    var width: CGFloat { screen.size.width }
    var height: CGFloat { screen.size.height }
    var bottomInset: CGFloat { screen.safeAreaInsets.bottom }
}

/// A controller whose label is pinned to the top of its view's safe area.
@MainActor
final class SafeAreaPinnedController: UIViewController {
    let label = UILabel()
    var safeAreaChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Email"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }
}

@MainActor
func showInWindow(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

@MainActor
@Suite("Bars and the safe area", .headless)
struct BarSafeAreaTests {
    @Test(arguments: PhoneBars.all)
    func aNavigationBarSitsBelowTheStatusBarAndCoversTheChildsSafeArea(_ phone: PhoneBars) {
        phone.screen.install()
        let content = SafeAreaPinnedController()
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: phone.navigationBarY, width: phone.width, height: 44))
        // Under the translucent bar the content fills the screen; its safe area starts below the bar.
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: phone.width, height: phone.height))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: phone.navigationBarY + 44, left: 0, bottom: phone.bottomInset, right: 0))
        #expect(content.label.convert(content.label.bounds, to: window).minY == phone.navigationBarY + 44)
        #expect(content.view.safeAreaLayoutGuide.layoutFrame.minY == phone.navigationBarY + 44)
        withExtendedLifetime(window) {}
    }

    @Test(arguments: PhoneBars.all)
    func anOpaqueBarPutsTheChildBelowIt(_ phone: PhoneBars) {
        phone.screen.install()
        let content = SafeAreaPinnedController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.isTranslucent = false
        let window = showInWindow(navigation)
        let barBottom = phone.navigationBarY + 44
        #expect(content.view.frame == CGRect(x: 0, y: barBottom, width: phone.width, height: phone.height - barBottom))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: phone.bottomInset, right: 0))
        #expect(content.label.frame.minY == 0)
        withExtendedLifetime(window) {}
    }

    @Test func noExtendedEdgesPutTheChildBelowATranslucentBar() {
        HeadlessTrait.Screen.iPhone15.install()
        let content = SafeAreaPinnedController()
        content.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        #expect(content.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
        #expect(content.view.safeAreaInsets.top == 0)
        withExtendedLifetime(window) {}
    }

    @Test func extendedLayoutIncludingOpaqueBarsGoesUnderAnOpaqueBar() {
        HeadlessTrait.Screen.iPhoneSE.install()
        let content = SafeAreaPinnedController()
        content.extendedLayoutIncludesOpaqueBars = true
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.isTranslucent = false
        let window = showInWindow(navigation)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(content.view.safeAreaInsets.top == 64)
        withExtendedLifetime(window) {}
    }

    @Test func hidingTheBarGivesTheChildTheWindowsSafeAreaAndTellsIt() {
        HeadlessTrait.Screen.iPhone15.install()
        let content = SafeAreaPinnedController()
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        let changesBefore = content.safeAreaChanges
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect((content.label.frame.minY - 59).magnitude < 0.001)
        #expect(content.safeAreaChanges == changesBefore + 1)
        navigation.setNavigationBarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == 103)
        withExtendedLifetime(window) {}
    }

    /// With the status bar hidden, the bar goes to the top of a phone with a home button and
    /// stays below the sensor housing of the others.
    @Test(arguments: [(PhoneBars.all[1], CGFloat(0)), (PhoneBars.all[2], CGFloat(59))])
    func withTheStatusBarHiddenTheBarMovesUpToTheTopInset(_ phone: PhoneBars, barY: CGFloat) {
        phone.screen.install()
        let content = NavigationLoggingController("A")
        content.prefersHiddenStatusBar = true
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        #expect(navigation.navigationBar.frame.minY == barY)
        withExtendedLifetime(window) {}
    }

    @Test func additionalSafeAreaInsetsAddToTheBarsCover() {
        HeadlessTrait.Screen.iPhoneSE.install()
        let content = SafeAreaPinnedController()
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 74, left: 0, bottom: 5, right: 0))
        #expect(content.label.frame.minY == 74)
        withExtendedLifetime(window) {}
    }

    @Test func aPushedControllerGetsTheSameSafeArea() {
        HeadlessTrait.Screen.iPhone15.install()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(navigation)
        let detail = SafeAreaPinnedController()
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(detail.view.safeAreaInsets.top == 103)
        #expect(detail.label.convert(detail.label.bounds, to: window).minY == 103)
        withExtendedLifetime(window) {}
    }

    // MARK: - Tab bars

    @Test(arguments: PhoneBars.all)
    func aTabBarSitsAtTheBottomAndCoversTheChildsSafeArea(_ phone: PhoneBars) {
        phone.screen.install()
        let content = SafeAreaPinnedController()
        let tabs = UITabBarController()
        tabs.viewControllers = [content]
        let window = showInWindow(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: phone.height - phone.tabBarHeight, width: phone.width, height: phone.tabBarHeight))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: phone.width, height: phone.height))
        #expect(content.view.safeAreaInsets.bottom == phone.tabBarHeight)
        #expect(content.view.safeAreaInsets.top == phone.screen.safeAreaInsets.top)
        withExtendedLifetime(window) {}
    }

    @Test(arguments: PhoneBars.all)
    func aNavigationControllerInATabHasBothBarsCover(_ phone: PhoneBars) {
        phone.screen.install()
        let content = SafeAreaPinnedController()
        let navigation = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = showInWindow(tabs)
        #expect(navigation.navigationBar.frame.minY == phone.navigationBarY)
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: phone.navigationBarY + 44, left: 0, bottom: phone.tabBarHeight, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test func anOpaqueTabBarPutsTheChildAboveIt() {
        HeadlessTrait.Screen.iPhone15.install()
        let content = SafeAreaPinnedController()
        let tabs = UITabBarController()
        tabs.tabBar.isTranslucent = false
        tabs.viewControllers = [content]
        let window = showInWindow(tabs)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 769))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        withExtendedLifetime(window) {}
    }

    // MARK: - The navigation controller's toolbar

    @Test func theToolbarIsHiddenByDefault() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.isToolbarHidden)
        navigation.loadViewIfNeeded()
        #expect(navigation.toolbar.superview == nil)
        #expect(UIViewController().toolbarItems == nil)
    }

    @Test(arguments: PhoneBars.all)
    func aShownToolbarRestsOnTheHomeIndicatorAndCoversTheChildsSafeArea(_ phone: PhoneBars) {
        phone.screen.install()
        let content = SafeAreaPinnedController()
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        content.toolbarItems = [share]
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        let window = showInWindow(navigation)
        let toolbarY = phone.height - phone.bottomInset - 44
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: toolbarY, width: phone.width, height: 44))
        #expect(navigation.toolbar.superview === navigation.view)
        #expect(navigation.toolbar.items?.first === share)
        #expect(content.view.safeAreaInsets.bottom == phone.bottomInset + 44)
        navigation.setToolbarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.superview == nil)
        #expect(content.view.safeAreaInsets.bottom == phone.bottomInset)
        withExtendedLifetime(window) {}
    }

    @Test func theToolbarShowsTheTopControllersItems() {
        let root = UIViewController()
        let rootItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.toolbarItems = [rootItem]
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        let window = showInWindow(navigation)
        let detail = UIViewController()
        let detailItem = UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)
        detail.setToolbarItems([detailItem], animated: false)
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.toolbar.items?.map(\.title) == ["Reply"])
        navigation.popViewController(animated: false)
        #expect(navigation.toolbar.items?.map(\.title) == ["Edit"])
        root.toolbarItems = nil
        #expect(navigation.toolbar.items == nil)
        withExtendedLifetime(window) {}
    }

    // MARK: - hidesBottomBarWhenPushed

    @Test func aPushedControllerThatHidesTheBottomBarHidesTheTabBarUntilPopped() {
        HeadlessTrait.Screen.iPhone15.install()
        let root = SafeAreaPinnedController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = showInWindow(tabs)
        #expect(UIViewController().hidesBottomBarWhenPushed == false)
        let detail = SafeAreaPinnedController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        // A controller pushed above it keeps the bar hidden.
        let more = SafeAreaPinnedController()
        navigation.pushViewController(more, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        navigation.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 83)
        withExtendedLifetime(window) {}
    }

    @Test func aTopControllerThatHidesTheBottomBarHidesTheToolbar() {
        HeadlessTrait.Screen.iPhoneSE.install()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.isToolbarHidden = false
        let window = showInWindow(navigation)
        let detail = SafeAreaPinnedController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.superview == nil)
        #expect(!navigation.isToolbarHidden)
        #expect(detail.view.safeAreaInsets.bottom == 0)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.superview === navigation.view)
        withExtendedLifetime(window) {}
    }

    @Test func changingTheToolbarsTranslucencyPlacesTheChildAgain() {
        // Found by BarsFuzzTests: the toolbar's translucency did not lay the container out again,
        // so a child stayed above a toolbar that had turned translucent (and under one that had
        // turned opaque) until something else asked for layout.
        HeadlessTrait.Screen.iPhone15.install()
        let content = SafeAreaPinnedController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.toolbar.isTranslucent = false
        navigation.setToolbarHidden(false, animated: false)
        let window = showInWindow(navigation)
        let toolbarY: CGFloat = 852 - 34 - 44
        #expect(content.view.frame.maxY == toolbarY)
        #expect(content.view.safeAreaInsets.bottom == 0)
        navigation.toolbar.isTranslucent = true
        window.layoutIfNeeded()
        #expect(content.view.frame.maxY == 852)
        #expect(content.view.safeAreaInsets.bottom == 852 - toolbarY)
        navigation.toolbar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(content.view.frame.maxY == toolbarY)
        withExtendedLifetime(window) {}
    }

    // MARK: - A window larger than the screen

    @Test func theBarOfAWindowLargerThanTheScreenCountsOnlyTheScreensUnsafeArea() {
        // The 320×480 screen has no unsafe area: the part of the window below it is not one.
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(window.safeAreaInsets == .zero)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 751, width: 400, height: 49))

        // A notched phone: the window gets the screen's insets where it covers its unsafe edges.
        Headless.setScreen(size: CGSize(width: 375, height: 812), scale: 3,
                           safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let tall = UITabBarController()
        tall.viewControllers = [UIViewController()]
        let large = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 900))
        large.rootViewController = tall
        large.makeKeyAndVisible()
        large.layoutIfNeeded()
        #expect(large.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(tall.tabBar.frame.height == 83)           // 49 and the screen's 34
        #expect(tall.tabBar.frame.maxY == 900)
    }
}

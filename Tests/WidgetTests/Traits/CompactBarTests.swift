// CompactBarTests.swift: bars on a phone held on its side. Apple documents a navigation bar's and a
// toolbar's `compactAppearance` as the settings "for a compact-height" bar and a tab item's
// `compactInline` style as "a side-by-side layout of the icon and title"; on a device a phone whose
// vertical size class is compact shows a navigation bar and a toolbar 32 points high (44 upright),
// no large title, and a tab bar 32 points high (plus the home indicator's 21) with each item's image
// beside its title. The bars hear of the change with the trait update and are placed again, and
// the navigation controller lays its content out below the shorter bar.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A phone, and where it puts its bars on its side.
struct SidewaysPhone: Sendable, CustomTestStringConvertible {
    let name: String
    let screen: HeadlessTrait.Screen
    /// The screen's safe-area insets on its side (as the device reports them).
    let insets: UIEdgeInsets
    var testDescription: String { name }

    static let all = [
        SidewaysPhone(name: "iPhone SE", screen: .iPhoneSE, insets: .zero),
        SidewaysPhone(name: "iPhone 15", screen: .iPhone15, insets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        SidewaysPhone(name: "iPhone 15 Pro Max", screen: .iPhone15ProMax, insets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
    ]

    /// The screen's size on its side.
    var size: CGSize { CGSize(width: screen.size.height, height: screen.size.width) }
}

/// A controller with a tab bar item that has an image.
@MainActor
private func tabController(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "star"), tag: 0)
    return controller
}

@MainActor
@Suite("Bars on a phone on its side", .headless)
struct CompactBarTests {
    @Test(arguments: SidewaysPhone.all)
    func theNavigationBarIs32PointsHighAndTheContentSitsBelowIt(_ phone: SidewaysPhone) {
        phone.screen.install()
        let content = SafeAreaPinnedController()
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        #expect(navigation.navigationBar.frame.height == 44)

        Headless.rotate(to: .landscapeLeft, animated: false)
        #expect(navigation.traitCollection.verticalSizeClass == .compact)
        #expect(window.safeAreaInsets == phone.insets)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: phone.size.width, height: 32))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: phone.insets.left, bottom: phone.insets.bottom,
                                                            right: phone.insets.right))
        #expect(content.label.convert(content.label.bounds, to: window).minY == 32)

        Headless.rotate(to: .portrait, animated: false)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(content.label.convert(content.label.bounds, to: window).minY == navigation.navigationBar.frame.maxY)
        withExtendedLifetime(window) {}
    }

    @Test func anOpaqueBarsContentMovesUpUnderTheShorterBarDuringAnAnimatedTurn() {
        HeadlessTrait.Screen.iPhone15.install()
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.isTranslucent = false
        let window = showInWindow(navigation)
        #expect(content.view.frame.minY == CGFloat(59 + 44))

        Headless.rotate(to: .landscapeRight)
        Headless.advance(by: Headless.rotationDuration + 0.1)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(content.view.frame == CGRect(x: 0, y: 32, width: 852, height: 393 - 32))
        withExtendedLifetime(window) {}
    }

    @Test func aLargeTitleDoesNotShowOnItsSide() {
        HeadlessTrait.Screen.iPhone15.install()
        let content = UIViewController()
        content.title = "Inbox"
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(titleFontSizes(in: navigation.navigationBar) == [34])

        Headless.rotate(to: .landscapeLeft, animated: false)
        #expect(navigation.navigationBar.frame.height == 32)
        #expect(titleFontSizes(in: navigation.navigationBar) == [17])

        Headless.rotate(to: .portrait, animated: false)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(titleFontSizes(in: navigation.navigationBar) == [34])
        withExtendedLifetime(window) {}
    }

    /// The point sizes of the bar's labels that show "Inbox".
    private func titleFontSizes(in bar: UINavigationBar) -> [CGFloat] {
        bar.subviews.compactMap { $0 as? UILabel }.filter { $0.text == "Inbox" && !$0.isHidden }.map(\.font.pointSize)
    }

    @Test func theToolbarIs32PointsHighAboveTheHomeIndicator() {
        HeadlessTrait.Screen.iPhone15.install()
        let content = UIViewController()
        content.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        let window = showInWindow(navigation)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))

        Headless.rotate(to: .landscapeLeft, animated: false)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 393 - 21 - 32, width: 852, height: 32))
        #expect(content.view.safeAreaInsets.bottom == CGFloat(21 + 32))
        withExtendedLifetime(window) {}
    }

    @Test(arguments: SidewaysPhone.all)
    func theTabBarIsShorterWithEachImageBesideItsTitle(_ phone: SidewaysPhone) throws {
        phone.screen.install()
        let tabs = UITabBarController()
        tabs.viewControllers = [tabController("Inbox"), tabController("Settings")]
        let window = showInWindow(tabs)
        let upright = try #require(tabButtons(in: tabs.tabBar).first)
        #expect(tabs.tabBar.frame.height == 49 + phone.screen.safeAreaInsets.bottom)
        #expect(upright.image.frame.maxY <= upright.title.frame.minY)

        Headless.rotate(to: .landscapeLeft, animated: false)
        let height = 32 + phone.insets.bottom
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: phone.size.height - height, width: phone.size.width, height: height))
        for button in tabButtons(in: tabs.tabBar) {
            #expect(button.image.frame.maxX <= button.title.frame.minX)
            #expect(abs(button.image.frame.midY - button.title.frame.midY) <= 1)
            #expect(button.title.frame.maxY <= 32)
        }
        #expect(tabs.selectedViewController?.view.safeAreaInsets.bottom == height)
        withExtendedLifetime(window) {}
    }

    /// Each tab button's image view and title label.
    private func tabButtons(in bar: UITabBar) -> [(image: UIImageView, title: UILabel)] {
        bar.subviews.compactMap { $0 as? UIControl }.compactMap { button in
            guard let image = button.subviews.compactMap({ $0 as? UIImageView }).first,
                  let title = button.subviews.compactMap({ $0 as? UILabel }).first else { return nil }
            return (image, title)
        }
    }

    @Test func theBarsFollowACompactHeightHeardFromTheTraitsWithoutATurn() {
        HeadlessTrait.Screen.iPhone15.install()
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.isTranslucent = false
        let window = showInWindow(navigation)
        #expect(content.view.frame.minY == CGFloat(59 + 44))

        navigation.traitOverrides.verticalSizeClass = .compact
        Headless.advance(by: 0.1)
        #expect(navigation.navigationBar.frame.height == 32)
        #expect(content.view.frame.minY == CGFloat(59 + 32))

        navigation.traitOverrides.verticalSizeClass = .regular
        Headless.advance(by: 0.1)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(content.view.frame.minY == CGFloat(59 + 44))
        withExtendedLifetime(window) {}
    }

    @Test func anIPadsBarsKeepTheirHeightOnItsSide() {
        HeadlessTrait.Screen.iPadPortrait.install()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(navigation)
        let upright = navigation.navigationBar.frame.height
        Headless.rotate(to: .landscapeLeft, animated: false)
        #expect(navigation.traitCollection.verticalSizeClass == .regular)
        #expect(navigation.navigationBar.frame.height == upright)
        withExtendedLifetime(window) {}
    }
}

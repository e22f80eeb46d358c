// TabBarAppearanceTests.swift: what a tab bar shows from the appearance in effect (iOS 13 and
// 15): its background and hairline, the selected item's own appearances, each item's icon,
// title and badge colours per state, and the scroll-edge look while the content's bottom is at
// the bar (Tabs/UITabBar+Appearance.swift, Appearance/BarScrollEdge.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller titled `title` whose tab has a star.
@MainActor
private func starTab(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "star"), tag: 0)
    return controller
}

/// The title label of the tab titled `title`, and its icon view.
@MainActor
private func tab(_ title: String, in bar: UITabBar) -> (title: UILabel, icon: UIImageView)? {
    guard let label = labels(showing: title, in: bar).first,
          let icon = label.superview?.subviews.compactMap({ $0 as? UIImageView }).first else { return nil }
    return (label, icon)
}

/// An opaque tab bar appearance in `color`.
@MainActor
private func opaqueTabAppearance(_ color: UIColor) -> UITabBarAppearance {
    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = color
    return appearance
}

@MainActor
@Suite("Tab bar: appearances", .headless)
struct TabBarAppearanceTests {
    @Test func itemsTakeTheIconAndTitleColoursOfTheirState() throws {
        let (tabs, window) = makeShownTabBarController([starTab("Inbox"), starTab("Sent")])
        defer { withExtendedLifetime(window) {} }
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        appearance.stackedLayoutAppearance.normal.iconColor = .darkGray
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        window.layoutIfNeeded()

        let inbox = try #require(tab("Inbox", in: tabs.tabBar)), sent = try #require(tab("Sent", in: tabs.tabBar))
        #expect(inbox.icon.tintColor == .systemPink && inbox.title.textColor == .systemPink)
        #expect(sent.icon.tintColor == .darkGray && sent.title.textColor == .gray)

        tabs.selectedIndex = 1
        #expect(inbox.icon.tintColor == .darkGray && inbox.title.textColor == .gray)
        #expect(sent.icon.tintColor == .systemPink && sent.title.textColor == .systemPink)
    }

    @Test func withoutAnAppearanceItemsKeepTheTintAndTheUnselectedColour() throws {
        let (tabs, window) = makeShownTabBarController([starTab("Inbox"), starTab("Sent")])
        defer { withExtendedLifetime(window) {} }
        tabs.tabBar.unselectedItemTintColor = .brown
        let inbox = try #require(tab("Inbox", in: tabs.tabBar)), sent = try #require(tab("Sent", in: tabs.tabBar))
        #expect(inbox.title.textColor == tabs.tabBar.tintColor)
        #expect(sent.icon.tintColor == .brown)
    }

    @Test func theBadgeTakesTheStatesBadgeColours() throws {
        let first = starTab("Inbox")
        let (tabs, window) = makeShownTabBarController([first, starTab("Sent")])
        defer { withExtendedLifetime(window) {} }
        first.tabBarItem.badgeValue = "3"
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.badgeBackgroundColor = .systemIndigo
        appearance.stackedLayoutAppearance.selected.badgeTextAttributes = [.foregroundColor: UIColor.yellow]
        tabs.tabBar.standardAppearance = appearance
        window.layoutIfNeeded()

        let value = try #require(labels(showing: "3", in: tabs.tabBar).first)
        #expect(value.textColor == .yellow)
        #expect(value.superview?.backgroundColor == .systemIndigo)
    }

    @Test func aTabBarOverShortContentIsTransparentAtTheScrollEdge() {
        let (tabs, window) = makeShownTabBarController([starTab("Inbox"), starTab("Sent")])
        defer { withExtendedLifetime(window) {} }
        #expect(barBackgroundColor(of: tabs.tabBar) == nil)
        #expect(!barShowsHairline(tabs.tabBar))

        tabs.tabBar.scrollEdgeAppearance = opaqueTabAppearance(.systemMint)
        #expect(barBackgroundColor(of: tabs.tabBar) == UIColor.systemMint.resolvedColor(with: tabs.tabBar.traitCollection))
    }

    @Test func anOpaqueTabBarIsBlackInTheDarkAndItsItemsKeepTheirStateColours() throws {
        let (tabs, window) = makeShownTabBarController([starTab("Inbox"), starTab("Sent")])
        defer { withExtendedLifetime(window) {} }
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.normal.iconColor = .secondaryLabel
        tabs.tabBar.scrollEdgeAppearance = appearance
        tabs.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()

        #expect(barBackgroundColor(of: tabs.tabBar) == UIColor(white: 0, alpha: 1))
        let sent = try #require(tab("Sent", in: tabs.tabBar))
        let icon = sent.icon.tintColor.resolvedColor(with: tabs.tabBar.traitCollection)
        #expect(icon == UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func anAppsOwnTabBarShowsItsStandardAppearance() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        bar.items = [UITabBarItem(title: "One", image: nil, tag: 0)]
        #expect(barBackgroundColor(of: bar) == UIColor.defaultBarGreyForTests)
        #expect(barShowsHairline(bar))
        bar.standardAppearance = opaqueTabAppearance(.systemMint)
        #expect(barBackgroundColor(of: bar) == UIColor.systemMint.resolvedColor(with: bar.traitCollection))
    }

    @Test func scrollingALongTableSwitchesTheTabBarAtTheBottomEdge() {
        let list = AppearanceRowsController("List", rows: 40)
        list.tabBarItem = UITabBarItem(title: "List", image: nil, tag: 0)
        let (tabs, window) = makeShownTabBarController([list, starTab("Other")])
        defer { withExtendedLifetime(window) {} }
        let bar = tabs.tabBar
        bar.scrollEdgeAppearance = opaqueTabAppearance(.systemMint)
        window.layoutIfNeeded()
        let mint = UIColor.systemMint.resolvedColor(with: bar.traitCollection)
        #expect(barBackgroundColor(of: bar) == UIColor.defaultBarGreyForTests)   // rows go on below the bar

        let table = list.tableView!
        let bottom = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        table.contentOffset = CGPoint(x: 0, y: bottom)
        #expect(barBackgroundColor(of: bar) == mint)
        table.contentOffset = CGPoint(x: 0, y: bottom - 10)
        #expect(barBackgroundColor(of: bar) == UIColor.defaultBarGreyForTests)
    }

    @Test func theSelectedItemsOwnAppearanceOverridesTheBars() {
        let first = starTab("Inbox"), second = starTab("Sent")
        let (tabs, window) = makeShownTabBarController([first, second])
        defer { withExtendedLifetime(window) {} }
        tabs.tabBar.scrollEdgeAppearance = opaqueTabAppearance(.systemMint)
        second.tabBarItem.scrollEdgeAppearance = opaqueTabAppearance(.systemBrown)
        let traits = tabs.tabBar.traitCollection

        #expect(barBackgroundColor(of: tabs.tabBar) == UIColor.systemMint.resolvedColor(with: traits))
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: tabs.tabBar) == UIColor.systemBrown.resolvedColor(with: traits))
        tabs.selectedIndex = 0
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: tabs.tabBar) == UIColor.systemMint.resolvedColor(with: traits))
    }

    @Test func theCompactInlineItemAppearanceShowsOnAPhoneOnItsSide() throws {
        HeadlessTrait.Screen.iPhone15.install()
        let tabs = UITabBarController()
        tabs.viewControllers = [starTab("Inbox"), starTab("Sent")]
        let window = showInWindow(tabs)
        defer { withExtendedLifetime(window) {} }
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.iconColor = .systemRed
        appearance.compactInlineLayoutAppearance.normal.iconColor = .systemGreen
        tabs.tabBar.standardAppearance = appearance
        window.layoutIfNeeded()
        let sent = try #require(tab("Sent", in: tabs.tabBar))
        #expect(sent.icon.tintColor == .systemRed)

        Headless.rotate(to: .landscapeLeft, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame.height < 60)   // 32 points and the home indicator
        let turned = try #require(tab("Sent", in: tabs.tabBar))
        #expect(turned.icon.tintColor == .systemGreen)
    }
}

// NavigationBarAppearanceTests.swift: what a navigation bar shows from the appearance in effect
// (iOS 13 and 15): background, hairline, titles and buttons from the bar's standard appearance,
// the top item's, the compact one on a phone on its side, and the scroll-edge one while the
// content is at its top (UINavigationBar+Appearance.swift, Appearance/BarScrollEdge.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The view that paints a bar's background.
@MainActor
func barBackground(of bar: UIView) -> UIView? {
    bar.subviews.first { String(describing: type(of: $0)) == "_UIBarBackground" }
}

/// The view that paints a bar's background; a bar without one fails the test, so that the
/// checks below cannot pass on a bar that draws nothing.
@MainActor
private func requiredBarBackground(of bar: UIView, _ location: SourceLocation) -> UIView? {
    guard let background = barBackground(of: bar) else {
        Issue.record("\(type(of: bar)) has no background view", sourceLocation: location)
        return nil
    }
    return background
}

/// The background's colour resolved in the bar's traits (nil: none).
@MainActor
func barBackgroundColor(of bar: UIView, sourceLocation: SourceLocation = #_sourceLocation) -> UIColor? {
    requiredBarBackground(of: bar, sourceLocation)?.backgroundColor?.resolvedColor(with: bar.traitCollection)
}

/// Whether the bar draws its hairline (the dump says `shadow = none` when it does not).
@MainActor
func barShowsHairline(_ bar: UIView, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    requiredBarBackground(of: bar, sourceLocation).map { !$0.description.contains("shadow = none") } ?? false
}

/// An opaque appearance in `color` with white titles, as apps write it.
@MainActor
func opaqueNavigationAppearance(_ color: UIColor) -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = color
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    return appearance
}

/// A table controller with `rows` rows, titled `title`.
@MainActor
final class AppearanceRowsController: UITableViewController {
    let rows: Int
    init(_ title: String, rows: Int) {
        self.rows = rows
        super.init(style: .plain)
        self.title = title
    }
    required init?(coder: NSCoder) { return nil }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite("Navigation bar: appearances", .headless)
struct NavigationBarAppearanceTests {
    private let grey = UIColor.defaultBarGreyForTests

    @Test func anAppsOwnBarShowsTheStandardAppearanceTranslucentGreyWithAHairline() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UINavigationItem(title: "Mine")]
        bar.layoutIfNeeded()
        #expect(barBackgroundColor(of: bar) == grey)
        #expect(barShowsHairline(bar))
        // Not managed by a navigation controller: the scroll edge does not apply (Apple's words).
        bar.scrollEdgeAppearance = opaqueNavigationAppearance(.red)
        #expect(barBackgroundColor(of: bar) == grey)
    }

    @Test func aDefaultBarOverContentAtItsTopIsTransparentWithoutAHairline() throws {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Home"))
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar

        #expect(barBackgroundColor(of: bar) == nil)
        #expect(!barShowsHairline(bar))
        let line = try #require(barBackground(of: bar)?.description)
        #expect(line.contains("background = transparent; shadow = none"))
        #expect(navigationTitleLabel(of: bar)?.textColor == .label)
    }

    @Test func theStandardAndScrollEdgeAppearancesColourTheBarAndItsTitles() {
        let root = NavigationLoggingController("Home")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let appearance = opaqueNavigationAppearance(.systemBlue)

        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        window.layoutIfNeeded()

        #expect(barBackgroundColor(of: bar) == UIColor.systemBlue.resolvedColor(with: bar.traitCollection))
        #expect(barShowsHairline(bar))
        #expect(navigationTitleLabel(of: bar)?.textColor == .white)
        #expect(navigationTitleLabel(of: bar)?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
    }

    @Test func theBarKeepsACopySoLaterChangesShowOnlyWhenAssignedAgain() {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Home"))
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let appearance = opaqueNavigationAppearance(.systemBlue)
        bar.scrollEdgeAppearance = appearance

        appearance.backgroundColor = .systemRed
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: bar) == UIColor.systemBlue.resolvedColor(with: bar.traitCollection))
        #expect(bar.scrollEdgeAppearance !== appearance)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemBlue)

        bar.scrollEdgeAppearance = appearance
        #expect(barBackgroundColor(of: bar) == UIColor.systemRed.resolvedColor(with: bar.traitCollection))
    }

    @Test func theStandardAppearanceStartsAsTheSystemDefaultAndReflectsTheOlderProperties() {
        let bar = UINavigationBar()
        #expect(bar.standardAppearance.backgroundEffect != nil)
        #expect(bar.compactAppearance == nil && bar.scrollEdgeAppearance == nil)
        #expect(bar.compactScrollEdgeAppearance == nil)
        bar.barTintColor = .systemOrange
        bar.isTranslucent = false
        #expect(bar.standardAppearance.backgroundColor == .systemOrange)
        #expect(barBackgroundColor(of: bar) == UIColor.systemOrange.resolvedColor(with: bar.traitCollection))
    }

    @Test func theTopItemsAppearancesOverrideTheBarsWhileItIsOnTop() {
        let root = NavigationLoggingController("Home"), detail = NavigationLoggingController("Detail")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        bar.scrollEdgeAppearance = opaqueNavigationAppearance(.systemBlue)
        detail.navigationItem.scrollEdgeAppearance = opaqueNavigationAppearance(.systemGreen)

        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: bar) == UIColor.systemGreen.resolvedColor(with: bar.traitCollection))

        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: bar) == UIColor.systemBlue.resolvedColor(with: bar.traitCollection))
    }

    @Test func withoutAScrollEdgeAppearanceTheScrollEdgeIsTheStandardOneMadeTransparent() {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Home"))
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        bar.standardAppearance = opaqueNavigationAppearance(.systemBlue)
        window.layoutIfNeeded()

        #expect(barBackgroundColor(of: bar) == nil)
        #expect(!barShowsHairline(bar))
        #expect(navigationTitleLabel(of: bar)?.textColor == .white)   // the standard one's titles
    }

    @Test func scrollingATableUnderTheBarSwitchesBetweenScrollEdgeAndStandard() {
        let list = AppearanceRowsController("List", rows: 50)
        let (navigation, window) = makeShownNavigationController(root: list)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        bar.standardAppearance = opaqueNavigationAppearance(.systemBlue)
        bar.scrollEdgeAppearance = opaqueNavigationAppearance(.systemGreen)
        window.layoutIfNeeded()
        let blue = UIColor.systemBlue.resolvedColor(with: bar.traitCollection)
        let green = UIColor.systemGreen.resolvedColor(with: bar.traitCollection)
        let table = list.tableView!
        let top = -table.adjustedContentInset.top
        #expect(top == -64)
        #expect(barBackgroundColor(of: bar) == green)

        table.contentOffset = CGPoint(x: 0, y: top + 1)
        #expect(barBackgroundColor(of: bar) == blue)      // at once, from scrollViewDidScroll
        table.contentOffset = CGPoint(x: 0, y: top)
        #expect(barBackgroundColor(of: bar) == green)
        table.contentOffset = CGPoint(x: 0, y: top - 30)  // pulled down past the top
        #expect(barBackgroundColor(of: bar) == green)
    }

    @Test func aDragSwitchesTheBarMidFlightOnTheVirtualClock() {
        let list = AppearanceRowsController("List", rows: 50)
        let (navigation, window) = makeShownNavigationController(root: list)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: bar) == nil)

        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), holdBeforeLifting: 0.2)
        #expect(list.tableView.contentOffset.y > -64)
        #expect(barBackgroundColor(of: bar) == grey)
        #expect(barShowsHairline(bar))
        list.tableView.setContentOffset(CGPoint(x: 0, y: -64), animated: true)
        Headless.advance(by: 0.1)
        #expect(barBackgroundColor(of: bar) == grey)       // still on the way up
        Headless.runUntilIdle()
        #expect(barBackgroundColor(of: bar) == nil)
    }

    @Test func barButtonItemsAndTheBackButtonTakeTheirAppearancesColours() throws {
        let root = NavigationLoggingController("Home"), detail = NavigationLoggingController("Detail")
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        detail.navigationItem.leftItemsSupplementBackButton = true
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: false)
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPink,
                                                                      .font: UIFont.systemFont(ofSize: 15, weight: .heavy)]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemTeal]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        window.layoutIfNeeded()
        let bar = navigation.navigationBar

        let edit = try #require(labels(showing: "Edit", in: bar).first)
        let save = try #require(labels(showing: "Save", in: bar).first)
        let back = try #require(labels(showing: "Home", in: bar).first)
        #expect(edit.textColor == .systemYellow)
        #expect(save.textColor == .systemPink)
        #expect(save.font == UIFont.systemFont(ofSize: 15, weight: .heavy))
        #expect(back.textColor == .systemTeal)
    }

    /// Apple: "If you don't change the value of this property [backButtonAppearance], the
    /// navigation bar applies the attributes from the buttonAppearance property."
    @Test func theBackButtonLooksAsThePlainButtonsUntilItsOwnAppearanceChanges() throws {
        let root = NavigationLoggingController("Home"), detail = NavigationLoggingController("Detail")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: false)
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(try #require(labels(showing: "Home", in: bar).first).textColor == .systemYellow)

        let own = UIBarButtonItemAppearance(style: .plain)      // assigned, even with defaults: its own
        appearance.backButtonAppearance = own
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        window.layoutIfNeeded()
        #expect(try #require(labels(showing: "Home", in: bar).first).textColor != .systemYellow)
    }

    @Test func buttonAppearancesAreCopiedWhenAssigned() {
        let buttons = UIBarButtonItemAppearance(style: .plain)
        buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance = buttons
        appearance.doneButtonAppearance = buttons
        #expect(appearance.buttonAppearance !== buttons && appearance.doneButtonAppearance !== appearance.buttonAppearance)
        buttons.normal.titleTextAttributes = [:]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
        #expect(appearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        let tabs = UITabBarAppearance(), item = UITabBarItemAppearance(style: .stacked)
        tabs.stackedLayoutAppearance = item
        item.normal.iconColor = .red
        #expect(tabs.stackedLayoutAppearance !== item && tabs.stackedLayoutAppearance.normal.iconColor == nil)
    }

    @Test func theCompactAppearanceShowsOnAPhoneOnItsSide() {
        HeadlessTrait.Screen.iPhone15.install()
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Home"))
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        bar.scrollEdgeAppearance = opaqueNavigationAppearance(.systemBlue)
        bar.compactScrollEdgeAppearance = opaqueNavigationAppearance(.systemOrange)
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: bar) == UIColor.systemBlue.resolvedColor(with: bar.traitCollection))

        Headless.rotate(to: .landscapeLeft, animated: false)
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: bar) == UIColor.systemOrange.resolvedColor(with: bar.traitCollection))

        Headless.rotate(to: .portrait, animated: false)
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: bar) == UIColor.systemBlue.resolvedColor(with: bar.traitCollection))
    }

    @Test func aBarTintColorAloneIsTransparentAtTheScrollEdgeAsSinceIOS15() {
        let list = AppearanceRowsController("List", rows: 50)
        let (navigation, window) = makeShownNavigationController(root: list)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        bar.barTintColor = .systemRed
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: bar) == nil)

        list.tableView.contentOffset.y += 100
        let red = UIColor.systemRed.resolvedColor(with: bar.traitCollection)
        #expect(barBackgroundColor(of: bar) == red.withAlphaComponent(red.rgba.alpha * 0.94))
    }

    @Test func aCompactBarWithoutACompactScrollEdgeAppearanceUsesTheScrollEdgeOne() {
        HeadlessTrait.Screen.iPhone15.install()
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Home"))
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        bar.scrollEdgeAppearance = opaqueNavigationAppearance(.systemBlue)
        bar.compactAppearance = opaqueNavigationAppearance(.systemOrange)
        Headless.rotate(to: .landscapeLeft, animated: false)
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: bar) == UIColor.systemBlue.resolvedColor(with: bar.traitCollection))
    }

    @Test func anOpaqueBackgroundIsTheThemesBackgroundBlackInTheDark() {
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("Home"))
        defer { withExtendedLifetime(window) {} }
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        navigation.navigationBar.scrollEdgeAppearance = opaque
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: navigation.navigationBar) == UIColor(white: 1, alpha: 1))

        navigation.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(barBackgroundColor(of: navigation.navigationBar) == UIColor(white: 0, alpha: 1))
        let title = navigationTitleLabel(of: navigation.navigationBar)?.textColor
        #expect(title?.resolvedColor(with: navigation.navigationBar.traitCollection) == UIColor(white: 1, alpha: 1))
    }

    @Test func theContentScrollViewIsTheViewOrItsFirstSubviewUnlessSet() {
        let list = AppearanceRowsController("List", rows: 3)
        #expect(list.contentScrollView(for: .top) == nil)   // the view is not loaded
        list.loadViewIfNeeded()
        #expect(list.contentScrollView(for: .top) === list.tableView)
        let plain = UIViewController()
        let scroll = UIScrollView()
        plain.view.addSubview(scroll)
        #expect(plain.contentScrollView(for: .bottom) === scroll)
        let other = UIScrollView()
        plain.setContentScrollView(other, for: .top)
        #expect(plain.contentScrollView(for: .top) === other)
        #expect(plain.contentScrollView(for: .bottom) === scroll)
        let navigation = UINavigationController(rootViewController: list)
        #expect(navigation.contentScrollView(for: .top) === list.tableView)
    }

    @Test func askingForTheScrollViewOfSeveralEdgesIsReported() {
        let violations = Headless.recordingViolations {
            #expect(UIViewController().contentScrollView(for: .all) == nil)
        }
        #expect(violations.count == 1)
    }
}

extension UIColor {
    /// The default bar background as the bar paints it: UIKit's light grey, 94% opaque.
    @MainActor static var defaultBarGreyForTests: UIColor {
        UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    }
}

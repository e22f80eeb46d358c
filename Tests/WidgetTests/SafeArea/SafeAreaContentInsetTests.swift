// SafeAreaContentInsetTests.swift: scroll views take their safe area into
// `adjustedContentInset` as `contentInsetAdjustmentBehavior` says, so a table under a navigation
// bar starts with its first row just below the bar and scrolls under it.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A scroll view that counts `adjustedContentInsetDidChange()`.
@MainActor
final class CountingScrollView: UIScrollView {
    var adjustments = 0
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        adjustments += 1
    }
}

/// A table of `rows` rows titled "Row n".
@MainActor
final class RowsController: UITableViewController {
    var rows = 50
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite("Safe area in content insets", .headless)
struct SafeAreaContentInsetTests {
    @Test func theDefaultsAreUIKits() {
        let scrollView = UIScrollView()
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.automaticallyAdjustsScrollIndicatorInsets)
        #expect(scrollView.verticalScrollIndicatorInsets == .zero)
    }

    @Test(arguments: PhoneBars.all)
    func aTableUnderANavigationBarStartsBelowIt(_ phone: PhoneBars) {
        phone.screen.install()
        let table = RowsController(style: .plain)
        let navigation = UINavigationController(rootViewController: table)
        let window = showInWindow(navigation)
        let top = phone.navigationBarY + 44
        #expect(table.tableView.contentInset == .zero)
        #expect(table.tableView.adjustedContentInset == UIEdgeInsets(top: top, left: 0, bottom: phone.bottomInset, right: 0))
        #expect(table.tableView.contentOffset == CGPoint(x: 0, y: -top))
        let first = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first.map { $0.convert($0.bounds, to: window).minY } == top)
        // Cells do not see the part of the safe area the table took into its insets.
        #expect(first?.safeAreaInsets == .zero)
        withExtendedLifetime(window) {}
    }

    @Test func aShortTableUnderANavigationBarIsAdjustedToo() {
        HeadlessTrait.Screen.iPhoneSE.install()
        let table = RowsController(style: .plain)
        table.rows = 2
        let window = showInWindow(UINavigationController(rootViewController: table))
        #expect(table.tableView.adjustedContentInset.top == 64)
        #expect(table.tableView.contentOffset.y == -64)
        withExtendedLifetime(window) {}
    }

    @Test func neverLeavesTheInsetsAlone() {
        HeadlessTrait.Screen.iPhone15.install()
        let table = RowsController(style: .plain)
        table.tableView.contentInsetAdjustmentBehavior = .never
        let window = showInWindow(UINavigationController(rootViewController: table))
        #expect(table.tableView.adjustedContentInset == .zero)
        #expect(table.tableView.contentOffset == .zero)
        withExtendedLifetime(window) {}
    }

    @Test func theContentInsetAddsToTheSafeArea() {
        HeadlessTrait.Screen.iPhoneSE.install()
        let table = RowsController(style: .plain)
        table.tableView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let window = showInWindow(UINavigationController(rootViewController: table))
        #expect(table.tableView.adjustedContentInset == UIEdgeInsets(top: 74, left: 0, bottom: 20, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test func scrollableAxesAdjustsOnlyWhenTheContentScrolls() {
        HeadlessTrait.Screen.iPhone15.install()
        let controller = UIViewController()
        let scrollView = CountingScrollView(frame: UIScreen.main.bounds)
        controller.view.addSubview(scrollView)
        let window = showInWindow(controller)
        // Not a controller's root view in a bar container: `.automatic` acts as `.scrollableAxes`.
        #expect(scrollView.adjustedContentInset == .zero)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
        #expect(scrollView.adjustments == 1)
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.adjustments == 2)
        withExtendedLifetime(window) {}
    }

    @Test func alwaysAdjustsEveryEdge() {
        HeadlessTrait.Screen.iPhone15.install()
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentInsetAdjustmentBehavior = .always
        controller.view.addSubview(scrollView)
        let window = showInWindow(controller)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test func alwaysBouncingVerticallyCountsAsScrollable() {
        HeadlessTrait.Screen.iPhone15.install()
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.alwaysBounceVertical = true
        controller.view.addSubview(scrollView)
        let window = showInWindow(controller)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test func aScrolledOffsetStaysWhenTheInsetChanges() {
        HeadlessTrait.Screen.iPhone15.install()
        let table = RowsController(style: .plain)
        let navigation = UINavigationController(rootViewController: table)
        let window = showInWindow(navigation)
        table.tableView.contentOffset = CGPoint(x: 0, y: 200)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(table.tableView.adjustedContentInset.top == 59)
        #expect(table.tableView.contentOffset.y == 200)
        withExtendedLifetime(window) {}
    }

    @Test func aTableInATabUnderANavigationBarClearsBothBars() {
        HeadlessTrait.Screen.iPhone15.install()
        let table = RowsController(style: .plain)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: table)]
        let window = showInWindow(tabs)
        #expect(table.tableView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(table.tableView.contentOffset.y == -103)
        withExtendedLifetime(window) {}
    }

    @Test(arguments: [false, true])
    func aBarShownWithAnimationCoversTheTableAgain(settleFirst: Bool) {
        // Found by BarsFuzzTests: the animated show moved the bar without a layout pass, so the
        // table's safe area read 103 while its adjusted content inset stayed at the hidden bar's 59.
        HeadlessTrait.Screen.iPhone15.install()
        let table = RowsController(style: .plain)
        let navigation = UINavigationController(rootViewController: table)
        let window = showInWindow(navigation)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(table.tableView.adjustedContentInset.top == 59)
        navigation.setNavigationBarHidden(false, animated: true)
        if settleFirst { Headless.runUntilIdle() } else { window.layoutIfNeeded() }
        #expect(table.tableView.safeAreaInsets.top == 103)
        #expect(table.tableView.adjustedContentInset.top == 103)
        #expect(table.tableView.contentOffset.y == -103, "the resting offset follows the inset")
        Headless.runUntilIdle()
        #expect(table.tableView.adjustedContentInset.top == 103)
        // Hidden again with animation: the inset goes back to the screen's.
        navigation.setNavigationBarHidden(true, animated: true)
        Headless.runUntilIdle()
        #expect(table.tableView.adjustedContentInset.top == 59)
        withExtendedLifetime(window) {}
    }

    @Test func aScreenChangeDuringTheBarsSlideEndsWithTheBarsCoverOfTheNewScreen() {
        // Found by BarsFuzzTests: the bar sits out layout while it slides, and its final frame on
        // the new screen (y = 59 on an iPhone 15 instead of 20) was set without a layout pass, so
        // the table kept the old cover, 64 points, in its adjusted content inset.
        let table = RowsController(style: .plain)
        let navigation = UINavigationController(rootViewController: table)
        let window = showInWindow(navigation)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        navigation.setNavigationBarHidden(false, animated: true)
        HeadlessTrait.Screen.iPhone15.install()
        window.frame = UIScreen.main.bounds
        window.layoutIfNeeded()
        Headless.runUntilIdle()
        #expect(navigation.navigationBar.frame.maxY == 103)
        #expect(table.tableView.safeAreaInsets.top == 103)
        #expect(table.tableView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test func scrollableAxesLookAgainWhenTheBoundsGrowPastTheContent() {
        // Found by BarsFuzzTests: a scroll view that grew taller than its content kept the safe
        // area it took while the content still scrolled, until its safe area or content size changed.
        HeadlessTrait.Screen.iPhone15.install()
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentSize = CGSize(width: 393, height: 450)
        controller.view.addSubview(scrollView)
        let window = showInWindow(controller)
        #expect(scrollView.adjustedContentInset.top == 59)
        scrollView.frame.size.height = 500
        window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == .zero)
        scrollView.frame.size.height = 300
        window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset.top == 59)
        withExtendedLifetime(window) {}
    }
}

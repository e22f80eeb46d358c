// LargeTitleCollapseTests.swift: a large title collapses as the top controller's table scrolls up
// under it, as on a device: the bar shrinks from 96 points to 44 with the scrolled distance, the
// table's inset follows the bar, the title shows small in the row once the band is gone, and
// everything comes back when the table returns to its top.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation bar: a large title collapsing as the content scrolls", .headless(screen: .iPhone15))
struct LargeTitleCollapseTests {
    final class Inbox: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Message \(indexPath.row)"
            return cell
        }
    }

    /// An inbox under a navigation bar that prefers large titles, shown.
    private func makeInbox() -> (UINavigationController, UITableView, UIWindow) {
        let inbox = Inbox(style: .plain)
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (navigation, inbox.tableView, window)
    }

    /// Whether the bar shows its title small in its row of items (not the large title fading
    /// as it goes up with the band).
    private func showsSmallTitle(_ bar: UINavigationBar) -> Bool {
        bar.subviews.contains {
            guard let label = $0 as? UILabel else { return false }
            return label.text == "Inbox" && label.font.pointSize < 34 && label.frame.maxY <= 44 && label.alpha > 0
        }
    }

    /// The bar's large title label, while it shows one.
    private func largeTitle(_ bar: UINavigationBar) -> UILabel? {
        bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" && $0.font.pointSize == 34 }
    }

    @Test func atItsTopTheTableRestsBelowTheExpandedBar() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(table.adjustedContentInset.top == 155)
        #expect(table.contentOffset.y == -155)
        #expect(largeTitle(bar)?.alpha == 1)
        #expect(!showsSmallTitle(bar))
        // The layout pass settled: another one changes nothing.
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
    }

    @Test func scrollingUpCollapsesTheBandByTheDistanceScrolled() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let restingTitleY = largeTitle(bar)?.frame.minY ?? 0
        table.contentOffset.y = -155 + 30
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 66))
        #expect(table.contentOffset.y == -125)
        // The table's inset follows the bar, so the content's top stays under the bar's bottom.
        #expect(table.adjustedContentInset.top == 125)
        // The title goes up with the band's bottom edge, fading.
        #expect(largeTitle(bar).map { abs($0.frame.minY - (restingTitleY - 30)) < 0.001 } == true)
        #expect(largeTitle(bar).map { abs($0.alpha - 22.0 / 52.0) < 0.001 } == true)
        #expect(!showsSmallTitle(bar))

        table.contentOffset.y = -155 + 200
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(table.adjustedContentInset.top == 103)
        #expect(table.contentOffset.y == 45)
        #expect(largeTitle(bar) == nil)
        #expect(showsSmallTitle(bar))
    }

    @Test func scrollingBackToTheTopExpandsTheBarAgain() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        table.contentOffset.y = -155 + 300
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        table.contentOffset.y = -155
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        #expect(!showsSmallTitle(bar))
    }

    @Test func aDragMovesTheRowsWithTheFingerWhileTheBarShrinks() throws {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 600))
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 580))
        let row = try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)))
        let before = row.convert(row.bounds, to: window).minY
        let heightBefore = bar.frame.height
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 560))
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 550))
        #expect(row.convert(row.bounds, to: window).minY == before - 30)
        #expect(bar.frame.height == heightBefore - 30)
        // The content's top stays at the bar's bottom while the band collapses.
        #expect(table.adjustedContentInset.top == bar.frame.maxY)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        window.endTouch(touch)
    }

    @Test func aDragUpTheTableCollapsesTheTitle() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(table.contentOffset.y > -table.adjustedContentInset.top + 52)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(showsSmallTitle(navigation.navigationBar))
    }

    @Test func aDragBackDownToTheTopExpandsTheBarWithoutResistance() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 44)
        let scrolled = table.contentOffset.y
        // Down by less than was scrolled: the content follows the finger all the way.
        window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 500), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        let moved = scrolled - table.contentOffset.y
        #expect(moved > 80 && moved <= 100)
        #expect(bar.frame.height == 44 + min(52, max(0, -table.contentOffset.y - 103)))
        // Down past the top: the bar is expanded and the table rests at its top.
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
        #expect(table.adjustedContentInset.top == 155)
        #expect(!showsSmallTitle(bar))
    }

    @Test func aFlickUpCollapsesTheBarAndAFlickDownOpensItAgain() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), steps: 5)
        // The content goes on after the finger lifted, and the bar collapses on the way.
        Headless.runUntilIdle()
        #expect(table.contentOffset.y > -155 + 100)
        #expect(bar.frame.height == 44)
        #expect(table.adjustedContentInset.top == 103)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), steps: 5)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
    }

    @Test func aPushedControllerStartsWithTheBarExpanded() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        table.contentOffset.y += 300
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        let next = Inbox(style: .plain)
        navigation.pushViewController(next, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(next.tableView.contentOffset.y == -next.tableView.adjustedContentInset.top)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        // Back on the scrolled inbox, the bar is collapsed again.
        #expect(navigation.navigationBar.frame.height == 44)
    }

    @Test func aPushToAControllerWithoutLargeTitleAndBackKeepsTheCollapse() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        table.contentOffset.y = -155 + 30
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 66)
        let detail = Inbox(style: .plain)
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        Headless.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.tableView.contentOffset.y == -103)
        detail.tableView.contentOffset.y += 200
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        navigation.popViewController(animated: true)
        Headless.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 66)
        #expect(table.contentOffset.y == -125)
        #expect(table.adjustedContentInset.top == 125)
    }

    @Test func anItemThatNeverShowsALargeTitleHasNoBandToCollapse() {
        let inbox = Inbox(style: .plain)
        inbox.navigationItem.largeTitleDisplayMode = .never
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(inbox.tableView.contentOffset.y == -103)
        inbox.tableView.contentOffset.y += 30
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(inbox.tableView.adjustedContentInset.top == 103)
        #expect(inbox.tableView.contentOffset.y == -73)
    }

    @Test func turnedOnItsSideAndBackAtItsTopTheBarIsExpanded() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        Headless.rotate(to: .landscapeLeft, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 32)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        Headless.rotate(to: .portrait, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
    }
}

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
    private final class Inbox: UITableViewController {
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

    /// Whether the bar shows its title small in its row of items.
    private func showsSmallTitle(_ bar: UINavigationBar) -> Bool {
        bar.subviews.contains { ($0 as? UILabel)?.text == "Inbox" && $0.frame.maxY <= 44 && $0.alpha > 0 }
    }

    @Test func atItsTopTheTableRestsBelowTheExpandedBar() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 96)
        #expect(table.adjustedContentInset.top == bar.frame.maxY)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        #expect(!showsSmallTitle(bar))
    }

    @Test func scrollingUpCollapsesTheBandByTheDistanceScrolled() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let rest = table.contentOffset.y
        let expandedBottom = bar.frame.maxY
        table.contentOffset.y = rest + 30
        window.layoutIfNeeded()
        #expect(bar.frame.height == 66)
        #expect(table.contentOffset.y == rest + 30)
        // The table's inset follows the bar, so the content's top stays under the bar's bottom.
        #expect(table.adjustedContentInset.top == expandedBottom - 30)
        #expect(!showsSmallTitle(bar))

        table.contentOffset.y = rest + 200
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(table.adjustedContentInset.top == expandedBottom - 52)
        #expect(showsSmallTitle(bar))
    }

    @Test func scrollingBackToTheTopExpandsTheBarAgain() {
        let (navigation, table, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let rest = table.contentOffset.y
        table.contentOffset.y = rest + 300
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        table.contentOffset.y = rest
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        #expect(!showsSmallTitle(bar))
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
}

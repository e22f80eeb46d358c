// LargeTitleRefreshTests.swift: a refresh control under a large title: its 60 points of inset
// while refreshing do not count as scrolling, so beginning or ending a refresh (even at launch)
// leaves the bar expanded, and a pull starts a refresh the control's threshold below the top.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation bar: a large title over content with a refresh control", .headless(screen: .iPhone15))
struct LargeTitleRefreshTests {
    final class Inbox: UITableViewController {
        /// Whether viewDidLoad begins a refresh (as an app loading its first page does).
        var refreshesAtLaunch = false
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            refreshControl = UIRefreshControl()
            if refreshesAtLaunch { refreshControl?.beginRefreshing() }
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Message \(indexPath.row)"
            return cell
        }
    }

    /// An inbox with a refresh control under a navigation bar that prefers large titles, shown.
    private func makeInbox(refreshesAtLaunch: Bool = false) -> (UINavigationController, Inbox, UIWindow) {
        let inbox = Inbox(style: .plain)
        inbox.refreshesAtLaunch = refreshesAtLaunch
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        return (navigation, inbox, showInWindow(navigation))
    }

    @Test func beginningARefreshInCodeLeavesTheBarExpanded() throws {
        let (navigation, inbox, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar, table: UITableView = inbox.tableView
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
        let control = try #require(inbox.refreshControl)
        control.beginRefreshing()
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(table.adjustedContentInset.top == 215)
        #expect(table.contentOffset.y == -155)
        control.endRefreshing()
        Headless.runUntilIdle()
        #expect(bar.frame.height == 96)
        #expect(table.adjustedContentInset.top == 155)
        #expect(table.contentOffset.y == -155)
    }

    @Test func aRefreshBegunInViewDidLoadLeavesTheBarExpandedAtLaunch() throws {
        let (navigation, inbox, window) = makeInbox(refreshesAtLaunch: true)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar, table: UITableView = inbox.tableView
        #expect(inbox.refreshControl?.isRefreshing == true)
        #expect(bar.frame.height == 96)
        #expect(table.adjustedContentInset.top == 215)
        #expect(table.contentOffset.y == -155)
        inbox.refreshControl?.endRefreshing()
        Headless.runUntilIdle()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
    }

    @Test func aPullUnderACollapsedBarCountsFromTheExpandedBarsTop() throws {
        let (navigation, inbox, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar, table: UITableView = inbox.tableView
        table.contentOffset.y = -155 + 300
        window.layoutIfNeeded()
        table.contentOffset.y = -103
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        let control = try #require(inbox.refreshControl)
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 300))
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 310))
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        // 130 points down in one move: the first 52 only open the band, so the pull is short.
        window.moveTouch(touch, to: CGPoint(x: 200, y: 440))
        #expect(!control.isRefreshing)
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 800))
        #expect(control.isRefreshing)
        window.endTouch(touch)
        Headless.runUntilIdle()
    }
}

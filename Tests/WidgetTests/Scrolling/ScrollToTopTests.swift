// ScrollToTopTests.swift: the scroll-to-top gesture as Apple documents `scrollsToTop`: "a tap on
// the status bar" scrolls the scroll view closest to it to the top, unless `scrollsToTop` is false,
// the delegate's `scrollViewShouldScrollToTop(_:)` says no or the content is already at the top;
// the delegate then hears `scrollViewDidScrollToTop(_:)`; on iPhone nothing happens with more than
// one such scroll view on screen. Under a navigation bar the top is where the bar is expanded:
// the large title and the search bar show again.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Scroll view: a tap on the status bar scrolls to the top", .headless(screen: .iPhone15))
struct ScrollToTopTests {
    class Mailbox: UITableViewController {
        let search = UISearchController(searchResultsController: nil)
        var calls: [String] = []
        var allowsScrollToTop = true
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Mail"
            navigationItem.searchController = search
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Message \(indexPath.row)"
            return cell
        }
        override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            calls.append("shouldScrollToTop")
            return allowsScrollToTop
        }
        override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            calls.append("didScrollToTop \(scrollView.contentOffset.y)")
        }
    }

    /// A mailbox with a search controller under a bar that prefers large titles, shown, and
    /// scrolled far down by a drag (the bar collapsed).
    private func makeScrolledMailbox() -> (UINavigationBar, Mailbox, UIWindow) {
        let mailbox = Mailbox(style: .plain)
        let navigation = UINavigationController(rootViewController: mailbox)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), steps: 10, holdBeforeLifting: 0.2)
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        return (navigation.navigationBar, mailbox, window)
    }

    @Test func aTapOnTheStatusBarScrollsBackUnderTheExpandedBar() throws {
        let (bar, mailbox, window) = makeScrolledMailbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        #expect(bar.frame.height == 44)
        #expect(table.contentOffset.y > 500)
        #expect(window.tapStatusBar() === table)
        // It scrolls, animated: not there at once.
        #expect(table.contentOffset.y > -207)
        Headless.runUntilIdle()
        #expect(table.contentOffset.y == -207)
        #expect(bar.frame.height == 148)
        #expect(table.adjustedContentInset.top == 207)
        #expect(mailbox.search.searchBar.frame == CGRect(x: 8, y: 96, width: 377, height: 52))
        #expect(mailbox.search.searchBar.searchTextField.alpha == 1)
        #expect(bar.subviews.contains { ($0 as? UILabel)?.text == "Mail" && ($0 as? UILabel)?.font.pointSize == 34 })
        #expect(mailbox.calls == ["shouldScrollToTop", "didScrollToTop -207.0"])
    }

    @Test func theDelegateCanRefuse() {
        let (bar, mailbox, window) = makeScrolledMailbox()
        defer { withExtendedLifetime(window) {} }
        let offset = mailbox.tableView.contentOffset.y
        mailbox.allowsScrollToTop = false
        #expect(window.tapStatusBar() == nil)
        Headless.runUntilIdle()
        #expect(mailbox.tableView.contentOffset.y == offset)
        #expect(bar.frame.height == 44)
        #expect(mailbox.calls == ["shouldScrollToTop"])
    }

    @Test func scrollsToTopOffDoesNothing() {
        let (_, mailbox, window) = makeScrolledMailbox()
        defer { withExtendedLifetime(window) {} }
        let offset = mailbox.tableView.contentOffset.y
        mailbox.tableView.scrollsToTop = false
        #expect(window.tapStatusBar() == nil)
        Headless.runUntilIdle()
        #expect(mailbox.tableView.contentOffset.y == offset)
        #expect(mailbox.calls.isEmpty)
    }

    @Test func contentAtItsTopDoesNotScroll() {
        let mailbox = Mailbox(style: .plain)
        let navigation = UINavigationController(rootViewController: mailbox)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(window.tapStatusBar() == nil)
        Headless.runUntilIdle()
        #expect(mailbox.tableView.contentOffset.y == -207)
        #expect(navigation.navigationBar.frame.height == 148)
    }

    @Test func onIPhoneTwoScrollViewsThatScrollToTopCancelEachOther() throws {
        let (_, mailbox, window) = makeScrolledMailbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        let offset = table.contentOffset.y
        let other = UIScrollView(frame: CGRect(x: 0, y: 400, width: 393, height: 100))
        other.contentSize = CGSize(width: 393, height: 1000)
        other.contentOffset.y = 300
        let container = try #require(mailbox.navigationController?.view)
        container.addSubview(other)
        #expect(window.tapStatusBar() == nil)
        Headless.runUntilIdle()
        #expect(table.contentOffset.y == offset)
        #expect(other.contentOffset.y == 300)
        // With the other one out of the gesture, the table scrolls.
        other.scrollsToTop = false
        #expect(window.tapStatusBar() === table)
        Headless.runUntilIdle()
        #expect(table.contentOffset.y == -207)
    }

    @Test func withTheStatusBarHiddenThereIsNothingToTap() {
        final class FullScreenMailbox: Mailbox {
            override var prefersStatusBarHidden: Bool { true }
        }
        let mailbox = FullScreenMailbox(style: .plain)
        let navigation = UINavigationController(rootViewController: mailbox)
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        mailbox.tableView.contentOffset.y += 400
        window.layoutIfNeeded()
        #expect(window.windowScene?.statusBarManager?.isStatusBarHidden == true)
        let offset = mailbox.tableView.contentOffset.y
        #expect(window.tapStatusBar() == nil)
        Headless.runUntilIdle()
        #expect(mailbox.tableView.contentOffset.y == offset)
    }
}

extension ScrollToTopTests {
    /// A book of one page, a scrolled mailbox: the page view controller's own paging scroll view
    /// does not take the tap, so the page's table scrolls to its top.
    @Test func aTableInAPageViewControllerScrollsToItsTop() throws {
        let mailbox = Mailbox(style: .plain)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.setViewControllers([mailbox], direction: .forward, animated: false)
        let window = showInWindow(pages)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        table.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
        Headless.runUntilIdle()
        #expect(window.tapStatusBar() === table)
        Headless.runUntilIdle()
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
    }
}

// SearchBarCollapseTests.swift: `navigationItem.hidesSearchBarWhenScrolling` as Apple documents
// it: the integrated search bar shows while the content is at its top, collapses into the
// navigation bar as the content scrolls up (its row first, then the large title), and comes
// back when the content returns to its top; with false it stays whatever the scroll position.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation bar: the search bar hiding as the content scrolls", .headless(screen: .iPhone15))
struct SearchBarCollapseTests {
    final class Mailbox: UITableViewController {
        let search = UISearchController(searchResultsController: nil)
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
    }

    /// A mailbox with a search controller under a navigation bar (large titles unless told),
    /// shown; `hides` is its item's `hidesSearchBarWhenScrolling`.
    private func makeMailbox(largeTitles: Bool = true, hides: Bool = true) -> (UINavigationBar, Mailbox, UIWindow) {
        let mailbox = Mailbox(style: .plain)
        mailbox.navigationItem.hidesSearchBarWhenScrolling = hides
        let navigation = UINavigationController(rootViewController: mailbox)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        return (navigation.navigationBar, mailbox, showInWindow(navigation))
    }

    /// The bar's large title label, while it shows one.
    private func largeTitle(_ bar: UINavigationBar) -> UILabel? {
        bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Mail" && $0.font.pointSize == 34 }
    }

    /// Whether the search field can be seen: not transparent and with some height.
    private func showsField(_ searchBar: UISearchBar) -> Bool {
        let field = searchBar.searchTextField
        return field.alpha > 0 && field.bounds.height > 0 && searchBar.bounds.height > 0
    }

    @Test func atItsTopTheSearchBarShowsUnderTheLargeTitle() {
        let (bar, mailbox, window) = makeMailbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        #expect(mailbox.navigationItem.hidesSearchBarWhenScrolling)
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 148))
        #expect(table.adjustedContentInset.top == 207)
        #expect(table.contentOffset.y == -207)
        #expect(mailbox.search.searchBar.frame == CGRect(x: 8, y: 96, width: 377, height: 52))
        #expect(showsField(mailbox.search.searchBar))
        #expect(mailbox.search.searchBar.searchTextField.alpha == 1)
    }

    @Test func scrollingUpCollapsesTheSearchRowBeforeTheLargeTitle() throws {
        let (bar, mailbox, window) = makeMailbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView, searchBar = mailbox.search.searchBar
        let title = try #require(largeTitle(bar))
        let titleFrame = title.frame
        table.contentOffset.y = -207 + 30
        window.layoutIfNeeded()
        // The search row lost 30 points; the large title has not moved.
        #expect(bar.frame.height == 118)
        #expect(table.adjustedContentInset.top == 177)
        #expect(table.contentOffset.y == -177)
        #expect(searchBar.frame == CGRect(x: 8, y: 96, width: 377, height: 22))
        #expect(searchBar.searchTextField.frame.height == 6)
        #expect(abs(searchBar.searchTextField.alpha - 6.0 / 36.0) < 0.001)
        #expect(title.frame == titleFrame)
        #expect(title.alpha == 1)

        table.contentOffset.y = -207 + 52
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(searchBar.frame.height == 0)
        #expect(!showsField(searchBar))
        #expect(largeTitle(bar)?.alpha == 1)

        // Past the search row, the large title's band collapses.
        table.contentOffset.y = -207 + 82
        window.layoutIfNeeded()
        #expect(bar.frame.height == 66)
        #expect(table.adjustedContentInset.top == 125)
        #expect(largeTitle(bar).map { abs($0.alpha - 22.0 / 52.0) < 0.001 } == true)
        #expect(!showsField(searchBar))
    }

    @Test func aDragUpHidesTheSearchBarWithTheFingerAndTheRowsFollowIt() throws {
        let (bar, mailbox, window) = makeMailbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
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
        #expect(mailbox.search.searchBar.frame.maxY == bar.bounds.height)
        #expect(largeTitle(bar)?.alpha == 1)
        #expect(table.adjustedContentInset.top == bar.frame.maxY)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        window.endTouch(touch)
    }

    @Test func aDragUpHidesEverythingAndADragBackToTheTopShowsTheSearchBarAgain() {
        let (bar, mailbox, window) = makeMailbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView, searchBar = mailbox.search.searchBar
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 44)
        #expect(table.adjustedContentInset.top == 103)
        #expect(!showsField(searchBar))
        #expect(largeTitle(bar) == nil)
        // Down past the top: the large title and the search bar come back, the table at its top.
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 148)
        #expect(table.adjustedContentInset.top == 207)
        #expect(table.contentOffset.y == -207)
        #expect(searchBar.frame == CGRect(x: 8, y: 96, width: 377, height: 52))
        #expect(showsField(searchBar))
        #expect(searchBar.searchTextField.alpha == 1)
    }

    @Test func aSmallDragDownUnderACollapsedBarBringsTheSearchRowBackLast() {
        let (bar, mailbox, window) = makeMailbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        table.contentOffset.y = -207 + 300
        window.layoutIfNeeded()
        table.contentOffset.y = -103
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        // 70 points down from the collapsed bar's rest: the band (52) opens, then 18 of the search row.
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 300))
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 310))
        for y in stride(from: 320, through: 370, by: 10) {
            Headless.advance(by: UIWindow.simulatedFrameDuration)
            window.moveTouch(touch, to: CGPoint(x: 200, y: CGFloat(y)))
        }
        #expect(bar.frame.height == 114)
        #expect(largeTitle(bar)?.alpha == 1)
        #expect(mailbox.search.searchBar.frame.height == 18)
        window.endTouch(touch)
        Headless.runUntilIdle()
    }

    @Test func withHidesSearchBarWhenScrollingOffTheSearchBarStays() {
        let (bar, mailbox, window) = makeMailbox(hides: false)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView, searchBar = mailbox.search.searchBar
        #expect(bar.frame.height == 148)
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        // Only the large title collapsed: the search row is still there, below the row of items.
        #expect(bar.frame.height == 96)
        #expect(table.adjustedContentInset.top == 155)
        #expect(searchBar.frame == CGRect(x: 8, y: 44, width: 377, height: 52))
        #expect(showsField(searchBar))
        #expect(largeTitle(bar) == nil)
    }

    @Test func withoutALargeTitleTheSearchRowAloneCollapses() {
        let (bar, mailbox, window) = makeMailbox(largeTitles: false)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView, searchBar = mailbox.search.searchBar
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
        table.contentOffset.y = -155 + 20
        window.layoutIfNeeded()
        #expect(bar.frame.height == 76)
        #expect(table.adjustedContentInset.top == 135)
        #expect(searchBar.frame == CGRect(x: 8, y: 44, width: 377, height: 32))
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 44)
        #expect(!showsField(searchBar))
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
        #expect(showsField(searchBar))
    }

    @Test func turningHidingOffWhileCollapsedShowsTheSearchBar() {
        let (bar, mailbox, window) = makeMailbox(largeTitles: false)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        table.contentOffset.y = -155 + 200
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        mailbox.navigationItem.hidesSearchBarWhenScrolling = false
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(showsField(mailbox.search.searchBar))
    }

    @Test func whileSearchingTheSearchBarStaysAsTheResultsScroll() throws {
        let (bar, mailbox, window) = makeMailbox(largeTitles: false)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView, searchBar = mailbox.search.searchBar
        mailbox.search.hidesNavigationBarDuringPresentation = false
        let field = searchBar.searchTextField
        window.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: window))
        window.layoutIfNeeded()
        #expect(mailbox.search.isActive)
        #expect(bar.frame.height == 96)
        // Above the keyboard.
        window.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 200), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(table.contentOffset.y > -155)
        #expect(bar.frame.height == 96)
        #expect(showsField(searchBar))
    }

    @Test func eachControllerKeepsItsOwnSearchBarCollapse() {
        let (bar, mailbox, window) = makeMailbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        table.contentOffset.y = -207 + 20
        window.layoutIfNeeded()
        #expect(bar.frame.height == 128)
        let other = Mailbox(style: .plain)
        mailbox.navigationController?.pushViewController(other, animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 148)
        #expect(other.search.searchBar.frame.height == 52)
        mailbox.navigationController?.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 128)
        #expect(mailbox.search.searchBar.frame.height == 32)
        #expect(table.contentOffset.y == -187)
    }

    @Test func aScopeBarShownWithTheSearchBarStaysWhenTheFieldsRowHasGone() throws {
        let mailbox = Mailbox(style: .plain)
        mailbox.search.searchBar.scopeButtonTitles = ["All", "Unread"]
        mailbox.search.searchBar.showsScopeBar = true
        let navigation = UINavigationController(rootViewController: mailbox)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar, searchBar = mailbox.search.searchBar
        #expect(bar.frame.height == CGFloat(44 + 52 + 52 + 44))
        mailbox.tableView.contentOffset.y = -mailbox.tableView.adjustedContentInset.top + 52
        window.layoutIfNeeded()
        #expect(bar.frame.height == CGFloat(44 + 52 + 44))
        #expect(searchBar.searchTextField.bounds.height == 0 && searchBar.searchTextField.alpha == 0)
        #expect(searchBar.frame == CGRect(x: 8, y: 96, width: 377, height: 44))
        let scope = try #require(searchBar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        #expect(scope.frame.minY == 6 && scope.frame.height == 32)
        // Past the field's row the large title collapses; the scope bar is still there.
        mailbox.tableView.contentOffset.y += 200
        window.layoutIfNeeded()
        #expect(bar.frame.height == CGFloat(44 + 44))
        #expect(searchBar.frame.height == 44)
    }

    @Test func theDocumentedMailboxHidesItsSearchBarAsItScrolls() {
        // snippet: hides-search-bar
        final class MailboxController: UITableViewController {
            let search = UISearchController(searchResultsController: nil)
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.searchController = search
                navigationItem.hidesSearchBarWhenScrolling = true  // the default: hides as the list scrolls
            }
        }
        // end snippet
        let mailbox = MailboxController(style: .plain)
        let navigation = UINavigationController(rootViewController: mailbox)
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.frame.height == 96)
        mailbox.tableView.contentOffset.y += 100
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
    }
}

// SearchCollapseSplitTests.swift: the navigation bar's collapse when the search row that hides
// first comes or goes while the bar is partly collapsed (`navigationItem.searchController` set or
// removed, the search activated): the large title's band stays as collapsed as it was, the search
// row is whole when the band is whole and gone when the band is partly gone, and the bar, the
// table's inset and its offset stay together, so the next scroll goes on from there.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation bar: the search row coming or going while the bar is partly collapsed", .headless(screen: .iPhone15))
struct SearchCollapseSplitTests {
    /// A mailbox under a bar that prefers large titles (with a search controller when
    /// `searchable`), shown, its content scrolled up by `scrolled` points from its top.
    private func makeMailbox(searchable: Bool, scrolled: CGFloat) -> (UINavigationBar, LargeTitleMailbox, UIWindow) {
        let mailbox = LargeTitleMailbox(title: "Mail", searchable: searchable)
        let navigation = UINavigationController(rootViewController: mailbox)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        mailbox.tableView.contentOffset.y += scrolled
        window.layoutIfNeeded()
        return (navigation.navigationBar, mailbox, window)
    }

    /// The bar's large title label, while it shows one.
    private func largeTitle(_ bar: UINavigationBar) -> UILabel? {
        bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Mail" && $0.font.pointSize == 34 }
    }

    /// Whether the table's content starts at the bar's bottom (its top inset is the bar's bottom
    /// and it rests at that inset).
    private func contentFollowsBar(_ table: UITableView, _ bar: UINavigationBar) -> Bool {
        table.adjustedContentInset.top == bar.frame.maxY && table.contentOffset.y == -table.adjustedContentInset.top
    }

    @Test func removingTheSearchWithItsRowHalfHiddenLeavesTheLargeTitleWhole() throws {
        let (bar, mailbox, window) = makeMailbox(searchable: true, scrolled: 30)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        #expect(bar.frame.height == 118)
        mailbox.navigationItem.searchController = nil
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(largeTitle(bar)?.alpha == 1)
        #expect(mailbox.search.searchBar.superview == nil)
        #expect(contentFollowsBar(table, bar))
        #expect(table.contentOffset.y == -155)
        // The next drag collapses the band from there, with the finger.
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 500))
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 480))
        #expect(bar.frame.height == 76)
        #expect(contentFollowsBar(table, bar))
        window.endTouch(touch)
        Headless.runUntilIdle()
    }

    @Test func removingTheSearchWithItsRowGoneAndTheBandHalfGoneKeepsTheBar() {
        let (bar, mailbox, window) = makeMailbox(searchable: true, scrolled: 52 + 30)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        #expect(bar.frame.height == 66)
        mailbox.navigationItem.searchController = nil
        window.layoutIfNeeded()
        #expect(bar.frame.height == 66)
        #expect(largeTitle(bar).map { abs($0.alpha - 22.0 / 52.0) < 0.001 } == true)
        #expect(contentFollowsBar(table, bar))
        #expect(table.contentOffset.y == -125)
        // A drag back to the top opens the band, with nothing past it.
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
    }

    @Test func addingASearchWithTheBandHalfGoneAddsItsRowHidden() {
        let (bar, mailbox, window) = makeMailbox(searchable: false, scrolled: 30)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        #expect(bar.frame.height == 66)
        mailbox.navigationItem.searchController = mailbox.search
        window.layoutIfNeeded()
        // The search row goes first as the content scrolls up: with the band half gone, it is gone.
        #expect(bar.frame.height == 66)
        #expect(mailbox.search.searchBar.frame.height == 0)
        #expect(largeTitle(bar).map { abs($0.alpha - 22.0 / 52.0) < 0.001 } == true)
        #expect(contentFollowsBar(table, bar))
        #expect(table.contentOffset.y == -125)
        // A drag back to the top opens the band, then the search row.
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 148)
        #expect(table.contentOffset.y == -207)
        #expect(mailbox.search.searchBar.frame.height == 52)
    }

    @Test func addingASearchToAnExpandedBarShowsItsRowAboveTheContent() {
        let (bar, mailbox, window) = makeMailbox(searchable: false, scrolled: 0)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        mailbox.navigationItem.searchController = mailbox.search
        window.layoutIfNeeded()
        #expect(bar.frame.height == 148)
        #expect(mailbox.search.searchBar.frame.height == 52)
        #expect(contentFollowsBar(table, bar))
        #expect(table.contentOffset.y == -207)
    }

    @Test func activatingTheSearchWithItsRowHalfHiddenShowsItWholeUnderAWholeTitle() {
        let (bar, mailbox, window) = makeMailbox(searchable: true, scrolled: 30)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        mailbox.search.hidesNavigationBarDuringPresentation = false
        #expect(bar.frame.height == 118)
        let field = mailbox.search.searchBar.searchTextField
        window.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: window))
        window.layoutIfNeeded()
        #expect(mailbox.search.isActive)
        #expect(bar.frame.height == 148)
        #expect(largeTitle(bar)?.alpha == 1)
        #expect(mailbox.search.searchBar.frame.height == 52)
        #expect(contentFollowsBar(table, bar))
        // Cancelled, the bar stays open, the content at its top.
        mailbox.search.isActive = false
        window.layoutIfNeeded()
        #expect(bar.frame.height == 148)
        #expect(contentFollowsBar(table, bar))
        #expect(table.contentOffset.y == -207)
    }

    @Test func activatingTheSearchWithTheBandHalfGoneBringsTheRowBackUnderIt() {
        let (bar, mailbox, window) = makeMailbox(searchable: true, scrolled: 52 + 30)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = mailbox.tableView
        mailbox.search.hidesNavigationBarDuringPresentation = false
        #expect(bar.frame.height == 66)
        mailbox.search.isActive = true
        window.layoutIfNeeded()
        // The row shows whole for the search; the band stays as collapsed as it was.
        #expect(bar.frame.height == 118)
        #expect(mailbox.search.searchBar.frame.height == 52)
        #expect(largeTitle(bar).map { abs($0.alpha - 22.0 / 52.0) < 0.001 } == true)
        #expect(contentFollowsBar(table, bar))
    }
}

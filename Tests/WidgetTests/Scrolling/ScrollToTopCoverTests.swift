// ScrollToTopCoverTests.swift: a tap on the status bar with the scrolled table covered: by a sheet
// presented over it, the sheet's scroll view scrolls to its top and the table behind stays; by
// the search's results, the results' scroll view scrolls. A covered table is not counted, so it
// neither scrolls nor keeps the one in front from scrolling (on iPhone two such scroll views on
// screen cancel the gesture).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Scroll view: a tap on the status bar with the table covered", .headless(screen: .iPhone15))
struct ScrollToTopCoverTests {
    /// A table of 100 rows that records its delegate's scroll-to-top calls.
    class Messages: UITableViewController {
        var calls: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Mail"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Message \(indexPath.row)"
            return cell
        }
        override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            calls.append("didScrollToTop")
        }
    }

    /// A mailbox (a search controller whose results show in `results`) under a navigation bar,
    /// shown, and scrolled far down by two drags.
    private func makeScrolledMailbox(results: UIViewController? = nil) -> (Messages, UISearchController, UIWindow) {
        let mailbox = Messages(style: .plain)
        let search = UISearchController(searchResultsController: results)
        mailbox.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: mailbox)
        let window = showInWindow(navigation)
        for _ in 0..<2 {
            window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), steps: 10, holdBeforeLifting: 0.2)
        }
        Headless.runUntilIdle()
        return (mailbox, search, window)
    }

    @Test func aSheetsTableScrollsToItsTopAndTheTableBehindStays() throws {
        let (mailbox, _, window) = makeScrolledMailbox()
        defer { withExtendedLifetime(window) {} }
        let behind = mailbox.tableView.contentOffset.y
        #expect(behind > 300)
        let sheet = Messages(style: .plain)
        mailbox.present(sheet, animated: true)
        Headless.runUntilIdle()
        let sheetTable: UITableView = sheet.tableView
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(sheetTable.contentOffset.y > 300)
        #expect(mailbox.tableView.contentOffset.y == behind)
        #expect(window.tapStatusBar() === sheetTable)
        Headless.runUntilIdle()
        #expect(sheetTable.contentOffset.y == -sheetTable.adjustedContentInset.top)
        #expect(sheet.calls == ["didScrollToTop"])
        #expect(mailbox.tableView.contentOffset.y == behind)
        #expect(mailbox.calls.isEmpty)
    }

    @Test func aSheetWithoutAScrollViewLeavesTheTableBehindAlone() {
        let (mailbox, _, window) = makeScrolledMailbox()
        defer { withExtendedLifetime(window) {} }
        let behind = mailbox.tableView.contentOffset.y
        mailbox.present(UIViewController(), animated: true)
        Headless.runUntilIdle()
        #expect(window.tapStatusBar() == nil)
        Headless.runUntilIdle()
        #expect(mailbox.tableView.contentOffset.y == behind)
        #expect(mailbox.calls.isEmpty)
    }

    @Test func onceTheSheetIsDismissedTheTableScrollsAgain() {
        let (mailbox, _, window) = makeScrolledMailbox()
        defer { withExtendedLifetime(window) {} }
        let sheet = Messages(style: .plain)
        mailbox.present(sheet, animated: true)
        Headless.runUntilIdle()
        sheet.dismiss(animated: true)
        Headless.runUntilIdle()
        #expect(window.tapStatusBar() === mailbox.tableView)
        Headless.runUntilIdle()
        #expect(mailbox.tableView.contentOffset.y == -mailbox.tableView.adjustedContentInset.top)
    }

    @Test func theSearchResultsTableScrollsToItsTopAndTheSearchedTableStays() throws {
        let results = Messages(style: .plain)
        let (mailbox, search, window) = makeScrolledMailbox(results: results)
        defer { withExtendedLifetime(window) {} }
        let behind = mailbox.tableView.contentOffset.y
        let field = search.searchBar.searchTextField
        search.isActive = true
        window.layoutIfNeeded()
        field.becomeFirstResponder()
        field.typeText("a")
        window.layoutIfNeeded()
        let resultsTable: UITableView = results.tableView
        #expect(resultsTable.window === window)
        // Above the keyboard.
        window.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 200), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        #expect(resultsTable.contentOffset.y > -resultsTable.adjustedContentInset.top + 100)
        #expect(window.tapStatusBar() === resultsTable)
        Headless.runUntilIdle()
        #expect(resultsTable.contentOffset.y == -resultsTable.adjustedContentInset.top)
        #expect(results.calls == ["didScrollToTop"])
        #expect(mailbox.tableView.contentOffset.y == behind)
        #expect(mailbox.calls.isEmpty)
    }

    @Test func resultsWithoutAScrollViewLeaveTheSearchedTableAlone() {
        let (mailbox, search, window) = makeScrolledMailbox(results: UIViewController())
        defer { withExtendedLifetime(window) {} }
        let behind = mailbox.tableView.contentOffset.y
        search.isActive = true
        search.searchBar.searchTextField.becomeFirstResponder()
        search.searchBar.searchTextField.typeText("a")
        window.layoutIfNeeded()
        #expect(search.searchResultsController?.viewIfLoaded?.window === window)
        #expect(window.tapStatusBar() == nil)
        Headless.runUntilIdle()
        #expect(mailbox.tableView.contentOffset.y == behind)
        // With the search over, the table scrolls again.
        search.isActive = false
        window.layoutIfNeeded()
        #expect(window.tapStatusBar() === mailbox.tableView)
    }
}

// TableHighlightTests.swift: a row the delegate will not highlight cannot be selected by a tap
// (UITableViewDelegate's tableView(_:shouldHighlightRowAt:)).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UITableView highlighting", .headless)
struct TableHighlightTests {
    /// A key window showing a table of `rowCounts` rows whose delegate refuses to highlight row 1.
    private func shownTable(rowCounts: [Int]) -> (UIWindow, UITableView, RecordingTableSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let (table, source) = makeTable(rowCounts: rowCounts) { source, _ in
            source.highlightable = { $0.row != 1 }
        }
        window.addSubview(table)
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return (window, table, source)
    }

    @Test func aTapOnARowThatMayNotHighlightCallsNoSelectionMethod() {
        let (window, _, source) = shownTable(rowCounts: [5])
        window.tap(at: CGPoint(x: 100, y: 44 + 10))
        #expect(source.calls.isEmpty)
    }

    @Test func aTapOnARowThatMayNotHighlightSelectsNothing() {
        let (window, table, source) = shownTable(rowCounts: [5])
        window.tap(at: CGPoint(x: 100, y: 44 + 10))
        #expect(table.indexPathForSelectedRow == nil)
        withExtendedLifetime(source) {}
    }

    @Test func aTapOnARowThatMayNotHighlightKeepsTheSelectedRow() {
        let (window, table, source) = shownTable(rowCounts: [5])
        window.tap(at: CGPoint(x: 100, y: 10))
        window.tap(at: CGPoint(x: 100, y: 44 + 10))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        withExtendedLifetime(source) {}
    }

    @Test func theRowIsNotHighlightedWhileTheFingerIsDown() throws {
        let (window, table, source) = shownTable(rowCounts: [5])
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 44 + 10))
        Headless.advance(by: 0.2)   // past the table's content-touch delay: the row has the touch
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(!cell.isHighlighted)
        window.endTouch(touch)
        withExtendedLifetime(source) {}
    }

    @Test func otherRowsStillSelectByTap() {
        let (window, table, source) = shownTable(rowCounts: [5])
        window.tap(at: CGPoint(x: 100, y: 44 * 2 + 10))
        #expect(source.calls == ["willSelect 2", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func selectRowInCodeStillSelectsARowThatMayNotHighlight() {
        let (_, table, source) = shownTable(rowCounts: [5])
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        withExtendedLifetime(source) {}
    }
}

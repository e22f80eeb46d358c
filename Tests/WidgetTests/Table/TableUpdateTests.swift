import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UITableView batch updates", .headless)
struct TableUpdateTests {
    @Test func insertingRowsThatTheDataSourceHasIsAccepted() {
        let (table, source) = makeTable(rowCounts: [3])
        defer { withExtendedLifetime(source) {} }
        let firstCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.rowCounts = [4]
        let messages = Headless.recordingViolations {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(messages.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 4)
        table.layoutIfNeeded()
        // The old first row's cell moved down to row 1.
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === firstCell)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "0-0")
    }

    @Test func aRowCountThatDoesNotAddUpIsReportedWithUIKitsMessage() {
        let (table, source) = makeTable(rowCounts: [3])
        defer { withExtendedLifetime(source) {} }
        source.rowCounts = [5]
        let messages = Headless.recordingViolations {
            table.beginUpdates()
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.endUpdates()
        }
        #expect(messages == ["Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test func aSectionCountThatDoesNotAddUpIsReported() {
        let (table, source) = makeTable(rowCounts: [3, 2])
        defer { withExtendedLifetime(source) {} }
        source.rowCounts = [3]
        let messages = Headless.recordingViolations {
            table.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
        }
        #expect(messages == ["Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."])
        #expect(table.numberOfSections == 2)
    }

    @Test func deletingASectionMovesTheFollowingSectionsUp() {
        let (table, source) = makeTable(rowCounts: [2, 3, 1])
        defer { withExtendedLifetime(source) {} }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 2))
        source.rowCounts = [2, 1]
        let messages = Headless.recordingViolations { table.deleteSections(IndexSet(integer: 1), with: .fade) }
        #expect(messages.isEmpty)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cell)
    }

    @Test func movingARowKeepsItsCell() {
        let (table, source) = makeTable(rowCounts: [4])
        defer { withExtendedLifetime(source) {} }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
    }

    @Test func deletingARowBeyondTheOldCountIsReported() {
        let (table, source) = makeTable(rowCounts: [3])
        defer { withExtendedLifetime(source) {} }
        source.rowCounts = [2]
        let messages = Headless.recordingViolations {
            table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        }
        #expect(messages == ["attempt to delete row 5 from section 0 which only contains 3 rows before the update"])
    }

    @Test func reloadRowsAsksForTheCellAgain() {
        let (table, source) = makeTable(rowCounts: [3])
        defer { withExtendedLifetime(source) {} }
        source.cellRequests.removeAll()
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(source.cellRequests == [IndexPath(row: 1, section: 0)])
    }

    @Test func reloadSectionsTakesANewRowCount() {
        let (table, source) = makeTable(rowCounts: [3, 2])
        defer { withExtendedLifetime(source) {} }
        source.rowCounts = [3, 7]
        let messages = Headless.recordingViolations { table.reloadSections(IndexSet(integer: 1), with: .automatic) }
        #expect(messages.isEmpty)
        #expect(table.numberOfRows(inSection: 1) == 7)
    }

    @Test func performBatchUpdatesCompletesOnTheNextTurn() {
        let (table, source) = makeTable(rowCounts: [3])
        defer { withExtendedLifetime(source) {} }
        source.rowCounts = [2]
        var finished: Bool?
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }, completion: { finished = $0 })
        #expect(finished == nil)
        Headless.runUntilIdle()
        #expect(finished == true)
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test func theSelectionFollowsItsRowThroughAnInsert() {
        let (table, source) = makeTable(rowCounts: [3])
        defer { withExtendedLifetime(source) {} }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        source.rowCounts = [4]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }
}

@MainActor
@Suite("UITableView selection", .headless)
struct TableSelectionTests {
    private func shownTable(rowCounts: [Int]) -> (UIWindow, UITableView, RecordingTableSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let (table, source) = makeTable(rowCounts: rowCounts)
        defer { withExtendedLifetime(source) {} }
        window.addSubview(table)
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return (window, table, source)
    }

    @Test func tappingARowCallsWillSelectThenDidSelect() {
        let (window, table, source) = shownTable(rowCounts: [5])
        window.tap(at: CGPoint(x: 100, y: 44 * 2 + 10))
        #expect(source.calls == ["willSelect 2", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    }

    @Test func tappingAnotherRowDeselectsTheOldOneFirst() {
        let (window, table, source) = shownTable(rowCounts: [5])
        window.tap(at: CGPoint(x: 100, y: 10))
        source.calls.removeAll()
        window.tap(at: CGPoint(x: 100, y: 44 * 3 + 10))
        #expect(source.calls == ["willSelect 3", "willDeselect 0", "didDeselect 0", "didSelect 3"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test func willSelectCanRedirectOrCancel() {
        let (window, table, source) = shownTable(rowCounts: [5])
        source.redirectSelection = { $0.row == 1 ? nil : IndexPath(row: 4, section: 0) }
        window.tap(at: CGPoint(x: 100, y: 44 + 10))
        #expect(table.indexPathForSelectedRow == nil)
        window.tap(at: CGPoint(x: 100, y: 10))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    }

    @Test func nothingHappensWhenSelectionIsNotAllowed() {
        let (window, table, source) = shownTable(rowCounts: [5])
        table.allowsSelection = false
        window.tap(at: CGPoint(x: 100, y: 10))
        #expect(source.calls.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func selectRowInCodeCallsNoDelegateMethod() {
        let (_, table, source) = shownTable(rowCounts: [5])
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(source.calls.isEmpty)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test func multipleSelectionKeepsEveryRowAndATapDeselects() {
        let (window, table, _) = shownTable(rowCounts: [5])
        table.allowsMultipleSelection = true
        window.tap(at: CGPoint(x: 100, y: 10))
        window.tap(at: CGPoint(x: 100, y: 44 * 2 + 10))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        window.tap(at: CGPoint(x: 100, y: 10))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test func aDragScrollsTheTableAndSelectsNothing() {
        let (window, table, source) = shownTable(rowCounts: [50])
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), steps: 10)
        #expect(table.contentOffset.y == 300)
        #expect(source.calls.isEmpty)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 6, section: 0))
    }

    @Test func aDragPastTheTopSpringsBack() {
        let (window, table, _) = shownTable(rowCounts: [50])
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), steps: 10)
        #expect(table.contentOffset.y < 0)
        #expect(table.isDecelerating)
        Headless.advance(by: 0.35)
        #expect(table.contentOffset.y == 0)
    }
}

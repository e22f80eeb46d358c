// BadUpdateAndEstimateTests.swift: row changes that name a missing section or a negative row are
// refused with UIKit's messages and change nothing; negative estimated heights are reported like
// negative heights; and a layout pass reports only its first bad height (rows, estimates, headers
// and footers alike), as UIKit's exception would have ended the pass there.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The table's row counts, selection and visible cells, to show that nothing changed.
@MainActor
private func state(of table: UITableView) -> (counts: [Int], selected: [IndexPath], cells: [ObjectIdentifier]) {
    table.layoutIfNeeded()
    return ((0..<table.numberOfSections).map(table.numberOfRows(inSection:)), table.indexPathsForSelectedRows ?? [],
            table.visibleCells.map(ObjectIdentifier.init))
}

@MainActor
@Suite("Row changes in missing sections or at negative rows", .headless)
struct MissingSectionUpdateTests {
    /// Runs `change` on a table of [3, 2] rows with row 0-1 selected: it must report exactly
    /// `expected` and leave the counts, selection and cells as they were.
    private func expectRefused(_ expected: String, _ change: (UITableView) -> Void) {
        let (table, source, window) = makeBadInputTable([3, 2])
        defer { withExtendedLifetime((source, window)) {} }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let before = state(of: table)
        let asked = source.cellQuestions.count
        let messages = Headless.recordingViolations { change(table) }
        #expect(messages == [expected])
        let after = state(of: table)
        #expect(after.counts == before.counts && after.selected == before.selected && after.cells == before.cells)
        #expect(before.cells.count == 5)
        #expect(source.cellQuestions.count == asked)
    }

    @Test func deletingOrReloadingARowOfAMissingSectionGivesUIKitsMessage() {
        expectRefused("attempt to delete row -1 from section 9, but there are only 2 sections before the update") {
            $0.deleteRows(at: [IndexPath(row: -1, section: 9)], with: .automatic)
        }
        expectRefused("attempt to delete row 0 from section 2, but there are only 2 sections before the update") {
            $0.reloadRows(at: [IndexPath(row: 0, section: 2)], with: .none)
        }
    }

    @Test func deletingOrReloadingANegativeRowGivesUIKitsMessage() {
        expectRefused("attempt to delete row -1 from section 0 which only contains 3 rows before the update") {
            $0.deleteRows(at: [IndexPath(row: -1, section: 0)], with: .automatic)
        }
        expectRefused("attempt to delete row -2 from section 1 which only contains 2 rows before the update") {
            $0.reloadRows(at: [IndexPath(row: -2, section: 1)], with: .fade)
        }
    }

    @Test func movingARowFromAMissingSectionOrANegativeRowGivesUIKitsMessage() {
        expectRefused("attempt to move index path (<NSIndexPath> {length = 2, path = 9 - -1}) that does not exist - there are only 0 rows in section 9 before the update") {
            $0.moveRow(at: IndexPath(row: -1, section: 9), to: IndexPath(row: 0, section: 0))
        }
        expectRefused("attempt to move index path (<NSIndexPath> {length = 2, path = 1 - -1}) that does not exist - there are only 2 rows in section 1 before the update") {
            $0.moveRow(at: IndexPath(row: -1, section: 1), to: IndexPath(row: 0, section: 0))
        }
    }

    @Test func insertingIntoAMissingSectionOrAtANegativeRowGivesUIKitsMessage() {
        expectRefused("attempt to insert row 0 into section 4, but there are only 2 sections after the update") {
            $0.insertRows(at: [IndexPath(row: 0, section: 4)], with: .automatic)
        }
        expectRefused("attempt to insert row -1 into section 0, but there are only 3 rows in section 0 after the update") {
            $0.insertRows(at: [IndexPath(row: -1, section: 0)], with: .automatic)
        }
        expectRefused("attempt to insert row -1 into section 1, but there are only 2 rows in section 1 after the update") {
            $0.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: -1, section: 1))
        }
    }
}

@MainActor
@Suite("Negative estimated heights, and one report per layout pass", .headless)
struct BadEstimateTests {
    @Test func aNegativeEstimateFromTheDelegateGivesTheRowHeightMessageOncePerPass() {
        var made: (table: UITableView, source: BadInputSource, window: UIWindow)?
        let messages = Headless.recordingViolations {
            made = makeBadInputTable([20]) { source in source.estimatedRowHeight = { $0.row >= 2 ? -5 : 30 } }
            // The table must estimate for the delegate's estimates to be asked.
            made?.table.estimatedRowHeight = 30
            made?.table.layoutIfNeeded()
        }
        defer { withExtendedLifetime(made) {} }
        #expect(messages == ["table view row height must not be negative - provided height for index path (<NSIndexPath> {length = 2, path = 0 - 2}) is -5.000000"])
        guard let table = made?.table else { return }
        // The pass went on: the rows before the bad ones have their real heights (the bad
        // estimates count as 0, so the rows after them take no room until measured). The reload
        // asks the estimates again, and reports again (a new pass).
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
        let again = Headless.recordingViolations {
            table.reloadData()
            table.layoutIfNeeded()
        }
        #expect(again.count == 1 && again.first?.hasSuffix("is -5.000000") == true, "\(again)")
    }

    @Test func automaticDimensionAsAnEstimateIsNotReported() {
        let messages = Headless.recordingViolations {
            let made = makeBadInputTable([5]) { source in source.estimatedRowHeight = { _ in UITableView.automaticDimension } }
            made.table.estimatedRowHeight = 30
            made.table.layoutIfNeeded()
            #expect(made.table.contentSize.height == CGFloat(5 * 44))
        }
        #expect(messages.isEmpty)
    }

    @Test func aNegativeEstimatedRowHeightPropertyIsReportedForTheFirstRow() {
        let (table, source, window) = makeBadInputTable([4])
        defer { withExtendedLifetime((source, window)) {} }
        let messages = Headless.recordingViolations {
            table.estimatedRowHeight = -5
            table.layoutIfNeeded()
        }
        #expect(messages == ["table view row height must not be negative - provided height for index path (<NSIndexPath> {length = 2, path = 0 - 0}) is -5.000000"])
        #expect(table.contentSize.height == CGFloat(4 * 44))
        let automatic = Headless.recordingViolations {
            table.estimatedRowHeight = UITableView.automaticDimension
            table.layoutIfNeeded()
        }
        #expect(automatic.isEmpty)
    }

    @Test func negativeHeaderAndFooterHeightsAreReportedOncePerPass() {
        let messages = Headless.recordingViolations {
            let made = makeBadInputTable([1, 1, 1]) { source in
                source.headerHeights = [0: -2, 2: -3]
                source.footerHeights = [1: -4]
            }
            #expect(made.table.rectForHeader(inSection: 2).height == 0)
            #expect(made.table.rectForFooter(inSection: 1).height == 0)
        }
        #expect(messages == ["section header height must not be negative - provided height for section 0 is -2.000000"])
    }

    @Test func aNegativeFooterHeightAloneGivesUIKitsMessage() {
        let messages = Headless.recordingViolations {
            _ = makeBadInputTable([1, 1]) { source in source.footerHeights = [1: -4] }
        }
        #expect(messages == ["section footer height must not be negative - provided height for section 1 is -4.000000"])
    }

    @Test func aBadRowHeightAndABadHeaderInOnePassGiveOneReport() {
        let messages = Headless.recordingViolations {
            _ = makeBadInputTable([2, 2]) { source in
                source.rowHeight = { $0 == IndexPath(row: 1, section: 0) ? -1.5 : 44 }
                source.headerHeights = [1: -2]
            }
        }
        #expect(messages == ["table view row height must not be negative - provided height for index path (<NSIndexPath> {length = 2, path = 0 - 1}) is -1.500000"])
    }
}

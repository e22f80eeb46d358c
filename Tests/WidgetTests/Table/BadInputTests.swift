// BadInputTests.swift: bad input to scroll views and tables is reported with UIKit's message (or
// answered as UIKit answers it) and changes nothing: non-finite offsets, bad row and header
// heights, index paths out of range, updates that do not match the data, and a data source whose
// counts change while an update is checked.
import Foundation
import Testing
import HeadlessTesting
@_spi(Testing) import ViewWidgets

/// A data source and delegate whose counts and heights a test sets freely, counting what the
/// table asks.
@MainActor
final class BadInputSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowCounts: [Int]
    var rowHeight: (IndexPath) -> CGFloat = { _ in 44 }
    var headerHeights: [Int: CGFloat] = [:]
    var footerHeights: [Int: CGFloat] = [:]
    /// The delegate's estimate; nil: the table's `estimatedRowHeight`, as UIKit's default.
    var estimatedRowHeight: ((IndexPath) -> CGFloat)?
    /// Counts to give from the second question on, for the "counts change mid-update" test.
    var laterRowCounts: [Int]?
    var countQuestions = 0
    var cellQuestions: [IndexPath] = []
    var scrolls = 0

    init(rowCounts: [Int]) { self.rowCounts = rowCounts }

    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        countQuestions += 1
        if let later = laterRowCounts, countQuestions > 1 { return later[section] }
        return rowCounts[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellQuestions.append(indexPath)
        return tableView.dequeueReusableCell(withIdentifier: "Cell") ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { rowHeight(indexPath) }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimatedRowHeight?(indexPath) ?? tableView.estimatedRowHeight
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeights[section] ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeights[section] ?? UITableView.automaticDimension
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// A 320x480 table of `rowCounts` rows laid out in a visible window, and its source.
@MainActor
func makeBadInputTable(_ rowCounts: [Int], configure: (BadInputSource) -> Void = { _ in })
    -> (table: UITableView, source: BadInputSource, window: UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let table = UITableView(frame: window.bounds, style: .plain)
    let source = BadInputSource(rowCounts: rowCounts)
    configure(source)
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    table.layoutIfNeeded()
    return (table, source, window)
}

@MainActor
@Suite("Bad scroll offsets are reported with CALayer's message and change nothing", .headless)
struct BadScrollOffsetTests {
    @Test(arguments: [CGPoint(x: 0, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 10)])
    func aNonFiniteContentOffsetIsReportedAndScrollsNothing(offset: CGPoint) {
        let (table, source, window) = makeBadInputTable([30])
        defer { withExtendedLifetime((source, window)) {} }
        table.contentOffset = CGPoint(x: 0, y: 88)
        table.layoutIfNeeded()
        let visible = table.indexPathsForVisibleRows
        let scrolls = source.scrolls
        let messages = Headless.recordingViolations {
            table.contentOffset = offset
            table.setContentOffset(offset, animated: false)
        }
        let bounds = "\(offset.x.isNaN ? "nan" : offset.x.isInfinite ? "inf" : "0") \(offset.y.isNaN ? "nan" : "10"); 320 480"
        #expect(messages == Array(repeating: "CALayer bounds contains NaN: [\(bounds)]", count: 2))
        #expect(table.contentOffset == CGPoint(x: 0, y: 88))
        #expect(source.scrolls == scrolls)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == visible)
    }

    @Test func aNonFiniteAnimatedScrollIsReportedAtOnceAndTheRunningScrollGoesOn() {
        let (table, source, window) = makeBadInputTable([30])
        defer { withExtendedLifetime((source, window)) {} }
        table.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        let messages = Headless.recordingViolations {
            table.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        }
        #expect(messages == ["CALayer bounds contains NaN: [0 inf; 320 480]"])
        #expect(table.isScrollAnimating)
        let later = Headless.recordingViolations { Headless.runUntilIdle() }
        #expect(later.isEmpty)
        #expect(table.contentOffset == CGPoint(x: 0, y: 200))
    }
}

@MainActor
@Suite("Bad heights from the delegate are reported and count as zero", .headless)
struct BadRowHeightTests {
    @Test func aNegativeRowHeightGivesUIKitsMessageOnceAndTheRowTakesNoSpace() {
        var messages: [String] = []
        var made: (table: UITableView, source: BadInputSource, window: UIWindow)?
        messages = Headless.recordingViolations {
            made = makeBadInputTable([5]) { source in
                source.rowHeight = { $0.row >= 2 ? -5 : 44 }
            }
        }
        #expect(messages == ["table view row height must not be negative - provided height for index path (<NSIndexPath> {length = 2, path = 0 - 2}) is -5.000000"])
        defer { withExtendedLifetime(made) {} }
        guard let table = made?.table else { return }
        #expect(table.contentSize.height == 88)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 88, width: 320, height: 0))
    }

    @Test(arguments: [CGFloat.nan, CGFloat.infinity])
    func aNonFiniteRowHeightIsReportedNamingTheRow(height: CGFloat) {
        let messages = Headless.recordingViolations {
            let made = makeBadInputTable([3]) { source in source.rowHeight = { $0.row == 1 ? height : 44 } }
            #expect(made.table.contentSize.height == 88)
        }
        #expect(messages == ["table view row height must be finite - provided height for index path (<NSIndexPath> {length = 2, path = 0 - 1}) is \(height.isNaN ? "nan" : "inf")"])
    }

    @Test func aNegativeRowHeightPropertyIsReportedForTheFirstRow() {
        let (table, source, window) = makeBadInputTable([3])
        defer { withExtendedLifetime((source, window)) {} }
        table.delegate = nil
        let messages = Headless.recordingViolations {
            table.rowHeight = -2
            table.layoutIfNeeded()
        }
        #expect(messages == ["table view row height must not be negative - provided height for index path (<NSIndexPath> {length = 2, path = 0 - 0}) is -2.000000"])
        #expect(table.contentSize.height == 0)
    }

    @Test func aNegativeHeaderHeightGivesUIKitsMessage() {
        let messages = Headless.recordingViolations {
            let made = makeBadInputTable([1, 1]) { source in source.headerHeights = [1: -0.01] }
            #expect(made.table.rectForHeader(inSection: 1).height == 0)
        }
        #expect(messages == ["section header height must not be negative - provided height for section 1 is -0.010000"])
    }

    @Test func aNegativeHeightAskedWhenARowAppearsIsReportedToo() {
        // With estimated heights, the real height is asked as the row comes on screen (-1 would
        // be UITableView.automaticDimension).
        let messages = Headless.recordingViolations {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let table = UITableView(frame: window.bounds, style: .plain)
            table.estimatedRowHeight = 44
            let source = BadInputSource(rowCounts: [50])
            source.rowHeight = { $0.row == 3 ? -3 : 44 }
            table.dataSource = source
            table.delegate = source
            table.layoutIfNeeded()
            withExtendedLifetime(source) {}
        }
        #expect(messages == ["table view row height must not be negative - provided height for index path (<NSIndexPath> {length = 2, path = 0 - 3}) is -3.000000"])
    }
}

@MainActor
@Suite("Index paths out of range", .headless)
struct OutOfRangeIndexPathTests {
    private let missing = [IndexPath(row: 5, section: 0), IndexPath(row: 0, section: 3), IndexPath(row: -1, section: 0)]

    @Test func cellForRowIsNilForARowThatDoesNotExistAsDocumented() {
        let (table, source, window) = makeBadInputTable([5])
        defer { withExtendedLifetime((source, window)) {} }
        let asked = source.cellQuestions.count
        for path in missing { #expect(table.cellForRow(at: path) == nil, "\(path)") }
        #expect(source.cellQuestions.count == asked)
    }

    @Test func scrollingToAMissingRowOrSectionGivesUIKitsMessagesAndScrollsNothing() {
        let (table, source, window) = makeBadInputTable([5, 2])
        defer { withExtendedLifetime((source, window)) {} }
        let messages = Headless.recordingViolations {
            table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
            table.scrollToRow(at: IndexPath(row: 0, section: 2), at: .middle, animated: true)
        }
        #expect(messages == [
            "Attempted to scroll the table view to an out-of-bounds row (5) when there are only 5 rows in section 0.",
            "Attempted to scroll the table view to an out-of-bounds section (2) when there are only 2 sections.",
        ])
        #expect(table.contentOffset == .zero)
        #expect(!table.isScrollAnimating)
    }

    @Test func selectingAMissingRowWithoutScrollingIsIgnored() {
        let (table, source, window) = makeBadInputTable([5])
        defer { withExtendedLifetime((source, window)) {} }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let messages = Headless.recordingViolations {
            for path in missing { table.selectRow(at: path, animated: false, scrollPosition: .none) }
        }
        #expect(messages.isEmpty)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func selectingAMissingRowWithAScrollPositionGivesTheScrollsMessage() {
        let (table, source, window) = makeBadInputTable([5])
        defer { withExtendedLifetime((source, window)) {} }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let messages = Headless.recordingViolations {
            table.selectRow(at: IndexPath(row: 9, section: 0), animated: false, scrollPosition: .middle)
        }
        #expect(messages == ["Attempted to scroll the table view to an out-of-bounds row (9) when there are only 5 rows in section 0."])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(table.contentOffset == .zero)
    }

    @Test func movingAMissingRowGivesUIKitsMessageAndChangesNothing() {
        let (table, source, window) = makeBadInputTable([3, 2])
        defer { withExtendedLifetime((source, window)) {} }
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        let messages = Headless.recordingViolations {
            table.moveRow(at: IndexPath(row: 9, section: 0), to: IndexPath(row: 0, section: 1))
        }
        #expect(messages == ["attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 9}) that does not exist - there are only 3 rows in section 0 before the update"])
        #expect((0..<table.numberOfSections).map(table.numberOfRows(inSection:)) == [3, 2])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
    }

    @Test func reloadingAMissingRowGivesUIKitsMessageAndChangesNothing() {
        let (table, source, window) = makeBadInputTable([5])
        defer { withExtendedLifetime((source, window)) {} }
        let cells = table.visibleCells
        #expect(cells.count == 5)
        let asked = source.cellQuestions.count
        let messages = Headless.recordingViolations {
            table.reloadRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
        }
        #expect(messages == ["attempt to delete row 7 from section 0 which only contains 5 rows before the update"])
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == cells.count && zip(table.visibleCells, cells).allSatisfy { $0 === $1 })
        #expect(source.cellQuestions.count == asked)
    }
}

@MainActor
@Suite("Updates that do not match the data", .headless)
struct InconsistentUpdateTests {
    @Test func anInsertionTheDataDoesNotHaveIsReportedAndTheTableKeepsItsRowsCellsAndSelection() {
        let (table, source, window) = makeBadInputTable([4, 3])
        defer { withExtendedLifetime((source, window)) {} }
        table.selectRow(at: IndexPath(row: 2, section: 1), animated: false, scrollPosition: .none)
        let cells = table.visibleCells
        let messages = Headless.recordingViolations {
            table.performBatchUpdates {
                table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
            }
        }
        #expect(messages == ["Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        #expect((0..<table.numberOfSections).map(table.numberOfRows(inSection:)) == source.rowCounts)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 1)])
        table.layoutIfNeeded()
        #expect(!cells.isEmpty)
        #expect(table.visibleCells.count == cells.count && zip(table.visibleCells, cells).allSatisfy { $0 === $1 })
    }

    @Test func countsThatChangeWhileAnUpdateIsCheckedAreReadOnce() {
        // The data source answers 4 rows when the update is checked, then 9: the table keeps the
        // counts it checked, as UIKit does, and never asks for a row past them.
        let (table, source, window) = makeBadInputTable([3])
        defer { withExtendedLifetime((source, window)) {} }
        source.rowCounts = [4]
        source.countQuestions = 0
        source.laterRowCounts = [9]
        let messages = Headless.recordingViolations {
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            table.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.contentSize.height == CGFloat(4 * 44))
        #expect(source.cellQuestions.allSatisfy { $0.row < 4 })
        #expect(table.indexPathsForVisibleRows == (0..<4).map { IndexPath(row: $0, section: 0) })
    }

    @Test func reloadingASelectedRowDeselectsItAsOnADevice() {
        let (table, source, window) = makeBadInputTable([5])
        defer { withExtendedLifetime((source, window)) {} }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test func reloadingASectionThatShrankDropsItsSelection() {
        let (table, source, window) = makeBadInputTable([8])
        defer { withExtendedLifetime((source, window)) {} }
        table.selectRow(at: IndexPath(row: 6, section: 0), animated: false, scrollPosition: .none)
        source.rowCounts = [2]
        let messages = Headless.recordingViolations { table.reloadSections(IndexSet(integer: 0), with: .fade) }
        #expect(messages.isEmpty)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.numberOfRows(inSection: 0) == 2)
    }
}

// TableIndexAndPrefetchTests.swift: the section index titles a table asks on reload, rows
// reconfigured in place (iOS 15), and the prefetch data source told which rows will soon show.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A data source of `rows` rows in one section that gives section index titles and counts them,
/// dequeuing registered cells whose text comes from `names`.
@MainActor
private final class IndexedSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var names: [String]
    var titleRequests = 0
    var cellRequests: [IndexPath] = []
    var calls: [String] = []
    /// Whether the cells' labels wrap (for self-sizing rows).
    var multiline = false
    /// A cell the data source returns instead of dequeuing, when set.
    var strayCell: UITableViewCell?

    init(rows: Int) {
        names = (0..<rows).map { "Row \($0)" }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = strayCell ?? tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.numberOfLines = multiline ? 0 : 1
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        titleRequests += 1
        return [UITableView.indexSearch, "A", "B"]
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(indexPath.row)")
    }
}

/// A prefetch data source that records what it is told.
@MainActor
private final class RecordingPrefetcher: NSObject, UITableViewDataSourcePrefetching {
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
}

/// A prefetch data source that implements only the required method.
@MainActor
private final class MinimalPrefetcher: NSObject, UITableViewDataSourcePrefetching {
    var prefetchedCount = 0
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetchedCount += indexPaths.count }
}

@MainActor
@Suite("UITableView section index, reconfiguring and prefetching", .headless)
struct TableIndexAndPrefetchTests {
    /// A key window showing a 320x480 table of `rows` registered cells from `source`.
    private func shownTable(_ source: IndexedSource) -> (UIWindow, UITableView) {
        let table = UITableView(frame: .zero, style: .plain)
        return (showInKeyWindow(table, source: source), table)
    }

    @Test func sectionIndexDefaultsMatchUIKit() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(UITableView.indexSearch == "{search}")
        #expect(table.sectionIndexMinimumDisplayRowCount == 0)
        #expect(table.sectionIndexColor == nil)
        #expect(table.sectionIndexBackgroundColor == nil)
        #expect(table.sectionIndexTrackingBackgroundColor == nil)
        table.sectionIndexColor = .red
        table.sectionIndexMinimumDisplayRowCount = 20
        #expect(table.sectionIndexColor == .red)
        #expect(table.sectionIndexMinimumDisplayRowCount == 20)
        // A data source that implements neither method gets UIKit's defaults.
        let plain = RecordingTableSource(rowCounts: [3])
        #expect(plain.sectionIndexTitles(for: table) == nil)
        #expect(plain.tableView(table, sectionForSectionIndexTitle: "C", at: 2) == 2)
    }

    @Test func theIndexTitlesAreAskedOnReloadAndByReloadSectionIndexTitles() {
        let source = IndexedSource(rows: 5)
        let (_, table) = shownTable(source)
        #expect(source.titleRequests == 1)
        table.reloadData()
        #expect(source.titleRequests == 2)
        source.cellRequests.removeAll()
        table.reloadSectionIndexTitles()
        Headless.runUntilIdle()
        #expect(source.titleRequests == 3)
        #expect(source.cellRequests.isEmpty)   // the rows were not reloaded
    }

    @Test func reconfigureRowsKeepsTheCellAndAsksForItsContentAgain() throws {
        let source = IndexedSource(rows: 20)
        let (_, table) = shownTable(source)
        let before = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        source.names[1] = "Renamed"
        source.calls.removeAll()
        source.cellRequests.removeAll()
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 19, section: 0)])
        Headless.runUntilIdle()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === before)
        #expect(before.textLabel?.text == "Renamed")
        // Row 19 is off screen: it has no cell to reconfigure. No cell left or entered the screen.
        #expect(source.cellRequests == [IndexPath(row: 1, section: 0)])
        #expect(source.calls.isEmpty)
    }

    @Test func hasUncommittedUpdatesIsFalse() {
        let source = IndexedSource(rows: 5)
        let (_, table) = shownTable(source)
        #expect(!table.hasUncommittedUpdates)
        table.performBatchUpdates {
            source.names.append("Added")
            table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
            #expect(!table.hasUncommittedUpdates)   // no placeholders or drops here
        }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(!collection.hasUncommittedUpdates)
    }

    @Test func thePrefetchDataSourceIsToldTheNextScreenOfRowsNearestFirst() {
        let source = IndexedSource(rows: 100)
        let prefetcher = RecordingPrefetcher()
        let (window, table) = shownTable(source)
        #expect(table.prefetchDataSource == nil)
        #expect(table.isPrefetchingEnabled)
        table.prefetchDataSource = prefetcher
        table.layoutIfNeeded()
        // Rows 0-10 show (480 / 44); rows 11-21 lie within one screen below, nearest first.
        #expect(prefetcher.prefetched == [(11...21).map { IndexPath(row: $0, section: 0) }])
        // A finger scrolls the table down: further rows are prefetched.
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        Headless.advance(by: 3)
        #expect(prefetcher.prefetched.count > 1)
        #expect(prefetcher.prefetched.dropFirst().flatMap { $0 }.allSatisfy { $0.row > 21 })
    }

    @Test func rowsThatLeaveTheBandUnshownAreCancelled() {
        let source = IndexedSource(rows: 200)
        let prefetcher = RecordingPrefetcher()
        let (_, table) = shownTable(source)
        table.prefetchDataSource = prefetcher
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 4400)   // row 100 at the top
        table.layoutIfNeeded()
        #expect(prefetcher.cancelled == [(11...21).map { IndexPath(row: $0, section: 0) }])
        // The rows above and below the new screen are prefetched, nearest first.
        let last = prefetcher.prefetched.last ?? []
        #expect(Set(last.prefix(2)) == [IndexPath(row: 99, section: 0), IndexPath(row: 111, section: 0)])
    }

    @Test func noPrefetchingWhenItIsDisabled() {
        let source = IndexedSource(rows: 100)
        let prefetcher = RecordingPrefetcher()
        let (_, table) = shownTable(source)
        table.isPrefetchingEnabled = false
        table.prefetchDataSource = prefetcher
        table.layoutIfNeeded()
        #expect(prefetcher.prefetched.isEmpty)
        // The cancel method is optional.
        let minimal = MinimalPrefetcher()
        minimal.tableView(table, cancelPrefetchingForRowsAt: [IndexPath(row: 0, section: 0)])
        // Enabled, it is told of rows, and the rows it is not told to cancel go through the default.
        table.isPrefetchingEnabled = true
        table.prefetchDataSource = minimal
        table.layoutIfNeeded()
        #expect(minimal.prefetchedCount == 11)
        table.contentOffset = CGPoint(x: 0, y: 3000)
        table.layoutIfNeeded()
        #expect(minimal.prefetchedCount > 11)
    }

    @Test func aReconfiguredSelfSizingRowIsMeasuredAgain() throws {
        let source = IndexedSource(rows: 20)
        source.multiline = true
        let (_, table) = shownTable(source)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.reloadData()
        table.layoutIfNeeded()
        let before = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        source.names[1] = String(repeating: "A much longer name that wraps onto more lines. ", count: 6)
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > before)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame.height > before)
    }

    @Test func aDataSourceThatReturnsAnotherCellWhenReconfiguringIsReported() throws {
        let source = IndexedSource(rows: 20)
        let (_, table) = shownTable(source)
        let stray = UITableViewCell(style: .default, reuseIdentifier: "Other")
        source.strayCell = stray
        let violations = Headless.recordingViolations {
            table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        }
        #expect(violations.count == 1)
        #expect(violations.first?.contains("reconfigure") == true)
        // Nothing is lost: the returned cell shows for the row.
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === stray)
        #expect(stray.textLabel?.text == "Row 1")
    }

    @Test func thePrefetchDataSourceIsHeldWeakly() {
        let table = UITableView(frame: .zero, style: .plain)
        do {
            let prefetcher = RecordingPrefetcher()
            table.prefetchDataSource = prefetcher
            #expect(table.prefetchDataSource === prefetcher)
        }
        #expect(table.prefetchDataSource == nil)
    }
}

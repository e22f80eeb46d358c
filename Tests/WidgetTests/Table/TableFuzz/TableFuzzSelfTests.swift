// TableFuzzSelfTests.swift: the cell-identity oracle of the table fuzz (a row on screen before and
// after an update keeps its cell; a reloaded row is asked for again), and deliberately broken
// subjects that prove the fuzz catches a wrong, stale or re-made cell and shrinks its reproduction.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import ViewWidgets // the broken table reaches the internal map of visible cells.

/// What an update must keep and ask again, recorded just before it: the cell of every row on
/// screen, by row identity, the rows it reloads, and where the `cellForRowAt` log stood.
@MainActor
struct CellIdentityCheck {
    let cellsByRow: [Int: ObjectIdentifier]
    let reloadedIDs: Set<Int>
    let requestMark: Int

    /// Records the harness's table as it is now (laid out by the previous operation's checks),
    /// with `source.sections` still the data before the update.
    init(harness: TableFuzzHarness, reloadedIDs: Set<Int>) {
        let sections = harness.source.sections
        var cells: [Int: ObjectIdentifier] = [:]
        for path in harness.table.indexPathsForVisibleRows ?? [] {
            guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row),
                  let cell = harness.table.cellForRow(at: path) else { continue }
            cells[sections[path.section].rows[path.row].id] = ObjectIdentifier(cell)
        }
        cellsByRow = cells
        self.reloadedIDs = reloadedIDs
        requestMark = harness.source.cellRequests.count
    }

    /// After the update and a layout pass, for the rows `shown`: a reloaded row was asked for
    /// again; any other row that was on screen before keeps the very same cell and was not asked
    /// for again (UIKit moves its cell). The first that fails.
    func failure(in harness: TableFuzzHarness, shown: [IndexPath]) -> InvariantFailure? {
        let asked = Set(harness.source.cellRequests[requestMark...])
        for path in shown {
            let row = harness.source.sections[path.section].rows[path.row]
            guard let cell = harness.table.cellForRow(at: path) else { continue }
            if reloadedIDs.contains(row.id) {
                if !asked.contains(row.id) {
                    return InvariantFailure("a reloaded row is asked for again", "\(harness.path(path)) (row \(row.id)) was not")
                }
            } else if let before = cellsByRow[row.id] {
                if before != ObjectIdentifier(cell) {
                    return InvariantFailure("a row on screen before and after an update keeps its cell",
                                            "\(harness.path(path)) (row \(row.id)) has another cell")
                }
                if asked.contains(row.id) {
                    return InvariantFailure("a row that keeps its cell is not asked for again",
                                            "\(harness.path(path)) (row \(row.id)) was asked")
                }
            }
        }
        return nil
    }
}

/// Deliberately broken, to test the fuzz itself: once scrolled down past 100 points, each layout
/// pass swaps the cells of the first two rows on screen (frames included), so each of those rows
/// shows the other's content in its own rectangle.
final class SwappingTableView: UITableView {
    override func layoutSubviews() {
        super.layoutSubviews()
        guard contentOffset.y > 100 else { return }
        let paths = visibleCellsByIndexPath.keys.sorted()
        guard paths.count >= 2, let first = visibleCellsByIndexPath[paths[0]], let second = visibleCellsByIndexPath[paths[1]] else { return }
        (first.frame, second.frame) = (second.frame, first.frame)
        visibleCellsByIndexPath[paths[0]] = second
        visibleCellsByIndexPath[paths[1]] = first
    }
}

@MainActor
@Suite("The table fuzz catches a broken table", .headless)
struct TableFuzzSelfTests {
    private func run(seed: UInt64, _ makeTable: @escaping @MainActor (CGRect) -> UITableView) -> String? {
        RandomOperationTest(seed: seed, count: 2_000) {
            TableFuzzHarness(makeTable: { makeTable(CGRect(x: 0, y: 0, width: 320, height: 480)) })
        }.run()
    }

    /// The number of operations in the report's shortest reproduction.
    private func shrunkCount(_ report: String) -> Int? {
        report.firstRange(of: "Shortest reproduction found (").flatMap { Int(report[$0.upperBound...].prefix { $0.isNumber }) }
    }

    @Test func aTableThatShowsTheWrongCellsIsCaughtAndShrunk() throws {
        let report = try #require(run(seed: 3) { SwappingTableView(frame: $0, style: .plain) })
        #expect(report.contains("Seed 0x3 (replay: FUZZ_SEED=0x3)"))
        #expect(report.contains("a visible cell shows its row"), Comment(rawValue: report))
        #expect(report.contains(", 1-minimal, "))
        #expect((shrunkCount(report) ?? .max) <= 2, Comment(rawValue: report))
    }

    // The next two subjects break the calls the harness makes: what the table is told no longer
    // matches what the oracle was told, as if the table had mishandled it.

    @Test func aTableThatIgnoresReloadsIsCaughtAndShrunkToOneUpdate() throws {
        let report = try #require(RandomOperationTest(seed: 3, count: 2_000) { TableFuzzHarness(sabotage: .ignoreReloads) }.run())
        #expect(report.contains("Seed 0x3 (replay: FUZZ_SEED=0x3)"))
        #expect(report.contains("a visible cell shows its row") || report.contains("a reloaded row is asked for again"),
                Comment(rawValue: report))
        #expect(shrunkCount(report) == 1, Comment(rawValue: report))
        #expect(report.contains("reloadRows"))
    }

    @Test func aTableThatRemakesTheCellsOfMovedRowsIsCaughtAndShrunk() throws {
        let report = try #require(RandomOperationTest(seed: 3, count: 2_000) { TableFuzzHarness(sabotage: .moveAsDeleteAndInsert) }.run())
        #expect(report.contains("Seed 0x3 (replay: FUZZ_SEED=0x3)"))
        #expect(report.contains("a row on screen before and after an update keeps its cell")
                    || report.contains("a row that keeps its cell is not asked for again"), Comment(rawValue: report))
        // It takes a few operations to bring a moved row on screen both before and after the move.
        #expect(report.contains(", 1-minimal, "))
        #expect((shrunkCount(report) ?? .max) <= 10, Comment(rawValue: report))
        #expect(report.contains("moveRow"))
    }
}

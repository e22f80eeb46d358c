// TableFuzzTests.swift: 10,000 seeded random operations on a table (batch updates that match
// the data, moves, inconsistent updates, reloads, scrolls, selections, resizes, swipes, editing,
// pulls to refresh), with the table's invariants checked after each against an oracle computed
// from the data alone.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import ViewWidgets // the reuse pool is internal; the invariants look inside it.

/// One random operation on the table. Operations are chosen for the data of the moment (see
/// `TableFuzzHarness.randomOperation`) but say explicitly what to do, so any sublist replays with
/// the same meaning: a batch that no longer fits the data is skipped; selecting or scrolling to a
/// row that is gone does what UIKit does with a missing row.
enum TableOperation {
    /// How a batch is issued.
    enum UpdateStyle {
        /// A single change outside any batch (several changes fall back to beginUpdates/endUpdates).
        case single
        case beginEnd
        case performBatch
    }

    case update(TableBatch, style: UpdateStyle, order: UInt64, splitRows: Bool)
    case moveSection(from: Int, to: Int)
    case inconsistentUpdate(kind: Int, section: Int, offset: Int)
    case reloadData([FuzzSection])
    case scroll(y: CGFloat)
    case scrollToRow(IndexPath, UITableView.ScrollPosition, animated: Bool)
    case advance(TimeInterval)
    case select(IndexPath, UITableView.ScrollPosition)
    case deselect(IndexPath)
    case deselectAll
    case setMultipleSelection(Bool)
    case resize(width: Int, height: Int)
    /// A finger across the row from near the table's right edge, `distance` points to the left
    /// (negative: to the right).
    case swipe(IndexPath, distance: CGFloat)
    /// A tap on the first button of the row whose swipe actions show.
    case tapRevealedButton
    case setEditing(Bool)
    /// A finger drags the table down by `distance` (from the content's top when `fromTop`): pull
    /// to refresh (TableFuzzHarness+Refresh.swift).
    case pull(distance: CGFloat, fromTop: Bool)
    case endRefreshing
}

typealias UpdateStyle = TableOperation.UpdateStyle

extension TableFuzzHarness {
    /// The invariants, after the table has laid out: counts, content size, visible cells exactly
    /// the rows meeting the bounds (each in its rectangle, showing its row, selected as its row
    /// is), the reuse pool disjoint from the screen and holding every other cell, and the selection
    /// exactly the selected rows that exist. The first that fails.
    func checkInvariants() -> InvariantFailure? {
        let messages = Headless.recordingViolations { table.layoutIfNeeded() }
        if !messages.isEmpty { return InvariantFailure("layout reports nothing", "\(messages)") }
        if !source.badQuestions.isEmpty {
            return InvariantFailure("the table asks only about rows that exist", "\(source.badQuestions)")
        }
        let sections = source.sections
        let counts = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
        if counts != sections.map(\.rows.count) {
            return InvariantFailure("counts match the data", "table has \(counts), data has \(sections.map(\.rows.count))")
        }
        // The oracle: every row's rectangle from the heights alone (28-point headers for titles
        // with 22 points of padding above them, constants of the test, not the table's),
        // and which rows are selected, in index-path order. With estimated heights, a row keeps
        // its estimate until it comes on screen, so the heights are the table's (checked below to
        // be the real ones for every row on screen) and the positions still the oracle's sums.
        let estimating = source.estimatedHeight != nil
        var top: CGFloat = 0
        var rects: [[CGRect]] = []
        var visible: [IndexPath] = []
        var expectedSelection: [IndexPath] = []
        let band = table.bounds, width = table.bounds.width
        for (sectionIndex, section) in sections.enumerated() {
            if section.title != nil { top += FuzzSection.headerTopPadding + FuzzSection.headerHeight }
            var sectionRects: [CGRect] = []
            for (rowIndex, row) in section.rows.enumerated() {
                let path = IndexPath(row: rowIndex, section: sectionIndex)
                let height = estimating ? table.rectForRow(at: path).height : row.height
                sectionRects.append(CGRect(x: 0, y: top, width: width, height: height))
                // A zero-height table (or row) covers no area: nothing of it is on screen.
                if height > 0, band.height > 0, top < band.maxY, top + height > band.minY { visible.append(path) }
                if selectedIDs.contains(row.id) { expectedSelection.append(path) }
                top += height
            }
            rects.append(sectionRects)
        }
        if table.contentSize != CGSize(width: width, height: top) {
            return InvariantFailure("content size is the sum of the heights", "\(table.contentSize), expected \(width) x \(top)")
        }
        let shown = table.indexPathsForVisibleRows ?? []
        if shown != visible {
            return InvariantFailure("visible cells are exactly the rows meeting the bounds",
                                    "bounds \(band): shows \(shown.map(path)), expected \(visible.map(path))")
        }
        var shownIDs = Set<ObjectIdentifier>()
        for path in shown {
            guard let cell = table.cellForRow(at: path) else {
                return InvariantFailure("a visible row has its cell", "\(self.path(path)) has none")
            }
            shownIDs.insert(ObjectIdentifier(cell))
            let row = sections[path.section].rows[path.row], rect = rects[path.section][path.row]
            if estimating, rect.height != row.height {
                return InvariantFailure("a row on screen has its real height, not its estimate",
                                        "\(self.path(path)) is \(rect.height) high, its height is \(row.height)")
            }
            if cell.superview !== table || cell.isHidden || cell.frame != rect {
                return InvariantFailure("a visible cell is in the table, in its row's rectangle",
                                        "\(self.path(path)): superview \(String(describing: cell.superview)), hidden \(cell.isHidden), frame \(cell.frame), expected \(rect)")
            }
            guard let configured = source.configuredRows[ObjectIdentifier(cell)] else {
                return InvariantFailure("a visible cell shows its row", "\(self.path(path)) shows a cell the data source never configured")
            }
            if configured != (row.id, row.version) {
                return InvariantFailure("a visible cell shows its row", "\(self.path(path)) shows row \(configured), expected \((row.id, row.version))")
            }
            if cell.isSelected != selectedIDs.contains(row.id) {
                return InvariantFailure("a visible cell is selected exactly when its row is", "\(self.path(path)): isSelected \(cell.isSelected)")
            }
        }
        if let identityCheck, let failure = identityCheck.failure(in: self, shown: shown) { return failure }
        let pool = table.cellPool.views(waitingIn: "Cell")
        let poolIDs = Set(pool.map(ObjectIdentifier.init))
        if poolIDs.count != pool.count || !poolIDs.isDisjoint(with: shownIDs) || pool.contains(where: { $0.superview != nil }) {
            return InvariantFailure("no cell is both visible and pooled", "\(pool.count) pooled, \(poolIDs.count) distinct, \(poolIDs.intersection(shownIDs).count) also visible")
        }
        if poolIDs.count + shownIDs.count != source.cellsMade.count
            || !source.cellsMade.allSatisfy({ poolIDs.contains(ObjectIdentifier($0)) || shownIDs.contains(ObjectIdentifier($0)) }) {
            return InvariantFailure("every cell made is visible or pooled", "\(source.cellsMade.count) made, \(shownIDs.count) visible, \(pool.count) pooled")
        }
        if let stray = table.visibleCells.first(where: { $0.isEditing != table.isEditing }) {
            return InvariantFailure("visible cells are in the table's editing mode", "\(stray) isEditing \(stray.isEditing)")
        }
        let swiped = table.visibleCells.filter { $0.configurationState.isSwiped }
        if swiped.count > 1 || (swiped.first.map { table.indexPath(for: $0) != table.editingState.swipe?.revealedItem } ?? false) {
            return InvariantFailure("at most one row shows its swipe actions", "\(swiped.count) cells swiped")
        }
        let selection = table.indexPathsForSelectedRows ?? []
        if selection != expectedSelection {
            return InvariantFailure("the selection is the selected rows that exist", "table selects \(selection.map(path)), expected \(expectedSelection.map(path))")
        }
        return nil
    }
}

@MainActor
@Suite("Random operations on a table", .headless)
struct TableFuzzTests {
    /// How many operations the main run applies; `FUZZ_OPERATIONS` changes it.
    static let operationCount = RandomOperationSettings.operationCount(default: 10_000)

    /// The main run's seed; `FUZZ_SEED` changes it.
    static let seed = RandomOperationSettings.seed(default: 0x7AB1_E5EE)

    private func makeTest(seed: UInt64, count: Int, estimatingHeights: Bool = false,
                          selfSizing: Bool = false) -> RandomOperationTest<TableFuzzHarness> {
        RandomOperationTest(seed: seed, count: count) {
            TableFuzzHarness(estimatingHeights: estimatingHeights, selfSizing: selfSizing)
        }
    }

    @Test func tenThousandRandomTableOperationsKeepEveryInvariant() throws {
        // An unreadable FUZZ_SEED or FUZZ_OPERATIONS throws here, naming the value.
        let report = makeTest(seed: try Self.seed.get(), count: try Self.operationCount.get()).run()
        #expect(report == nil, Comment(rawValue: report ?? ""))
    }

    @Test func randomOperationsOnATableWithEstimatedHeightsKeepEveryInvariant() throws {
        let count = try Self.operationCount.get()
        let report = makeTest(seed: try Self.seed.get() ^ 0xE57, count: max(1, count / 5), estimatingHeights: true).run()
        #expect(report == nil, Comment(rawValue: report ?? ""))
    }

    @Test func randomOperationsOnATableOfSelfSizingRowsKeepEveryInvariant() throws {
        // Rows of automaticDimension, each cell's height given by a constraint in its content view.
        let count = try Self.operationCount.get()
        let report = makeTest(seed: try Self.seed.get() ^ 0x5E1F, count: max(1, count / 5), selfSizing: true).run()
        #expect(report == nil, Comment(rawValue: report ?? ""))
    }

    @Test func aTableWithEstimatedHeightsMeasuresTheRowsOfItsFirstLayout() {
        // Right after the first layout pass (the harness makes exactly one), the cells on screen
        // have their rows' real heights, not the estimate (44, which most of them are not).
        let harness = TableFuzzHarness(estimatingHeights: true)
        let heights = Dictionary(uniqueKeysWithValues: harness.source.sections.flatMap(\.rows).map { ($0.id, $0.height) })
        let shown = harness.table.visibleCells.map { cell in
            (cell.frame.height, harness.source.configuredRows[ObjectIdentifier(cell)].flatMap { heights[$0.id] })
        }
        #expect(!shown.isEmpty && shown.allSatisfy { $0.0 == $0.1 }, "\(shown)")
        #expect(shown.contains { $0.0 != 44 })
    }

    @Test func theSameSeedGivesTheSameRun() {
        let first = makeTest(seed: 11, count: 300).generate()
        let second = makeTest(seed: 11, count: 300).generate()
        #expect(first.descriptions == second.descriptions)
        #expect(first.descriptions.count == 300)
        #expect(makeTest(seed: 11, count: 300).replay(first.operations).descriptions == first.descriptions)
    }
}

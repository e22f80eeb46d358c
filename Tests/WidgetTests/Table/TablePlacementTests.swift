// TablePlacementTests.swift: where a table puts the cells of the rows on screen, frame by frame:
// each visible row's cell at the row's rectangle (`rectForRow(at:)`), the visible rows exactly
// those meeting the bounds, and a row's rectangle worked out again when the layout or the width
// changes (the table keeps the rectangles it worked out while neither changes).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UITableView cell placement", .headless)
struct TablePlacementTests {
    /// Every visible cell sits at its row's rectangle, and the visible rows are the rows whose
    /// rectangles meet the bounds, in order.
    private func expectCellsInPlace(_ table: UITableView, sourceLocation: SourceLocation = #_sourceLocation) {
        let rows = table.indexPathsForVisibleRows ?? []
        let meeting = (table.indexPathsForRows(in: table.bounds) ?? []).filter { table.rectForRow(at: $0).height > 0 }
        #expect(rows == meeting, sourceLocation: sourceLocation)
        for indexPath in rows {
            #expect(table.cellForRow(at: indexPath)?.frame == table.rectForRow(at: indexPath), "row \(indexPath)",
                    sourceLocation: sourceLocation)
        }
    }

    /// The visible rows are the rows whose rectangles meet the bounds, in order.
    private func expectRowsMeetingTheBand(_ table: UITableView, sourceLocation: SourceLocation = #_sourceLocation) {
        let meeting = (table.indexPathsForRows(in: table.bounds) ?? []).filter { table.rectForRow(at: $0).height > 0 }
        #expect((table.indexPathsForVisibleRows ?? []) == meeting, sourceLocation: sourceLocation)
    }

    @Test func cellsFollowTheRowsAtEveryStepOfAScrollThroughSections() {
        let (table, source) = makeTable(rowCounts: [7, 0, 12, 30]) { source, _ in
            source.headerTitles = [0: "A", 2: "C", 3: "D"]
            source.heights = { $0.row % 3 == 0 ? 30.5 : 44 }
        }
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        for step in 0..<100 {
            table.contentOffset.y = CGFloat(step) * 17.25
            table.layoutIfNeeded()
            expectCellsInPlace(table)
        }
        #expect(source.cellRequests.contains(IndexPath(row: 29, section: 3)))
    }

    @Test func rowsTakeTheirNewRectanglesWhenTheRowHeightChanges() {
        let (table, source) = makeTable(rowCounts: [40])
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.frame == CGRect(x: 0, y: 220, width: 320, height: 44))
        table.rowHeight = 60
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.frame == CGRect(x: 0, y: 300, width: 320, height: 60))
        expectCellsInPlace(table)
    }

    @Test func rowsTakeTheirNewRectanglesWhenOnlyOneRowIsReloadedTaller() {
        var tall: Set<Int> = []
        let (table, source) = makeTable(rowCounts: [40]) { source, _ in
            source.heights = { tall.contains($0.row) ? 100 : 44 }
        }
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        let below = table.cellForRow(at: IndexPath(row: 4, section: 0))
        #expect(below?.frame.minY == 176)
        tall = [2]
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 232)
        expectCellsInPlace(table)
    }

    /// A scroll step that keeps the band's edges inside the first and last rows shows the same
    /// rows and asks for no cell; a row enters as soon as the band's bottom passes its top and
    /// leaves when the band's top reaches its bottom, to the quarter point.
    @Test func scrollStepsInsideTheEdgeRowsAskNoCellAndRowsEnterAndLeaveAtTheirExactEdges() {
        let (table, source) = makeTable(rowCounts: [40])
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        let steps: [(offset: CGFloat, rows: ClosedRange<Int>, newRequests: Int)] = [
            (4, 0...10, 0), (4.5, 0...11, 1), (43.75, 0...11, 0), (44, 1...11, 0),
            (48, 1...11, 0), (48.25, 1...12, 1), (48, 1...11, 0), (43.75, 0...11, 1),
            (3, 0...10, 0), (3, 0...10, 0),
        ]
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0...10))
        for step in steps {
            let requests = source.cellRequests.count
            table.contentOffset.y = step.offset
            table.layoutIfNeeded()
            #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(step.rows), "at \(step.offset)")
            #expect(source.cellRequests.count - requests == step.newRequests, "at \(step.offset)")
            expectCellsInPlace(table)
        }
    }

    /// Rows of fractional heights, measured as they show (their estimates replaced one by one),
    /// with the band put exactly on row edges, as scrolling to a row does, and in small steps:
    /// the rows on screen are always those `indexPathsForRows(in:)` finds. (Frames are not
    /// compared: a fractional origin set through the frame comes back through the layer's
    /// position a rounding step away, as a layer stores it.)
    @Test func bandsOnTheEdgesOfFractionalRowsShowExactlyTheRowsThatMeetThem() {
        let heights: [CGFloat] = [130.0 / 3, 134.0 / 3, 30.1, 44.2 / 3]
        let (table, source) = makeTable(rowCounts: [60, 40]) { source, table in
            source.heights = { heights[($0.row + $0.section) % heights.count] }
            table.estimatedRowHeight = 44
        }
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        for row in stride(from: 0, to: 60, by: 3) {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            for offset in [rect.minY, rect.maxY, rect.maxY - table.bounds.height, rect.minY + 0.001] {
                table.contentOffset.y = max(0, offset)
                table.layoutIfNeeded()
                expectRowsMeetingTheBand(table)
            }
        }
        for step in 0..<200 {
            table.contentOffset.y = CGFloat(step) * 7.3
            table.layoutIfNeeded()
            expectRowsMeetingTheBand(table)
        }
    }

    /// An inset-grouped table rounds its sections' corners at every pass, a scroll step that
    /// shows no new row included: corners the app changed are rounded again.
    @Test func anInsetGroupedTableRoundsCornersAgainAtEveryScrollStep() {
        let (table, source) = makeTable(rowCounts: [3, 30], style: .insetGrouped)
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        table.contentOffset.y = 1
        table.layoutIfNeeded()
        let last = table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(last?.layer.cornerRadius ?? 0 > 0)
        last?.layer.cornerRadius = 0
        last?.clipsToBounds = false
        table.contentOffset.y = 2
        table.layoutIfNeeded()
        #expect(last?.layer.cornerRadius ?? 0 > 0)
        #expect(last?.clipsToBounds == true)
    }

    @Test func aCellMovedByTheAppGoesBackToItsRowAtTheNextLayoutPass() {
        let (table, source) = makeTable(rowCounts: [40])
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
        cell?.frame.origin.y += 7
        cell?.frame.size.width = 100
        #expect(cell?.frame == CGRect(x: 0, y: 139, width: 100, height: 44))
        table.contentOffset.y = 1
        table.layoutIfNeeded()
        #expect(cell?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
    }

    @Test func aWidthChangePlacesTheRowsOfAnInsetGroupedTableAgain() {
        let (table, source) = makeTable(rowCounts: [5, 5], style: .insetGrouped)
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first?.frame.minX == 16)
        #expect(first?.frame.width == 288)
        table.frame.size.width = 430
        table.layoutIfNeeded()
        #expect(first?.frame.minX == 20)
        #expect(first?.frame.width == 390)
        expectCellsInPlace(table)
    }

    @Test func aRowOfNoHeightInTheBandGetsNoCell() {
        let (table, source) = makeTable(rowCounts: [20]) { source, _ in
            source.heights = { $0.row == 2 ? 0 : 44 }
        }
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) == nil)
        #expect(!source.cellRequests.contains(IndexPath(row: 2, section: 0)))
        #expect(table.indexPathsForVisibleRows?.first(where: { $0.row == 2 }) == nil)
        expectCellsInPlace(table)
    }

    /// A delegate that inserts rows while the table shows its first screenful (legal, if unusual)
    /// leaves exactly the visible cells in the table: none is shown twice for a row or left behind.
    @Test func rowsInsertedFromWillDisplayLeaveNoStrayCell() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = InsertingSource()
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        Headless.runUntilIdle()
        #expect(source.inserted)
        let shown = table.subviews.compactMap { $0 as? UITableViewCell }.filter { !$0.isHidden }
        #expect(Set(shown.map(ObjectIdentifier.init)) == Set(table.visibleCells.map(ObjectIdentifier.init)))
        #expect(shown.count == table.visibleCells.count)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text }.prefix(3) == ["New A", "New B", "Row 0"])
        expectCellsInPlace(table)
    }
}

/// Ten rows; when row 2 first appears, two rows are inserted at the top.
@MainActor
private final class InsertingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows = (0..<10).map { "Row \($0)" }
    var inserted = false
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard !inserted, indexPath.row == 2 else { return }
        inserted = true
        rows.insert(contentsOf: ["New A", "New B"], at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .none)
    }
}

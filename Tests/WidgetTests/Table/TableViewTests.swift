import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UITableView data and geometry", .headless)
struct TableViewTests {
    @Test func defaultsMatchUIKit() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.rowHeight == 44)
        #expect(table.style == .plain)
        #expect(table.clipsToBounds)
        #expect(table.allowsSelection)
        #expect(!table.allowsMultipleSelection)
        #expect(UITableView.Style.grouped.rawValue == 1)
        #expect(UITableView.Style.insetGrouped.rawValue == 2)
    }

    @Test func numberOfSectionsDefaultsToOne() {
        final class OneSection: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let source = OneSection()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.contentSize == CGSize(width: 320, height: 132))
    }

    @Test func heightForRowAtOverridesRowHeight() {
        let (table, source) = makeTable(rowCounts: [3]) { source, _ in
            source.heights = { CGFloat(10 * ($0.row + 1)) }
        }
        defer { withExtendedLifetime(source) {} }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 10))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 30))
        #expect(table.contentSize.height == 60)
    }

    @Test func everyRowsHeightIsAskedOnReloadWithoutEstimates() {
        let (table, source) = makeTable(rowCounts: [100])
        defer { withExtendedLifetime(source) {} }
        #expect(source.heightRequests == 100)
        source.heightRequests = 0
        table.reloadData()
        #expect(source.heightRequests == 100)
    }

    @Test func withAnEstimateOnlyShownRowsHaveTheirHeightAsked() {
        let (table, source) = makeTable(rowCounts: [10_000]) { _, table in
            table.estimatedRowHeight = 44
        }
        defer { withExtendedLifetime(source) {} }
        #expect(source.heightRequests <= 12)
        #expect(table.visibleCells.count == 11)
    }

    @Test func aDelegateThatReloadsWhileGivingAHeightLeavesNoStaleHeight() {
        // Estimated heights: the first height asked reloads the data (every row now 30 high);
        // the height answered for the old data must not be written into the new layout.
        var reloaded = false
        let (table, source) = makeTable(rowCounts: [100]) { _, table in
            table.estimatedRowHeight = 44
        }
        defer { withExtendedLifetime(source) {} }
        source.heights = { [unowned table] _ in
            guard reloaded else {
                reloaded = true
                table.reloadData()
                return 90
            }
            return 30
        }
        table.reloadData()
        table.layoutIfNeeded()
        #expect(reloaded)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
        #expect(table.visibleCells.count == 16)   // 480 / 30 rows of 30 points
    }

    @Test func onlyRowsMeetingTheBoundsGetCells() {
        let (table, source) = makeTable(rowCounts: [100])
        defer { withExtendedLifetime(source) {} }
        // 480 / 44 = 10.9: rows 0...10 meet the bounds.
        #expect(source.cellRequests.map(\.row) == Array(0...10))
        #expect(table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 11)
    }

    @Test func sectionsStackHeaderRowsFooter() {
        let (table, source) = makeTable(rowCounts: [2, 3]) { source, _ in
            source.headerTitles = [0: "A", 1: "B"]
        }
        defer { withExtendedLifetime(source) {} }
        // Each header has the 22 points of padding a plain table puts above it (iOS 15).
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 22 + 28 + 88))
        #expect(table.rectForHeader(inSection: 1).minY == CGFloat(138 + 22))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 138 + 22 + 28 + 88, width: 320, height: 44))
    }

    @Test func withNeitherViewNorTitleTheHeaderHeightIsZero() {
        let (table, source) = makeTable(rowCounts: [2, 2])
        defer { withExtendedLifetime(source) {} }
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 88)
    }

    @Test func aHeaderViewWinsOverATitle() {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        let (table, source) = makeTable(rowCounts: [2]) { source, _ in
            source.headerTitles = [0: "Title"]
            source.headerViews = [0: custom]
        }
        defer { withExtendedLifetime(source) {} }
        #expect(table.rectForHeader(inSection: 0).height == 40)
        #expect(custom.superview === table)
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test func aTitleMakesAStandardHeaderView() {
        let (table, source) = makeTable(rowCounts: [2]) { source, _ in
            source.headerTitles = [0: "Friends"]
        }
        defer { withExtendedLifetime(source) {} }
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Friends")
    }

    @Test func indexPathForRowAtFindsTheRowUnderAPoint() {
        let (table, source) = makeTable(rowCounts: [5, 5]) { source, _ in source.headerTitles = [1: "B"] }
        defer { withExtendedLifetime(source) {} }
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 230)) == nil) // the padding above section 1's header
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 250)) == nil) // section 1's header
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 220 + 22 + 28 + 1)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
    }

    @Test func indexPathsForRowsInRectAreSorted() {
        let (table, source) = makeTable(rowCounts: [10])
        defer { withExtendedLifetime(source) {} }
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 50, width: 320, height: 60)) == [
            IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
        ])
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 5000, width: 320, height: 60)) == nil)
    }

    @Test func visibleCellsFollowIndexPathOrderAndCellForRow() {
        let (table, source) = makeTable(rowCounts: [3, 3])
        defer { withExtendedLifetime(source) {} }
        let texts = table.visibleCells.map { $0.textLabel?.text ?? "" }
        #expect(texts == ["0-0", "0-1", "0-2", "1-0", "1-1", "1-2"])
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 1))
        #expect(cell?.textLabel?.text == "1-1")
        #expect(cell.flatMap { table.indexPath(for: $0) } == IndexPath(row: 1, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 9)) == nil)
    }

    @Test func visibleRowsStayInOrderWhileScrollingBothWaysAcrossSections() {
        let (table, source) = makeTable(rowCounts: [30, 0, 30, 30])
        defer { withExtendedLifetime(source) {} }
        for offset: CGFloat in [200, 1_100, 700, 10, 2_500, 1_300, 0] {
            table.contentOffset.y = offset
            table.layoutIfNeeded()
            let rows = table.indexPathsForVisibleRows ?? []
            #expect(!rows.isEmpty)
            #expect(rows == rows.sorted(), "at \(offset)")
            #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == rows.map { "\($0.section)-\($0.row)" })
            // Exactly the rows meeting the bounds have cells.
            #expect(rows == table.indexPathsForRows(in: table.bounds))
            for row in rows { #expect(table.cellForRow(at: row).flatMap { table.indexPath(for: $0) } == row) }
        }
        #expect(table.cellForRow(at: IndexPath(index: 0)) == nil)
    }

    @Test func aTableHeaderViewComesFirstAndAFooterAfterTheLastSection() {
        let (table, source) = makeTable(rowCounts: [2]) { _, table in
            table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
        }
        defer { withExtendedLifetime(source) {} }
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 138, width: 320, height: 0))
        #expect(table.contentSize.height == 138)
    }

    @Test func theDumpShowsContentOffsetAndSize() {
        let (table, source) = makeTable(rowCounts: [20])
        defer { withExtendedLifetime(source) {} }
        #expect(table.description == "<UITableView; frame = (0 0; 320 480); clipsToBounds = YES; contentOffset: {0, 0}; contentSize: {320, 880}>")
    }
}

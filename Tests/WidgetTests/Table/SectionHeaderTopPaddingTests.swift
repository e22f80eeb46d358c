// SectionHeaderTopPaddingTests.swift: UITableView.sectionHeaderTopPadding (iOS 15), "the amount
// of padding above each section header", whose default `automaticDimension` puts 22 points of
// room above each header of a plain table (the padding developers met when iOS 15 came) and none
// in the grouped styles; an explicit value is used as it is.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Table: the padding above section headers", .headless)
struct SectionHeaderTopPaddingTests {
    /// A plain table of two titled sections of three rows (320x480, laid out).
    private func makeSectioned(style: UITableView.Style = .plain,
                               configure: (RecordingTableSource, UITableView) -> Void = { _, _ in })
        -> (table: UITableView, source: RecordingTableSource) {
        makeTable(rowCounts: [3, 3], style: style) { source, table in
            source.headerTitles = [0: "Fruit", 1: "Vegetables"]
            configure(source, table)
        }
    }

    @Test func theDefaultIsAutomaticDimension() {
        #expect(UITableView(frame: .zero, style: .plain).sectionHeaderTopPadding == UITableView.automaticDimension)
        #expect(UITableView(frame: .zero, style: .grouped).sectionHeaderTopPadding == UITableView.automaticDimension)
    }

    @Test func aPlainTablePuts22PointsAboveEachHeader() throws {
        let (table, source) = makeSectioned()
        defer { withExtendedLifetime(source) {} }
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 44))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 22 + 28 + 132))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 182 + 22, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 232, width: 320, height: 44))
        #expect(table.contentSize.height == CGFloat(2 * (22 + 28 + 132)))
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.frame == CGRect(x: 0, y: 204, width: 320, height: 28))
        // The padding is room, not a row: a point in it finds none.
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 190)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 240)) == IndexPath(row: 0, section: 1))
    }

    @Test func aSectionSeenOnlyByItsPaddingHasNoHeaderViewYet() throws {
        let (table, source) = makeTable(rowCounts: [10, 3]) { source, _ in
            source.headerTitles = [0: "Fruit", 1: "Vegetables"]
        }
        defer { withExtendedLifetime(source) {} }
        // Section 1's padding is 490...512 and its header 512...540: a band of 20...500 meets
        // only the padding.
        table.contentOffset = CGPoint(x: 0, y: 20)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 1) == nil)
        #expect(!table.subviews.contains { $0 is UITableViewHeaderFooterView && $0.frame.minY >= 500 })
        table.contentOffset = CGPoint(x: 0, y: 40)
        table.layoutIfNeeded()
        #expect(try #require(table.headerView(forSection: 1)).frame.minY == 512)
    }

    @Test func zeroGivesTheLayoutOfIOS14() {
        let (table, source) = makeSectioned { _, table in table.sectionHeaderTopPadding = 0 }
        defer { withExtendedLifetime(source) {} }
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 160, width: 320, height: 28))
        #expect(table.contentSize.height == CGFloat(2 * (28 + 132)))
    }

    @Test func anExplicitPaddingIsUsedAndChangingItLaysTheTableOutAgain() throws {
        let (table, source) = makeSectioned { _, table in table.sectionHeaderTopPadding = 10 }
        defer { withExtendedLifetime(source) {} }
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 170 + 10, width: 320, height: 28))
        table.sectionHeaderTopPadding = 40
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).minY == 40)
        #expect(try #require(table.headerView(forSection: 0)).frame.minY == 40)
        #expect(try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))).frame.minY == 68)
    }

    @Test func groupedTablesHaveNoAutomaticPaddingButTakeAnExplicitOne() {
        let (grouped, source) = makeSectioned(style: .grouped)
        defer { withExtendedLifetime(source) {} }
        #expect(grouped.rectForHeader(inSection: 0).minY == 0)
        grouped.sectionHeaderTopPadding = 12
        grouped.layoutIfNeeded()
        #expect(grouped.rectForHeader(inSection: 0).minY == 12)
    }

    @Test func sectionsWithoutAHeaderGetNoPadding() {
        let (table, source) = makeTable(rowCounts: [2, 2]) { source, _ in source.headerTitles = [1: "Later"] }
        defer { withExtendedLifetime(source) {} }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(table.rect(forSection: 0).height == 88)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 88 + 22, width: 320, height: 28))
    }

    @Test func aFloatingHeaderLeavesItsPaddingBehind() throws {
        let (table, source) = makeSectioned { source, _ in source.rowCounts = [30, 30] }
        defer { withExtendedLifetime(source) {} }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        let offset = table.contentOffset.y
        #expect(offset > 22)
        // Pinned at the top edge, not 22 points below it.
        #expect(try #require(table.headerView(forSection: 0)).frame.minY == offset)
    }
}

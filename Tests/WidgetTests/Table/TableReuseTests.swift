import Foundation
import Testing
import HeadlessTesting
@_spi(Testing) import ViewWidgets

/// A registered cell subclass that counts what happens to it.
@MainActor
final class CountingCell: UITableViewCell {
    static var made = 0
    var preparedForReuse = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountingCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        preparedForReuse += 1
    }
}

@MainActor
final class RegisteredSource: NSObject, UITableViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Counting", for: indexPath)
    }
}

@MainActor
@Suite("UITableView reuse pool", .headless)
struct TableReuseTests {
    @Test func dequeueWithoutARegistrationOrPooledCellIsNil() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "Nothing") == nil)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Nothing") == nil)
    }

    @Test func dequeueForIndexPathMakesTheRegisteredSubclass() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "Counting")
        let cell = table.dequeueReusableCell(withIdentifier: "Counting", for: IndexPath(row: 0, section: 0))
        #expect(cell is CountingCell)
        #expect(cell.reuseIdentifier == "Counting")
    }

    @Test func dequeueForIndexPathUnregisteredReportsUIKitsMessage() {
        let table = UITableView(frame: .zero, style: .plain)
        let messages = Headless.recordingViolations {
            _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        }
        #expect(messages == ["unable to dequeue a cell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
    }

    @Test func scrollingAHundredRowsCreatesAtMostTheVisibleCountPlusOne() {
        CountingCell.made = 0
        let source = RegisteredSource(count: 100)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "Counting")
        table.dataSource = source
        table.layoutIfNeeded()
        let visible = table.visibleCells.count
        var offset: CGFloat = 0
        while offset < table.contentSize.height - 480 {
            offset += 7
            table.contentOffset = CGPoint(x: 0, y: min(offset, 4400 - 480))
            table.layoutIfNeeded()
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
        #expect(CountingCell.made <= visible + 1)
    }

    @Test func aCellTakenFromThePoolIsPreparedForReuseFirst() {
        let source = RegisteredSource(count: 100)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "Counting")
        table.dataSource = source
        table.layoutIfNeeded()
        let first = table.visibleCells.first as? CountingCell
        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        // The first cell left the screen, went to the pool, and came back for a new row.
        #expect(first?.preparedForReuse == 1)
        #expect(first.flatMap { table.indexPath(for: $0) }.map { $0.row >= 22 } == true)
    }

    @Test func cellsLeavingTheScreenGoToThePoolOfTheirIdentifier() {
        let (table, source) = makeTable(rowCounts: [100])
        defer { withExtendedLifetime(source) {} }
        #expect(table.visibleCells.count == 11)
        table.frame.size.height = 44
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 1)
        #expect(table.numberOfReusableCells(withIdentifier: "Cell") == 10)
        table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        table.layoutIfNeeded()
        #expect(source.cellsMade == 11)
    }

    @Test func cellsWithoutAnIdentifierAreDroppedAndFreed() {
        final class AnonymousSource: NSObject, UITableViewDataSource {
            weak var firstCell: UITableViewCell?
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                if indexPath.row == 0 { firstCell = cell }
                return cell
            }
        }
        let source = AnonymousSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(source.firstCell != nil)
        table.contentOffset = CGPoint(x: 0, y: 2000)
        table.layoutIfNeeded()
        #expect(source.firstCell == nil)
    }

    @Test func reloadDataReturnsVisibleCellsToThePoolAndClearsTheSelection() {
        let (table, source) = makeTable(rowCounts: [20])
        defer { withExtendedLifetime(source) {} }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let before = source.cellsMade
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.numberOfReusableCells(withIdentifier: "Cell") == 11)
        table.layoutIfNeeded()
        #expect(source.cellsMade == before)
    }

    @Test func aMillionRowsMakeOnlyTheVisibleCells() {
        let (table, source) = makeTable(rowCounts: [1_000_000]) { source, _ in
            source.heights = { $0.row % 2 == 0 ? 44 : 60 }
        }
        defer { withExtendedLifetime(source) {} }
        #expect(table.contentSize.height == 52_000_000, "\(table.contentSize.height - 52_000_000)")
        table.contentOffset = CGPoint(x: 0, y: 52 * 500_000)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 500_000, section: 0))
        #expect(source.cellsMade <= 12)
        #expect(table.visibleCells.count <= 11)
    }

    @Test func aRegisteredHeaderFooterSubclassIsMadeOnDemand() {
        final class Header: UITableViewHeaderFooterView {}
        let table = UITableView(frame: .zero, style: .plain)
        table.register(Header.self, forHeaderFooterViewReuseIdentifier: "H")
        let view = table.dequeueReusableHeaderFooterView(withIdentifier: "H")
        #expect(view is Header)
        #expect(view?.reuseIdentifier == "H")
    }
}

@MainActor
@Suite("Table memory", .headless)
struct TableMemoryTests {
    @Test func theTableItsVisibleAndItsPooledCellsAreFreedTogether() {
        weak var weakTable: UITableView?
        weak var weakPooledCell: UITableViewCell?
        weak var weakVisibleCell: UITableViewCell?
        do {
            let (table, source) = makeTable(rowCounts: [100])
            weakPooledCell = table.visibleCells.last
            table.frame.size.height = 44
            table.layoutIfNeeded()
            weakVisibleCell = table.visibleCells.first
            weakTable = table
            #expect(table.numberOfReusableCells(withIdentifier: "Cell") == 10)
            withExtendedLifetime(source) {}
        }
        #expect(weakTable == nil)
        #expect(weakPooledCell == nil)
        #expect(weakVisibleCell == nil)
    }

    @Test func theTableHoldsItsDataSourceAndDelegateWeakly() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        weak var weakSource: RecordingTableSource?
        do {
            let source = RecordingTableSource(rowCounts: [3])
            table.dataSource = source
            table.delegate = source
            weakSource = source
        }
        #expect(weakSource == nil)
        #expect(table.dataSource == nil)
        #expect(table.delegate == nil)
    }

    @Test func cellsLeaveForThePoolInRowOrderSoReuseIsTheSameOnEveryRun() {
        let source = RegisteredSource(count: 100)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "Counting")
        table.dataSource = source
        table.layoutIfNeeded()
        let before = (0...10).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        // All eleven rows leave at once; rows 50...60 come in, each taking the last cell pooled.
        table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        table.layoutIfNeeded()
        let after = (50...60).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(after.count == 11 && zip(after, before.reversed()).allSatisfy { $0 != nil && $0 === $1 })
    }
}

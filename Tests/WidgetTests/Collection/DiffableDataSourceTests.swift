import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Diffable data sources", .headless)
struct DiffableDataSourceTests {
    private typealias DataSource = UICollectionViewDiffableDataSource<Int, String>
    private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

    /// A collection view whose cells show their item, fed by a diffable data source; it counts the
    /// cells the provider was asked for.
    @MainActor private final class Fixture {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        var dataSource: UICollectionViewDiffableDataSource<Int, String>?
        var provided: [String] = []

        init() {
            let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in
                cell.label.text = item
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] collectionView, indexPath, item in
                provided.append(item)
                return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
        }

        func apply(_ sections: [(Int, [String])]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
            dataSource?.apply(snapshot)
            collectionView.layoutIfNeeded()
        }

        func texts() -> [String?] {
            collectionView.visibleCells.map { ($0 as? LabelCell)?.label.text }
        }
    }

    @Test func theFirstSnapshotLoadsTheCells() {
        let fixture = Fixture()
        fixture.apply([(0, ["a", "b", "c"])])
        #expect(fixture.texts() == ["a", "b", "c"])
        #expect(fixture.collectionView.dataSource === fixture.dataSource)
    }

    @Test func itemsThatStayKeepTheirCells() {
        let fixture = Fixture()
        fixture.apply([(0, ["a", "b", "c"])])
        let cellOfB = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        fixture.provided.removeAll()
        fixture.apply([(0, ["x", "c", "b"])])
        #expect(fixture.texts() == ["x", "c", "b"])
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellOfB)
        #expect(fixture.provided == ["x"])
    }

    @Test func reloadedAndReconfiguredItemsAreAskedForAgainAndAReconfiguredOneKeepsItsCell() {
        let fixture = Fixture()
        fixture.apply([(0, ["a", "b"])])
        let cellOfB = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        guard var snapshot = fixture.dataSource?.snapshot() else { return }
        snapshot.reloadItems(["a"])
        snapshot.reconfigureItems(["b"])
        fixture.provided.removeAll()
        fixture.dataSource?.apply(snapshot)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.provided.sorted() == ["a", "b"])
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOfB)
    }

    @Test func sectionsComeAndGo() {
        let fixture = Fixture()
        fixture.apply([(0, ["a"]), (1, ["b", "c"])])
        let messages = Headless.recordingViolations {
            fixture.apply([(1, ["c", "b"]), (2, ["d"])])
        }
        #expect(messages.isEmpty)
        #expect(fixture.collectionView.numberOfSections == 2)
        #expect(fixture.texts() == ["c", "b", "d"])
    }

    @Test func itemIdentifiersAndIndexPathsAnswerFromTheSnapshot() {
        let fixture = Fixture()
        fixture.apply([(0, ["a"]), (1, ["b", "c"])])
        #expect(fixture.dataSource?.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "c")
        #expect(fixture.dataSource?.indexPath(for: "b") == IndexPath(item: 0, section: 1))
        #expect(fixture.dataSource?.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
    }

    @Test func theCompletionRunsOnTheNextTurn() {
        let fixture = Fixture()
        fixture.apply([(0, ["a"])])
        var done = false
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        fixture.dataSource?.apply(snapshot) { done = true }
        #expect(!done)
        Headless.advance(by: 0)
        #expect(done)
    }

    @Test func aTableDiffableDataSourceMovesRowsAndKeepsTheirCells() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        let cellOfA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        snapshot.moveItem("a", afterItem: "c")
        snapshot.deleteItems(["b"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["c", "a"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfA)
    }

    @Test func aCellProviderThatMakesNoCellIsReportedWithUIKitsMessage() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let tableSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in nil }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let collectionSource = DataSource(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(["a"])
        let messages = Headless.recordingViolations {
            tableSource.apply(snapshot)
            table.layoutIfNeeded()
            collectionSource.apply(snapshot)
            collectionView.layoutIfNeeded()
        }
        #expect(messages == [
            "UITableView dataSource returned a nil cell for row at index path: <NSIndexPath> {length = 2, path = 0 - 0}",
            "UICollectionView dataSource returned a nil cell for item at index path: <NSIndexPath> {length = 2, path = 0 - 0}",
        ])
    }
}

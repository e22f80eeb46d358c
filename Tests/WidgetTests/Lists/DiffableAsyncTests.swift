// DiffableAsyncTests.swift: the iOS 15 async forms of the diffable data sources' apply methods
// (the view shows the snapshot when they return), their description(), and the section
// snapshot's copy initializer and insertion of a nested snapshot before or after an item.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct DiffableAsyncTests {
    private func collection() -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, title in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        window.makeKeyAndVisible()
        return (window, collectionView, dataSource)
    }

    @Test func theAsyncApplyReturnsWithTheSnapshotShown() async {
        let (_, collectionView, dataSource) = collection()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Milk", "Eggs"])
        await dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        snapshot.appendItems(["Bread"])
        await dataSource.apply(snapshot)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        snapshot.deleteItems(["Milk"])
        await dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "Eggs")
        #expect(dataSource.description().contains("UICollectionViewDiffableDataSource"))
    }

    @Test func theAsyncSectionApplyShowsTheVisibleItems() async {
        let (_, collectionView, dataSource) = collection()
        var section = NSDiffableDataSourceSectionSnapshot<String>()
        section.append(["Fruit"])
        section.append(["Apple", "Pear"], to: "Fruit")
        section.expand(["Fruit"])
        await dataSource.apply(section, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func theTablesAsyncApplyReturnsWithTheSnapshotShown() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, title in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = title
            return cell
        }
        table.layoutIfNeeded()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B"])
        await dataSource.apply(snapshot, animatingDifferences: true)
        #expect(table.numberOfRows(inSection: 0) == 2)
        snapshot.appendItems(["C"])
        await dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(dataSource.description().contains("items: 3"))
    }

    @Test func aSectionSnapshotCopiesAndInsertsANestedSnapshot() {
        var base = NSDiffableDataSourceSectionSnapshot<String>()
        base.append(["A", "D"])
        var copy = NSDiffableDataSourceSectionSnapshot(base)
        #expect(copy.items == ["A", "D"])
        var nested = NSDiffableDataSourceSectionSnapshot<String>()
        nested.append(["B"])
        nested.append(["B1"], to: "B")
        nested.expand(["B"])
        copy.insert(nested, after: "A")
        var last = NSDiffableDataSourceSectionSnapshot<String>()
        last.append(["C"])
        copy.insert(last, before: "D")
        #expect(copy.items == ["A", "B", "B1", "C", "D"])
        #expect(copy.rootItems == ["A", "B", "C", "D"])
        #expect(copy.parent(of: "B1") == "B")
        #expect(copy.isExpanded("B"))
        #expect(base.items == ["A", "D"])
    }
}

// ListReorderTests.swift: reordering a list by dragging the reorder accessory of its cells in
// editing mode (iOS 14): the drag drives the collection view's interactive movement, and a diffable
// data source with reordering handlers moves the item in its own snapshot between willReorder and
// didReorder, each given the transaction.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

/// A to-do list whose cells show a reorder accessory while editing, on a diffable data source
/// whose reordering handlers record what they are asked and told.
@MainActor
final class ReorderListScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    var log: [String] = []

    init(items: [String] = ["Ann", "Bo", "Cy", "Di"], reorderable: @escaping (String) -> Bool = { _ in true }) {
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        dataSource.reorderingHandlers.canReorderItem = { [unowned self] item in
            log.append("can \(item)")
            return reorderable(item)
        }
        dataSource.reorderingHandlers.willReorder = { [unowned self] transaction in
            log.append("will \(transaction.initialSnapshot.itemIdentifiers) -> \(transaction.finalSnapshot.itemIdentifiers), shown \(dataSource.snapshot().itemIdentifiers)")
        }
        dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
            log.append("did, shown \(dataSource.snapshot().itemIdentifiers)")
        }
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
    }

    func cell(_ item: Int) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    /// The centre of the reorder control of the item's cell, in the window.
    func grip(_ item: Int) -> CGPoint? {
        guard let cell = cell(item), let view = cell.accessoryViews.first(where: {
            if case .reorder = $0.accessory.kind { true } else { false }
        }), !view.isHidden, view.window != nil else { return nil }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    /// The text of each visible cell and its frame's top, top to bottom on screen.
    var shown: [String] {
        collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { cell in
            "\(((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text ?? "?")@\(Int(cell.frame.minY))"
        }
    }
}

@MainActor
@Suite("List reordering", .headless)
struct ListReorderTests {
    private func editingScreen(reorderable: @escaping (String) -> Bool = { _ in true }) -> ReorderListScreen {
        let screen = ReorderListScreen(reorderable: reorderable)
        screen.collectionView.isEditing = true
        screen.collectionView.layoutIfNeeded()
        return screen
    }

    @Test func draggingTheReorderControlMovesTheItemInTheDataSourcesSnapshot() throws {
        let screen = editingScreen()
        let grip = try #require(screen.grip(0))
        #expect(grip.y == 22)
        let made = screen.cell(0)
        window(screen).drag(from: grip, to: CGPoint(x: grip.x, y: 44 * 2 + 27))
        #expect(screen.log == [
            "can Ann",
            #"will ["Ann", "Bo", "Cy", "Di"] -> ["Bo", "Cy", "Ann", "Di"], shown ["Ann", "Bo", "Cy", "Di"]"#,
            #"did, shown ["Bo", "Cy", "Ann", "Di"]"#,
        ])
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Bo", "Cy", "Ann", "Di"])
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Ann")
        #expect(screen.shown == ["Bo@0", "Cy@44", "Ann@88", "Di@132"])
        #expect(screen.cell(2) === made)
    }

    @Test func theTransactionHoldsTheSnapshotsAndTheDifference() throws {
        let screen = editingScreen()
        var transactions: [NSDiffableDataSourceTransaction<Int, String>] = []
        screen.dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
        let grip = try #require(screen.grip(3))
        window(screen).drag(from: grip, to: CGPoint(x: grip.x, y: 10))
        let transaction = try #require(transactions.first)
        #expect(transactions.count == 1)
        #expect(transaction.initialSnapshot.itemIdentifiers == ["Ann", "Bo", "Cy", "Di"])
        #expect(transaction.finalSnapshot.itemIdentifiers == ["Di", "Ann", "Bo", "Cy"])
        #expect(transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference) == ["Di", "Ann", "Bo", "Cy"])
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [0])
        let section = try #require(transaction.sectionTransactions.first)
        #expect(section.initialSnapshot.items == ["Ann", "Bo", "Cy", "Di"])
        #expect(section.finalSnapshot.items == ["Di", "Ann", "Bo", "Cy"])
        #expect(section.initialSnapshot.items.applying(section.difference) == ["Di", "Ann", "Bo", "Cy"])
        #expect(Array(section.difference) == Array(transaction.difference))
    }

    @Test func theDelegateIsAskedForTheTargetAsTheFingerCrossesItems() throws {
        final class Targets: NSObject, UICollectionViewDelegate {
            var asked: [String] = []
            func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
                asked.append("target \(originalIndexPath.item) at \(currentIndexPath.item) proposed \(proposedIndexPath.item)")
                return proposedIndexPath
            }
        }
        let screen = editingScreen()
        let targets = Targets()
        screen.collectionView.delegate = targets
        let grip = try #require(screen.grip(0))
        let touch = window(screen).beginTouch(at: grip)
        window(screen).moveTouch(touch, to: CGPoint(x: grip.x, y: 22 + 30))
        window(screen).moveTouch(touch, to: CGPoint(x: grip.x, y: 22 + 75))
        #expect(targets.asked == ["target 0 at 0 proposed 1", "target 0 at 1 proposed 2"])
        #expect(screen.log == ["can Ann"])
        window(screen).endTouch(touch)
        #expect(screen.log.count == 3)
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Bo", "Cy", "Ann", "Di"])
    }

    @Test func theCellFollowsTheFingerAndTheOthersMakeRoomOnTheVirtualClock() throws {
        let screen = editingScreen()
        let moving = try #require(screen.cell(0))
        let grip = try #require(screen.grip(0))
        let touch = window(screen).beginTouch(at: grip)
        #expect(moving.configurationState.isReordering)
        window(screen).moveTouch(touch, to: CGPoint(x: grip.x, y: 22 + 50))
        #expect(screen.shown == ["Bo@0", "Ann@50", "Cy@88", "Di@132"])
        #expect(moving.frame.minX == 0)
        Headless.advance(by: 0.3)
        #expect(screen.shown == ["Bo@0", "Ann@50", "Cy@88", "Di@132"])
        window(screen).moveTouch(touch, to: CGPoint(x: grip.x + 40, y: 22 + 5))
        #expect(screen.shown == ["Ann@5", "Bo@44", "Cy@88", "Di@132"])
        window(screen).endTouch(touch)
        #expect(!moving.configurationState.isReordering)
        #expect(screen.shown == ["Ann@0", "Bo@44", "Cy@88", "Di@132"])
        #expect(screen.log == ["can Ann"])
    }

    @Test func aCancelledTouchPutsTheItemBack() throws {
        let screen = editingScreen()
        let grip = try #require(screen.grip(1))
        let touch = window(screen).beginTouch(at: grip)
        window(screen).moveTouch(touch, to: CGPoint(x: grip.x, y: 44 * 3 + 22))
        #expect(screen.shown == ["Ann@0", "Cy@44", "Di@88", "Bo@132"])
        window(screen).cancelTouch(touch)
        #expect(screen.shown == ["Ann@0", "Bo@44", "Cy@88", "Di@132"])
        #expect(screen.log == ["can Bo"])
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Ann", "Bo", "Cy", "Di"])
    }

    @Test func aDragElsewhereOnTheCellMovesNothing() throws {
        let screen = editingScreen()
        let grip = try #require(screen.grip(0))
        window(screen).drag(from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 44 * 2 + 27))
        #expect(screen.log.isEmpty)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.shown == ["Ann@0", "Bo@44", "Cy@88", "Di@132"])
        window(screen).drag(from: grip, to: CGPoint(x: grip.x, y: 44 * 2 + 27))
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Bo", "Cy", "Ann", "Di"])
    }

    @Test func withoutEditingModeThereIsNoReorderControlToDrag() throws {
        let screen = ReorderListScreen()
        #expect(screen.grip(0) == nil)
        window(screen).drag(from: CGPoint(x: 390 - 30, y: 22), to: CGPoint(x: 390 - 30, y: 44 * 2 + 27))
        #expect(screen.log.isEmpty)
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Ann", "Bo", "Cy", "Di"])
        screen.collectionView.isEditing = true
        screen.collectionView.layoutIfNeeded()
        let grip = try #require(screen.grip(0))
        window(screen).drag(from: grip, to: CGPoint(x: grip.x, y: 44 * 2 + 27))
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Bo", "Cy", "Ann", "Di"])
    }

    @Test func anItemTheHandlersRefuseDoesNotMove() throws {
        let screen = editingScreen { $0 != "Ann" }
        let grip = try #require(screen.grip(0))
        window(screen).drag(from: grip, to: CGPoint(x: grip.x, y: 44 * 2 + 27))
        #expect(screen.log == ["can Ann"])
        #expect(screen.shown == ["Ann@0", "Bo@44", "Cy@88", "Di@132"])
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Ann", "Bo", "Cy", "Di"])
    }

    @Test func withoutReorderingHandlersNoItemMoves() throws {
        let screen = editingScreen()
        let handlers = screen.dataSource.reorderingHandlers
        screen.dataSource.reorderingHandlers = .init()
        let first = IndexPath(item: 0, section: 0)
        #expect(!screen.dataSource.collectionView(screen.collectionView, canMoveItemAt: first))
        let grip = try #require(screen.grip(0))
        window(screen).drag(from: grip, to: CGPoint(x: grip.x, y: 44 * 2 + 27))
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Ann", "Bo", "Cy", "Di"])
        #expect(screen.shown == ["Ann@0", "Bo@44", "Cy@88", "Di@132"])
        screen.dataSource.reorderingHandlers = handlers
        #expect(screen.dataSource.collectionView(screen.collectionView, canMoveItemAt: first))
    }

    @Test func withoutWillOrDidReorderTheSnapshotStillTakesTheMove() throws {
        let screen = editingScreen()
        screen.dataSource.reorderingHandlers.willReorder = nil
        screen.dataSource.reorderingHandlers.didReorder = nil
        let grip = try #require(screen.grip(3))
        window(screen).drag(from: grip, to: CGPoint(x: grip.x, y: 44 + 27))
        #expect(screen.log == ["can Di"])
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Ann", "Di", "Bo", "Cy"])
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Di")
        #expect(screen.shown == ["Ann@0", "Di@44", "Bo@88", "Cy@132"])
    }

    @Test func aSnapshotMovesAnItemWithinASectionAndAcrossSections() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3, 4], toSection: "a")
        snapshot.appendItems([5, 6], toSection: "b")
        var moved = snapshot.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(moved)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3, 1, 4])
        moved = snapshot.moveItem(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(moved)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [4, 2, 3, 1])
        moved = snapshot.moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 1))
        #expect(moved)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [4, 3, 1])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [5, 6, 2])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
        moved = snapshot.moveItem(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(!moved)
        moved = snapshot.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 1))
        #expect(!moved)
        moved = snapshot.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        #expect(!moved)
        #expect(snapshot.itemIdentifiers == [4, 3, 1, 5, 6, 2])
    }

    @Test func theCellsAreFreedWhenTheListIsReleasedAfterAReorder() throws {
        weak var weakCell: UICollectionViewCell?
        weak var weakDataSource: UICollectionViewDiffableDataSource<Int, String>?
        do {
            let screen = editingScreen()
            weakCell = screen.cell(0)
            weakDataSource = screen.dataSource
            let grip = try #require(screen.grip(0))
            window(screen).drag(from: grip, to: CGPoint(x: grip.x, y: 44 * 2 + 27))
            #expect(screen.dataSource.snapshot().itemIdentifiers == ["Bo", "Cy", "Ann", "Di"])
        }
        Headless.runUntilIdle()
        #expect(weakCell == nil)
        #expect(weakDataSource == nil)
    }

    private func window(_ screen: ReorderListScreen) -> UIWindow { screen.window }
}

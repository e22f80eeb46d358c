import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A cell that counts the superview and window callbacks it gets.
final class MoveCountingCell: UICollectionViewCell {
    var superviewMoves = 0
    var windowMoves = 0

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        superviewMoves += 1
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowMoves += 1
    }
}

/// A cell that counts the layout attributes applied to it.
final class ApplyCountingCell: UICollectionViewCell {
    var applied = 0

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied += 1
    }
}

/// Serves `count` items with `MoveCountingCell`s, or through `make` when set.
@MainActor
final class PooledCellSource: NSObject, UICollectionViewDataSource {
    let count: Int
    var make: ((UICollectionView, IndexPath) -> UICollectionViewCell)?

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let make { return make(collectionView, indexPath) }
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// A cell that leaves the screen waits for reuse among the collection view's subviews, hidden, as
/// UIKit keeps it (its private `_isHiddenForReuse`); dequeuing it shows it again.
@MainActor
@Suite("UICollectionView pooled cells", .headless)
struct PooledCellTests {
    /// 100 x 100 items, three to a row (rows 110 apart), in a 320 x 480 collection view in a window.
    private func makeCollectionView(count: Int = 300) -> (UICollectionView, PooledCellSource, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(MoveCountingCell.self, forCellWithReuseIdentifier: "Cell")
        let source = PooledCellSource(count: count)
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        return (collectionView, source, window)
    }

    private func shownCells(of collectionView: UICollectionView) -> [UICollectionViewCell] {
        collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.filter { !$0.isHidden }
    }

    @Test func aCellThatLeavesTheScreenStaysASubviewHidden() {
        let (collectionView, source, window) = makeCollectionView()
        defer { withExtendedLifetime((source, window)) {} }
        // Six rows show at 95 (the sixth starts at 550), five at 2,000: three cells wait unused.
        collectionView.contentOffset.y = 95
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 18)
        collectionView.contentOffset.y = 2_000
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 15)
        let pooled = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.filter { collectionView.indexPath(for: $0) == nil }
        #expect(pooled.count == 3)
        for cell in pooled {
            #expect(cell.isHidden)
            #expect(cell.window === window)
            #expect(!collectionView.visibleCells.contains { $0 === cell })
        }
        #expect(shownCells(of: collectionView).count == 15)
    }

    @Test func aReusedCellIsShownAgainWithoutMovingInTheTree() throws {
        let (collectionView, source, window) = makeCollectionView(count: 1_000)
        defer { withExtendedLifetime((source, window)) {} }
        let cells = collectionView.visibleCells.compactMap { $0 as? MoveCountingCell }
        #expect(cells.count == 15)
        let counts = cells.map { ($0.superviewMoves, $0.windowMoves) }
        for step in 1...20 {
            collectionView.contentOffset.y = CGFloat(step) * 1_000
            collectionView.layoutIfNeeded()
        }
        // Every cell went to the pool and came back many times, and never left the tree.
        #expect(cells.map { $0.superviewMoves } == counts.map(\.0))
        #expect(cells.map { $0.windowMoves } == counts.map(\.1))
        for cell in collectionView.visibleCells {
            #expect(!cell.isHidden)
            #expect(cell.frame == collectionView.layoutAttributesForItem(at: try #require(collectionView.indexPath(for: cell)))?.frame)
        }
    }

    @Test func theCellsShownAreInIndexPathOrderAmongTheSubviews() {
        let (collectionView, source, window) = makeCollectionView()
        defer { withExtendedLifetime((source, window)) {} }
        for offset: CGFloat in [110, 2_000, 1_890, 220, 0, 5_000, 4_670, 6_000] {
            collectionView.contentOffset.y = offset
            collectionView.layoutIfNeeded()
            let shown = shownCells(of: collectionView)
            #expect(shown.map(ObjectIdentifier.init) == collectionView.visibleCells.map(ObjectIdentifier.init), "at \(offset)")
        }
    }

    @Test func aCellDequeuedButNotReturnedLeavesTheTree() throws {
        let (collectionView, source, window) = makeCollectionView()
        defer { withExtendedLifetime((source, window)) {} }
        collectionView.contentOffset.y = 2_000
        collectionView.layoutIfNeeded()
        var discarded: [UICollectionViewCell] = []
        source.make = { collectionView, indexPath in
            // Dequeues one cell and returns another, as a confused data source might.
            discarded.append(collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath))
            return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        collectionView.contentOffset.y = 4_000
        collectionView.layoutIfNeeded()
        #expect(!discarded.isEmpty)
        for cell in discarded {
            #expect(cell.superview == nil)
        }
        #expect(shownCells(of: collectionView).count == collectionView.visibleCells.count)
    }

    @Test func aCellDequeuedOutsideADisplayPassIsNotInTheTree() {
        let (collectionView, source, window) = makeCollectionView()
        defer { withExtendedLifetime((source, window)) {} }
        collectionView.contentOffset.y = 2_000
        collectionView.layoutIfNeeded()
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
        #expect(cell.superview == nil)
        #expect(!cell.isHidden)
    }

    @Test func reloadingDataHidesTheCellsAndShowsThemAgain() {
        let (collectionView, source, window) = makeCollectionView()
        defer { withExtendedLifetime((source, window)) {} }
        let before = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
        collectionView.reloadData()
        #expect(collectionView.visibleCells.isEmpty)
        #expect(shownCells(of: collectionView).isEmpty)
        collectionView.layoutIfNeeded()
        #expect(Set(collectionView.visibleCells.map(ObjectIdentifier.init)) == before)
        #expect(shownCells(of: collectionView).count == before.count)
    }

    @Test func theDataSourceMayHideTheCellItShows() throws {
        let (collectionView, source, window) = makeCollectionView()
        defer { withExtendedLifetime((source, window)) {} }
        source.make = { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.isHidden = indexPath.item == 0
            return cell
        }
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))).isHidden)
        #expect(try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))).isHidden == false)
    }

    @Test func aCellBeingShownGetsItsAttributesOnceWhenItIsDequeued() throws {
        let (collectionView, source, window) = makeCollectionView()
        defer { withExtendedLifetime((source, window)) {} }
        collectionView.register(ApplyCountingCell.self, forCellWithReuseIdentifier: "Counting")
        var appliedWhenDequeued: [Int] = []
        source.make = { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Counting", for: indexPath)
            appliedWhenDequeued.append((cell as? ApplyCountingCell)?.applied ?? -1)
            return cell
        }
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        // Dequeuing applies the item's attributes (the data source sees its frame); showing the
        // cell does not apply the same attributes again.
        #expect(appliedWhenDequeued == Array(repeating: 1, count: 15))
        for cell in collectionView.visibleCells {
            #expect((cell as? ApplyCountingCell)?.applied == 1)
        }
    }

    @Test func pooledCellsAreFreedWithTheCollectionView() {
        weak var pooled: UICollectionViewCell?
        do {
            let (collectionView, source, window) = makeCollectionView()
            collectionView.contentOffset.y = 95
            collectionView.layoutIfNeeded()
            collectionView.contentOffset.y = 2_000
            collectionView.layoutIfNeeded()
            pooled = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.first { collectionView.indexPath(for: $0) == nil }
            #expect(pooled?.isHidden == true)
            collectionView.removeFromSuperview()
            withExtendedLifetime((source, window)) {}
        }
        #expect(pooled == nil)
    }
}

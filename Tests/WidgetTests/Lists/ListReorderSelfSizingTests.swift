// ListReorderSelfSizingTests.swift: a list of self-sizing rows of different heights keeps each
// row's own height while a row moves (interactive movement, the reorder grip's drag) and after
// it lands, after `moveItem(at:to:)` and after a diffable apply that moves rows: measured sizes
// go with the items, not with the index paths.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

/// A plain (not diffable) data source of list cells showing their item's text, that moves items.
@MainActor
private final class TextListSource: NSObject, UICollectionViewDataSource {
    var items: [String]
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
    }

    init(_ items: [String]) {
        self.items = items
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

@MainActor
@Suite("List reordering: self-sizing rows keep their own heights", .headless)
struct ListReorderSelfSizingTests {
    /// Ann's row shows three lines; the others one.
    static let tall = "Ann\nsecond line\nthird line"
    static let names = [tall, "Bo", "Cy", "Di", "Ed"]

    /// The first line of each visible cell's text with its frame's top and height, top to bottom.
    private func rows(_ collectionView: UICollectionView) -> [String] {
        collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { cell in
            let text = ((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
            return "\(text.split(separator: "\n").first ?? "?")@\(Int(cell.frame.minY))+\(Int(cell.frame.height))"
        }
    }

    /// A plain list of `items` on a plain data source, on screen.
    private func plainList(_ items: [String]) -> (UIWindow, UICollectionView, TextListSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let source = TextListSource(items)
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        return (window, collectionView, source)
    }

    /// The heights of the tall row and of a one-line row, as measured before anything moves.
    private func heights(_ collectionView: UICollectionView) throws -> (tall: Int, short: Int) {
        let tall = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))).frame.height
        let short = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))).frame.height
        try #require(tall > short + 20)
        return (Int(tall), Int(short))
    }

    /// The rows expected in `order` (first lines), stacked from the top with their own heights.
    private func stacked(_ order: [String], tall: Int, short: Int) -> [String] {
        var top = 0
        return order.map { name in
            let height = name == "Ann" ? tall : short
            defer { top += height }
            return "\(name)@\(top)+\(height)"
        }
    }

    @Test func theTallRowKeepsItsHeightWhileItMovesAndAfterItLands() throws {
        let screen = ReorderListScreen(items: Self.names)
        let collectionView = screen.collectionView
        let (tall, short) = try heights(collectionView)
        let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // Over Di's place (item 3): Ann goes there, the others take their places above it.
        let overDi = CGFloat(tall + 2 * short + short / 2)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: overDi))
        #expect(moving.center.y == overDi)
        #expect(moving.frame.height == CGFloat(tall))
        let others = rows(collectionView).filter { !$0.hasPrefix("Ann") }
        var expected = stacked(["Bo", "Cy", "Di", "Ann", "Ed"], tall: tall, short: short)
        expected.remove(at: 3)
        #expect(others == expected)
        Headless.advance(by: 0.5)
        #expect(rows(collectionView).filter { !$0.hasPrefix("Ann") } == expected)
        collectionView.endInteractiveMovement()
        collectionView.layoutIfNeeded()
        #expect(rows(collectionView) == stacked(["Bo", "Cy", "Di", "Ann", "Ed"], tall: tall, short: short))
        #expect(collectionView.contentSize.height == CGFloat(tall + 4 * short))
    }

    @Test func aCancelledMovementPutsTheHeightsBack() throws {
        let screen = ReorderListScreen(items: Self.names)
        let collectionView = screen.collectionView
        let (tall, short) = try heights(collectionView)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: CGFloat(tall + short + short / 2)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: CGFloat(tall + 3 * short + short / 2)))
        collectionView.cancelInteractiveMovement()
        collectionView.layoutIfNeeded()
        #expect(rows(collectionView) == stacked(["Ann", "Bo", "Cy", "Di", "Ed"], tall: tall, short: short))
    }

    @Test func theReorderGripsDragCarriesTheHeightWithTheRow() throws {
        let screen = ReorderListScreen(items: Self.names)
        let collectionView = screen.collectionView
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        let (tall, short) = try heights(collectionView)
        let grip = try #require(screen.grip(0))
        let touch = screen.window.beginTouch(at: grip)
        // The cell's centre follows the finger: from the middle of Ann's row to the middle of Di's.
        let shift = CGFloat(tall + 2 * short + short / 2) - CGFloat(tall) / 2
        screen.window.moveTouch(touch, to: CGPoint(x: grip.x, y: grip.y + shift))
        var expected = stacked(["Bo", "Cy", "Di", "Ann", "Ed"], tall: tall, short: short)
        expected.remove(at: 3)
        #expect(rows(collectionView).filter { !$0.hasPrefix("Ann") } == expected)
        screen.window.endTouch(touch)
        collectionView.layoutIfNeeded()
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Bo", "Cy", "Di", Self.tall, "Ed"])
        #expect(rows(collectionView) == stacked(["Bo", "Cy", "Di", "Ann", "Ed"], tall: tall, short: short))
    }

    @Test func moveItemCarriesTheMeasuredHeightWithTheItem() throws {
        let (window, collectionView, source) = plainList(Self.names)
        let (tall, short) = try heights(collectionView)
        source.items.insert(source.items.remove(at: 0), at: 3)
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        collectionView.layoutIfNeeded()
        #expect(rows(collectionView) == stacked(["Bo", "Cy", "Di", "Ann", "Ed"], tall: tall, short: short))
        // A batch that moves it back and inserts a row before it.
        collectionView.performBatchUpdates {
            source.items.insert(source.items.remove(at: 3), at: 0)
            source.items.insert("Fay", at: 0)
            collectionView.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0))
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        collectionView.layoutIfNeeded()
        #expect(rows(collectionView) == stacked(["Fay", "Ann", "Bo", "Cy", "Di", "Ed"], tall: tall, short: short))
        withExtendedLifetime(window) {}
    }

    @Test func aMoveFarBeyondTheMeasuredRowsCarriesTheHeightToo() throws {
        let (window, collectionView, source) = plainList(Self.names + (5..<200).map { "Row \($0)" })
        let (tall, short) = try heights(collectionView)
        let contentHeight = collectionView.contentSize.height
        source.items.insert(source.items.remove(at: 0), at: 150)
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 150, section: 0))
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == CGFloat(short))
        // The tall row's measured height went with it, off screen: had it been dropped (an
        // estimate in its place), the content would be shorter before it is scrolled to.
        #expect(collectionView.contentSize.height == contentHeight)
        collectionView.scrollToItem(at: IndexPath(item: 150, section: 0), at: .top, animated: false)
        collectionView.layoutIfNeeded()
        let moved = try #require(collectionView.cellForItem(at: IndexPath(item: 150, section: 0)))
        #expect(moved.frame.height == CGFloat(tall))
        #expect(moved.frame.minY == CGFloat(150 * short))
        withExtendedLifetime(window) {}
    }

    @Test func aDiffableApplyThatMovesRowsCarriesTheirHeights() throws {
        let screen = ReorderListScreen(items: Self.names)
        let collectionView = screen.collectionView
        let (tall, short) = try heights(collectionView)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Bo", "Cy", Self.tall, "Di", "Ed"])
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(rows(collectionView) == stacked(["Bo", "Cy", "Ann", "Di", "Ed"], tall: tall, short: short))
        snapshot.deleteItems(["Cy"])
        snapshot.moveItem(Self.tall, beforeItem: "Bo")
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(rows(collectionView) == stacked(["Ann", "Bo", "Di", "Ed"], tall: tall, short: short))
    }
}

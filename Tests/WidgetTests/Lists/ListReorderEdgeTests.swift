// ListReorderEdgeTests.swift: a reorder drag that outlives its grip or its data: editing turned
// off mid-drag puts the item back and lets the next drag begin; new data applied mid-drag ends
// the movement without telling the data source; items of an outlined section cannot be moved.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

@MainActor
@Suite("List reordering: drags that outlive their grip or data", .headless)
struct ListReorderEdgeTests {
    private func editingScreen() -> ReorderListScreen {
        let screen = ReorderListScreen()
        screen.collectionView.isEditing = true
        screen.collectionView.layoutIfNeeded()
        return screen
    }

    @Test func editingTurnedOffMidDragPutsTheItemBackAndTheNextDragBegins() throws {
        let screen = editingScreen()
        let grip = try #require(screen.grip(0))
        let touch = screen.window.beginTouch(at: grip)
        screen.window.moveTouch(touch, to: CGPoint(x: grip.x, y: grip.y + 100))
        screen.collectionView.isEditing = false
        screen.collectionView.layoutIfNeeded()
        screen.window.endTouch(touch)
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Ann", "Bo", "Cy", "Di"])
        #expect(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        screen.collectionView.cancelInteractiveMovement()
    }

    @Test func dataAppliedMidDragEndsTheMovementWithoutAMove() throws {
        let screen = editingScreen()
        #expect(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 150))
        var snapshot = screen.dataSource.snapshot()
        snapshot.insertItems(["Zed"], beforeItem: "Ann")
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        screen.collectionView.endInteractiveMovement()
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Zed", "Ann", "Bo", "Cy", "Di"])
        #expect(!screen.log.contains { $0.hasPrefix("will") })
        screen.collectionView.layoutIfNeeded()
        #expect(screen.shown.map { $0.split(separator: "@")[0] } == ["Zed", "Ann", "Bo", "Cy", "Di"])
    }

    @Test func anOutlinedSectionsItemsCannotBeMoved() {
        let screen = editingScreen()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Ann", "Bo"])
        outline.append(["Cy", "Di"], to: "Bo")
        outline.expand(["Bo"])
        screen.dataSource.apply(outline, to: 0, animatingDifferences: false)
        #expect(!screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }
}

import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("nine-grid-collection scene", .headless)
struct NineGridCollectionTests {
    private static var shownWindow: UIWindow?

    /// The scene's window on the runner's 320 x 480 screen, and its collection view.
    private func launch() throws -> (UIWindow, NineGridCollectionViewController, UICollectionView) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        DemoResources.register()
        let window = try NineGridCollectionScene().makeWindow()
        Headless.runUntilIdle()
        Self.shownWindow = window
        let controller = try #require(window.rootViewController as? NineGridCollectionViewController)
        return (window, controller, try #require(controller.collectionView))
    }

    @Test func thirtyNineProductsMakeEightRowsOfFive() throws {
        let (_, controller, collectionView) = try launch()
        #expect(controller.products.count == 39)
        #expect(collectionView.numberOfItems(inSection: 0) == 39)
        // 64-point items touching: (320 + 0) / 64 = 5 to a row; ceil(39 / 5) = 8 rows of 100.
        #expect(collectionView.contentSize == CGSize(width: 320, height: 800))
        #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 64, y: 100, width: 64, height: 100))
    }

    @Test func theLastRowLinesUpWithTheColumnsAbove() throws {
        let (_, _, collectionView) = try launch()
        let lastRow = (35..<39).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
        #expect(lastRow == [0, 64, 128, 192])
    }

    @Test func aTapSelectsTheProductAndItsCellTurnsGrey() throws {
        let (_, controller, collectionView) = try launch()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) as? ProductCell)
        cell.tap()
        #expect(controller.tappedProducts == ["产品-7"])
        #expect(cell.isSelected)
        #expect(cell.selectedBackgroundView?.superview === cell)
    }

    @Test func aReusedCellShowsItsNewProductsSelectionState() throws {
        let (_, _, collectionView) = try launch()
        collectionView.selectItem(at: IndexPath(item: 6, section: 0), animated: false, scrollPosition: [])
        collectionView.setContentOffset(CGPoint(x: 0, y: 320), animated: false)
        Headless.advance(by: 0)
        // Every cell on screen now shows another product; none of them is product 7.
        #expect(collectionView.visibleCells.allSatisfy { !$0.isSelected })
        collectionView.setContentOffset(.zero, animated: false)
        Headless.advance(by: 0)
        #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.isSelected == true)
        #expect(collectionView.visibleCells.filter(\.isSelected).count == 1)
    }
}

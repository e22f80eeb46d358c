import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Selecting by touch goes through hit-testing: the finger lands on the cell (or its content),
/// and the touch travels up the responder chain to the collection view.
@MainActor
@Suite("UICollectionView selection", .headless)
struct CollectionSelectionTests {
    private func tapItem(_ item: Int, in collectionView: UICollectionView) {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.tap()
    }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [10])
        defer { withExtendedLifetime(source) {} }
        tapItem(2, in: collectionView)
        #expect(source.calls == ["shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2", "didSelect 2"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    }

    @Test func selectingAnotherItemDeselectsThePreviousOne() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [10])
        defer { withExtendedLifetime(source) {} }
        tapItem(2, in: collectionView)
        source.calls.removeAll()
        tapItem(4, in: collectionView)
        #expect(source.calls == ["shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4",
                                 "didDeselect 2", "didSelect 4"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
    }

    @Test func withMultipleSelectionATapOnASelectedItemDeselectsIt() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [10])
        defer { withExtendedLifetime(source) {} }
        collectionView.allowsMultipleSelection = true
        tapItem(1, in: collectionView)
        tapItem(3, in: collectionView)
        source.calls.removeAll()
        tapItem(1, in: collectionView)
        #expect(source.calls == ["shouldHighlight 1", "didHighlight 1", "shouldDeselect 1", "didUnhighlight 1", "didDeselect 1"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test func aRefusedHighlightSkipsTheSelection() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [10])
        defer { withExtendedLifetime(source) {} }
        source.refuseHighlight = [IndexPath(item: 0, section: 0)]
        tapItem(0, in: collectionView)
        #expect(source.calls == ["shouldHighlight 0"])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func aRefusedSelectionOnlyUnhighlights() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [10])
        defer { withExtendedLifetime(source) {} }
        source.refuseSelection = [IndexPath(item: 0, section: 0)]
        tapItem(0, in: collectionView)
        #expect(source.calls == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0"])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func selectingInCodeCallsNoDelegateMethod() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [10])
        defer { withExtendedLifetime(source) {} }
        collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 6, section: 0), animated: false, scrollPosition: [])
        #expect(source.calls.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
    }

    @Test func theSelectionFollowsItsItemThroughAnUpdate() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [10])
        defer { withExtendedLifetime(source) {} }
        collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        source.itemCounts = [11]
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
    }

    @Test func aSelectedCellShowsItsSelectedBackground() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let selected = UIView()
        cell.selectedBackgroundView = selected
        #expect(selected.superview == nil)
        cell.isSelected = true
        #expect(selected.superview === cell)
        #expect(selected.frame == cell.bounds)
        cell.isSelected = false
        cell.isHighlighted = true
        #expect(selected.superview === cell)
    }
}

import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A layout written as an iOS app writes one: items stacked in a fan, each 20 points lower than
/// the last, every other one faded and turned; `prepare()` computes the attributes once.
final class FanLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private(set) var prepareCount = 0

    override func prepare() {
        super.prepare()
        prepareCount += 1
        guard let collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 10, y: CGFloat(item) * 20, width: 200, height: 100)
            attributes.zIndex = -item
            if item.isMultiple(of: 2) {
                attributes.alpha = 0.5
                attributes.transform = CGAffineTransform(rotationAngle: .pi / 2)
            }
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 20 + 80)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

@MainActor
@Suite("Custom layouts", .headless)
struct CustomLayoutTests {
    private func makeCollectionView(_ layout: UICollectionViewLayout, items: Int) -> (UICollectionView, RecordingCollectionSource) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        let source = RecordingCollectionSource(itemCounts: [items])
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    @Test func aSubclassesAttributesPlaceTheCells() {
        let layout = FanLayout()
        let (collectionView, source) = makeCollectionView(layout, items: 5)
        defer { withExtendedLifetime(source) {} }
        #expect(layout.collectionView === collectionView)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 180))
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(second?.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(second?.alpha == 1)
    }

    @Test func alphaAndTransformComeFromTheAttributes() {
        let (collectionView, source) = makeCollectionView(FanLayout(), items: 5)
        defer { withExtendedLifetime(source) {} }
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first?.alpha == 0.5)
        #expect(first?.transform == CGAffineTransform(rotationAngle: .pi / 2))
        #expect(first?.bounds.size == CGSize(width: 200, height: 100))
    }

    @Test func aHigherZIndexIsInFront() {
        let (collectionView, source) = makeCollectionView(FanLayout(), items: 3)
        defer { withExtendedLifetime(source) {} }
        // z-indexes 0, -1, -2: item 2 at the back, item 0 in front.
        let order = collectionView.subviews.compactMap { view in collectionView.visibleCells.firstIndex { $0 === view } }
        #expect(order == [2, 1, 0])
    }

    @Test func invalidatingTheLayoutPreparesItAgainOnTheNextPass() {
        let layout = FanLayout()
        let (collectionView, source) = makeCollectionView(layout, items: 3)
        defer { withExtendedLifetime(source) {} }
        let prepared = layout.prepareCount
        collectionView.contentOffset.y = 10
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == prepared)        // scrolling does not invalidate by default
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == prepared + 1)
    }

    @Test func replacingTheLayoutPlacesTheCellsByTheNewOne() {
        let (collectionView, source) = makeCollectionView(FanLayout(), items: 3)
        defer { withExtendedLifetime(source) {} }
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        collectionView.setCollectionViewLayout(flow, animated: true)
        collectionView.layoutIfNeeded()
        #expect(collectionView.collectionViewLayout === flow)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
    }

    @Test func layoutAttributesCopyAndCompare() {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(attributes.center == CGPoint(x: 25, y: 40))
        #expect(attributes.representedElementCategory == .supplementaryView)
        #expect(attributes.representedElementKind == "badge")
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        #expect(copy == attributes)
        #expect(copy !== attributes)
        copy?.zIndex = 3
        #expect(copy != attributes)
    }

    @Test func aLayoutThatAnswersOutOfOrderGetsEachItemOnceInItsOwnOrder() {
        // A grid of 4 x 60-point items, answered backwards and with every tenth item twice: the
        // data source is asked in the layout's order, once per item, and the cells stand in
        // index-path order back to front.
        let layout = ShuffledGridLayout()
        let (collectionView, source) = makeCollectionView(layout, items: 400)
        defer { withExtendedLifetime(source) {} }
        // Eight rows of five meet the 480-point screen.
        let expected = (0..<40).reversed().map { IndexPath(item: $0, section: 0) }
        #expect(source.cellRequests == expected)
        #expect(collectionView.indexPathsForVisibleItems == expected.reversed())
        let shown = collectionView.subviews.compactMap { ($0 as? UICollectionViewCell).flatMap(collectionView.indexPath(for:)) }
        #expect(shown == expected.reversed())
        // The first answer for a repeated item places it.
        #expect(collectionView.cellForItem(at: IndexPath(item: 10, section: 0))?.frame.minX == 0)
    }

    @Test func aCellThatReloadsTheCollectionViewWhileItIsPlacedDoesNotBreakThePass() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(ReloadingCell.self, forCellWithReuseIdentifier: "Cell")
        let source = RecordingCollectionSource(itemCounts: [100])
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        var reloads = 0
        ReloadingCell.onApply = {
            guard reloads < 3 else { return }
            reloads += 1
            collectionView.reloadData()
        }
        defer { ReloadingCell.onApply = nil }
        collectionView.contentOffset.y = 50   // the cells on screen are placed again
        collectionView.layoutIfNeeded()
        collectionView.layoutIfNeeded()
        #expect(reloads > 0)
        let paths = collectionView.indexPathsForVisibleItems
        let meeting = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? []).map(\.indexPath).sorted()
        #expect(!paths.isEmpty)
        #expect(paths == meeting)
        #expect(paths.allSatisfy { collectionView.cellForItem(at: $0)?.superview === collectionView })
    }
}

/// Items of 60 x 60, five to a row, answered from the last to the first, every tenth twice.
final class ShuffledGridLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize {
        CGSize(width: 320, height: CGFloat(((collectionView?.numberOfItems(inSection: 0) ?? 0) + 4) / 5) * 60)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        var result: [UICollectionViewLayoutAttributes] = []
        for item in (0..<count).reversed() {
            guard let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: 0)),
                  attributes.frame.intersects(rect) else { continue }
            result.append(attributes)
            if item.isMultiple(of: 10), let again = layoutAttributesForItem(at: IndexPath(item: item, section: 0)) {
                again.frame = again.frame.offsetBy(dx: 1, dy: 0)
                result.append(again)
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(indexPath.item % 5) * 64, y: CGFloat(indexPath.item / 5) * 60, width: 60, height: 60)
        return attributes
    }
}

/// A cell that runs `onApply` whenever layout attributes are applied to it.
final class ReloadingCell: UICollectionViewCell {
    @MainActor static var onApply: (() -> Void)?

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        ReloadingCell.onApply?()
    }
}


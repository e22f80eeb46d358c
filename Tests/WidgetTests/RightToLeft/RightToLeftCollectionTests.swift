// RightToLeftCollectionTests.swift: collection views running right to left, as UIKit documents
// `flipsHorizontallyInOppositeLayoutDirection` ("the collection view automatically flips the
// appropriate horizontal coordinates" for layouts that return true; UIKit's flow and
// compositional layouts do) and `developmentLayoutDirection` (left to right by default). Each
// mirrored frame is worked out from the left-to-right one: x' = content width − maxX.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A layout that places items in a row from its own left edge, written by a developer working
/// right to left or left to right (`development`), that may ask to be mirrored (`flips`).
private final class RowLayout: UICollectionViewLayout {
    var flips = false
    var development = UIUserInterfaceLayoutDirection.leftToRight
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { development }

    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 60) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 10 + CGFloat(indexPath.item) * 60, y: 0, width: 50, height: 60)
        return attributes
    }
}

@MainActor
@Suite(.headless)
struct RightToLeftCollectionTests {
    /// A collection view of `frame` in a visible window whose direction is `direction`, with
    /// `itemCounts` items, laid out.
    private func makeCollectionView(_ layout: UICollectionViewLayout, itemCounts: [Int],
                                    frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
                                    direction: UITraitEnvironmentLayoutDirection = .rightToLeft)
        -> (UICollectionView, RecordingCollectionSource, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.traitOverrides.layoutDirection = direction
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        for kind in [UICollectionView.elementKindSectionHeader, "header"] {
            collectionView.register(TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Title")
        }
        let source = RecordingCollectionSource(itemCounts: itemCounts)
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        return (collectionView, source, window)
    }

    private func frame(_ item: Int, in collectionView: UICollectionView) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// A horizontal flow layout of 100x100 items 10 apart: ten of them make 1090 points of content.
    private func horizontalFlow() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        return layout
    }

    @Test func theFlowAndCompositionalLayoutsFlipAndTheBaseClassDoesNot() {
        #expect(UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection == false)
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewFlowLayout().developmentLayoutDirection == .leftToRight)
        let section = NSCollectionLayoutSection(group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))]))
        #expect(UICollectionViewCompositionalLayout(section: section).flipsHorizontallyInOppositeLayoutDirection)
    }

    @Test func aVerticalFlowLayoutsRowsStartAtTheRight() throws {
        func layout() -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 70, height: 40)
            layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 5)
            return layout
        }
        let (ltr, ltrSource, ltrWindow) = makeCollectionView(layout(), itemCounts: [5], direction: .leftToRight)
        let (rtl, rtlSource, rtlWindow) = makeCollectionView(layout(), itemCounts: [5])
        defer { withExtendedLifetime((ltrSource, ltrWindow, rtlSource, rtlWindow)) {} }
        #expect(try #require(frame(0, in: ltr)).minX == 20)
        #expect(try #require(frame(0, in: rtl)).maxX == 300, "the section's left inset is now at the right")
        for item in 0..<5 {
            let leftToRight = try #require(frame(item, in: ltr)), rightToLeft = try #require(frame(item, in: rtl))
            #expect(rightToLeft == CGRect(x: 320 - leftToRight.maxX, y: leftToRight.minY,
                                          width: leftToRight.width, height: leftToRight.height))
            #expect(rtl.cellForItem(at: IndexPath(item: item, section: 0))?.frame == rightToLeft)
        }
        #expect(rtl.contentOffset == .zero)
    }

    @Test func aHorizontalFlowLayoutStartsAtTheRightEndAndShowsItsFirstItems() throws {
        let (collectionView, source, window) = makeCollectionView(horizontalFlow(), itemCounts: [10],
                                                                  frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        defer { withExtendedLifetime((source, window)) {} }
        #expect(collectionView.contentSize.width == 1090)
        #expect(frame(0, in: collectionView) == CGRect(x: 990, y: 0, width: 100, height: 100))
        #expect(frame(9, in: collectionView) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(collectionView.contentOffset.x == 770, "the right end: the first items are in view")
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 1000, y: 50))?.item == 0)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 50))?.item == 9)
        collectionView.scrollToItem(at: IndexPath(item: 9, section: 0), at: .left, animated: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentOffset.x == 0)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [7, 8, 9])
    }

    @Test func aHorizontalFlowLayoutsHeadersMirrorWithTheItems() throws {
        let layout = horizontalFlow()
        layout.headerReferenceSize = CGSize(width: 40, height: 100)
        let (collectionView, source, window) = makeCollectionView(layout, itemCounts: [2],
                                                                  frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        defer { withExtendedLifetime((source, window)) {} }
        // Left to right: header 0...40, items 40...140 and 150...250; content 250 wide, inside
        // a 320-point view: mirrored across the view's 320.
        let header = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                             at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 280, y: 0, width: 40, height: 100))
        #expect(frame(0, in: collectionView) == CGRect(x: 180, y: 0, width: 100, height: 100))
        #expect(frame(1, in: collectionView) == CGRect(x: 70, y: 0, width: 100, height: 100))
        let shown = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                     at: IndexPath(item: 0, section: 0))
        #expect(shown?.frame == CGRect(x: 280, y: 0, width: 40, height: 100))
        #expect(collectionView.contentOffset.x == 0, "the content fits: nothing to scroll")
    }

    @Test func turningTheDirectionMirrorsTheFramesAndTheOffset() throws {
        let (collectionView, source, window) = makeCollectionView(horizontalFlow(), itemCounts: [10],
                                                                  frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        defer { withExtendedLifetime((source, window)) {} }
        collectionView.contentOffset.x = 500
        collectionView.layoutIfNeeded()
        let inView = collectionView.indexPathsForVisibleItems
        window.traitOverrides.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        #expect(collectionView.contentOffset.x == CGFloat(1090 - 500 - 320), "the same content stays in view")
        #expect(collectionView.indexPathsForVisibleItems == inView)
        #expect(frame(0, in: collectionView) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(collectionView.cellForItem(at: inView[0])?.frame.minX == CGFloat(inView[0].item * 110))
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(collectionView.contentOffset.x == 500)
    }

    @Test func moreItemsKeepTheirDistanceFromTheRightEnd() throws {
        let (collectionView, source, window) = makeCollectionView(horizontalFlow(), itemCounts: [10],
                                                                  frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        defer { withExtendedLifetime((source, window)) {} }
        let before = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let onScreen = before.convert(before.bounds, to: window)
        source.itemCounts = [12]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentOffset.x == CGFloat(770 + 220))
        let after = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(after.convert(after.bounds, to: window) == onScreen)
    }

    @Test func aCompositionalSectionsLeadingInsetIsAtTheRight() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(30)),
            elementKind: "header", alignment: .topLeading)
        section.boundarySupplementaryItems = [header]
        let (collectionView, source, window) = makeCollectionView(UICollectionViewCompositionalLayout(section: section),
                                                                  itemCounts: [5])
        defer { withExtendedLifetime((source, window)) {} }
        // Left to right the group is 300 wide from x = 20: items of 75 at 20, 95, 170, 245.
        #expect(frame(0, in: collectionView)?.minX == CGFloat(320 - 95))
        #expect(frame(3, in: collectionView)?.minX == 0)
        #expect(frame(4, in: collectionView)?.minX == CGFloat(320 - 95))
        let headerPath = IndexPath(item: 0, section: 0)
        let developed = try #require(collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "header", at: headerPath))
        let shown = collectionView.layoutAttributesForSupplementaryElement(ofKind: "header", at: headerPath)
        #expect(developed.frame.minX < 160, "the layout places a top-leading header at the left")
        #expect(shown?.frame == CGRect(x: 320 - developed.frame.maxX, y: developed.frame.minY,
                                       width: developed.frame.width, height: developed.frame.height))
    }

    @Test func aLayoutThatDoesNotFlipKeepsItsFrames() {
        let layout = RowLayout()
        let (collectionView, source, window) = makeCollectionView(layout, itemCounts: [3])
        defer { withExtendedLifetime((source, window)) {} }
        #expect(frame(0, in: collectionView)?.minX == 10)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 10)
    }

    @Test func aLayoutDevelopedRightToLeftIsMirroredLeftToRight() {
        let layout = RowLayout()
        layout.flips = true
        layout.development = .rightToLeft
        let (collectionView, source, window) = makeCollectionView(layout, itemCounts: [3], direction: .leftToRight)
        defer { withExtendedLifetime((source, window)) {} }
        #expect(frame(0, in: collectionView)?.minX == CGFloat(320 - 60))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == CGFloat(320 - 60))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 10,
                "the layout's own answers stay in its development direction")
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(frame(0, in: collectionView)?.minX == 10)
    }

    @Test func aForcedLeftToRightCollectionViewIsNotMirrored() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 40)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.traitOverrides.layoutDirection = .rightToLeft
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.semanticContentAttribute = .forceLeftToRight
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        let source = RecordingCollectionSource(itemCounts: [3])
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        defer { withExtendedLifetime((source, window)) {} }
        #expect(frame(0, in: collectionView)?.minX == 0)
    }
}

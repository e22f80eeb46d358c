import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Where a vertical flow layout puts items, computed by hand from UIKit's rules: items fill a row
/// while they fit with `minimumInteritemSpacing` between them; the leftover width is shared out
/// between the items of a row; the last row keeps the spacing of a full row; a row of one item
/// centres it; rows are `minimumLineSpacing` apart.
@MainActor
@Suite("Flow layout placement", .headless)
struct FlowLayoutPlacementTests {
    private func frame(_ item: Int, section: Int = 0, in collectionView: UICollectionView) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func theDefaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.estimatedItemSize == .zero)
    }

    @Test func threeHundredPointItemsFillARowWithTheMinimumSpacing() {
        // 3 x 100 + 2 x 10 = 320: the row is exactly full.
        let (collectionView, source, _) = makeCollectionView(itemCounts: [6]) { $0.itemSize = CGSize(width: 100, height: 100) }
        defer { withExtendedLifetime(source) {} }
        #expect(frame(1, in: collectionView) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(frame(2, in: collectionView) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(frame(3, in: collectionView) == CGRect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test func theLeftoverWidthIsSharedBetweenTheItemsOfARow() {
        // Three 90-point items fit (3 x 90 + 2 x 10 = 290); the 50 points left make the spacing
        // (320 - 270) / 2 = 25.
        let (collectionView, source, _) = makeCollectionView(itemCounts: [3]) { $0.itemSize = CGSize(width: 90, height: 40) }
        defer { withExtendedLifetime(source) {} }
        #expect(frame(0, in: collectionView)?.minX == 0)
        #expect(frame(1, in: collectionView)?.minX == CGFloat(90 + 25))
        #expect(frame(2, in: collectionView)?.maxX == 320)
    }

    @Test func theLastRowKeepsTheColumnsOfAFullRow() {
        // Seven items, three to a row: the seventh sits alone in the first column of row 3.
        let (collectionView, source, _) = makeCollectionView(itemCounts: [7]) { $0.itemSize = CGSize(width: 90, height: 40) }
        defer { withExtendedLifetime(source) {} }
        #expect(frame(6, in: collectionView) == CGRect(x: 0, y: 100, width: 90, height: 40))
        #expect(frame(5, in: collectionView)?.minY == 50)
    }

    @Test func aRowThatHoldsOneItemCentresIt() {
        // 200 + 10 + 200 > 320: one item to a row, centred: (320 - 200) / 2 = 60.
        let (collectionView, source, _) = makeCollectionView(itemCounts: [2]) { $0.itemSize = CGSize(width: 200, height: 50) }
        defer { withExtendedLifetime(source) {} }
        #expect(frame(0, in: collectionView) == CGRect(x: 60, y: 0, width: 200, height: 50))
        #expect(frame(1, in: collectionView) == CGRect(x: 60, y: 60, width: 200, height: 50))
    }

    @Test func sectionInsetsNarrowTheRowAndHeadersComeFirst() {
        // 300 points between the insets: three 90-point items, spacing (300 - 270) / 2 = 15.
        let (collectionView, source, _) = makeCollectionView(itemCounts: [3, 2]) {
            $0.itemSize = CGSize(width: 90, height: 40)
            $0.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 20, right: 10)
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
        }
        defer { withExtendedLifetime(source) {} }
        #expect(frame(0, in: collectionView) == CGRect(x: 10, y: 35, width: 90, height: 40))
        #expect(frame(1, in: collectionView)?.minX == CGFloat(10 + 90 + 15))
        // Section 1 starts after section 0's bottom inset: 30 + 5 + 40 + 20 = 95.
        let header = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                            at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 95, width: 320, height: 30))
        #expect(frame(0, section: 1, in: collectionView)?.minY == CGFloat(95 + 30 + 5))
    }

    @Test func theContentIsAsTallAsTheSections() {
        // 10 items of 50 x 50: five to a row ((320 + 10) / 60 = 5.5), two rows: 50 + 10 + 50.
        let (collectionView, source, _) = makeCollectionView(itemCounts: [10])
        defer { withExtendedLifetime(source) {} }
        #expect(collectionView.contentSize == CGSize(width: 320, height: 110))
    }
}

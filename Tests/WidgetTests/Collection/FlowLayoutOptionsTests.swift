import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A flow delegate that gives each section its own inset and spacing, and items their own sizes.
@MainActor
final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var sizes: [IndexPath: CGSize] = [:]

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? CGSize(width: 50, height: 50)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        section == 1 ? UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20) : .zero
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        section == 1 ? 0 : 10
    }
}

@MainActor
@Suite("Flow layout options", .headless)
struct FlowLayoutOptionsTests {
    private func makeCollectionView(_ layout: UICollectionViewFlowLayout, counts: [Int], delegate: SizingDelegate? = nil)
        -> (UICollectionView, RecordingCollectionSource) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "Title")
        let source = RecordingCollectionSource(itemCounts: counts)
        collectionView.dataSource = source
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    private func frame(_ item: Int, _ section: Int, in collectionView: UICollectionView) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func itemsOfDifferentSizesAreCentredInTheirRow() {
        let delegate = SizingDelegate()
        delegate.sizes = [IndexPath(item: 0, section: 0): CGSize(width: 100, height: 40),
                          IndexPath(item: 1, section: 0): CGSize(width: 100, height: 80)]
        let (collectionView, source) = makeCollectionView(UICollectionViewFlowLayout(), counts: [2], delegate: delegate)
        defer { withExtendedLifetime((source, delegate)) {} }
        // The last (only) row is spaced as if full of 100-point items: three fit, spacing
        // (320 - 300) / 2 = 10. The 40-point item is centred in the 80-point row.
        #expect(frame(0, 0, in: collectionView) == CGRect(x: 0, y: 20, width: 100, height: 40))
        #expect(frame(1, 0, in: collectionView) == CGRect(x: 110, y: 0, width: 100, height: 80))
    }

    @Test func theDelegateGivesEachSectionItsInsetAndSpacing() {
        let delegate = SizingDelegate()
        let (collectionView, source) = makeCollectionView(UICollectionViewFlowLayout(), counts: [1, 12], delegate: delegate)
        defer { withExtendedLifetime((source, delegate)) {} }
        // Section 0: one 50-point item in its last row, spaced as if the row were full of
        // 50-point items (five fit): it starts at the left; the section is 50 high.
        #expect(frame(0, 0, in: collectionView)?.minX == 0)
        // Section 1 starts at 50, inset 20: 280 points hold four 50s ((280 + 10) / 60 = 4.8);
        // spacing (280 - 200) / 3; rows touch (line spacing 0).
        #expect(frame(0, 1, in: collectionView) == CGRect(x: 20, y: 70, width: 50, height: 50))
        #expect(frame(4, 1, in: collectionView)?.minY == 120)
        #expect(collectionView.contentSize.height == CGFloat(50 + 20 + 3 * 50 + 20))
    }

    @Test func aHorizontalFlowLayoutFillsColumnsTopToBottom() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 150)
        let (collectionView, source) = makeCollectionView(layout, counts: [7])
        defer { withExtendedLifetime(source) {} }
        // Three 150-point items fit 480 (3 x 150 + 2 x 10 = 470): spacing (480 - 450) / 2 = 15.
        #expect(frame(1, 0, in: collectionView) == CGRect(x: 0, y: 165, width: 100, height: 150))
        #expect(frame(3, 0, in: collectionView) == CGRect(x: 110, y: 0, width: 100, height: 150))
        #expect(collectionView.contentSize == CGSize(width: 100 * 3 + 10 * 2, height: 480))
    }

    @Test func aFooterFollowsTheBottomInset() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 15, right: 0)
        layout.footerReferenceSize = CGSize(width: 0, height: 25)
        let (collectionView, source) = makeCollectionView(layout, counts: [3])
        defer { withExtendedLifetime(source) {} }
        let footer = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                            at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 65, width: 320, height: 25))
        #expect(collectionView.contentSize.height == 90)
    }

    @Test func aWiderCollectionViewLaysTheLinesOutAgain() {
        let (collectionView, source) = makeCollectionView(UICollectionViewFlowLayout(), counts: [12])
        defer { withExtendedLifetime(source) {} }
        #expect(frame(5, 0, in: collectionView)?.minY == 60)     // five to a row at 320
        collectionView.frame.size.width = 375                    // (375 + 10) / 60 = 6.4: six to a row
        collectionView.layoutIfNeeded()
        #expect(frame(5, 0, in: collectionView)?.minY == 0)
        #expect(frame(5, 0, in: collectionView)?.maxX == 375)
    }
}

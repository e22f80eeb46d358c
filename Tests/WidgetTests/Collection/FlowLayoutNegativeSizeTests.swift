// FlowLayoutNegativeSizeTests.swift: a negative item size, set as `itemSize` or given by the
// delegate's `sizeForItemAt`, is logged with UIKit's message, "negative sizes are not supported in
// the flow layout", once a layout pass; the negative length counts as 0, so the item takes no
// room along it and the others are placed as before (Docs/Differences.md, collection views).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A flow delegate that gives item `negativeItem` a size of `negative`, the others 40 x 40.
@MainActor
private final class NegativeSizes: NSObject, UICollectionViewDelegateFlowLayout {
    var negativeItem = 2
    var negative = CGSize(width: -5, height: 40)
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        indexPath.item == negativeItem ? negative : CGSize(width: 40, height: 40)
    }
}

@MainActor
@Suite("Flow layouts with negative item sizes", .headless)
struct FlowLayoutNegativeSizeTests {
    static let message = "negative sizes are not supported in the flow layout"

    @Test func aNegativeItemSizeIsLoggedOnceAPassAndCountsAsZero() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [6, 3])
        defer { withExtendedLifetime(source) {} }
        let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
        let messages = Headless.recordingViolations {
            layout?.itemSize = CGSize(width: -10, height: 50)
            collectionView.layoutIfNeeded()
        }
        // Two sections use the size; one report for the pass.
        #expect(messages == [Self.message])
        #expect(layout?.itemSize == CGSize(width: -10, height: 50), "the value is kept, as UIKit keeps it")
        let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(first?.size == CGSize(width: 0, height: 50))
        #expect(collectionView.contentSize.width.isFinite && collectionView.contentSize.height >= 0)
        // A positive size again: nothing more is logged.
        let later = Headless.recordingViolations {
            layout?.itemSize = CGSize(width: 30, height: 30)
            collectionView.layoutIfNeeded()
        }
        #expect(later.isEmpty)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == CGSize(width: 30, height: 30))
    }

    @Test(arguments: [CGSize(width: -5, height: 40), CGSize(width: 40, height: -0.5), CGSize(width: -1, height: -1)])
    func aNegativeDelegateSizeIsLoggedAndTheItemTakesNoRoomAlongIt(negative: CGSize) {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [6])
        defer { withExtendedLifetime(source) {} }
        let sizes = NegativeSizes()
        sizes.negative = negative
        let messages = Headless.recordingViolations {
            collectionView.delegate = sizes
            collectionView.collectionViewLayout.invalidateLayout()
            collectionView.layoutIfNeeded()
        }
        #expect(messages == [Self.message])
        let expected = CGSize(width: max(0, negative.width), height: max(0, negative.height))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.size == expected)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.size == CGSize(width: 40, height: 40))
        for item in 0..<6 {
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(frame.map { $0.minX.isFinite && $0.minY.isFinite && $0.width >= 0 && $0.height >= 0 } == true)
        }
        withExtendedLifetime(sizes) {}
    }

    @Test func zeroAndPositiveSizesAreNotLogged() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [6])
        defer { withExtendedLifetime(source) {} }
        let sizes = NegativeSizes()
        sizes.negative = .zero
        let messages = Headless.recordingViolations {
            collectionView.delegate = sizes
            collectionView.collectionViewLayout.invalidateLayout()
            collectionView.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        withExtendedLifetime(sizes) {}
    }
}

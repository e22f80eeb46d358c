// FlowLayoutNonFiniteTests.swift: a flow layout refuses NaN and infinite sizes, spacings and
// insets with a logged message and keeps its value; a delegate's answer that is not finite is
// replaced by the layout's own property, logged once a pass. The content size stays finite, so
// no scroll fails later (Docs/Reliability.md, "Bad input").
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A flow delegate whose every answer holds `value`: item 3's width, each section's top inset, spacings, header and footer heights.
@MainActor
private final class BadFlowAnswers: NSObject, UICollectionViewDelegateFlowLayout {
    let value: CGFloat
    init(value: CGFloat) { self.value = value }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        indexPath.item == 3 ? CGSize(width: value, height: 50) : CGSize(width: 50, height: 50)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { value }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { value }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize { CGSize(width: 0, height: value) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize { CGSize(width: 0, height: value) }
}

/// How a value prints in the messages.
func nonFiniteText(_ value: CGFloat) -> String { value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }

@MainActor
@Suite("Flow layouts with non-finite sizes, spacings and insets", .headless)
struct FlowLayoutNonFiniteTests {
    /// Every setting of the layout, set to a value with `bad` in it, and the value it had.
    private func settings(_ bad: CGFloat) -> [(name: String, set: (UICollectionViewFlowLayout) -> Void, value: String, kept: String)] {
        [("itemSize", { $0.itemSize = CGSize(width: bad, height: 50) }, "{\(nonFiniteText(bad)), 50}", "{50, 50}"),
         ("estimatedItemSize", { $0.estimatedItemSize = CGSize(width: 50, height: bad) }, "{50, \(nonFiniteText(bad))}", "{0, 0}"),
         ("minimumLineSpacing", { $0.minimumLineSpacing = bad }, nonFiniteText(bad), "10"),
         ("minimumInteritemSpacing", { $0.minimumInteritemSpacing = bad }, nonFiniteText(bad), "10"),
         ("sectionInset", { $0.sectionInset = UIEdgeInsets(top: bad, left: 10, bottom: 0, right: 0) },
          "{\(nonFiniteText(bad)), 10, 0, 0}", "{0, 0, 0, 0}"),
         ("headerReferenceSize", { $0.headerReferenceSize = CGSize(width: 0, height: bad) }, "{0, \(nonFiniteText(bad))}", "{0, 0}"),
         ("footerReferenceSize", { $0.footerReferenceSize = CGSize(width: bad, height: bad) },
          "{\(nonFiniteText(bad)), \(nonFiniteText(bad))}", "{0, 0}")]
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func everySettingRefusesANonFiniteValueAndTheContentSizeStays(value: CGFloat) {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [20, 7])
        defer { withExtendedLifetime(source) {} }
        let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
        let contentSize = collectionView.contentSize
        let frames = collectionView.indexPathsForVisibleItems.sorted().map { collectionView.cellForItem(at: $0)?.frame }
        for setting in settings(value) {
            let messages = Headless.recordingViolations {
                if let layout { setting.set(layout) }
                collectionView.layoutIfNeeded()
            }
            #expect(messages == ["UICollectionViewFlowLayout \(setting.name) \(setting.value) is refused: it must be finite; \(setting.kept) is kept"])
        }
        #expect(layout?.itemSize == CGSize(width: 50, height: 50))
        #expect(layout?.minimumLineSpacing == 10)
        #expect(layout?.sectionInset == .zero)
        #expect(collectionView.contentSize == contentSize)
        #expect(collectionView.indexPathsForVisibleItems.sorted().map { collectionView.cellForItem(at: $0)?.frame } == frames)
        // Scrolling to the end, where the NaN used to surface, works.
        collectionView.setContentOffset(CGPoint(x: 0, y: collectionView.contentOffsetRange.max.y), animated: false)
        #expect(collectionView.contentOffset.y.isFinite)
    }

    @Test(arguments: [CGFloat.nan, .infinity])
    func delegateAnswersThatAreNotFiniteGiveWayToTheLayoutsOwnValues(value: CGFloat) {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [20, 7])
        defer { withExtendedLifetime(source) {} }
        let good = collectionView.contentSize
        let answers = BadFlowAnswers(value: value)

        let messages = Headless.recordingViolations {
            collectionView.delegate = answers
            collectionView.collectionViewLayout.invalidateLayout()
            collectionView.layoutIfNeeded()
        }

        // Only the first bad answer of a pass is logged; every one is replaced.
        #expect(messages == ["UICollectionViewDelegateFlowLayout insetForSectionAt gave {\(nonFiniteText(value)), 0, 0, 0} for section 0, which is not finite; the layout's sectionInset is used"])
        #expect(collectionView.contentSize == good)
        let item3 = collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        #expect(item3?.size == CGSize(width: 50, height: 50))
        #expect(collectionView.contentSize.width.isFinite && collectionView.contentSize.height.isFinite)
        withExtendedLifetime(answers) {}
    }

    @Test func aBadItemSizeFromTheDelegateIsNamedWithItsItem() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [6])
        defer { withExtendedLifetime(source) {} }
        /// Only `sizeForItemAt` answers: item 3 is NaN wide.
        final class BadSize: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: indexPath.item == 3 ? CGFloat.nan : 40, height: 40)
            }
        }
        let delegate = BadSize()
        let messages = Headless.recordingViolations {
            collectionView.delegate = delegate
            collectionView.collectionViewLayout.invalidateLayout()
            collectionView.layoutIfNeeded()
        }
        #expect(messages == ["UICollectionViewDelegateFlowLayout sizeForItemAt gave {nan, 40} for item 3 of section 0, which is not finite; the layout's itemSize is used"])
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.size == CGSize(width: 50, height: 50))
        withExtendedLifetime(delegate) {}
    }
}

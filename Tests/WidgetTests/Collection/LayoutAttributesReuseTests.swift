import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The layouts hand out fresh attributes for every question, as the package documents: attributes
/// a caller keeps are never changed afterwards, and changes a caller makes never show up in later
/// answers. (The layouts reuse attribute objects nobody holds any more; these tests pin down that
/// nobody can tell.)
@MainActor
@Suite("Layout attributes stay the caller's", .headless)
struct LayoutAttributesReuseTests {
    /// Scrolls `collectionView` by a screen `steps` times, laying out after each step.
    private func scroll(_ collectionView: UICollectionView, steps: Int) {
        for step in 1...steps {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 480)
            collectionView.layoutIfNeeded()
        }
    }

    @Test func attributesKeptByTheAppKeepTheirValuesWhileTheCollectionViewScrolls() throws {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000]) { $0.itemSize = CGSize(width: 100, height: 100) }
        defer { withExtendedLifetime(source) {} }
        let layout = collectionView.collectionViewLayout
        let kept = try #require(layout.layoutAttributesForElements(in: collectionView.bounds))
        let before = kept.map { ($0.indexPath, $0.frame) }
        scroll(collectionView, steps: 5)
        let later = try #require(layout.layoutAttributesForElements(in: collectionView.bounds))
        #expect(kept.map(\.indexPath) == before.map(\.0))
        #expect(kept.map(\.frame) == before.map(\.1))
        for attributes in later {
            #expect(!kept.contains { $0 === attributes })
        }
    }

    @Test func changesMadeToReturnedAttributesDoNotComeBackInLaterAnswers() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000]) { $0.itemSize = CGSize(width: 100, height: 100) }
        defer { withExtendedLifetime(source) {} }
        let layout = collectionView.collectionViewLayout
        for step in 1...6 {
            for attributes in layout.layoutAttributesForElements(in: collectionView.bounds) ?? [] {
                attributes.alpha = 0.25
                attributes.zIndex = 7
                attributes.isHidden = true
                attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
            }
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 480)
            collectionView.layoutIfNeeded()
        }
        let fresh = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        #expect(!fresh.isEmpty)
        for attributes in fresh {
            #expect(attributes.alpha == 1)
            #expect(attributes.zIndex == 0)
            #expect(attributes.isHidden == false)
            #expect(attributes.transform == .identity)
            #expect(attributes.size == CGSize(width: 100, height: 100))
            #expect(attributes.representedElementCategory == .cell)
            #expect(attributes.representedElementKind == nil)
        }
        let visible = collectionView.visibleCells
        #expect(!visible.isEmpty)
        #expect(visible.allSatisfy { $0.alpha == 1 && !$0.isHidden })
    }

    @Test func aSubclassThatChangesSomeAttributesInPlaceLeavesTheOthersAlone() {
        // The subclass dims even items in the attributes `super` returns, as flow layout
        // subclasses do; odd items must keep UIKit's defaults however far the view scrolls.
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000], layout: DimmingFlowLayout()) {
            $0.itemSize = CGSize(width: 100, height: 100)
        }
        defer { withExtendedLifetime(source) {} }
        for step in 1...8 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 250)
            collectionView.layoutIfNeeded()
            let cells = collectionView.visibleCells
            #expect(!cells.isEmpty)
            for cell in cells {
                guard let item = collectionView.indexPath(for: cell)?.item else { continue }
                #expect(cell.alpha == (item.isMultiple(of: 2) ? 0.25 : 1), "item \(item) at step \(step)")
                #expect(cell.isHidden == false)
                #expect(cell.transform == .identity)
                #expect(cell.bounds.size == CGSize(width: 100, height: 100))
            }
        }
    }

    @Test func aLayoutWithItsOwnAttributesClassAlwaysGetsThatClass() {
        let layout = TaggedFlowLayout()
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000], layout: layout) {
            $0.itemSize = CGSize(width: 100, height: 100)
        }
        defer { withExtendedLifetime(source) {} }
        scroll(collectionView, steps: 4)
        let answered = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        #expect(!answered.isEmpty)
        #expect(answered.allSatisfy { $0 is TaggedAttributes })
    }
}

/// Attributes whose class overrides the properties: the collection view reads them through the
/// overrides (plain attributes are read from their fields; a subclass must not be).
@MainActor
@Suite("Layout attributes subclasses", .headless)
struct LayoutAttributesSubclassTests {
    @Test func overriddenPropertiesOfAnAttributesSubclassAreWhatTheCellsShow() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000], layout: ShiftingFlowLayout()) {
            $0.itemSize = CGSize(width: 100, height: 100)
        }
        defer { withExtendedLifetime(source) {} }
        for step in 0...3 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 480)
            collectionView.layoutIfNeeded()
            let layout = collectionView.collectionViewLayout
            let cells = collectionView.visibleCells
            #expect(!cells.isEmpty)
            for cell in cells {
                guard let indexPath = collectionView.indexPath(for: cell),
                      let attributes = layout.layoutAttributesForItem(at: indexPath) else {
                    Issue.record("a visible cell without an index path or attributes")
                    continue
                }
                #expect(attributes is ShiftedAttributes)
                // The override moves every element 5 points right and makes it half transparent.
                #expect(cell.center == attributes.center, "item \(indexPath.item) at step \(step)")
                #expect(cell.frame == attributes.frame)
                #expect(cell.frame.minX.truncatingRemainder(dividingBy: 110) == 5)
                #expect(cell.alpha == 0.5)
            }
        }
    }
}

/// Attributes that report every element 5 points right of where the layout put it, at alpha 0.5.
private final class ShiftedAttributes: UICollectionViewLayoutAttributes {
    override var center: CGPoint {
        get { CGPoint(x: super.center.x + 5, y: super.center.y) }
        set { super.center = newValue }
    }
    override var alpha: CGFloat {
        get { 0.5 }
        set { super.alpha = newValue }
    }
}

/// A flow layout that makes `ShiftedAttributes`.
private final class ShiftingFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { ShiftedAttributes.self }
}

/// Attributes with a field of their own, as custom layouts declare them.
private final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tag = 0
}

/// A flow layout that makes `TaggedAttributes`.
private final class TaggedFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
}

/// A flow layout subclass that changes the attributes `super` made, in place.
private final class DimmingFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        for element in attributes ?? [] where element.indexPath.item.isMultiple(of: 2) {
            element.alpha = 0.25
            element.zIndex = 3
        }
        return attributes
    }
}

// CollectionHugeValueTests.swift: the collection layouts answer a query for any rectangle, and
// their line and group arithmetic takes any floating input, without trapping on a conversion to
// an integer (Docs/Reliability.md, "Bad input").
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets // the lines and groups are internal: fed values the layouts never pass

/// Items of varying sizes, so that the flow layout keeps each item's frame.
@MainActor
private final class VaryingSizes: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 40 + CGFloat(indexPath.item % 3) * 20, height: 30 + CGFloat(indexPath.item % 4) * 10)
    }
}

/// The layouts queried: a flow layout of one item size, one of sizes from the delegate, and a
/// compositional grid.
enum QueriedLayout: CaseIterable, Sendable {
    case uniformFlow, varyingFlow, compositional
}

/// The rectangles queried: each hostile value as the origin of a query 1e300 long and of one that
/// reaches the largest finite offset, and as the length of a query from -1e300. (No edge falls
/// inside the content, where the flow layout answers by whole lines.)
let hostileQueries: [CGRect] = hostileLengths.flatMap { value in
    [CGRect(x: 0, y: value, width: 320, height: 1e300), CGRect(x: 0, y: -1e300, width: 320, height: value),
     CGRect(x: 0, y: value, width: 320, height: .greatestFiniteMagnitude)]
}

@MainActor
@Suite("Collection layouts with huge, tiny and non-finite values", .headless)
struct CollectionHugeValueTests {
    private func makeCollectionView(_ kind: QueriedLayout) -> (UICollectionView, [AnyObject]) {
        let layout: UICollectionViewLayout
        var kept: [AnyObject] = []
        switch kind {
        case .uniformFlow, .varyingFlow:
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 50, height: 50)
            layout = flow
        case .compositional:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                subitems: [item])
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        let source = RecordingCollectionSource(itemCounts: [100])
        collectionView.dataSource = source
        kept.append(source)
        if kind == .varyingFlow {
            let sizes = VaryingSizes()
            collectionView.delegate = sizes
            kept.append(sizes)
        }
        collectionView.layoutIfNeeded()
        return (collectionView, kept)
    }

    /// The items a query returns are exactly those whose frames meet it along the scroll axis
    /// (the queries span the whole width); a query with a NaN edge meets nothing.
    @Test(arguments: QueriedLayout.allCases, hostileQueries)
    func aQueryForAnyRectangleReturnsTheItemsThatMeetIt(kind: QueriedLayout, rect: CGRect) {
        let (collectionView, kept) = makeCollectionView(kind)
        defer { withExtendedLifetime(kept) {} }
        let layout = collectionView.collectionViewLayout

        let found = (layout.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath)

        let expected = (0..<100).map { IndexPath(item: $0, section: 0) }.filter { indexPath in
            guard let frame = layout.layoutAttributesForItem(at: indexPath)?.frame else { return false }
            let top = rect.origin.y, length = rect.size.height
            return length > 0 && frame.minY < top + length && frame.maxY > top
        }
        #expect(Set(found) == Set(expected))
        #expect(found.count == expected.count)
    }

    /// Lines of items of one size: a NaN or negative count of extra items that fit is 0, a huge
    /// one is capped at Int32.max (so a line holds at least one item and at most 2^31), and the
    /// first line a query meets is found for any offset.
    @Test(arguments: hostileLengths)
    func uniformLinesTakeAnyLengthOrSpacing(value: CGFloat) {
        for (available, spacing) in [(value, 0), (320, value), (value, value)] as [(CGFloat, CGFloat)] {
            let lines = UniformFlowLines(itemSize: AxisSize(main: 50, cross: 50), count: 10, available: available,
                                         interitemSpacing: spacing, lineSpacing: 0)
            #expect((1...(1 + Int(Int32.max))).contains(lines.perLine))
            var visited = 0
            lines.forEachItem(meetingMain: value, .greatestFiniteMagnitude) { _, _ in visited += 1 }
            lines.forEachItem(meetingMain: -.greatestFiniteMagnitude, value) { _, _ in visited += 1 }
            #expect(visited <= 20)
        }
    }

    /// Lines of items of their own sizes: a last line whose room for more items is NaN (an
    /// infinite line of infinitely long items) is spaced as if none fit.
    @Test(arguments: hostileLengths)
    func variableLinesTakeAnyLengthOrSize(value: CGFloat) {
        let sizes = [AxisSize(main: 50, cross: value), AxisSize(main: 50, cross: 1e308), AxisSize(main: 50, cross: 1e308)]
        for available in [value, .infinity, 320] {
            let lines = VariableFlowLines(sizes: sizes, available: available, interitemSpacing: 0, lineSpacing: 10)
            #expect(lines.frames.count == 3)
            var visited = 0
            lines.forEachItem(meetingMain: value, .greatestFiniteMagnitude) { _, _ in visited += 1 }
            #expect(visited <= 3)
        }
    }

    /// Groups one after another: the first group a query meets is found for any offset, clamped
    /// to the groups there are.
    @Test(arguments: hostileLengths)
    func regularGroupsAreFoundFromAnyOffset(low: CGFloat) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1e-300)),
            subitems: [item])
        let groups = RegularGroups(group: group, proposed: CGSize(width: 320, height: 480), itemCount: 10, spacing: 0,
                                   vertical: true, measured: [:])
        var items: [Int] = []
        groups.forEachItem(meetingMain: low, .greatestFiniteMagnitude, measured: [:]) { index, _ in items.append(index) }
        #expect(items.count <= 10)
        #expect(items == items.sorted())
    }
}

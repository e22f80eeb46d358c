// CompositionalNonFiniteTests.swift: a compositional layout's insets and spacings refuse NaN and
// infinity with a logged message and keep their value; dimensions and spacings made of NaN or
// infinity are logged and 0 is used. Frames and the content size stay finite
// (Docs/Reliability.md, "Bad input").
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Compositional layouts with non-finite insets, spacings and dimensions", .headless)
struct CompositionalNonFiniteTests {
    private func makeCollectionView(_ layout: UICollectionViewLayout, itemCounts: [Int] = [6, 3])
        -> (UICollectionView, RecordingCollectionSource) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        let source = RecordingCollectionSource(itemCounts: itemCounts)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    /// Four items a row, each a quarter of an 80-point-high row.
    private func grid() -> (section: NSCollectionLayoutSection, item: NSCollectionLayoutItem, group: NSCollectionLayoutGroup) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
        return (NSCollectionLayoutSection(group: group), item, group)
    }

    private func allFrames(_ collectionView: UICollectionView) -> [CGRect] {
        (0..<collectionView.numberOfSections).flatMap { section in
            (0..<collectionView.numberOfItems(inSection: section)).compactMap {
                collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
            }
        }
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func insetsAndSpacingsRefuseNonFiniteValuesAndTheLayoutStays(value: CGFloat) {
        let (section, item, group) = grid()
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let (collectionView, source) = makeCollectionView(UICollectionViewCompositionalLayout(section: section, configuration: configuration))
        defer { withExtendedLifetime(source) {} }
        let frames = allFrames(collectionView), contentSize = collectionView.contentSize
        let text = nonFiniteText(value)

        let messages = Headless.recordingViolations {
            section.contentInsets = NSDirectionalEdgeInsets(top: value, leading: 0, bottom: 0, trailing: 0)
            section.interGroupSpacing = value
            item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: value, bottom: 0, trailing: 0)
            group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: value, trailing: 0)
            configuration.interSectionSpacing = value
            collectionView.collectionViewLayout.invalidateLayout()
            collectionView.layoutIfNeeded()
        }

        #expect(messages == [
            "NSCollectionLayoutSection contentInsets {\(text), 0, 0, 0} is refused: it must be finite; {10, 10, 10, 10} is kept",
            "NSCollectionLayoutSection interGroupSpacing \(text) is refused: it must be finite; 5 is kept",
            "NSCollectionLayoutItem contentInsets {0, \(text), 0, 0} is refused: it must be finite; {0, 0, 0, 0} is kept",
            "NSCollectionLayoutGroup contentInsets {0, 0, \(text), 0} is refused: it must be finite; {0, 0, 0, 0} is kept",
            "UICollectionViewCompositionalLayoutConfiguration interSectionSpacing \(text) is refused: it must be finite; 12 is kept",
        ])
        #expect(section.interGroupSpacing == 5)
        #expect(configuration.interSectionSpacing == 12)
        #expect(allFrames(collectionView) == frames)
        #expect(collectionView.contentSize == contentSize)
    }

    @Test(arguments: [CGFloat.nan, .infinity])
    func nonFiniteDimensionsAndSpacingsAreLoggedAndCountAsZero(value: CGFloat) {
        let text = nonFiniteText(value)
        var made: [NSCollectionLayoutDimension] = []
        var spacings: [NSCollectionLayoutSpacing] = []
        let messages = Headless.recordingViolations {
            made = [.absolute(value), .fractionalWidth(value), .fractionalHeight(value), .estimated(value)]
            spacings = [.fixed(value), .flexible(value)]
        }
        #expect(messages == [
            "NSCollectionLayoutDimension.absolute(\(text)) is not a finite number; 0 is used",
            "NSCollectionLayoutDimension.fractionalWidth(\(text)) is not a finite number; 0 is used",
            "NSCollectionLayoutDimension.fractionalHeight(\(text)) is not a finite number; 0 is used",
            "NSCollectionLayoutDimension.estimated(\(text)) is not a finite number; 0 is used",
            "NSCollectionLayoutSpacing.fixed(\(text)) is not a finite number; 0 is used",
            "NSCollectionLayoutSpacing.flexible(\(text)) is not a finite number; 0 is used",
        ])
        #expect(made.map(\.dimension) == [0, 0, 0, 0])
        #expect(made.map(\.isAbsolute) == [true, false, false, false])
        #expect(made.map(\.isEstimated) == [false, false, false, true])
        #expect(spacings.map(\.spacing) == [0, 0])
        #expect(spacings.map(\.isFixedSpacing) == [true, false])
    }

    @Test func aLayoutBuiltWithNaNDimensionsAndSpacingHasFiniteFramesAndContentSize() {
        var layout: UICollectionViewCompositionalLayout?
        let messages = Headless.recordingViolations {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(.nan),
                                                                                 heightDimension: .absolute(40)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(.nan)),
                subitems: [item])
            group.interItemSpacing = .fixed(.nan)
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        #expect(messages.count == 3)
        guard let layout else { return }
        let (collectionView, source) = makeCollectionView(layout, itemCounts: [8])
        defer { withExtendedLifetime(source) {} }
        #expect(allFrames(collectionView).allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
        #expect(collectionView.contentSize.width.isFinite && collectionView.contentSize.height.isFinite)
    }
}

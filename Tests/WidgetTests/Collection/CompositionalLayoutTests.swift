import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Where a compositional layout puts items, computed by hand: fractional dimensions are fractions
/// of the container (the group for an item, the section's content area for a group), groups
/// repeat their subitems while they fit, sections stack their groups with `interGroupSpacing`.
@MainActor
@Suite("Compositional layout", .headless)
struct CompositionalLayoutTests {
    private func makeCollectionView(_ layout: UICollectionViewLayout, itemCounts: [Int])
        -> (UICollectionView, RecordingCollectionSource) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "Title")
        let source = RecordingCollectionSource(itemCounts: itemCounts)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    private func frame(_ item: Int, section: Int = 0, in collectionView: UICollectionView) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Four items a row: each a quarter of an 80-point-high row.
    private func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    @Test func aHorizontalGroupRepeatsItsItemWhileItFits() {
        let (collectionView, source) = makeCollectionView(UICollectionViewCompositionalLayout(section: gridSection()), itemCounts: [6])
        defer { withExtendedLifetime(source) {} }
        #expect(frame(3, in: collectionView) == CGRect(x: 240, y: 0, width: 80, height: 80))
        #expect(frame(5, in: collectionView) == CGRect(x: 80, y: 80, width: 80, height: 80))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 160))
    }

    @Test func sectionInsetsAndInterGroupSpacingPlaceTheGroups() {
        let section = gridSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 5
        let (collectionView, source) = makeCollectionView(UICollectionViewCompositionalLayout(section: section), itemCounts: [5])
        defer { withExtendedLifetime(source) {} }
        // The group is 300 wide: items of 75; the second row starts at 10 + 80 + 5.
        #expect(frame(1, in: collectionView) == CGRect(x: 85, y: 10, width: 75, height: 80))
        #expect(frame(4, in: collectionView) == CGRect(x: 10, y: 95, width: 75, height: 80))
        #expect(collectionView.contentSize.height == CGFloat(10 + 80 + 5 + 80 + 10))
    }

    @Test func aCountedGroupSharesItsWidthAfterTheSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collectionView, source) = makeCollectionView(layout, itemCounts: [3])
        defer { withExtendedLifetime(source) {} }
        // (320 - 2 x 10) / 3 = 100.
        #expect(frame(1, in: collectionView) == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(frame(2, in: collectionView) == CGRect(x: 220, y: 0, width: 100, height: 50))
    }

    @Test func itemContentInsetsShrinkTheCellInsideItsSpace() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let (collectionView, source) = makeCollectionView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [2])
        defer { withExtendedLifetime(source) {} }
        #expect(frame(1, in: collectionView) == CGRect(x: 164, y: 4, width: 152, height: 92))
    }

    @Test func aNestedVerticalGroupHoldsItsItemsInAColumn() {
        // A big item on the left, a column of two small ones on the right.
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                            heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            subitems: [small])
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [big, column])
        let (collectionView, source) = makeCollectionView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), itemCounts: [4])
        defer { withExtendedLifetime(source) {} }
        #expect(frame(0, in: collectionView) == CGRect(x: 0, y: 0, width: 160, height: 200))
        #expect(frame(2, in: collectionView) == CGRect(x: 160, y: 100, width: 160, height: 100))
        // Three items fill a group: the fourth starts the next one.
        #expect(frame(3, in: collectionView) == CGRect(x: 0, y: 200, width: 160, height: 200))
    }

    @Test func aHeaderComesBeforeTheSectionsItems() {
        let section = gridSection()
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header]
        let (collectionView, source) = makeCollectionView(UICollectionViewCompositionalLayout(section: section), itemCounts: [4, 4])
        defer { withExtendedLifetime(source) {} }
        #expect(frame(0, in: collectionView)?.minY == 30)
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame
                    == CGRect(x: 0, y: 110, width: 320, height: 30))
        #expect(collectionView.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)) is TitleView)
    }

    @Test func anOrthogonalSectionLaysItsGroupsSideBySide() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        let (collectionView, source) = makeCollectionView(UICollectionViewCompositionalLayout(section: section), itemCounts: [5, 2])
        defer { withExtendedLifetime(source) {} }
        #expect(frame(1, in: collectionView) == CGRect(x: 136, y: 0, width: 128, height: 100))
        // The band is one group high: the next section starts right below it.
        #expect(frame(0, section: 1, in: collectionView)?.minY == 100)
        // Groups past the right edge have no cells (the band does not scroll here).
        #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
    }

    @Test func aSectionProviderGivesEachSectionItsOwnLayout() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            let columns = index == 0 ? 2 : 4
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                                                 heightDimension: .fractionalHeight(1)))
            let height = environment.container.effectiveContentSize.width / CGFloat(columns)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let (collectionView, source) = makeCollectionView(layout, itemCounts: [2, 4])
        defer { withExtendedLifetime(source) {} }
        #expect(frame(1, in: collectionView) == CGRect(x: 160, y: 0, width: 160, height: 160))
        #expect(frame(3, section: 1, in: collectionView) == CGRect(x: 240, y: 160, width: 80, height: 80))
    }

    @Test func aMillionItemListShowsAScreenfulOfCells() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let (collectionView, source) = makeCollectionView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [1_000_000])
        defer { withExtendedLifetime(source) {} }
        collectionView.contentOffset.y = 44 * 500_000
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.first?.item == 500_000)
        #expect(collectionView.visibleCells.count == 11)   // 480 / 44
        #expect(collectionView.contentSize.height == CGFloat(44_000_000))
    }
}

@MainActor
@Suite("Compositional layout scrolling sideways", .headless)
struct HorizontalCompositionalLayoutTests {
    @Test func aHorizontalLayoutPutsSectionsSideBySide() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: column)
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        let source = RecordingCollectionSource(itemCounts: [3, 2])
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        // Columns of two 240-point items; section 0 holds two columns (100 + 10 + 100), then 20.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: 0, y: 240, width: 100, height: 240))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                    == CGRect(x: 110, y: 0, width: 100, height: 240))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 230)
        #expect(collectionView.contentSize == CGSize(width: 330, height: 480))
        withExtendedLifetime(source) {}
    }
}

import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The code of Docs/Concepts/CollectionViews.md, run as tests (DocSnippetTests checks that the
/// page shows exactly these regions).
@MainActor
@Suite("Collection view concept snippets", .headless)
struct CollectionConceptSnippetTests {
    @Test func flowLayout() {
        // snippet: collection-flow-layout
        final class Colours: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
                cell.backgroundColor = indexPath.item.isMultiple(of: 2) ? .red : .blue
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)      // minimum spacing: 10 by default
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Swatch")
        let colours = Colours()
        grid.dataSource = colours
        grid.layoutIfNeeded()

        // Three items fit a row (3 x 90 + 2 x 10 = 290); the 30 points left widen the spacing to 25.
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 115)
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.maxX == 320)
        // The last row keeps the columns: item 6 sits alone under item 0.
        #expect(grid.cellForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 0, y: 200, width: 90, height: 90))
        // end snippet
    }

    @Test func compositionalLayout() {
        // snippet: collection-compositional-layout
        let photo = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))      // a quarter of the row
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [photo])
        let section = NSCollectionLayoutSection(group: row)   // the row repeats for the section's items
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(section: section)

        let album = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        album.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        album.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                       withReuseIdentifier: "Title")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: album) { album, indexPath, _ in
            album.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        }
        source.supplementaryViewProvider = { album, kind, indexPath in   // the header's view
            album.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        source.apply(snapshot)
        album.layoutIfNeeded()

        // The header first, then four 80 x 80 photos a row; rows 80 + 8 apart.
        let header = album.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(album.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 80, y: 118, width: 80, height: 80))
        #expect(album.contentSize.height == CGFloat(30 + 3 * 80 + 2 * 8))
        // end snippet
    }

    @Test func diffableUpdates() {
        final class NameCell: UICollectionViewCell {
            var name: String?
        }
        // snippet: collection-diffable-updates
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                    collectionViewLayout: UICollectionViewFlowLayout())
        let registration = UICollectionView.CellRegistration<NameCell, String> { cell, _, name in
            cell.name = name
        }
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: list) { list, indexPath, name in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["friends"])
        snapshot.appendItems(["Ann", "Bo", "Cy"])
        source.apply(snapshot)
        list.layoutIfNeeded()
        let cellOfBo = list.cellForItem(at: IndexPath(item: 1, section: 0))

        snapshot.deleteItems(["Ann"])            // describe the new state, not the steps
        snapshot.appendItems(["Di"])
        source.apply(snapshot)                   // the difference becomes one batch update
        list.layoutIfNeeded()

        #expect(list.visibleCells.compactMap { ($0 as? NameCell)?.name } == ["Bo", "Cy", "Di"])
        #expect(list.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfBo)   // Bo kept its cell
        // end snippet
    }
}

// ListLayoutTests.swift: collection views laid out as lists (UICollectionLayoutListConfiguration,
// UICollectionViewCompositionalLayout.list(using:)) with list cells made through cell
// registrations, as iOS 14 apps write them: the rows' geometry for each appearance, the list's
// background, headers styled for the list, and a million items making only the rows on screen.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

/// A list of `titles` in a window of an iPhone's size, shown by a diffable data source whose
/// cells are list cells with the default content configuration.
@MainActor
final class ListScreen {
    let window: UIWindow
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    var cellsMade = 0

    init(appearance: UICollectionLayoutListConfiguration.Appearance, sections: [[String]], headers: Bool = false,
         accessories: [UICellAccessory] = [], width: CGFloat = 390,
         configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) {
        Headless.setScreen(size: CGSize(width: width, height: 844), scale: 3)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 844))
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        if headers { configuration.headerMode = .supplementary }
        configure(&configuration)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        var made = 0
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, title in
            made += 1
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(sections.indices))
        for (index, items) in sections.enumerated() { snapshot.appendItems(items, toSection: index) }
        dataSource.apply(snapshot, animatingDifferences: false)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        cellsMade = made
    }

    func cell(_ item: Int, section: Int = 0) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }
}

@MainActor
@Suite(.headless)
struct ListLayoutTests {
    @Test func anInsetGroupedListInsetsItsRowsByTheLayoutMarginsAndRoundsTheSectionsEnds() throws {
        let screen = ListScreen(appearance: .insetGrouped, sections: [["Wi-Fi", "Bluetooth", "Cellular"]])
        let first = try #require(screen.cell(0)), middle = try #require(screen.cell(1)), last = try #require(screen.cell(2))
        #expect(first.frame.minX == 16)
        #expect(first.frame.width == CGFloat(390 - 32))
        #expect(first.frame.height == 44)
        #expect(middle.frame.minY == first.frame.maxY)
        #expect(first.frame.minY == 35)
        #expect(first.layer.cornerRadius == 10)
        #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(screen.collectionView.backgroundColor == .systemGroupedBackground)
        #expect(first.backgroundConfiguration == .listGroupedCell())
    }

    @Test func onAWideIPhoneTheInsetIsTwentyPoints() throws {
        let screen = ListScreen(appearance: .insetGrouped, sections: [["Wi-Fi"]], width: 428)
        #expect(try #require(screen.cell(0)).frame.minX == 20)
    }

    @Test func aPlainListRunsEdgeToEdgeOnTheSystemBackground() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Inbox", "Sent"]])
        let first = try #require(screen.cell(0))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(first.layer.cornerRadius == 0)
        #expect(screen.collectionView.backgroundColor == .systemBackground)
        #expect(first.backgroundConfiguration == .listPlainCell())
        #expect(first.defaultContentConfiguration() == .cell())
    }

    @Test func aSidebarsCellsTakeTheSidebarStyle() throws {
        let screen = ListScreen(appearance: .sidebar, sections: [["Library"]])
        let cell = try #require(screen.cell(0))
        #expect(cell.defaultContentConfiguration() == .sidebarCell())
        #expect(cell.backgroundConfiguration == .listSidebarCell())
    }

    @Test func supplementaryHeadersAreStyledForTheListAndSitAboveTheirRows() throws {
        let screen = ListScreen(appearance: .insetGrouped, sections: [["Wi-Fi"], ["General"]], headers: true)
        let header = try #require(screen.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                         at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(header.defaultContentConfiguration() == .groupedHeader())
        let label = try #require(header.contentView.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "SECTION 0")
        let row = try #require(screen.cell(0))
        #expect(abs(header.frame.maxY - row.frame.minY) < 0.001)
        #expect(header.frame.minX == 16)
        #expect(header.frame.height > 30)
    }

    @Test func aPlainListsHeadersStayAtTheTopWhileItsSectionScrollsBy() throws {
        let screen = ListScreen(appearance: .plain, sections: [(0..<40).map { "Row \($0)" }, ["Last"]], headers: true)
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        screen.collectionView.layoutIfNeeded()
        let header = try #require(screen.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                         at: IndexPath(item: 0, section: 0)))
        #expect(abs(header.frame.minY - 300) < 0.001)
    }

    @Test func rowsWithLongTextsSizeThemselves() throws {
        let long = String(repeating: "A long title that wraps onto more lines ", count: 4)
        let screen = ListScreen(appearance: .insetGrouped, sections: [["Short", long, "After"]])
        let short = try #require(screen.cell(0)), tall = try #require(screen.cell(1)), after = try #require(screen.cell(2))
        #expect(short.frame.height == 44)
        #expect(tall.frame.height > 60)
        #expect(after.frame.minY == tall.frame.maxY)
    }

    @Test func aHundredThousandItemsMakeOnlyTheRowsOnScreen() {
        let screen = ListScreen(appearance: .plain, sections: [(0..<100_000).map { "Item \($0)" }])
        #expect(screen.cellsMade <= 25)
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 44 * 50_000)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.collectionView.visibleCells.count <= 25)
        #expect(screen.collectionView.visibleCells.count >= 19)
    }

    @Test func aListsOwnBackgroundColourPaintsTheCollectionView() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .systemPink
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let source = RecordingCollectionSource(itemCounts: [0])
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.backgroundColor == .systemPink)
    }
}

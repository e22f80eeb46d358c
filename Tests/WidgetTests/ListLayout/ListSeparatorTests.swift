// ListSeparatorTests.swift: a list's separators in its picture, as UIListSeparatorConfiguration
// documents them: below each row from its text's leading edge, not below the last row of a grouped
// section, per item through itemSeparatorHandler, none when showsSeparators is false.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import ViewWidgets

@MainActor
@Suite(.headless)
struct ListSeparatorTests {
    /// The separators drawn for the cell at `item`: the hairline rectangles of its picture group.
    private func separators(of item: Int, in screen: ListScreen) throws -> [ParsedElement] {
        let cell = try #require(screen.cell(item))
        let svg = try XMLTree.parse(screen.collectionView.renderSVG())
        let group = try #require(svg.descendants(named: "g").first { $0.children.first?.text == cell.description })
        // Hairlines: one pixel at scale 3. (A clipped cell's marks sit in its clipping group.)
        return group.descendants(named: "rect").filter { (Double($0["height"] ?? "") ?? 1) < 0.5 }
    }

    private func make(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                      _ change: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> ListScreen {
        let screen = ListScreen(appearance: appearance, sections: [["Wi-Fi", "Bluetooth", "Cellular"]])
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        change(&configuration)
        screen.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        screen.collectionView.layoutIfNeeded()
        return screen
    }

    @Test func aGroupedSectionSeparatesItsRowsButNotTheLast() throws {
        let screen = make(.insetGrouped)
        let first = try separators(of: 0, in: screen)
        #expect(first.count == 1)
        // From the text (16 points in) to the row's end.
        #expect(first.first?["x"] == "16")
        #expect(first.first?["width"] == "342")
        #expect(try separators(of: 2, in: screen).isEmpty)
    }

    @Test func aPlainListSeparatesEveryRow() throws {
        #expect(try separators(of: 2, in: make(.plain)).count == 1)
    }

    @Test func theItemHandlerHidesOrInsetsOneRowsSeparators() throws {
        let screen = make(.plain) { configuration in
            configuration.itemSeparatorHandler = { indexPath, section in
                var separators = section
                if indexPath.item == 0 { separators.bottomSeparatorVisibility = .hidden }
                if indexPath.item == 1 { separators.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
                if indexPath.item == 2 { separators.topSeparatorVisibility = .visible }
                return separators
            }
        }
        #expect(try separators(of: 0, in: screen).isEmpty)
        let inset = try separators(of: 1, in: screen)
        #expect(inset.first?["x"] == "0")
        #expect(inset.first?["width"] == "390")
        #expect(try separators(of: 2, in: screen).count == 2)
    }

    @Test func noSeparatorsWhenTheListShowsNone() throws {
        let screen = make(.plain) { $0.showsSeparators = false }
        #expect(try separators(of: 0, in: screen).isEmpty)
    }

    @Test func theSeparatorLayoutGuideIsTheFrameOfTheSeparatorBelowTheRow() throws {
        let screen = make(.insetGrouped)
        let cell = try #require(screen.cell(0))
        let guide = cell.separatorLayoutGuide
        #expect(cell.layoutGuides.contains { $0 === guide })
        #expect(guide.owningView === cell)
        screen.collectionView.layoutIfNeeded()
        let drawn = try #require(try separators(of: 0, in: screen).first)
        #expect(guide.layoutFrame.minX == CGFloat(Double(drawn["x"] ?? "") ?? -1))
        #expect(guide.layoutFrame.width == CGFloat(Double(drawn["width"] ?? "") ?? -1))
        #expect(guide.layoutFrame.maxY == cell.bounds.maxY)
        #expect(guide.layoutFrame.height == 1.0 / 3)
    }

    /// Custom content, as Apple's documentation describes it: the app constrains the guide's
    /// leading edge to its primary content's, and the separator starts there.
    @Test func aConstraintOnTheGuideMovesTheSeparatorToTheAppsContent() throws {
        Headless.setScreen(size: CGSize(width: 390, height: 844), scale: 3)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            guard cell.contentView.subviews.isEmpty else { return }
            let label = UILabel()
            label.text = title
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60),
                label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                cell.contentView.heightAnchor.constraint(equalToConstant: 44),
                cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            ])
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Alpha", "Beta"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == 60)
        let svg = try XMLTree.parse(collectionView.renderSVG())
        let group = try #require(svg.descendants(named: "g").first { $0.children.first?.text == cell.description })
        let lines = group.descendants(named: "rect").filter { (Double($0["height"] ?? "") ?? 1) < 0.5 }
        #expect(lines.first?["x"] == "60")
        #expect(lines.first?["width"] == "330")
    }

    @Test func theDefaultsFollowTheAppearance() {
        let separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
        #expect(separators.topSeparatorVisibility == .automatic)
        #expect(separators.bottomSeparatorVisibility == .automatic)
        #expect(separators.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(separators.color == .separator)
        #expect(UICollectionLayoutListConfiguration(appearance: .plain).separatorConfiguration == UIListSeparatorConfiguration(listAppearance: .plain))
    }
}

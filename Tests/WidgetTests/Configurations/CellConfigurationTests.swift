// CellConfigurationTests.swift: cells, headers and footers with content and background
// configurations, as UIKit documents them: the configuration's view becomes the content view, a
// state change updates the configurations before the next layout (the automatic update, then
// updateConfiguration(using:), then the update handler), and custom configurations self-size.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A table cell that records the order of its configuration updates.
final class RecordingConfiguredCell: UITableViewCell {
    var log: [String] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        let shown = (contentConfiguration as? UIListContentConfiguration)?.textProperties.color
        log.append("update selected=\(state.isSelected) white=\(shown == .white)")
    }
}

/// A list data source whose cells show `titles` with default content configurations.
@MainActor
final class ConfiguredListSource: NSObject, UITableViewDataSource {
    var titles: [String]
    var cellsMade = 0

    init(titles: [String]) { self.titles = titles }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row")
            ?? { cellsMade += 1; return UITableViewCell(style: .subtitle, reuseIdentifier: "Row") }()
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        content.secondaryText = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
@Suite(.headless)
struct CellConfigurationTests {
    @Test func aTableCellsDefaultConfigurationFollowsItsStyle() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
    }

    @Test func theConfigurationsViewBecomesTheContentViewAndIsReusedForTheSameKind() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let plain = cell.contentView
        #expect(!(plain is UIListContentView))
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        let listView = try #require(cell.contentView as? UIListContentView)
        #expect(plain.superview == nil)
        #expect(listView.superview === cell)
        content.text = "Bluetooth"
        cell.contentConfiguration = content
        #expect(cell.contentView === listView)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Bluetooth")
        cell.contentConfiguration = nil
        #expect(!(cell.contentView is UIListContentView))
        #expect(listView.superview == nil)
    }

    @Test func rowsShowTheirConfiguredTextsInTheDumpAndSelfSize() throws {
        let source = ConfiguredListSource(titles: ["Inbox", "Sent", "Archive"])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let listView = try #require(cell.contentView as? UIListContentView)
        let expected = listView.sizeThatFits(CGSize(width: 390, height: 0)).height
        #expect(expected > 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == expected)
        let dump = table.recursiveDescription()
        #expect(dump.contains("UIListContentView"))
        #expect(dump.contains("'Sent'"))
        #expect(dump.contains("'Row 1'"))
        #expect(cell.accessibilityLabel == "Sent, Row 1")
    }

    @Test func aStateChangeUpdatesTheConfigurationsBeforeTheNextLayoutInUIKitsOrder() throws {
        let cell = RecordingConfiguredCell(style: .default, reuseIdentifier: nil)
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Library"
        cell.contentConfiguration = content
        cell.configurationUpdateHandler = { cell, state in
            (cell as? RecordingConfiguredCell)?.log.append("handler selected=\(state.isSelected)")
        }
        cell.layoutIfNeeded()
        #expect(cell.log == ["update selected=false white=false", "handler selected=false"])
        cell.log = []
        cell.isSelected = true
        #expect(cell.log.isEmpty, "the update waits for the layout")
        cell.layoutIfNeeded()
        // The automatic update ran first: the sidebar row's text was already white.
        #expect(cell.log == ["update selected=true white=true", "handler selected=true"])
        let label = try #require(cell.contentView.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.textColor == .white)
        cell.log = []
        cell.layoutIfNeeded()
        #expect(cell.log.isEmpty, "no state change, no update")
    }

    @Test func withoutAutomaticUpdatesTheConfigurationStaysAsGiven() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.contentConfiguration = UIListContentConfiguration.sidebarCell()
        cell.isSelected = true
        cell.layoutIfNeeded()
        let shown = cell.contentConfiguration as? UIListContentConfiguration
        #expect(shown?.textProperties.color == .label)
    }

    @Test func aColourTheAppSetSurvivesStateChanges() {
        var content = UIListContentConfiguration.sidebarCell()
        content.textProperties.color = .systemRed
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        #expect(content.updated(for: selected).textProperties.color == .systemRed)
        #expect(UIListContentConfiguration.sidebarCell().updated(for: selected).textProperties.color == .white)
        #expect(UIListContentConfiguration.sidebarCell().updated(for: selected).updated(for: UICellConfigurationState(traitCollection: UITraitCollection())).textProperties.color == .label)
    }

    @Test func backgroundConfigurationsFillByStyleAndState() {
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: selected).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: selected)
        #expect(sidebar.backgroundColor == nil)
        #expect(sidebar.resolvedBackgroundColor(for: .systemPink) == .systemPink)
        #expect(sidebar.cornerRadius == 10)
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .systemYellow
        #expect(custom.updated(for: selected).backgroundColor == .systemYellow)
        custom.backgroundColorTransformer = .grayscale
        #expect(custom.resolvedBackgroundColor(for: .systemBlue) != .systemYellow)
    }

    @Test func aBackgroundConfigurationIsDrawnBehindTheContentWithItsInsetsAndCorners() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.cornerRadius = 8
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 4)
        background.strokeColor = .systemBlue
        background.strokeWidth = 1
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let view = try #require(cell.subviews.first)
        #expect(view !== cell.contentView)
        #expect(view.frame == CGRect(x: 10, y: 2, width: 306, height: 40))
        #expect(view.layer.cornerRadius == 8)
        #expect(view.layer.borderWidth == 1)
        #expect(view.backgroundColor == .systemBackground)
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(view.backgroundColor == .systemGray4)
        cell.backgroundConfiguration = nil
        #expect(view.superview == nil)
    }

    @Test func aHeaderViewsDefaultConfigurationFollowsTheTablesStyle() {
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .grouped)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        grouped.addSubview(header)
        #expect(header.defaultContentConfiguration() == .groupedHeader())
        let plain = UITableViewHeaderFooterView(reuseIdentifier: nil)
        #expect(plain.defaultContentConfiguration() == .plainHeader())
        var content = header.defaultContentConfiguration()
        content.text = "Network"
        header.contentConfiguration = content
        #expect(header.contentView is UIListContentView)
        #expect(header.configurationState.isSelected == false)
    }

    @Test func aCollectionCellWithAConfigurationSelfSizesInACompositionalList() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = title
            content.secondaryText = "Subtitle"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, title in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let listView = try #require(cell.contentView as? UIListContentView)
        let expected = listView.sizeThatFits(CGSize(width: 390, height: 0)).height
        #expect(expected > 44)
        #expect(cell.frame.height == expected)
        #expect(cell.frame.minY == expected)
    }

    @Test func cellsWithConfigurationsAreFreedWithTheirTable() {
        weak var weakCell: UITableViewCell?
        weak var weakContent: UIView?
        do {
            let source = ConfiguredListSource(titles: ["A", "B"])
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.dataSource = source
            table.layoutIfNeeded()
            weakCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            weakContent = weakCell?.contentView
            #expect(weakContent is UIListContentView)
        }
        #expect(weakCell == nil)
        #expect(weakContent == nil)
    }
}

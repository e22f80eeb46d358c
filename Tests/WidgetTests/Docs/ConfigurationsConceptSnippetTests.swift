// ConfigurationsConceptSnippetTests.swift: the code of Docs/Concepts/Configurations.md, run as tests.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct ConfigurationsConceptSnippetTests {
    @Test func configuredCellFollowsItsState() throws {
        // snippet: configured-cell
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Mail")
        var content = cell.defaultContentConfiguration()    // .subtitleCell() for this style
        content.text = "Ann"
        content.secondaryText = "Lunch on Friday?"
        content.image = UIImage(systemName: "envelope")
        cell.contentConfiguration = content                  // a UIListContentView replaces the content view
        cell.configurationUpdateHandler = { cell, state in   // runs before layout after each state change
            var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
            background.backgroundColor = state.isSelected ? .systemYellow : nil
            cell.backgroundConfiguration = background
        }
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemYellow)
        #expect(cell.contentView.subviews.compactMap { ($0 as? UILabel)?.text } == ["Ann", "Lunch on Friday?"])
        // end snippet
    }

    @Test func listWithAnOutline() throws {
        // snippet: list-outline
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar))
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        let folder = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()   // .sidebarCell() in a sidebar
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = name.hasSuffix("/") ? [.outlineDisclosure()] : [.label(text: "3")]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { list, indexPath, name in
            list.dequeueConfiguredReusableCell(using: folder, for: indexPath, item: name)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Mail/", "Notes/"])
        outline.append(["Inbox", "Sent"], to: "Mail/")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        list.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == ["Mail/", "Notes/"])   // children hidden

        outline.expand(["Mail/"])                                   // what a tap on the chevron does
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        list.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == ["Mail/", "Inbox", "Sent", "Notes/"])
        let inbox = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(inbox.indentationLevel == 1)                        // set from the outline's level
        // end snippet
    }
}

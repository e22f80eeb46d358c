// ModernListScreens.swift: list screens written as iOS 14–17 apps write them — a collection view
// with a list layout, cell and supplementary registrations, accessories, a diffable data source
// and an outline of section snapshots — compiled in the Swift 5 language mode, unchanged.
import UIKit

/// A settings screen: an inset-grouped list with headers, value texts, switches and disclosure
/// indicators; selecting a row pushes a detail screen.
class ModernSettingsViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Int, CaseIterable { case connectivity, general }

    struct Row: Hashable {
        let title: String
        let value: String?
        let symbol: String
        let hasSwitch: Bool
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Row>!
    var pushedTitles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, indexPath, row in
            var content = UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = row.value
            content.image = UIImage(systemName: row.symbol)
            cell.contentConfiguration = content
            if row.hasSwitch {
                let toggle = UISwitch()
                toggle.isOn = true
                cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing(displayed: .always)))]
            } else {
                cell.accessories = [.disclosureIndicator()]
            }
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, elementKind, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Connectivity" : "General"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, row: Row) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems([Row(title: "Airplane Mode", value: nil, symbol: "airplane", hasSwitch: true),
                              Row(title: "Wi-Fi", value: "Home", symbol: "wifi", hasSwitch: false)], toSection: .connectivity)
        snapshot.appendItems([Row(title: "About", value: nil, symbol: "info.circle", hasSwitch: false)], toSection: .general)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let row = dataSource.itemIdentifier(for: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        let detail = UIViewController()
        detail.title = row.title
        pushedTitles.append(row.title)
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// A sidebar of folders as an outline: folders expand to show their mailboxes.
class MailboxesViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var expandedFolders: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { section, environment in
            let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let folderRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, folder in
            var content = cell.defaultContentConfiguration()
            content.text = folder
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))]
        }
        let mailboxRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, mailbox in
            var content = cell.defaultContentConfiguration()
            content.text = mailbox
            cell.contentConfiguration = content
            cell.accessories = [.label(text: "3")]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            if item.hasSuffix("/") {
                return collectionView.dequeueConfiguredReusableCell(using: folderRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: mailboxRegistration, for: indexPath, item: item)
        }
        var handlers = UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>()
        handlers.willExpandItem = { [weak self] folder in self?.expandedFolders.append(folder) }
        dataSource.sectionSnapshotHandlers = handlers
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["iCloud/", "Gmail/"])
        outline.append(["Inbox", "Drafts"], to: "iCloud/")
        outline.append(["Archive"], to: "Gmail/")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }
}

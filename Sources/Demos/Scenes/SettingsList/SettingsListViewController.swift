// SettingsListViewController.swift: an iOS 14-style settings screen: an inset-grouped list of
// configured cells with a switch, values and disclosure indicators, and a detail list of networks.

import ViewWidgets

/// The settings: two sections of rows in an inset-grouped list, each row a list cell with a
/// value-cell configuration. Selecting "Wi-Fi" pushes the networks; the chosen network comes back
/// as the row's value.
final class SettingsListViewController: UIViewController, UICollectionViewDelegate {
    /// One row: its title, symbol and value, and whether a switch stands in for the chevron.
    struct Row: Hashable, Sendable {
        let title: String
        let symbol: String
        var value: String?
        var hasSwitch = false
    }

    private(set) var collectionView: UICollectionView?
    private var dataSource: UICollectionViewDiffableDataSource<String, Row>?
    /// The network the Wi-Fi row shows.
    var network = "Home" { didSet { showRows() } }

    /// The list is the controller's view, so it scrolls under the navigation bar.
    override func loadView() {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        collectionView.delegate = self
        view = collectionView
        self.collectionView = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        guard let collectionView else { return }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = row.value
            content.image = UIImage(systemName: row.symbol)
            cell.contentConfiguration = content
            if row.hasSwitch {
                let toggle = UISwitch()
                cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
            } else {
                cell.accessories = [.disclosureIndicator()]
            }
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { [weak self] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = self?.dataSource?.sectionIdentifier(for: indexPath.section)
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<String, Row>(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        self.dataSource = dataSource
        showRows()
    }

    /// Shows the rows, with the Wi-Fi row's value the chosen network.
    private func showRows() {
        guard let dataSource else { return }
        var snapshot = NSDiffableDataSourceSnapshot<String, Row>()
        snapshot.appendSections(["Connectivity", "General"])
        snapshot.appendItems([Row(title: "Airplane Mode", symbol: "airplane", hasSwitch: true),
                              Row(title: "Wi-Fi", symbol: "wifi", value: network),
                              Row(title: "Bluetooth", symbol: "link", value: "On")], toSection: "Connectivity")
        snapshot.appendItems([Row(title: "Notifications", symbol: "bell"),
                              Row(title: "Display", symbol: "sun.max"),
                              Row(title: "About", symbol: "info.circle")], toSection: "General")
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard dataSource?.itemIdentifier(for: indexPath)?.title == "Wi-Fi" else { return }
        let networks = NetworksViewController(chosen: network) { [weak self] in self?.network = $0 }
        navigationController?.pushViewController(networks, animated: true)
    }
}

/// The networks: a list whose chosen row has a check mark; tapping another moves it.
final class NetworksViewController: UIViewController, UICollectionViewDelegate {
    private let names = ["Home", "Café", "Office"]
    private var chosen: String
    private let onChoose: (String) -> Void
    private(set) var collectionView: UICollectionView?

    init(chosen: String, onChoose: @escaping (String) -> Void) {
        self.chosen = chosen
        self.onChoose = onChoose
        super.init(nibName: nil, bundle: nil)
        title = "Wi-Fi"
    }

    required init?(coder: NSCoder) { return nil }

    /// The list is the controller's view, so it scrolls under the navigation bar.
    override func loadView() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collectionView.delegate = self
        collectionView.dataSource = self
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Network")
        view = collectionView
        self.collectionView = collectionView
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        chosen = names[indexPath.item]
        onChoose(chosen)
        collectionView.reloadData()
    }
}

extension NetworksViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Network", for: indexPath)
        guard let listCell = cell as? UICollectionViewListCell else { return cell }
        var content = listCell.defaultContentConfiguration()
        content.text = names[indexPath.item]
        listCell.contentConfiguration = content
        listCell.accessories = names[indexPath.item] == chosen ? [.checkmark()] : []
        return listCell
    }
}

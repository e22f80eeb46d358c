// Screens.swift: three ordinary screens, written as an app writes them: a login form in a stack
// view pinned with Auto Layout, a 1,000-row table that pushes a detail screen, and a compositional
// list whose rows have a swipe action. ScreenSuiteTests runs thousands of tests on them (the
// per-test figures of Docs/Performance.md), and the package's Benchmarks time the same screens
// (Sources/Benchmarks/ScreenScenes.swift is a link to this file).

import UIKit

/// A login form: two fields, a button and a status label in a vertical stack view pinned to the
/// safe area, inside a navigation controller. Logging in writes "Welcome, <name>" in the label.
@MainActor
public final class LoginScreen: UIViewController {
    let email = UITextField()
    let password = UITextField()
    let logIn = UIButton(type: .system)
    let status = UILabel()

    /// Builds the form.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Log in"
        view.backgroundColor = .systemBackground
        email.placeholder = "Email"
        email.borderStyle = .roundedRect
        email.keyboardType = .emailAddress
        email.autocapitalizationType = .none
        password.placeholder = "Password"
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        logIn.setTitle("Log in", for: .normal)
        logIn.addTarget(self, action: LoginScreen.submit, for: .touchUpInside)
        status.textAlignment = .center
        status.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [email, password, logIn, status])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
        ])
    }

    func submit() {
        let name = (email.text ?? "").split(separator: "@").first.map(String.init) ?? ""
        status.text = name.isEmpty ? "Enter your email" : "Welcome, \(name)"
    }
}

/// A table of 1,000 rows under a navigation bar; tapping a row pushes a detail screen.
@MainActor
public final class RowsScreen: UITableViewController {
    /// How many rows the table has.
    public static let rowCount = 1_000

    /// Registers the row cell.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rows"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    /// `rowCount` rows.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    /// A row titled "Row N" with a disclosure indicator.
    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// Pushes the row's detail screen.
    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = "Row \(indexPath.row)"
        detail.view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Detail of row \(indexPath.row)"
        label.translatesAutoresizingMaskIntoConstraints = false
        detail.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: detail.view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: detail.view.centerYAnchor),
        ])
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// An inset-grouped compositional list of 50 items with a diffable data source; a trailing swipe
/// on a row shows a "Delete" action that removes the item.
@MainActor
public final class SwipeListScreen: UIViewController {
    private var collectionView: UICollectionView?
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?
    /// The items the list shows.
    public private(set) var items = (0..<50).map { "Item \($0)" }

    /// Builds the list, its swipe action and its data source.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self?.delete(at: indexPath)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        self.collectionView = collectionView
        self.dataSource = dataSource
        apply(animating: false)
    }

    private func delete(at indexPath: IndexPath) {
        guard items.indices.contains(indexPath.item) else { return }
        items.remove(at: indexPath.item)
        apply(animating: true)
    }

    private func apply(animating: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource?.apply(snapshot, animatingDifferences: animating)
    }
}

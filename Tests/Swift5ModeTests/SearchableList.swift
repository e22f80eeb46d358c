// SearchableList.swift: a searchable, refreshable list as iOS 14–17 apps write it and compile it
// in the Swift 5 language mode: a table view controller with navigationItem.searchController,
// UISearchResultsUpdating filtering the rows, and a refresh control that ends on a timer.
import UIKit

final class FruitListViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
    let allFruits = ["Apple", "Apricot", "Avocado", "Banana", "Blackberry", "Blueberry", "Cherry", "Coconut",
                     "Fig", "Grape", "Kiwi", "Lemon", "Lime", "Mango", "Melon", "Orange", "Peach", "Pear",
                     "Plum", "Raspberry", "Strawberry"]
    private(set) var shownFruits: [String] = []
    private(set) var refreshCount = 0
    private(set) var scope = "All"
    let searchController = UISearchController(searchResultsController: nil)
    var refreshTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        shownFruits = allFruits
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Fruit"
        searchController.searchBar.scopeButtonTitles = ["All", "Berries"]
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true

        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        // iOS: refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
        refresh.addTarget(self, action: FruitListViewController.reload, for: .valueChanged)
        refreshControl = refresh
    }

    func reload() {
        refreshCount += 1
        refreshTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in
            self?.refreshControl?.endRefreshing()
        }
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        shownFruits = allFruits.filter { fruit in
            (query.isEmpty || fruit.localizedCaseInsensitiveContains(query))
                && (scope == "All" || fruit.hasSuffix("berry"))
        }
        tableView.reloadData()
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        scope = searchBar.scopeButtonTitles?[selectedScope] ?? "All"
        updateSearchResults(for: searchController)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shownFruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shownFruits[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

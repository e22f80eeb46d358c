// FruitSearchViewController.swift: a searchable list as iOS 14–17 apps write it: a table view
// controller with navigationItem.searchController, an updater that filters the rows in place,
// and a scope bar.

import ViewWidgets

/// The fruits, filtered as the search text and the scope (All, Red, Green) change; the whole list
/// while no search is active.
final class FruitSearchViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
    /// A fruit and the colour a scope picks it by.
    struct Fruit: Equatable {
        enum Colour: String { case red = "Red", green = "Green", other = "" }
        let name: String
        let colour: Colour
    }

    let allFruits: [Fruit] = [
        Fruit(name: "Apple", colour: .red), Fruit(name: "Apricot", colour: .other),
        Fruit(name: "Avocado", colour: .green), Fruit(name: "Banana", colour: .other),
        Fruit(name: "Blueberry", colour: .other), Fruit(name: "Cherry", colour: .red),
        Fruit(name: "Coconut", colour: .other), Fruit(name: "Fig", colour: .other),
        Fruit(name: "Grape", colour: .green), Fruit(name: "Grapefruit", colour: .other),
        Fruit(name: "Kiwi", colour: .green), Fruit(name: "Lemon", colour: .other),
        Fruit(name: "Lime", colour: .green), Fruit(name: "Mango", colour: .other),
        Fruit(name: "Pear", colour: .green), Fruit(name: "Pineapple", colour: .other),
        Fruit(name: "Raspberry", colour: .red), Fruit(name: "Strawberry", colour: .red),
    ]
    private(set) var shownFruits: [Fruit] = []
    let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        shownFruits = allFruits
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Fruit"
        searchController.searchBar.scopeButtonTitles = ["All", "Red", "Green"]
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let query = searchBar.text ?? ""
        let scope = searchBar.scopeButtonTitles?[searchBar.selectedScopeButtonIndex] ?? "All"
        shownFruits = allFruits.filter { fruit in
            guard searchController.isActive else { return true }
            return (query.isEmpty || fruit.name.localizedCaseInsensitiveContains(query))
                && (scope == "All" || fruit.colour.rawValue == scope)
        }
        tableView.reloadData()
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        updateSearchResults(for: searchController)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shownFruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shownFruits[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }
}

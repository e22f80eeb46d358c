// ToDoViewController.swift: a to-do list as iOS 14–17 apps write it: a table view controller with
// configured cells, a trailing Delete and a leading Done swipe action, pull to refresh, and the
// Edit button for reordering.

import ViewWidgets

/// What `Timer` names in a file that imports UIKit: a timer on the virtual clock (the demos import
/// ViewWidgets, where Foundation's `Timer` would never fire).
private typealias Timer = Headless.Timer

/// The to-do list: one section of items; a done item shows a check mark. Swipe left to delete,
/// swipe right to mark done, pull down to fetch a new item, tap Edit to drag rows into order.
final class ToDoViewController: UITableViewController {
    /// One to-do: what to do and whether it is done.
    struct Item: Equatable {
        var title: String
        var isDone = false
    }

    private(set) var items: [Item] = ["Buy milk", "Call Anna", "Water the plants", "Book flights",
                                      "Pay the rent", "Walk the dog", "Read a chapter"].map { Item(title: $0) }
    /// What the next refreshes bring, one item each.
    private var incoming = ["Reply to Ben", "Fix the bike"]
    /// The timer standing in for the network while refreshing.
    private var refreshTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To Do"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        navigationItem.rightBarButtonItem = editButtonItem

        let refresh = UIRefreshControl()
        // iOS: refresh.addTarget(self, action: #selector(fetchNewItems), for: .valueChanged)
        refresh.addTarget(self, action: ToDoViewController.fetchNewItems, for: .valueChanged)
        refreshControl = refresh
    }

    /// Pretends to fetch for a second, then adds the next item at the top and ends refreshing.
    func fetchNewItems() {
        refreshTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in
            guard let self else { return }
            if !self.incoming.isEmpty {
                self.items.insert(Item(title: self.incoming.removeFirst()), at: 0)
                self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
            self.refreshControl?.endRefreshing()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        let item = items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        content.textProperties.color = item.isDone ? .secondaryLabel : .label
        cell.contentConfiguration = content
        cell.accessoryType = item.isDone ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard !items[indexPath.row].isDone else { return nil }
        let done = UIContextualAction(style: .normal, title: "Done") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.items[indexPath.row].isDone = true
            tableView.reloadRows(at: [indexPath], with: .none)
            completion(true)
        }
        done.backgroundColor = .systemGreen
        return UISwipeActionsConfiguration(actions: [done])
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
}

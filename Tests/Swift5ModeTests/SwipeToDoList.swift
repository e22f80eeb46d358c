// SwipeToDoList.swift: a to-do list as iOS 11-17 apps write it, compiled in the Swift 5 language
// mode: trailing swipe actions with a completion handler, a leading "Done" action, and the Edit
// button for deleting and reordering.
import UIKit

final class SwipeToDoViewController: UITableViewController {
    var todos = ["Buy milk", "Call Anna", "Water the plants", "Book flights"]
    var finished: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To Do"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Todo")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return todos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = todos[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completionHandler in
            guard let self = self else { return completionHandler(false) }
            self.todos.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completionHandler(true)
        }
        let later = UIContextualAction(style: .normal, title: "Later") { _, _, completionHandler in
            completionHandler(true)
        }
        later.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, later])
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let done = UIContextualAction(style: .normal, title: "Done") { [weak self] action, sourceView, completion in
            guard let self = self else { return }
            self.finished.append(self.todos.remove(at: indexPath.row))
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        done.backgroundColor = .systemGreen
        let configuration = UISwipeActionsConfiguration(actions: [done])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        return true
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let moved = todos.remove(at: sourceIndexPath.row)
        todos.insert(moved, at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            todos.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}

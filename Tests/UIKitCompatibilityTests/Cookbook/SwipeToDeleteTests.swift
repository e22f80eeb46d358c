import Testing
import UIKit
import HeadlessTesting

final class GroceriesViewController: UITableViewController {
    var groceries = ["Milk", "Eggs", "Bread"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        groceries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item")
            ?? UITableViewCell(style: .default, reuseIdentifier: "item")
        cell.textLabel?.text = groceries[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            self.groceries.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

@MainActor
@Suite(.headless)
struct GroceriesTests {
    @Test func swipingARowAndTappingDeleteRemovesIt() throws {
        let controller = GroceriesViewController()
        let window = UIWindow()                                   // 320 x 480 points
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table: UITableView = controller.tableView

        // A finger across "Eggs" (rows are 44 points high), from right to left.
        window.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 180, y: 66))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let delete = try #require(cell.subviews.flatMap(\.subviews).first { $0 is UIButton })
        delete.tap()                                              // runs the handler

        #expect(controller.groceries == ["Milk", "Bread"])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Milk", "Bread"])
    }
}

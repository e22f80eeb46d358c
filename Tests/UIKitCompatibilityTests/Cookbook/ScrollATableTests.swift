import Testing
import UIKit
import HeadlessTesting

final class NumbersViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "number")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1_000
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite(.headless)
struct NumbersTests {
    @Test func scrollingShowsLaterRowsInReusedCells() {
        let controller = NumbersViewController()
        let window = UIWindow()                          // 320 x 480 points
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table: UITableView = controller.tableView
        let firstCells = table.visibleCells

        table.contentOffset = CGPoint(x: 0, y: 44 * 100) // rows are 44 points high
        table.layoutIfNeeded()                           // the pass that places the cells

        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 100, section: 0))
        #expect(table.visibleCells.first?.textLabel?.text == "Row 100")
        // The cells that scrolled away were reused, not made anew.
        #expect(table.visibleCells.allSatisfy { cell in firstCells.contains { $0 === cell } })
    }
}

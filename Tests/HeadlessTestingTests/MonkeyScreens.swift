// MonkeyScreens.swift: screens for the monkey's tests, two with a planted bug.
import HeadlessTesting
import ViewWidgets

/// A list with Add and Clear buttons. The planted bug: Clear empties the list but tells the table
/// that only the first row went, which UIKit refuses once there were two rows or more.
@MainActor
final class PlantedBugListScreen: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 380))
    var items: [String] = []
    /// With the bug taken out, Clear deletes every row it removes.
    var fixed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let add = UIButton(type: .system)
        add.setTitle("Add", for: .normal)
        add.frame = CGRect(x: 16, y: 40, width: 100, height: 44)
        add.addAction(UIAction { [weak self] _ in self?.add() }, for: .touchUpInside)
        let clear = UIButton(type: .system)
        clear.setTitle("Clear", for: .normal)
        clear.frame = CGRect(x: 204, y: 40, width: 100, height: 44)
        clear.addAction(UIAction { [weak self] _ in self?.clear() }, for: .touchUpInside)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        table.dataSource = self
        for subview in [add, clear, table] { view.addSubview(subview) }
    }

    private func add() {
        items.append("Item \(items.count + 1)")
        table.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
    }

    private func clear() {
        let count = items.count
        items.removeAll()
        let gone = fixed ? (0..<count).map { IndexPath(row: $0, section: 0) } : (count > 0 ? [IndexPath(row: 0, section: 0)] : [])
        table.deleteRows(at: gone, with: .automatic)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

/// A field and a Go button. The planted bug: Go with a 4 in the field makes the screen add its
/// own view to itself, which UIKit refuses.
@MainActor
final class PlantedBugFieldScreen: UIViewController {
    let field = UITextField(frame: CGRect(x: 16, y: 40, width: 200, height: 34))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        field.placeholder = "Code"
        let go = UIButton(type: .system)
        go.setTitle("Go", for: .normal)
        go.frame = CGRect(x: 230, y: 40, width: 74, height: 34)
        go.addAction(UIAction { [weak self] _ in
            guard let self, self.field.text?.contains("4") == true else { return }
            self.view.addSubview(self.view)
        }, for: .touchUpInside)
        view.addSubview(field)
        view.addSubview(go)
    }
}

/// A screen whose view cannot load without UIKit complaining.
@MainActor
final class BrokenAtLaunchScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(view)
    }
}

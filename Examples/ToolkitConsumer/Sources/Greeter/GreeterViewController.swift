// GreeterViewController.swift: a screen written as for iOS: a name field, a Greet button, a
// label that greets, and a table of the people greeted so far.
import UIKit

/// Greets the name typed into the field and lists who was greeted.
public final class GreeterViewController: UIViewController, UITableViewDataSource {
    public let nameField = UITextField()
    public let greetButton = UIButton(type: .system)
    public let greetingLabel = UILabel()
    public let tableView = UITableView()
    public private(set) var greeted: [String] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameField.placeholder = "Name"
        nameField.borderStyle = .roundedRect
        nameField.accessibilityIdentifier = "name"
        greetButton.setTitle("Greet", for: .normal)
        greetButton.addAction(UIAction { [weak self] _ in self?.greet() }, for: .touchUpInside)
        greetingLabel.accessibilityIdentifier = "greeting"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "person")
        tableView.dataSource = self
        nameField.frame = CGRect(x: 16, y: 40, width: 200, height: 34)
        greetButton.frame = CGRect(x: 232, y: 40, width: 72, height: 34)
        greetingLabel.frame = CGRect(x: 16, y: 90, width: 288, height: 24)
        tableView.frame = CGRect(x: 0, y: 130, width: 320, height: 350)
        [nameField, greetButton, greetingLabel, tableView].forEach(view.addSubview)
    }

    /// Greets the name in the field, adds it to the list and empties the field.
    public func greet() {
        let name = nameField.text ?? ""
        guard !name.isEmpty else { return }
        greetingLabel.text = "Hello, \(name)!"
        greeted.append(name)
        tableView.reloadData()
        nameField.text = ""
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { greeted.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
        cell.textLabel?.text = greeted[indexPath.row]
        return cell
    }
}

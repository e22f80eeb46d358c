// GreeterViewController.swift: a screen written as for iOS: a name field, a Greet button, a
// label that greets, a Clear button that fades in once someone is greeted, and a table of the
// people greeted so far.
import UIKit

/// Greets the name typed into the field and lists who was greeted.
public final class GreeterViewController: UIViewController, UITableViewDataSource {
    public let nameField = UITextField()
    public let greetButton = UIButton(type: .system)
    public let greetingLabel = UILabel()
    public let clearButton = UIButton(type: .system)
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
        clearButton.setTitle("Clear", for: .normal)
        clearButton.isHidden = true
        clearButton.addAction(UIAction { [weak self] _ in self?.clear() }, for: .touchUpInside)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "person")
        tableView.dataSource = self
        nameField.frame = CGRect(x: 16, y: 40, width: 200, height: 34)
        greetButton.frame = CGRect(x: 232, y: 40, width: 72, height: 34)
        greetingLabel.frame = CGRect(x: 16, y: 86, width: 200, height: 32)
        clearButton.frame = CGRect(x: 232, y: 86, width: 72, height: 32)
        tableView.frame = CGRect(x: 0, y: 130, width: 320, height: 350)
        [nameField, greetButton, greetingLabel, clearButton, tableView].forEach(view.addSubview)
    }

    /// Greets the name in the field, adds it to the list and empties the field.
    public func greet() {
        let name = nameField.text ?? ""
        guard !name.isEmpty else { return }
        greetingLabel.text = "Hello, \(name)!"
        greeted.append(name)
        tableView.reloadData()
        nameField.text = ""
        guard clearButton.isHidden else { return }
        // The button fades in after a moment, so that a second tap meant for Greet does not clear.
        clearButton.alpha = 0
        clearButton.isHidden = false
        UIView.animate(withDuration: 0.3, delay: 0.5, options: []) { self.clearButton.alpha = 1 }
    }

    /// Forgets everyone greeted and hides the Clear button.
    public func clear() {
        greeted.removeAll()
        greetingLabel.text = nil
        tableView.reloadData()
        clearButton.isHidden = true
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { greeted.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
        cell.textLabel?.text = greeted[indexPath.row]
        return cell
    }
}

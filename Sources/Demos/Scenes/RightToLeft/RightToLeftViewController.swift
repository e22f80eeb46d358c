// RightToLeftViewController.swift: a small form written with leading and trailing anchors, as an
// app localised for Arabic and Hebrew writes it, shown right to left.

import ViewWidgets

/// A title, a name field, a row of two buttons and a table of three cities, placed with leading
/// and trailing constraints only; the root view runs right to left.
final class RightToLeftViewController: UIViewController, UITableViewDataSource {
    let titleLabel = UILabel()
    let nameField = UITextField()
    let buttons = UIStackView()
    let saveButton = UIButton(type: .system)
    let cancelButton = UIButton(type: .system)
    let table = UITableView(frame: .zero, style: .plain)
    /// The cities the table lists (Arabic and Hebrew names).
    let cities = ["القاهرة", "ירושלים", "بيروت"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.traitOverrides.layoutDirection = .rightToLeft
        view.backgroundColor = .white
        titleLabel.text = "مرحبا بالعالم"
        titleLabel.font = .boldSystemFont(ofSize: 20)
        nameField.placeholder = "שם"
        nameField.borderStyle = .roundedRect
        saveButton.setTitle("حفظ", for: .normal)
        cancelButton.setTitle("ביטול", for: .normal)
        buttons.axis = .horizontal
        buttons.spacing = 12
        buttons.addArrangedSubview(saveButton)
        buttons.addArrangedSubview(cancelButton)
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "city")
        for part in [titleLabel, nameField, buttons, table] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            nameField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameField.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -40),
            buttons.topAnchor.constraint(equalTo: nameField.bottomAnchor, constant: 12),
            buttons.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            table.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 12),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            table.heightAnchor.constraint(equalToConstant: 132),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cities.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        cell.textLabel?.text = cities[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

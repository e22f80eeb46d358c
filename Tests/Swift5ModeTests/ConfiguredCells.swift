// ConfiguredCells.swift: cells built with iOS 14 content configurations as apps write them and
// compile them in the Swift 5 language mode: a custom configuration whose content view lays out
// with Auto Layout, and a settings list that restyles its rows in a configuration update handler.
import UIKit

/// A configuration of a row with a title and a badge count, as an app defines one.
struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var title = ""
    var count = 0
    var isHighlighted = false

    func makeContentView() -> UIView & UIContentView {
        BadgeContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> BadgeConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var copy = self
        copy.isHighlighted = state.isHighlighted || state.isSelected
        return copy
    }
}

/// The content view of `BadgeConfiguration`: two labels pinned with constraints, 20 points
/// from the top and bottom, so the row's height comes from them.
final class BadgeContentView: UIView, UIContentView {
    let titleLabel = UILabel()
    let countLabel = UILabel()
    private var current: BadgeConfiguration

    var configuration: UIContentConfiguration {
        get { current }
        set {
            guard let newConfiguration = newValue as? BadgeConfiguration else { return }
            current = newConfiguration
            apply(newConfiguration)
        }
    }

    init(configuration: BadgeConfiguration) {
        current = configuration
        super.init(frame: .zero)
        titleLabel.numberOfLines = 0
        for label in [titleLabel, countLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            countLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            countLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            countLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        apply(configuration)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func apply(_ configuration: BadgeConfiguration) {
        titleLabel.text = configuration.title
        countLabel.text = "\(configuration.count)"
        titleLabel.textColor = configuration.isHighlighted ? .white : .label
    }
}

/// A settings screen: a grouped table of value rows, a badge row, and a row restyled when selected.
final class ConfiguredSettingsViewController: UITableViewController {
    let rows = [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Mail", "")]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Value")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Value", for: indexPath)
        let (title, value) = rows[indexPath.row]
        if value.isEmpty {
            cell.contentConfiguration = BadgeConfiguration(title: title, count: 3)
        } else {
            var content = UIListContentConfiguration.valueCell()
            content.text = title
            content.secondaryText = value
            content.image = UIImage(systemName: "gear")
            cell.contentConfiguration = content
        }
        cell.configurationUpdateHandler = { cell, state in
            var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
            if state.isSelected { background.backgroundColor = .systemBlue }
            cell.backgroundConfiguration = background
        }
        return cell
    }
}

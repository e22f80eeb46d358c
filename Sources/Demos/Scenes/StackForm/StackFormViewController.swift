// StackFormViewController.swift: a settings form made of nested stack views, with no constraint
// between its rows.

import ViewWidgets

/// A settings form: a header row (photo beside a name and an e-mail), switch rows, a detail row
/// that appears with one of the switches, and two buttons sharing the width equally. Only the
/// outer stack is pinned; the stacks place everything inside it.
final class StackFormViewController: UIViewController {
    let form = UIStackView()
    let photo = UIView()
    let nameLabel = UILabel()
    let emailLabel = UILabel()
    let notificationsSwitch = UISwitch()
    let soundsRow = UIStackView()
    let soundsLabel = UILabel()
    let buttons = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        form.axis = .vertical
        form.spacing = 16
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        form.addArrangedSubview(makeHeader())
        form.setCustomSpacing(28, after: form.arrangedSubviews[0])
        notificationsSwitch.isOn = true
        form.addArrangedSubview(row("Notifications", accessory: notificationsSwitch))
        soundsLabel.text = "Chime"
        soundsLabel.textColor = .gray
        soundsRow.addArrangedSubview(label("Sound"))
        soundsRow.addArrangedSubview(soundsLabel)
        form.addArrangedSubview(soundsRow)
        form.addArrangedSubview(row("Dark mode", accessory: UISwitch()))
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        for title in ["Cancel", "Save"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.backgroundColor = UIColor(white: 0.94, alpha: 1)
            buttons.addArrangedSubview(button)
        }
        form.addArrangedSubview(buttons)
    }

    /// The photo, and the name above the e-mail, centred beside it.
    private func makeHeader() -> UIStackView {
        photo.backgroundColor = UIColor(red: 0.35, green: 0.6, blue: 0.9, alpha: 1)
        photo.layer.cornerRadius = 28
        photo.widthAnchor.constraint(equalToConstant: 56).isActive = true
        photo.heightAnchor.constraint(equalToConstant: 56).isActive = true
        nameLabel.font = .boldSystemFont(ofSize: 20)
        nameLabel.text = "Ada Lovelace"
        emailLabel.font = .systemFont(ofSize: 14)
        emailLabel.textColor = .gray
        emailLabel.text = "ada@example.com"
        let names = UIStackView(arrangedSubviews: [nameLabel, emailLabel])
        names.axis = .vertical
        names.spacing = 2
        let header = UIStackView(arrangedSubviews: [photo, names])
        header.spacing = 12
        header.alignment = .center
        return header
    }

    /// A row with a title on the left and `accessory` at the right edge.
    private func row(_ title: String, accessory: UIView) -> UIStackView {
        let row = UIStackView(arrangedSubviews: [label(title), accessory])
        row.alignment = .center
        return row
    }

    private func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }
}

// ProfileViewController.swift: the profile screen's views and the constraints that place them.

import ViewWidgets

/// A photo, a name and a handle beside it, a multi-line bio below, a details panel whose height
/// one constraint sets, and a button kept at the bottom of the safe area.
final class ProfileViewController: UIViewController {
    let photo = UIView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let bioLabel = UILabel()
    let details = UIView()
    let followButton = UIButton(type: .system)
    /// The details panel's height: 0 closed; the script animates it open.
    private(set) var detailsHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        photo.backgroundColor = UIColor(red: 0.35, green: 0.6, blue: 0.9, alpha: 1)
        photo.layer.cornerRadius = 32
        nameLabel.font = .boldSystemFont(ofSize: 22)
        nameLabel.text = "Ada Lovelace"
        handleLabel.font = .systemFont(ofSize: 15)
        handleLabel.textColor = .gray
        handleLabel.text = "@ada"
        bioLabel.numberOfLines = 0
        bioLabel.text = "Writes Swift for a living."
        details.backgroundColor = UIColor(white: 0.94, alpha: 1)
        details.clipsToBounds = true
        followButton.setTitle("Follow", for: .normal)
        for part in [photo, nameLabel, handleLabel, bioLabel, details, followButton] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        let margins = view.layoutMarginsGuide
        detailsHeight = details.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            photo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            photo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            photo.widthAnchor.constraint(equalToConstant: 64),
            photo.heightAnchor.constraint(equalTo: photo.widthAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: photo.topAnchor, constant: 6),
            handleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            handleLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.lastBaselineAnchor, constant: 22),

            bioLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bioLabel.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 16),

            details.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            details.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            details.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 16),
            detailsHeight,

            followButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            followButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
        ])
    }
}

// InboxViewController.swift: the first tab: a message count and a button that asks, with an
// alert, before deleting everything.

import ViewWidgets

/// Shows how many messages there are; "Delete All" presents an alert whose Delete action empties
/// the inbox (and clears the tab's badge) once the alert has gone.
final class InboxViewController: UIViewController {
    let countLabel = UILabel()
    let deleteButton = UIButton(type: .system)
    private(set) var messageCount = 3

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Inbox"
        tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        tabBarItem.badgeValue = "3"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        countLabel.textAlignment = .center
        countLabel.textColor = .label
        countLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: .systemFont(ofSize: 20))
        countLabel.adjustsFontForContentSizeCategory = true
        deleteButton.setTitle("Delete All", for: .normal)
        deleteButton.addTarget(self, action: InboxViewController.confirmDeletion, for: .touchUpInside)
        for part in [countLabel, deleteButton] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        NSLayoutConstraint.activate([
            countLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            countLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 56),
            deleteButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            deleteButton.topAnchor.constraint(equalTo: countLabel.bottomAnchor, constant: 24),
        ])
        updateCount()
    }

    /// Asks before deleting: an alert with Cancel and a destructive Delete.
    func confirmDeletion() {
        let alert = UIAlertController(title: "Delete all messages?", message: "This cannot be undone.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.deleteAll()
        })
        present(alert, animated: true)
    }

    private func deleteAll() {
        messageCount = 0
        tabBarItem.badgeValue = nil
        updateCount()
    }

    private func updateCount() {
        countLabel.text = messageCount == 0 ? "No messages" : "\(messageCount) messages"
    }
}

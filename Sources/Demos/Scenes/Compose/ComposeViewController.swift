// ComposeViewController.swift: a compose screen as iOS 15-17 apps build it: configured buttons
// (a prominent Send with an activity indicator, a gray Attach with a menu, a pop-up Audience
// button), and a Schedule button that presents a sheet.

import ViewWidgets

/// `import UIKit` names the virtual clock's timer `Timer`; this target imports ViewWidgets.
private typealias Timer = Headless.Timer

final class ComposeViewController: UIViewController {
    let messageLabel = UILabel()
    let attachmentsLabel = UILabel()
    let sendButton = UIButton(configuration: .borderedProminent())
    let attachButton = UIButton(configuration: .gray())
    let audienceButton = UIButton(configuration: .bordered())
    let scheduleButton = UIButton(configuration: .plain())
    private(set) var attachments: [String] = []
    private(set) var isSending = false
    private(set) var isSent = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Post"
        view.backgroundColor = .systemBackground

        messageLabel.text = "Off to the coast this weekend. Who's in?"
        messageLabel.numberOfLines = 0
        attachmentsLabel.text = "No attachments"
        attachmentsLabel.textColor = .secondaryLabel
        attachmentsLabel.font = .preferredFont(forTextStyle: .footnote)

        attachButton.configuration?.title = "Attach"
        attachButton.configuration?.image = UIImage(systemName: "paperclip")
        attachButton.configuration?.imagePadding = 6
        attachButton.menu = UIMenu(title: "Attach", children: [
            UIAction(title: "Photo", image: UIImage(systemName: "photo")) { [weak self] action in self?.attach(action.title) },
            UIAction(title: "Document", image: UIImage(systemName: "doc")) { [weak self] action in self?.attach(action.title) },
            UIAction(title: "Location", image: UIImage(systemName: "location")) { [weak self] action in self?.attach(action.title) },
        ])
        attachButton.showsMenuAsPrimaryAction = true

        audienceButton.menu = UIMenu(children: ["Everyone", "Friends", "Only Me"].map { UIAction(title: $0) { _ in } })
        audienceButton.showsMenuAsPrimaryAction = true
        audienceButton.changesSelectionAsPrimaryAction = true

        sendButton.configuration?.title = "Send"
        sendButton.configuration?.image = UIImage(systemName: "paperplane.fill")
        sendButton.configuration?.imagePadding = 6
        sendButton.configuration?.cornerStyle = .capsule
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)

        scheduleButton.configuration?.title = "Schedule…"
        scheduleButton.addAction(UIAction { [weak self] _ in self?.showSchedule() }, for: .touchUpInside)

        let row = UIStackView(arrangedSubviews: [attachButton, audienceButton])
        row.spacing = 12
        row.distribution = .fillEqually
        let stack = UIStackView(arrangedSubviews: [messageLabel, attachmentsLabel, row, sendButton, scheduleButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func attach(_ kind: String) {
        attachments.append(kind)
        attachmentsLabel.text = attachments.joined(separator: ", ")
    }

    /// Shows the activity indicator while "sending" for a second of virtual time, then "Sent".
    private func send() {
        guard !isSending, !isSent else { return }
        isSending = true
        sendButton.configuration?.showsActivityIndicator = true
        sendButton.configuration?.title = "Sending…"
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in
            guard let self else { return }
            self.isSending = false
            self.isSent = true
            self.sendButton.configuration?.showsActivityIndicator = false
            self.sendButton.configuration?.image = UIImage(systemName: "checkmark")
            self.sendButton.configuration?.title = "Sent"
            self.sendButton.isEnabled = false
        }
    }

    /// Presents the schedule sheet at half height, with a grabber to pull it up.
    private func showSchedule() {
        let schedule = ScheduleViewController()
        if let sheet = schedule.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(schedule, animated: true)
    }
}

/// The sheet of send times.
final class ScheduleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel()
        title.text = "Schedule"
        title.font = .preferredFont(forTextStyle: .headline)
        let tonight = UIButton(configuration: .tinted())
        tonight.configuration?.title = "Tonight, 8 PM"
        let tomorrow = UIButton(configuration: .tinted())
        tomorrow.configuration?.title = "Tomorrow, 9 AM"
        let stack = UIStackView(arrangedSubviews: [title, tonight, tomorrow])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}

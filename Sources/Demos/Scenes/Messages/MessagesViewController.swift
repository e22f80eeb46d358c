// MessagesViewController.swift: a chat-like list whose rows size themselves to their text.

import ViewWidgets

/// One message: who wrote it and what.
struct Message {
    let author: String
    let text: String
}

/// A row of the list: the author in bold above the message, which wraps onto as many lines as
/// it needs. The constraints run from the content view's top to its bottom, so the row's
/// height is theirs.
final class MessageRowCell: UITableViewCell {
    static let reuseIdentifier = "MessageRow"
    let authorLabel = UILabel()
    let messageLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        authorLabel.font = .boldSystemFont(ofSize: 15)
        messageLabel.numberOfLines = 0
        messageLabel.font = .systemFont(ofSize: 16)
        for label in [authorLabel, messageLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            authorLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            authorLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            authorLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            messageLabel.topAnchor.constraint(equalTo: authorLabel.bottomAnchor, constant: 4),
            messageLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            messageLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    required convenience init(registeredReuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: registeredReuseIdentifier)
    }
}

/// The list: `rowHeight = automaticDimension` and an estimate, as an iOS app sets them.
final class MessagesViewController: UITableViewController {
    var messages: [Message] = [
        Message(author: "Ada", text: "Morning!"),
        Message(author: "Lin", text: "早上好！今天的会议改到下午三点，在二楼的小会议室。"),
        Message(author: "Ada", text: "Thanks. I will bring the printed drafts and the notes from last week, so we can go through the open questions one by one."),
        Message(author: "Lin", text: "好的。"),
        Message(author: "Sam", text: "Can someone book a table for lunch? Somewhere near the station would be best."),
        Message(author: "Lin", text: "我来订吧。车站旁边新开了一家面馆，听说他们的牛肉面很好吃，而且中午不用排队。"),
        Message(author: "Ada", text: "Perfect."),
        Message(author: "Sam", text: "See you all at noon then. Do not forget umbrellas, the forecast says rain all afternoon."),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MessageRowCell.self, forCellReuseIdentifier: MessageRowCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageRowCell.reuseIdentifier, for: indexPath)
        if let row = cell as? MessageRowCell {
            let message = messages[indexPath.row]
            row.authorLabel.text = message.author
            row.messageLabel.text = message.text
        }
        return cell
    }

    /// Adds `message` at the end and scrolls to it.
    func append(_ message: Message) {
        messages.append(message)
        let indexPath = IndexPath(row: messages.count - 1, section: 0)
        tableView.insertRows(at: [indexPath], with: .automatic)
        tableView.scrollToRow(at: indexPath, at: .bottom, animated: false)
    }
}

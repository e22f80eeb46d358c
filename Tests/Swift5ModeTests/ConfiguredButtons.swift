// ConfiguredButtons.swift: a compose screen with iOS 15 button configurations as apps write it
// and compile it in the Swift 5 language mode: a filled Send button that shows an activity
// indicator while sending, a Follow toggle restyled by its update handler, and a gray attach
// button with a subtitle, laid out with Auto Layout from the buttons' intrinsic sizes.
import UIKit

final class ComposeViewController: UIViewController {
    let sendButton = UIButton(configuration: .filled())
    let attachButton = UIButton(type: .system)
    var followButton: UIButton!
    private(set) var sentCount = 0
    private(set) var followTaps = 0
    var isSending = false {
        didSet { sendButton.setNeedsUpdateConfiguration() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        var send = UIButton.Configuration.filled()
        send.title = "Send"
        send.image = UIImage(systemName: "paperplane.fill")
        send.imagePadding = 8
        send.cornerStyle = .capsule
        send.buttonSize = .large
        sendButton.configuration = send
        sendButton.configurationUpdateHandler = { [unowned self] button in
            var configuration = button.configuration
            configuration?.showsActivityIndicator = self.isSending
            configuration?.title = self.isSending ? "Sending…" : "Send"
            button.configuration = configuration
            button.isEnabled = !self.isSending
        }
        sendButton.addTarget(self, action: ComposeViewController.send, for: .touchUpInside)
        // iOS: sendButton.addTarget(self, action: #selector(send), for: .touchUpInside)

        var follow = UIButton.Configuration.tinted()
        follow.title = "Follow"
        follow.image = UIImage(systemName: "person")
        follow.imagePlacement = .trailing
        follow.imagePadding = 4
        followButton = UIButton(configuration: follow, primaryAction: UIAction { [weak self] _ in
            self?.followTaps += 1
        })
        followButton.changesSelectionAsPrimaryAction = true
        followButton.configurationUpdateHandler = { button in
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "Following" : "Follow"
            configuration?.image = UIImage(systemName: button.isSelected ? "person.fill" : "person")
            button.configuration = configuration
        }

        var attach = UIButton.Configuration.gray()
        attach.title = "Attach"
        attach.subtitle = "Photos or files"
        attach.titleAlignment = .leading
        attach.image = UIImage(systemName: "photo")
        attach.imagePadding = 10
        attach.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
            return outgoing
        }
        attachButton.configuration = attach

        let stack = UIStackView(arrangedSubviews: [attachButton, followButton, sendButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }

    func send() {
        sentCount += 1
        isSending = true
    }

    func finishSending() {
        isSending = false
    }
}

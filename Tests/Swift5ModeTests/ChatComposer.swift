// ChatComposer.swift: a chat screen as iOS 15-17 apps write it, compiled in the Swift 5 language
// mode: the message bar rides on the keyboard layout guide, the screen asks for a light status
// bar, a help link opens through UIApplication, the key window is found through the scenes, and
// a toolbar item hides while nothing is typed.
import UIKit

final class ChatComposerViewController: UIViewController, UITextFieldDelegate {
    let messageField = UITextField()
    let sendButton = UIButton(type: .system)
    let toolbar = UIToolbar()
    let clearItem = UIBarButtonItem(title: "Clear", style: .plain, target: nil, action: nil)

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        messageField.borderStyle = .roundedRect
        messageField.placeholder = "Message"
        messageField.delegate = self
        sendButton.setTitle("Send", for: .normal)
        clearItem.isHidden = true
        let help = UIBarButtonItem(title: "Help", primaryAction: UIAction { _ in
            guard let url = URL(string: "https://example.com/help") else { return }
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        })
        toolbar.items = [help, .flexibleSpace(), clearItem, .fixedSpace(8)]
        for subview in [toolbar, messageField, sendButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            toolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messageField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            messageField.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            messageField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            sendButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            sendButton.centerYAnchor.constraint(equalTo: messageField.centerYAnchor),
        ])
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let text = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        clearItem.isHidden = text.isEmpty
        return true
    }

    /// The key window, found as code written since iOS 13 finds it.
    static var keyWindow: UIWindow? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
    }
}

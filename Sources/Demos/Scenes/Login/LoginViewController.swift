// LoginViewController.swift: a sign-in form: two fields, a button enabled when both are filled,
// and a form that moves above the keyboard, as an iOS app writes it.

import ViewWidgets

/// An e-mail field, a password field and a "Sign In" button in a form centred on the screen. The
/// button is enabled when both fields have text (`.editingChanged`); Return moves from the
/// e-mail to the password and signs in from the password (the delegate); the form rises above
/// the keyboard with the keyboard's own duration (`keyboardWillChangeFrameNotification`).
final class LoginViewController: UIViewController, UITextFieldDelegate {
    let form = UIView()
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    let statusLabel = UILabel()
    /// Keeps the form's bottom above the keyboard: 16 points above it, or above the screen's
    /// bottom when the keyboard is down.
    private(set) var formBottomLimit: NSLayoutConstraint!
    private(set) var signIns: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        titleLabel.text = "Sign In"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        for field in [emailField, passwordField] {
            field.borderStyle = .roundedRect
            field.delegate = self
            field.addTarget(self, action: LoginViewController.fieldsChanged, for: .editingChanged)
        }
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.isEnabled = false
        signInButton.addTarget(self, action: LoginViewController.signIn, for: .touchUpInside)
        statusLabel.font = .systemFont(ofSize: 13)
        statusLabel.textColor = .gray
        statusLabel.textAlignment = .center
        statusLabel.text = "Enter your e-mail and password"

        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        for part in [titleLabel, emailField, passwordField, signInButton, statusLabel] {
            part.translatesAutoresizingMaskIntoConstraints = false
            form.addSubview(part)
        }
        let centred = form.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        centred.priority = .defaultLow
        formBottomLimit = form.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -16)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            centred, formBottomLimit,
            titleLabel.topAnchor.constraint(equalTo: form.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: form.leadingAnchor),
            emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 20),
            signInButton.centerXAnchor.constraint(equalTo: form.centerXAnchor),
            statusLabel.topAnchor.constraint(equalTo: signInButton.bottomAnchor, constant: 8),
            statusLabel.bottomAnchor.constraint(equalTo: form.bottomAnchor),
        ])
        for part in [emailField, passwordField, statusLabel] {
            part.leadingAnchor.constraint(equalTo: form.leadingAnchor).isActive = true
            part.trailingAnchor.constraint(equalTo: form.trailingAnchor).isActive = true
        }
        NotificationCenter.default.addObserver(self, action: LoginViewController.keyboardWillChangeFrame,
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    /// Moves the form's bottom limit above the keyboard's new frame, with its animation.
    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let info = notification.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let covered = max(0, view.bounds.maxY - view.convert(end, from: nil).minY)
        formBottomLimit.constant = -(covered + 16)
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }

    /// Enables the button when both fields have text.
    func fieldsChanged() {
        signInButton.isEnabled = emailField.hasText && passwordField.hasText
        statusLabel.text = signInButton.isEnabled ? "Ready" : "Enter your e-mail and password"
    }

    /// Return: from the e-mail to the password; from the password, signs in.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else if signInButton.isEnabled {
            signIn()
        }
        return true
    }

    /// Signs in: the keyboard goes down and the status says who.
    func signIn() {
        view.endEditing(true)
        signIns.append(emailField.text ?? "")
        statusLabel.text = "Signing in as \(emailField.text ?? "")…"
    }
}

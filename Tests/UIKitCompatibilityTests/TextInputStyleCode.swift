// TextInputStyleCode.swift: a sign-up form written as an iOS project writes it: a text field
// delegate that limits and formats input and moves to the next field on Return, target-action
// on `.editingChanged`, a text view with a placeholder, keyboard notifications that move the
// content, and `endEditing` from a tap. Only the selector lines differ from the iOS original;
// each is marked `// iOS:` with the line it replaces (Docs/Porting.md).

import UIKit

class SignUpViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    let scrollView = UIScrollView()
    let nameField = UITextField()
    let phoneField = UITextField()
    let passwordField = UITextField()
    let bioView = UITextView()
    let bioPlaceholder = UILabel()
    let submitButton = UIButton(type: .system)
    private(set) var keyboardShowCount = 0
    private(set) var lastKeyboardFrame: CGRect = .zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)

        var y: CGFloat = 20
        for field in [nameField, phoneField, passwordField] {
            field.frame = CGRect(x: 20, y: y, width: 280, height: 34)
            field.borderStyle = .roundedRect
            field.delegate = self
            field.returnKeyType = .next
            field.clearButtonMode = .whileEditing
            // iOS: field.addTarget(self, action: #selector(textFieldDidChange(_:)), for: .editingChanged)
            field.addTarget(self, action: SignUpViewController.textFieldDidChange, for: .editingChanged)
            scrollView.addSubview(field)
            y += 50
        }
        nameField.placeholder = "Name"
        nameField.autocapitalizationType = .words
        phoneField.placeholder = "Phone"
        phoneField.keyboardType = .phonePad
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .newPassword
        passwordField.returnKeyType = .done

        bioView.frame = CGRect(x: 20, y: y, width: 280, height: 100)
        bioView.font = .systemFont(ofSize: 15)
        bioView.delegate = self
        bioView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        scrollView.addSubview(bioView)
        bioPlaceholder.text = "About you"
        bioPlaceholder.textColor = .lightGray
        bioPlaceholder.frame = CGRect(x: 9, y: 8, width: 200, height: 20)
        bioView.addSubview(bioPlaceholder)

        submitButton.frame = CGRect(x: 20, y: 400, width: 280, height: 44)
        submitButton.setTitle("Sign up", for: .normal)
        submitButton.isEnabled = false
        scrollView.addSubview(submitButton)

        // iOS: let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        let tap = UITapGestureRecognizer(target: self, action: SignUpViewController.dismissKeyboard)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)

        // iOS: NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
        //          name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, action: SignUpViewController.keyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        // iOS: NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
        //          name: UIResponder.keyboardWillHideNotification, object: nil)
        NotificationCenter.default.addObserver(self, action: SignUpViewController.keyboardWillHide,
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    // MARK: - Keyboard

    // iOS: @objc func keyboardWillShow(_ notification: Notification) {
    func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
        keyboardShowCount += 1
        lastKeyboardFrame = frame
        let overlap = view.bounds.maxY - view.convert(frame, from: nil).minY
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.scrollView.contentInset.bottom = overlap
        }
    }

    // iOS: @objc func keyboardWillHide(_ notification: Notification) {
    func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }

    // iOS: @objc func dismissKeyboard() {
    func dismissKeyboard() {
        view.endEditing(true)
    }

    // MARK: - Text fields

    // iOS: @objc func textFieldDidChange(_ textField: UITextField) {
    func textFieldDidChange(_ textField: UITextField) {
        submitButton.isEnabled = [nameField, phoneField, passwordField].allSatisfy { !($0.text ?? "").isEmpty }
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard textField === phoneField else { return true }
        let current = textField.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: stringRange, with: string)
        return updated.count <= 10 && updated.allSatisfy(\.isNumber)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case nameField: phoneField.becomeFirstResponder()
        case phoneField: passwordField.becomeFirstResponder()
        default: textField.resignFirstResponder()
        }
        return true
    }

    // MARK: - Text view

    func textViewDidChange(_ textView: UITextView) {
        bioPlaceholder.isHidden = !textView.text.isEmpty
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let updated = (textView.text as NSString).replacingCharacters(in: range, with: text)
        return updated.count <= 140
    }
}

/// A field that hides its caret and moves the cursor after formatting, as payment forms do.
class CardNumberField: UITextField {
    override func caretRect(for position: UITextPosition) -> CGRect {
        .zero
    }

    /// Puts the cursor `offset` characters from the start.
    func moveCursor(to offset: Int) {
        if let position = position(from: beginningOfDocument, offset: offset) {
            selectedTextRange = textRange(from: position, to: position)
        }
    }

    /// The cursor's offset from the start, or nil when not editing.
    var cursorOffset: Int? {
        guard let range = selectedTextRange else { return nil }
        return offset(from: beginningOfDocument, to: range.start)
    }
}

// TextInputSnippetTests.swift: the code of Docs/Concepts/TextInput.md, run as tests. Each
// `// snippet:` region is shown in the page (DocSnippetTests checks they match).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

// snippet: text-input-listener
/// Hears a text field three ways: as its delegate, as the target of its control events, and as
/// an observer of its notifications, all writing to one list.
final class FieldListener: UITextFieldDelegate {
    var heard: [String] = []

    init(_ field: UITextField) {
        field.delegate = self
        field.addTarget(self, action: FieldListener.began, for: .editingDidBegin)
        field.addTarget(self, action: FieldListener.changed, for: .editingChanged)
        NotificationCenter.default.addObserver(self, action: FieldListener.posted,
                                               name: UITextField.textDidChangeNotification, object: field)
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { heard.append("should begin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { heard.append("did begin") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        heard.append("should change \(range.location) '\(string)'")
        return string != "!"                           // refuse exclamation marks
    }
    func began() { heard.append("event: editingDidBegin") }
    func changed() { heard.append("event: editingChanged") }
    func posted(_ notification: Notification) { heard.append("notification: textDidChange") }
}
// end snippet

// snippet: keyboard-avoiding-controller
/// Keeps a form's bottom 16 points above the keyboard, moving with it.
final class FormController: UIViewController {
    let field = UITextField()
    var bottomLimit: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        field.borderStyle = .roundedRect
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        bottomLimit = field.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16)
        NSLayoutConstraint.activate([
            bottomLimit,
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        NotificationCenter.default.addObserver(self, action: FormController.keyboardWillChangeFrame,
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let info = notification.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
        let covered = max(0, view.bounds.maxY - view.convert(end, from: nil).minY)
        bottomLimit.constant = -(covered + 16)
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }
}
// end snippet

@MainActor
@Suite("Text input snippets", .headless)
struct TextInputSnippetTests {
    @Test func delegatesEventsAndNotificationsInOrder() {
        // snippet: text-input-order
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 34))
        let listener = FieldListener(field)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(field)
        window.makeKeyAndVisible()

        field.tap()                                      // the first responder: editing begins
        field.typeText("hi!")                            // three keys, as the keyboard sends them
        #expect(field.text == "hi")                      // the delegate refused "!"
        #expect(listener.heard == [
            "should begin", "did begin", "event: editingDidBegin",
            "should change 0 'h'", "event: editingChanged", "notification: textDidChange",
            "should change 1 'i'", "event: editingChanged", "notification: textDidChange",
            "should change 2 '!'",
        ])
        field.text = "set in code"                       // code changes tell nobody
        #expect(listener.heard.count == 10)
        // end snippet
    }

    @Test func theKeyboardRisesAndTheFormMovesWithIt() throws {
        // snippet: keyboard-moves-content
        let controller = FormController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.field.frame.maxY == 464)     // 16 points above the bottom

        controller.field.becomeFirstResponder()         // the keyboard starts to rise
        #expect(Headless.keyboardFrame == CGRect(x: 0, y: 480, width: 320, height: 216))
        Headless.advance(by: 0.25)                      // UIKit's 0.25 s, on the virtual clock
        #expect(Headless.keyboardFrame == CGRect(x: 0, y: 264, width: 320, height: 216))
        #expect(controller.field.frame.maxY == 248)     // 16 points above the keyboard

        controller.view.endEditing(true)                // the keyboard goes down again
        Headless.advance(by: 0.25)
        #expect(Headless.keyboardFrame == nil)
        #expect(controller.field.frame.maxY == 464)
        // end snippet
    }
}

// TextInputTestSupport.swift: a text field delegate, action target and observer that write
// every call to one log, so tests can pin the order UIKit calls them in.

import Foundation
import Testing
import ViewWidgets

/// One log of delegate calls, control events and notifications, in the order they came.
@MainActor
final class TextInputLog {
    var entries: [String] = []

    /// Observes the text field, text view and keyboard notifications, writing their short names.
    func observeNotifications() {
        let center = NotificationCenter.default
        for name in [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                     UITextField.textDidEndEditingNotification, UITextView.textDidBeginEditingNotification,
                     UITextView.textDidChangeNotification, UITextView.textDidEndEditingNotification,
                     UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification] {
            center.addObserver(self, action: TextInputLog.record, name: name, object: nil)
        }
    }

    func record(_ notification: Notification) {
        var name = notification.name.rawValue
        for part in ["Notification", "UITextField", "UITextView", "UIKeyboard"] {
            name = name.replacingOccurrences(of: part, with: "")
        }
        let owner = (notification.object as? UIView)?.accessibilityName ?? "keyboard"
        entries.append("\(owner) \(name)")
    }
}

extension UIView {
    /// The name a test gave the view (its tag's name in the log).
    var accessibilityName: String {
        switch tag {
        case 1: return "A"
        case 2: return "B"
        default: return "view"
        }
    }
}

/// A text field delegate that logs every call and answers as told.
@MainActor
final class RecordingFieldDelegate: UITextFieldDelegate {
    let log: TextInputLog
    var shouldBegin = true
    var shouldEnd = true
    var shouldChange = true
    var shouldClear = true
    var shouldReturn = true
    var resignsOnReturn = false
    /// The ranges and strings `shouldChangeCharactersIn` was asked about.
    var changes: [(NSRange, String)] = []

    init(log: TextInputLog) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.entries.append("\(textField.accessibilityName) shouldBegin"); return shouldBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.entries.append("\(textField.accessibilityName) didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.entries.append("\(textField.accessibilityName) shouldEnd"); return shouldEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.entries.append("\(textField.accessibilityName) didEnd(\(reason == .committed ? "committed" : "?"))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.entries.append("\(textField.accessibilityName) shouldChange {\(range.location), \(range.length)} '\(string)'")
        changes.append((range, string))
        return shouldChange
    }
    func textFieldDidChangeSelection(_ textField: UITextField) {
        log.entries.append("\(textField.accessibilityName) didChangeSelection")
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.entries.append("\(textField.accessibilityName) shouldClear"); return shouldClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.entries.append("\(textField.accessibilityName) shouldReturn")
        if resignsOnReturn { textField.resignFirstResponder() }
        return shouldReturn
    }
}

/// Logs a control's editing events.
@MainActor
final class EditingEventTarget {
    let log: TextInputLog
    init(log: TextInputLog) { self.log = log }

    func watch(_ control: UIControl) {
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in events {
            control.addAction(UIAction { [log] action in
                log.entries.append("\((action.sender as? UIView)?.accessibilityName ?? "?") \(name)")
            }, for: event)
        }
    }
}

/// The window of the running test, kept alive as an app delegate keeps its window.
@MainActor private var currentTestWindow: UIWindow?

/// A key window of 320 x 480 with `views` in it, kept alive until the next test makes one.
@MainActor
@discardableResult
func makeWindow(with views: UIView...) -> UIWindow {
    currentTestWindow?.isHidden = true
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    for view in views { window.addSubview(view) }
    window.makeKeyAndVisible()
    currentTestWindow = window
    return window
}

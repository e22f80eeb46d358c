// TextFieldTests.swift: UITextField (Text/UITextField*.swift): its defaults, the editing
// session and every user change with UIKit's delegate calls, control events and notifications
// in order, and the Return key. TextFieldEditingTests.swift has the rest.

import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct TextFieldTests {
    /// A field tagged 1 ("A") or 2 ("B") with a recording delegate and event target on `log`.
    private func makeField(tag: Int = 1, log: TextInputLog, delegate: inout RecordingFieldDelegate?) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 40 * CGFloat(tag), width: 200, height: 34))
        field.tag = tag
        let recorder = delegate ?? RecordingFieldDelegate(log: log)
        field.delegate = recorder
        delegate = recorder
        EditingEventTarget(log: log).watch(field)
        return field
    }

    // MARK: - Defaults

    @Test func defaultsAreUIKits() {
        let field = UITextField()
        #expect(field.text == "")
        #expect(field.attributedText?.string == "")
        #expect(field.placeholder == nil)
        #expect(field.font == UIFont.systemFont(ofSize: 17))
        #expect(field.textColor == UIColor.black)
        #expect(field.textAlignment == .natural)
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never)
        #expect(field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(!field.clearsOnBeginEditing)
        #expect(!field.isSecureTextEntry)
        #expect(field.keyboardType == .default)
        #expect(field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default)
        #expect(field.textContentType == nil)
        #expect(!field.isEditing)
        #expect(!field.hasText)
        #expect(field.selectedTextRange == nil)
        #expect(field.contentVerticalAlignment == .center)
    }

    @Test func settingTextInCodeTellsNobody() {
        let log = TextInputLog()
        log.observeNotifications()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        makeWindow(with: field)
        field.text = "hello"
        field.becomeFirstResponder()
        log.entries.removeAll()
        field.text = "bye"
        field.attributedText = NSAttributedString(string: "again")
        #expect(log.entries.isEmpty)
        #expect(field.text == "again")
        field.text = nil
        #expect(field.text == "")
    }

    // MARK: - The editing session

    @Test func beginningEditingCallsDelegateEventNotificationThenTheKeyboard() {
        let log = TextInputLog()
        log.observeNotifications()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        makeWindow(with: field)

        #expect(field.becomeFirstResponder())
        #expect(log.entries == ["A shouldBegin", "A didBegin", "A editingDidBegin", "A TextDidBeginEditing",
                                "keyboard WillChangeFrame", "keyboard WillShow"])
        #expect(field.isEditing && field.isFirstResponder)
        Headless.advance(by: 0.25)
        #expect(Array(log.entries.suffix(2)) == ["keyboard DidChangeFrame", "keyboard DidShow"])
    }

    @Test func aDelegateCanRefuseToBeginEditing() {
        let log = TextInputLog()
        log.observeNotifications()
        var delegate: RecordingFieldDelegate? = RecordingFieldDelegate(log: log)
        delegate?.shouldBegin = false
        let field = makeField(log: log, delegate: &delegate)
        makeWindow(with: field)
        #expect(!field.becomeFirstResponder())
        #expect(log.entries == ["A shouldBegin"])
        #expect(!field.isEditing && Headless.keyboardFrame == nil)
    }

    @Test func aFieldOutsideAWindowOrDisabledDoesNotBeginEditing() {
        let log = TextInputLog()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        #expect(!field.becomeFirstResponder())
        makeWindow(with: field)
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder)
        #expect(!field.becomeFirstResponder())
        #expect(log.entries.isEmpty)
    }

    @Test func resigningCallsDelegateEventNotificationThenTheKeyboard() {
        let log = TextInputLog()
        log.observeNotifications()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        makeWindow(with: field)
        field.becomeFirstResponder()
        Headless.advance(by: 1)
        log.entries.removeAll()

        #expect(field.resignFirstResponder())
        #expect(log.entries == ["A shouldEnd", "A didEnd(committed)", "A editingDidEnd", "A TextDidEndEditing",
                                "keyboard WillChangeFrame", "keyboard WillHide"])
        #expect(!field.isEditing)
    }

    @Test func aDelegateCanKeepTheFieldEditing() {
        let log = TextInputLog()
        var delegate: RecordingFieldDelegate? = RecordingFieldDelegate(log: log)
        delegate?.shouldEnd = false
        let field = makeField(log: log, delegate: &delegate)
        var otherDelegate: RecordingFieldDelegate?
        let other = makeField(tag: 2, log: log, delegate: &otherDelegate)
        makeWindow(with: field, other)
        field.becomeFirstResponder()
        log.entries.removeAll()

        #expect(!field.resignFirstResponder())
        #expect(!other.becomeFirstResponder())
        #expect(log.entries == ["A shouldEnd", "B shouldBegin", "A shouldEnd"])
        #expect(field.isEditing && !other.isEditing)
    }

    @Test func movingToTheNextFieldEndsOneSessionThenBeginsTheOtherAndTheKeyboardStays() {
        let log = TextInputLog()
        log.observeNotifications()
        var delegate: RecordingFieldDelegate?
        let first = makeField(log: log, delegate: &delegate)
        let second = makeField(tag: 2, log: log, delegate: &delegate)
        makeWindow(with: first, second)
        first.becomeFirstResponder()
        Headless.advance(by: 1)
        log.entries.removeAll()

        #expect(second.becomeFirstResponder())
        #expect(log.entries == ["B shouldBegin", "A shouldEnd", "A didEnd(committed)", "A editingDidEnd",
                                "A TextDidEndEditing", "B didBegin", "B editingDidBegin", "B TextDidBeginEditing",
                                "keyboard WillChangeFrame"])
    }

    @Test func endEditingForcedDoesNotAskTheDelegate() {
        let log = TextInputLog()
        var delegate: RecordingFieldDelegate? = RecordingFieldDelegate(log: log)
        delegate?.shouldEnd = false
        let field = makeField(log: log, delegate: &delegate)
        let window = makeWindow(with: field)
        field.becomeFirstResponder()
        log.entries.removeAll()

        #expect(!window.endEditing(false))
        #expect(window.endEditing(true))
        #expect(log.entries == ["A shouldEnd", "A didEnd(committed)", "A editingDidEnd"])
        #expect(!field.isFirstResponder)
    }

    @Test func aFieldRemovedFromItsWindowWhileEditingEndsEditingAndKeepsItsText() {
        let log = TextInputLog()
        log.observeNotifications()
        var delegate: RecordingFieldDelegate? = RecordingFieldDelegate(log: log)
        delegate?.shouldEnd = false
        let field = makeField(log: log, delegate: &delegate)
        makeWindow(with: field)
        field.becomeFirstResponder()
        field.typeText("draft")
        Headless.advance(by: 1)
        log.entries.removeAll()

        field.removeFromSuperview()
        #expect(log.entries == ["A didEnd(committed)", "A editingDidEnd", "A TextDidEndEditing",
                                "keyboard WillChangeFrame", "keyboard WillHide"])
        #expect(field.text == "draft")
        #expect(!field.isEditing && !field.isFirstResponder)
        Headless.advance(by: 1)
        #expect(Headless.keyboardFrame == nil)
    }

    @Test func aDelegateThatOnlyImplementsTheOldDidEndIsCalled() {
        final class OldDelegate: UITextFieldDelegate {
            var ended = 0
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let delegate = OldDelegate()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.delegate = delegate
        makeWindow(with: field)
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(delegate.ended == 1)
    }

    // MARK: - Typing

    @Test func eachKeyAsksTheDelegateThenSendsEditingChangedAndPostsTheChange() {
        let log = TextInputLog()
        log.observeNotifications()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        makeWindow(with: field)
        field.becomeFirstResponder()
        Headless.advance(by: 1)
        log.entries.removeAll()

        field.typeText("hi")
        #expect(log.entries == [
            "A shouldChange {0, 0} 'h'", "A didChangeSelection", "A editingChanged", "A TextDidChange",
            "A shouldChange {1, 0} 'i'", "A didChangeSelection", "A editingChanged", "A TextDidChange",
        ])
        #expect(field.text == "hi")
        log.entries.removeAll()

        field.deleteBackward()
        #expect(log.entries == ["A shouldChange {1, 1} ''", "A didChangeSelection", "A editingChanged", "A TextDidChange"])
        #expect(field.text == "h")
    }

    @Test func aDelegateThatRefusesAChangeKeepsTheText() {
        final class Digits: UITextFieldDelegate {
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                           replacementString string: String) -> Bool {
                let current = (textField.text ?? "") as NSString
                let proposed = current.replacingCharacters(in: range, with: string)
                return proposed.count <= 4 && string.allSatisfy(\.isNumber)
            }
        }
        let delegate = Digits()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.delegate = delegate
        makeWindow(with: field)
        field.becomeFirstResponder()
        field.typeText("12a345")
        #expect(field.text == "1234")
    }

    @Test func deletingAtTheStartAsksNothing() {
        let log = TextInputLog()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        makeWindow(with: field)
        field.becomeFirstResponder()
        log.entries.removeAll()
        field.deleteBackward()
        #expect(log.entries.isEmpty)
    }

    @Test func rangesAreInUTF16UnitsAndDeletionTakesWholeCharacters() {
        let log = TextInputLog()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        makeWindow(with: field)
        field.becomeFirstResponder()
        field.typeText("😀e\u{301}")                       // an emoji (2 units), e + combining acute
        #expect(delegate?.changes.map(\.0) == [NSRange(location: 0, length: 0), NSRange(location: 2, length: 0)])
        #expect(field.text == "😀é")
        field.deleteBackward()                            // the é with its mark
        #expect(delegate?.changes.last?.0 == NSRange(location: 2, length: 2))
        field.deleteBackward()                            // the whole surrogate pair
        #expect(delegate?.changes.last?.0 == NSRange(location: 0, length: 2))
        #expect(field.text == "")
    }

    @Test func lineBreaksInsertedWithOtherTextBecomeSpaces() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        makeWindow(with: field)
        field.becomeFirstResponder()
        field.insertText("two\nlines")
        #expect(field.text == "two lines")
    }

    // MARK: - Return

    @Test func returnAsksTheDelegateThenSendsPrimaryActionAndDidEndOnExit() {
        let log = TextInputLog()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        makeWindow(with: field)
        field.becomeFirstResponder()
        log.entries.removeAll()

        field.typeText("\n")
        #expect(log.entries == ["A shouldReturn", "A primaryActionTriggered", "A editingDidEndOnExit",
                                "A shouldEnd", "A didEnd(committed)", "A editingDidEnd"])
        #expect(!field.isFirstResponder)                  // an action for Did End On Exit dismisses
        #expect(field.text == "")
    }

    @Test func aPrimaryActionRunsOnReturn() {
        var submitted: [String] = []
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30), primaryAction: UIAction { action in
            submitted.append((action.sender as? UITextField)?.text ?? "?")
        })
        makeWindow(with: field)
        field.becomeFirstResponder()
        field.typeText("query")
        #expect(submitted.isEmpty)
        field.typeText("\n")
        #expect(submitted == ["query"])
        #expect(field.isFirstResponder)                   // no Did End On Exit action: still editing
    }

    @Test func returnWithoutADidEndOnExitActionKeepsEditing() {
        let log = TextInputLog()
        let delegate = RecordingFieldDelegate(log: log)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.tag = 1
        field.delegate = delegate
        makeWindow(with: field)
        field.becomeFirstResponder()
        field.insertText("\n")
        #expect(field.isFirstResponder)
        delegate.shouldReturn = false
        log.entries.removeAll()
        field.insertText("\n")
        #expect(log.entries == ["A shouldReturn"])
    }

    @Test func aDelegateResigningInShouldReturnDismissesTheKeyboard() {
        let log = TextInputLog()
        log.observeNotifications()
        let delegate = RecordingFieldDelegate(log: log)
        delegate.resignsOnReturn = true
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.tag = 1
        field.delegate = delegate
        makeWindow(with: field)
        field.becomeFirstResponder()
        Headless.advance(by: 1)
        field.typeText("ok\n")
        Headless.advance(by: 1)
        #expect(!field.isFirstResponder)
        #expect(Headless.keyboardFrame == nil)
        #expect(log.entries.suffix(2) == ["keyboard DidChangeFrame", "keyboard DidHide"])
    }
}

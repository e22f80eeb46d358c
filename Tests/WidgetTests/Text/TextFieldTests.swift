// TextFieldTests.swift: UITextField (Text/UITextField*.swift): its defaults, the editing
// session and every user change with UIKit's delegate calls, control events and notifications
// in order, the Return key, the clear button, secure entry, and its rectangles.

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

    // MARK: - Selection, positions, marked text

    @Test func positionsAreUTF16OffsetsAndOutsideTheTextThereAreNone() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        makeWindow(with: field)
        field.text = "a😀b"
        field.becomeFirstResponder()
        let start = field.beginningOfDocument
        #expect(field.offset(from: start, to: field.endOfDocument) == 4)
        #expect(field.position(from: start, offset: 5) == nil)
        #expect(field.position(from: start, offset: -1) == nil)
        #expect(field.position(from: UITextPosition(), offset: 0) == nil)
        #expect(field.textRange(from: UITextPosition(), to: start) == nil)

        let caret = try #require(field.position(from: start, offset: 1))
        field.selectedTextRange = field.textRange(from: caret, to: caret)
        #expect(field.offset(from: start, to: try #require(field.selectedTextRange).start) == 1)
        field.insertText("x")
        #expect(field.text == "ax😀b")
    }

    @Test func aRangeThatSplitsASurrogatePairIsWidenedToTheWholeCharacter() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        makeWindow(with: field)
        field.text = "a😀b"
        field.becomeFirstResponder()
        let start = field.beginningOfDocument
        let insidePair = try #require(field.position(from: start, offset: 2))
        let afterPair = try #require(field.position(from: start, offset: 3))
        let half = try #require(field.textRange(from: insidePair, to: afterPair))
        #expect(field.text(in: half) == "😀")
        field.selectedTextRange = half
        let selected = try #require(field.selectedTextRange)
        #expect(field.offset(from: start, to: selected.start) == 1 && field.offset(from: start, to: selected.end) == 3)
        field.replace(half, withText: "-")
        #expect(field.text == "a-b")
        // A caret inside a letter with a combining mark moves to the letter's start.
        field.text = "e\u{301}x"
        let insideLetter = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        field.selectedTextRange = field.textRange(from: insideLetter, to: insideLetter)
        field.insertText("_")
        #expect(field.text == "_e\u{301}x")
    }

    @Test func markedTextIsAskedAboutReplacedAndCommitted() throws {
        let log = TextInputLog()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        makeWindow(with: field)
        field.becomeFirstResponder()
        field.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        let marked = try #require(field.markedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: marked.end) == 2)
        field.insertText("你")
        #expect(field.text == "你")
        #expect(field.markedTextRange == nil)
        #expect(delegate?.changes.map { "\($0.0.location),\($0.0.length) \($0.1)" } == ["0,0 n", "0,1 ni", "0,2 你"])

        field.setMarkedText("hao", selectedRange: NSRange(location: 3, length: 0))
        field.unmarkText()
        #expect(field.text == "你hao" && field.markedTextRange == nil)
    }

    // MARK: - Copy, cut, paste

    @Test func copyAndPasteGoThroughTheGeneralPasteboardAndTheDelegate() {
        let log = TextInputLog()
        var delegate: RecordingFieldDelegate?
        let source = makeField(log: log, delegate: &delegate)
        let target = makeField(tag: 2, log: log, delegate: &delegate)
        makeWindow(with: source, target)
        source.text = "copy me"
        source.becomeFirstResponder()
        source.selectAll(nil)
        source.copy(nil)
        #expect(UIPasteboard.general.string == "copy me")
        source.select(nil)                                  // the caret is in no word: "me" before it
        target.becomeFirstResponder()
        log.entries.removeAll()
        target.paste(nil)
        #expect(target.text == "copy me")
        #expect(log.entries.first == "B shouldChange {0, 0} 'copy me'")   // the whole string at once

        target.selectAll(nil)
        target.cut(nil)
        #expect(target.text == "" && UIPasteboard.general.string == "copy me")
    }

    @Test func aSecureFieldNeitherCopiesNorCuts() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.isSecureTextEntry = true
        makeWindow(with: field)
        field.becomeFirstResponder()
        field.typeText("secret")
        UIPasteboard.general.string = "before"
        field.selectAll(nil)
        field.copy(nil)
        field.cut(nil)
        #expect(UIPasteboard.general.string == "before")
        #expect(field.text == "secret")
    }

    @Test func selectPicksTheWordAtTheCaret() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        makeWindow(with: field)
        field.text = "hello wide world"
        field.becomeFirstResponder()
        let inWide = try #require(field.position(from: field.beginningOfDocument, offset: 8))
        field.selectedTextRange = field.textRange(from: inWide, to: inWide)
        field.select(nil)
        #expect(field.text(in: try #require(field.selectedTextRange)) == "wide")
    }

    // MARK: - Secure entry, clearing

    @Test func secureTextIsKeptButShownAsBullets() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.isSecureTextEntry = true
        makeWindow(with: field)
        field.becomeFirstResponder()
        field.typeText("s3cr😀t")
        #expect(field.text == "s3cr😀t")
        #expect(field.description.contains("text = '••••••'"))
        #expect(!field.renderSVG().contains("s3cr"))
        #expect(field.renderSVG().contains("••••••"))
    }

    @Test func aSecureFieldEditedAgainStartsOverWithTheFirstKey() {
        let log = TextInputLog()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        field.isSecureTextEntry = true
        makeWindow(with: field)
        field.text = "old"
        field.becomeFirstResponder()
        field.typeText("n")
        #expect(delegate?.changes.last?.0 == NSRange(location: 0, length: 3))
        #expect(field.text == "n")
    }

    @Test func theClearButtonAsksTheDelegateThenEmptiesTheField() throws {
        let log = TextInputLog()
        log.observeNotifications()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        field.clearButtonMode = .whileEditing
        let window = makeWindow(with: field)
        field.text = "abc"
        field.becomeFirstResponder()
        log.entries.removeAll()

        let button = field.clearButtonRect(forBounds: field.bounds)
        window.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: window))
        #expect(log.entries == ["A shouldClear", "A didChangeSelection", "A editingChanged", "A TextDidChange"])
        #expect(field.text == "")

        field.text = "keep"
        delegate?.shouldClear = false
        window.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: window))
        #expect(field.text == "keep")
    }

    @Test func clearsOnBeginEditingAsksShouldClear() {
        let log = TextInputLog()
        var delegate: RecordingFieldDelegate?
        let field = makeField(log: log, delegate: &delegate)
        field.clearsOnBeginEditing = true
        makeWindow(with: field)
        field.text = "old"
        field.becomeFirstResponder()
        #expect(log.entries.prefix(3) == ["A shouldBegin", "A shouldClear", "A didBegin"])
        #expect(field.text == "")
    }

    // MARK: - Taps

    @Test func tappingAFieldBeginsEditingAndTappingAgainMovesTheCaret() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        let window = makeWindow(with: field)
        field.text = "hello world"
        field.tap()
        #expect(field.isFirstResponder)
        let range = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: range.start) == 11)   // at the end

        let caretAfterHello = field.caretRect(for: try #require(field.position(from: field.beginningOfDocument, offset: 5)))
        window.tap(at: field.convert(CGPoint(x: caretAfterHello.midX, y: field.bounds.midY), to: window))
        let moved = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: moved.start) == 5)
    }

    // MARK: - Geometry

    @Test func rectanglesLeaveRoomForTheBorderAndTheOverlayViews() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(field.textRect(forBounds: field.bounds) == field.bounds)
        field.borderStyle = .roundedRect
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        #expect(field.editingRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
        #expect(field.placeholderRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))

        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: field.bounds).minX == 30)
        field.layoutIfNeeded()
        #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 7, width: 30, height: 20))

        field.clearButtonMode = .always
        field.text = "x"
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 176, y: 7.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: field.bounds).maxX == 176)
    }

    @Test func overlayViewsShowByTheirModes() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.rightView = badge
        field.rightViewMode = .whileEditing
        makeWindow(with: field)
        Headless.advance(by: 0)
        #expect(badge.superview == nil)
        field.becomeFirstResponder()
        Headless.advance(by: 0)
        #expect(badge.superview === field && badge.frame.maxX == 200)
        field.resignFirstResponder()
        Headless.advance(by: 0)
        #expect(badge.superview == nil)
    }

    @Test func aSubclassOverridingTextRectMovesTheTextAndThePlaceholder() {
        final class PaddedField: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
        }
        let field = PaddedField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(field.editingRect(forBounds: field.bounds).minX == 12)
        #expect(field.placeholderRect(forBounds: field.bounds).minX == 12)
        field.text = "x"
        makeWindow(with: field)
        field.becomeFirstResponder()
        #expect(field.caretRect(for: field.endOfDocument).minX > 12)
    }

    @Test func theIntrinsicSizeFitsTheTextOnOneLine() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
        field.placeholder = "Email"
        let width = field.intrinsicContentSize.width
        #expect(width > 14)
        field.text = "a much longer address@example.com"
        #expect(field.intrinsicContentSize.width > width)
    }

    @Test func theDumpShowsTextPlaceholderAndEditing() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.placeholder = "Email"
        #expect(field.description == "<UITextField; frame = (0 0; 100 30); placeholder = 'Email'; opaque = NO>")
        field.text = "ann"
        makeWindow(with: field)
        field.becomeFirstResponder()
        #expect(field.description == "<UITextField; frame = (0 0; 100 30); text = 'ann'; editing = YES; opaque = NO>")
    }

    @Test func thePictureShowsTheCaretWhileEditing() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        makeWindow(with: field)
        let before = field.renderSVG()
        #expect(before.contains(">Email</text>"))
        field.becomeFirstResponder()
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(caret == CGRect(x: 7, y: CGFloat(15) - UIFont.systemFont(ofSize: 17).lineHeight / 2, width: 2,
                                height: UIFont.systemFont(ofSize: 17).lineHeight))
        #expect(field.renderSVG().count > before.count)        // the caret
    }
}

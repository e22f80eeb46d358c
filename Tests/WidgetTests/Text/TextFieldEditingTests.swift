// TextFieldEditingTests.swift: UITextField (Text/UITextField*.swift) beyond the editing session:
// positions and selections (bad ranges included), marked text, copy and paste, secure entry, the
// clear button, taps, its rectangles, its dump and its picture.

import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct TextFieldEditingTests {
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

// TextViewTests.swift: UITextView (Text/UITextView*.swift): its defaults, the editing session and
// user changes with UIKit's delegate calls and notifications in order, the Return key, the
// content size from the text layout, self-sizing, the selection and bad ranges.

import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A text view delegate that logs every call and answers as told.
@MainActor
private final class RecordingTextViewDelegate: UITextViewDelegate {
    let log: TextInputLog
    var shouldBegin = true
    var shouldEnd = true
    var returnEndsEditing = false
    var scrolls = 0
    var changes: [(NSRange, String)] = []

    init(log: TextInputLog) { self.log = log }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.entries.append("shouldBegin"); return shouldBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { log.entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.entries.append("shouldEnd"); return shouldEnd }
    func textViewDidEndEditing(_ textView: UITextView) { log.entries.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.entries.append("shouldChange {\(range.location), \(range.length)} '\(text.replacingOccurrences(of: "\n", with: "\\n"))'")
        changes.append((range, text))
        if returnEndsEditing, text == "\n" {
            textView.resignFirstResponder()
            return false
        }
        return true
    }
    func textViewDidChange(_ textView: UITextView) { log.entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.entries.append("didChangeSelection") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@MainActor
@Suite(.headless)
struct TextViewTests {
    private func makeTextView(frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 100)) -> UITextView {
        let textView = UITextView(frame: frame)
        makeWindow(with: textView)
        return textView
    }

    @Test func defaultsAreUIKits() {
        let textView = UITextView()
        #expect(textView.text == "")
        #expect(textView.font == UIFont.systemFont(ofSize: 17))
        #expect(textView.textColor == nil)
        #expect(textView.textAlignment == .natural)
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.textContainer.maximumNumberOfLines == 0)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(textView.isScrollEnabled && textView.clipsToBounds)
        #expect(textView.backgroundColor == .white)
        #expect(textView.returnKeyType == .default)
        #expect(!textView.hasText)
    }

    @Test func beginningEditingPostsTheKeyboardBeforeTellingTheDelegate() {
        let log = TextInputLog()
        log.observeNotifications()
        let delegate = RecordingTextViewDelegate(log: log)
        let textView = makeTextView()
        textView.delegate = delegate
        #expect(textView.becomeFirstResponder())
        #expect(log.entries == ["shouldBegin", "keyboard WillChangeFrame", "keyboard WillShow", "didBegin",
                                "view TextDidBeginEditing"])
        Headless.advance(by: 1)
        log.entries.removeAll()
        #expect(textView.resignFirstResponder())
        #expect(log.entries == ["shouldEnd", "keyboard WillChangeFrame", "keyboard WillHide", "didEnd",
                                "view TextDidEndEditing"])
    }

    @Test func eachKeyAsksTheDelegateThenTellsOfTheSelectionAndTheChange() {
        let log = TextInputLog()
        log.observeNotifications()
        let delegate = RecordingTextViewDelegate(log: log)
        let textView = makeTextView()
        textView.delegate = delegate
        textView.becomeFirstResponder()
        Headless.advance(by: 1)
        log.entries.removeAll()

        textView.typeText("a\n")
        #expect(log.entries == [
            "shouldChange {0, 0} 'a'", "didChangeSelection", "didChange", "view TextDidChange",
            "shouldChange {1, 0} '\\n'", "didChangeSelection", "didChange", "view TextDidChange",
        ])
        #expect(textView.text == "a\n")
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func aDelegateCanTurnReturnIntoDone() {
        let log = TextInputLog()
        let delegate = RecordingTextViewDelegate(log: log)
        delegate.returnEndsEditing = true
        let textView = makeTextView()
        textView.delegate = delegate
        textView.becomeFirstResponder()
        textView.typeText("note\n")
        #expect(textView.text == "note")
        #expect(!textView.isFirstResponder)
    }

    @Test func settingTextInCodeTellsNobody() {
        let log = TextInputLog()
        log.observeNotifications()
        let delegate = RecordingTextViewDelegate(log: log)
        let textView = makeTextView()
        textView.delegate = delegate
        textView.text = "hello"
        textView.attributedText = NSAttributedString(string: "again")
        #expect(log.entries.isEmpty)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
    }

    // MARK: - Layout

    @Test func theContentSizeIsTheTextWrappedAsALabelWrapsIt() {
        let textView = makeTextView()
        let font = UIFont.systemFont(ofSize: 17)
        let empty = textView.contentSize
        #expect(empty.width == 200)
        #expect(empty.height == (16 + font.lineHeight).roundedUpToHalf)

        let words = "The quick brown fox jumps over the lazy dog and keeps on running"
        textView.text = words
        let label = UILabel()
        label.numberOfLines = 0
        label.text = words
        let wrapped = label.sizeThatFits(CGSize(width: 190, height: 0))   // 200 less the line padding
        textView.layoutIfNeeded()
        #expect(textView.contentSize.height == (16 + wrapped.height).roundedUpToHalf)
        #expect(textView.caretMapLineCount > 1)
    }

    @Test func withoutScrollingTheTextViewGrowsWithItsText() {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        let window = makeWindow(with: textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            textView.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            textView.widthAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        let oneLine = textView.frame.height
        #expect(oneLine == textView.contentSize.height)
        textView.becomeFirstResponder()
        textView.typeText("line\nline\nline")
        window.layoutIfNeeded()
        #expect(textView.frame.height > oneLine * 2)
        #expect(textView.contentOffset == .zero)
    }

    @Test func typingKeepsTheCaretInView() {
        let log = TextInputLog()
        let delegate = RecordingTextViewDelegate(log: log)
        let textView = makeTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        textView.delegate = delegate
        textView.becomeFirstResponder()
        textView.typeText("1\n2\n3\n4\n5")
        #expect(textView.contentOffset.y > 0)
        #expect(textView.contentOffset.y == textView.contentSize.height - 60)
        #expect(delegate.scrolls > 0)

        textView.scrollRangeToVisible(NSRange(location: 0, length: 1))
        #expect(textView.contentOffset.y == 0)
    }

    @Test func caretsFollowTheInsetsAndThePadding() throws {
        let textView = makeTextView()
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        #expect(textView.caretRect(for: textView.beginningOfDocument).origin == .zero)
        textView.text = "ab\ncd"
        let secondLine = try #require(textView.position(from: textView.beginningOfDocument, offset: 3))
        let caret = textView.caretRect(for: secondLine)
        #expect(caret.minX == 0 && caret.minY == UIFont.systemFont(ofSize: 17).lineHeight)
    }

    // MARK: - Selection and bad ranges

    @Test func selectedRangesAreClampedAndKeptOnWholeCharacters() {
        let log = TextInputLog()
        let delegate = RecordingTextViewDelegate(log: log)
        let textView = makeTextView()
        textView.delegate = delegate
        textView.text = "a😀e\u{301}"              // 1 + 2 + 2 UTF-16 units
        textView.selectedRange = NSRange(location: 100, length: 5)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        textView.selectedRange = NSRange(location: NSNotFound, length: 0)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        textView.selectedRange = NSRange(location: 2, length: 1)      // the low half of the emoji
        #expect(textView.selectedRange == NSRange(location: 1, length: 2))
        textView.selectedRange = NSRange(location: 4, length: 1)      // the combining mark alone
        #expect(textView.selectedRange == NSRange(location: 3, length: 2))
        #expect(log.entries == ["didChangeSelection", "didChangeSelection"])   // the clamped ones changed nothing

        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 3, length: 2)
        textView.deleteBackward()
        #expect(textView.text == "a😀")
        #expect(delegate.changes.last?.0 == NSRange(location: 3, length: 2))
    }

    @Test func markedTextComposesThenCommits() {
        let textView = makeTextView()
        textView.becomeFirstResponder()
        textView.typeText("x")
        textView.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        #expect(textView.text == "xka")
        textView.deleteBackward()                       // deletes inside the marked text
        #expect(textView.text == "xk")
        #expect(textView.markedTextRange != nil)
        textView.insertText("か")
        #expect(textView.text == "xか")
        #expect(textView.markedTextRange == nil)
    }

    @Test func pasteInsertsThePasteboardsLinesThroughTheDelegate() {
        let log = TextInputLog()
        let delegate = RecordingTextViewDelegate(log: log)
        let textView = makeTextView()
        textView.delegate = delegate
        textView.becomeFirstResponder()
        log.entries.removeAll()
        UIPasteboard.general.strings = ["two\nlines", "ignored"]
        textView.paste(nil)
        #expect(textView.text == "two\nlines")
        #expect(log.entries.first == "shouldChange {0, 0} 'two\\nlines'")
        textView.selectAll(nil)
        textView.delete(nil)
        #expect(textView.text == "")
    }

    @Test func draggingAScrollViewThatDismissesOnDragEndsEditing() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        scrollView.addSubview(field)
        let window = makeWindow(with: scrollView)
        field.becomeFirstResponder()
        window.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 150))   // above the keyboard
        #expect(field.isFirstResponder)                       // .none: the keyboard stays
        scrollView.keyboardDismissMode = .onDrag
        window.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 150))
        #expect(!field.isFirstResponder)
    }

    // MARK: - Editable or not, taps, dump

    @Test func aReadOnlyTextViewDoesNotEdit() {
        let textView = makeTextView()
        textView.isEditable = false
        #expect(!textView.becomeFirstResponder())
        textView.tap()
        #expect(!textView.isFirstResponder)

        textView.isEditable = true
        textView.tap()
        #expect(textView.isFirstResponder)
        textView.isEditable = false
        #expect(!textView.isFirstResponder)
    }

    @Test func theDumpShowsTheText() {
        let textView = makeTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        textView.text = "one\ntwo"
        textView.layoutIfNeeded()
        #expect(textView.description.hasPrefix("<UITextView; frame = (0 0; 100 50); text = 'one\\ntwo'; clipsToBounds = YES"))
        textView.becomeFirstResponder()
        #expect(textView.description.contains("editing = YES"))
    }
}

extension CGFloat {
    /// Rounded up to the half point (the pixels of the default screen, at scale 2).
    fileprivate var roundedUpToHalf: CGFloat { ((self * 2) - 0.0001).rounded(.up) / 2 }
}

extension UITextView {
    /// How many lines the text takes, from the caret of each line's first character.
    fileprivate var caretMapLineCount: Int {
        var tops = Set<CGFloat>()
        var position: UITextPosition? = beginningOfDocument
        while let current = position {
            tops.insert(caretRect(for: current).minY)
            position = self.position(from: current, offset: 1)
        }
        return tops.count
    }
}

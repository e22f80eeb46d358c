// TextInputReliabilityTests.swift: text input never splits a character, never loses the first
// responder's bookkeeping and never keeps what it should let go, whatever the sequence of
// typing, deleting, selecting (in range or far out of it), marked text, and fields leaving
// their window. Random operations from a seed; every check after every operation.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

/// Checks every range a delegate is asked about against the text it would change.
@MainActor
private final class RangeChecker: UITextFieldDelegate, UITextViewDelegate {
    var problems: [String] = []

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        check(range, in: textField.text ?? "", by: "text field")
        return true
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        check(range, in: textView.text, by: "text view")
        return true
    }

    func check(_ range: NSRange, in text: String, by name: String) {
        if !TextInputReliabilityTests.isWhole(range, in: text) {
            problems.append("\(name) asked about {\(range.location), \(range.length)} in \(text.debugDescription)")
        }
    }
}

@MainActor
@Suite("Reliability: text input", .headless)
struct TextInputReliabilityTests {
    /// Whether `range` lies in `text` and starts and ends on character boundaries.
    static func isWhole(_ range: NSRange, in text: String) -> Bool {
        var boundaries: Set<Int> = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            boundaries.insert(offset)
        }
        return range.location >= 0 && range.length >= 0 && range.location + range.length <= offset
            && boundaries.contains(range.location) && boundaries.contains(range.location + range.length)
    }

    /// Pieces of text that stress UTF-16: surrogate pairs, a flag, a family joined by ZWJ,
    /// combining marks alone and attached, CJK, line breaks.
    static let pieces = ["a", "Z", " ", "😀", "🇫🇷", "👨‍👩‍👧", "e\u{301}", "\u{301}", "中文", "\n", "ab", "", "🏽"]

    @Test(arguments: [UInt64(7), 42, 2_024])
    func randomEditingKeepsEveryRangeOnWholeCharacters(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let checker = RangeChecker()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        let textView = UITextView(frame: CGRect(x: 10, y: 60, width: 200, height: 80))
        field.delegate = checker
        textView.delegate = checker
        window.addSubview(field)
        window.addSubview(textView)
        window.makeKeyAndVisible()

        for step in 0..<1_500 {
            let input: UITextInput & UIView = random.chance(0.5) ? field : textView
            let length = input.offset(from: input.beginningOfDocument, to: input.endOfDocument)
            switch random.index(below: 12) {
            case 0, 1, 2: input.insertText(random.pick(Self.pieces))
            case 3: input.deleteBackward()
            case 4:
                // Offsets anywhere, inside surrogate pairs and far outside the text.
                let from = Int.random(in: -3...(length + 3), using: &random)
                let to = Int.random(in: -3...(length + 3), using: &random)
                if let start = input.position(from: input.beginningOfDocument, offset: from),
                   let end = input.position(from: input.beginningOfDocument, offset: to) {
                    input.selectedTextRange = input.textRange(from: start, to: end)
                } else {
                    #expect(from < 0 || from > length || to < 0 || to > length)
                }
            case 5:
                let location = random.chance(0.1) ? NSNotFound : Int.random(in: -2...(length + 5), using: &random)
                textView.selectedRange = NSRange(location: location, length: Int.random(in: -1...6, using: &random))
            case 6: input.setMarkedText(random.pick(Self.pieces), selectedRange: NSRange(location: random.index(below: 4), length: 0))
            case 7: input.unmarkText()
            case 8:
                if let start = input.position(from: input.beginningOfDocument, offset: random.index(below: length + 1)),
                   let range = input.textRange(from: start, to: input.endOfDocument) {
                    input.replace(range, withText: random.pick(Self.pieces))
                }
            case 9:
                if random.chance(0.5) { input.becomeFirstResponder() } else { input.resignFirstResponder() }
            case 10:
                // Leave the window while (maybe) editing, then come back.
                input.removeFromSuperview()
                #expect(!input.isFirstResponder)
                window.addSubview(input)
            default:
                if random.chance(0.3) { window.endEditing(random.chance(0.5)) }
                Headless.advance(by: 0.1)
            }
            checkInvariants(field: field, textView: textView, step: step)
        }
        #expect(checker.problems.isEmpty, "\(checker.problems.prefix(3))")
    }

    private func checkInvariants(field: UITextField, textView: UITextView, step: Int) {
        for input in [field as UITextInput & UIView, textView] {
            let text = input is UITextField ? (field.text ?? "") : textView.text ?? ""
            #expect(!text.unicodeScalars.contains("\u{FFFD}"), "step \(step): a split character")
            if let selected = input.selectedTextRange {
                let start = input.offset(from: input.beginningOfDocument, to: selected.start)
                let end = input.offset(from: input.beginningOfDocument, to: selected.end)
                #expect(Self.isWhole(NSRange(location: start, length: end - start), in: text),
                        "step \(step): selection {\(start), \(end - start)} in \(text.debugDescription)")
            }
            if let marked = input.markedTextRange {
                let start = input.offset(from: input.beginningOfDocument, to: marked.start)
                let end = input.offset(from: input.beginningOfDocument, to: marked.end)
                #expect(Self.isWhole(NSRange(location: start, length: end - start), in: text))
            }
        }
        let hasLineBreak = (field.text ?? "").contains { $0.isNewline }
        #expect(!hasLineBreak, "step \(step): a line break in a text field")
        #expect(field.isEditing == field.isFirstResponder)
        #expect(!(field.isFirstResponder && textView.isFirstResponder))
    }

    @Test func aFieldRemovedWhileEditingIsFreedWithItsDelegateAndAccessory() {
        weak var weakField: UITextField?
        weak var weakDelegate: RangeChecker?
        weak var weakAccessory: UIView?
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        do {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            let delegate = RangeChecker()
            let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            field.delegate = delegate
            field.inputAccessoryView = accessory
            window.addSubview(field)
            field.becomeFirstResponder()
            field.typeText("gone")
            Headless.advance(by: 1)
            field.removeFromSuperview()
            Headless.advance(by: 1)
            weakField = field
            weakDelegate = delegate
            weakAccessory = accessory
        }
        #expect(weakField == nil)
        #expect(weakDelegate == nil)
        #expect(weakAccessory == nil)
        #expect(Headless.keyboardFrame == nil)
    }
}

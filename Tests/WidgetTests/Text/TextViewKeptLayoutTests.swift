// TextViewKeptLayoutTests.swift: a text view keeps its text's layout between keys and follows
// each edit from the edited line (UITextView+LayoutCache.swift). Whatever it keeps must be what
// a layout from scratch gives: the lines, the content size, the caret, the dump and the picture,
// after seeded random typing, deleting, pasting, moving the caret, and width, font, colour,
// alignment and attributed-text changes.

import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import ViewWidgets // the kept layout and the from-scratch one are internal.

@MainActor
@Suite("Text view kept layout", .headless)
struct TextViewKeptLayoutTests {
    private static let keys = ["a", "b", " ", " ", "e", "\n", "-", ".", "(", ")", "Q", "é", "👍", "\u{301}", "日", "\t", "x",
                                "\u{A0}", "\u{200B}", "🇫", "\r\n", "\u{200D}", "\u{2003}"]
    private static let fonts = [UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 12),
                                UIFont(name: "Courier", size: 14) ?? .systemFont(ofSize: 14)]

    /// Checks everything the kept layout feeds against the same from scratch.
    private func check(_ textView: UITextView, _ context: String) {
        let width = textView.lineWidth(forViewWidth: textView.bounds.width)
        let fresh = textView.fullTextLayout(width: width)
        #expect(textView.layoutText(width: width) == fresh, "\(context): lines")
        let origin = textView.textOrigin
        let map = CaretMap(text: textView.buffer.text, shown: textView.buffer.text,
                           layout: fresh.offsetBy(dx: origin.x, dy: origin.y), emptyOrigin: origin,
                           font: textView.font ?? .systemFont(ofSize: 17))
        let length = textView.buffer.length
        for offset in Set([0, length / 3, length / 2, length, textView.selectedRange.location]) {
            let position = textView.position(from: textView.beginningOfDocument, offset: offset) ?? textView.endOfDocument
            #expect(textView.caretRect(for: position) == map.caretRect(atOffset: offset), "\(context): caret at \(offset)")
        }
        let keptSize = textView.contentSize
        let keptDump = textView.recursiveDescription()
        let keptPicture = textView.renderSVG()
        textView.textLayoutCache.kept = nil
        textView.textLayoutCache.other = nil
        textView.textLayoutCache.caretMap = nil
        textView.updateContentSize()
        #expect(textView.contentSize == keptSize, "\(context): content size")
        #expect(textView.recursiveDescription() == keptDump, "\(context): dump")
        #expect(textView.renderSVG() == keptPicture, "\(context): picture")
    }

    @Test func whatTheKeptLayoutGivesIsWhatALayoutFromScratchGivesAfterRandomEdits() {
        for seed in UInt64(1)...6 {
            var random = SeededGenerator(seed: seed)
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            makeWindow(with: textView)
            textView.text = "A first paragraph that is long enough to wrap over a few lines.\nAnd a second one."
            textView.becomeFirstResponder()
            let followedBefore = textView.textLayoutCache.followedEdits
            for step in 0..<120 {
                let length = textView.buffer.length
                switch random.index(below: 12) {
                case 0...4: textView.typeText(random.pick(TextViewKeptLayoutTests.keys))
                case 5: textView.deleteBackward()
                case 6:
                    UIPasteboard.general.string = "Pasted line one,\nline two -- with words\nand three"
                    textView.paste(nil)
                case 7: textView.selectedRange = NSRange(location: random.pick([0, length / 2, length, random.index(below: length + 1)]), length: 0)
                case 8:
                    textView.selectedRange = NSRange(location: random.index(below: length + 1), length: random.index(below: 6))
                    textView.insertText(random.pick(["y", "two\nlines"]))
                case 9: textView.frame.size.width = random.pick([120, 200, 260.5, 320])
                case 10:
                    // Foundation on Linux can trap restyling an edited attributed text (CFAttributedStringSetAttribute): plain text first.
                    if textView.attributedStorage != nil { textView.text = textView.text }
                    textView.font = random.pick(TextViewKeptLayoutTests.fonts)
                    textView.textAlignment = random.pick([.natural, .center, .right])
                default:
                    if random.chance(0.5) {
                        textView.attributedText = NSAttributedString(string: textView.text + " styled",
                                                                     attributes: [.font: random.pick(TextViewKeptLayoutTests.fonts),
                                                                                  .foregroundColor: UIColor.blue])
                    } else {
                        if textView.attributedStorage != nil { textView.text = textView.text }
                        textView.textColor = random.pick([.red, .black])
                    }
                }
                textView.layoutIfNeeded()
                check(textView, "seed \(seed), step \(step)")
            }
            // Most edits were followed from the edited line (the checks would prove little otherwise).
            #expect(textView.textLayoutCache.followedEdits - followedBefore > 30, "seed \(seed)")
        }
    }

    @Test func typingKeepsOneLayoutAndFollowsEachKey() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        makeWindow(with: textView)
        textView.text = String(repeating: "Words that wrap over many lines. ", count: 30)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 400, length: 0)
        textView.layoutIfNeeded()
        let followed = textView.textLayoutCache.followedEdits
        textView.typeText("x")
        #expect(textView.textLayoutCache.followedEdits == followed + 1)
        let version = textView.buffer.version
        #expect(textView.textLayoutCache.kept?.key.version == version)
        #expect(textView.textLayoutCache.edit == nil)
        check(textView, "after one key")
    }
}

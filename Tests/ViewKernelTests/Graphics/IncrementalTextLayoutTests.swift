// IncrementalTextLayoutTests.swift: a layout kept between edits (TextLayout+Incremental.swift)
// must be, after every edit, exactly the layout of the whole new text made from scratch: seeded
// random inserts, deletes, line breaks and pastes of several lines, at the start, middle and end,
// in several fonts (one a run), widths, alignments and wrapping modes, with text that joins
// characters (combining marks, emoji, flags, CRLF). Text of several looks: TextViewKeptLayoutTests.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewKernel

@MainActor
@Suite("Incremental text layout", .headless)
struct IncrementalTextLayoutTests {
    private static let pieces = [
        "The ", "quick ", "brown", " fox", "jumps", " over ", "the lazy dog.", " ", "  ", "\n", "\n\n", "\r\n",
        "well-known", "-", "(a)", "Supercalifragilisticexpialidocious", "\t", "日本語の文章", "「東京」。",
        "👍", "🇫🇷", "e\u{301}", "\u{301}", "é", "a\u{00A0}b", "\u{200B}", "Ω", "\r", "x", "."
    ]

    private static let fonts = [UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 13),
                                UIFont(name: "Courier", size: 12) ?? .systemFont(ofSize: 12),
                                UIFont(name: "Helvetica", size: 24) ?? .systemFont(ofSize: 24)]

    private static func randomText(_ random: inout SeededGenerator, pieces count: Int) -> String {
        (0..<count).map { _ in random.pick(pieces) }.joined()
    }

    /// The UTF-16 offsets where the characters of `string` start, and its end.
    private static func boundaries(of string: String) -> [Int] {
        var result = [0]
        for character in string { result.append(result[result.count - 1] + character.utf16.count) }
        return result
    }

    private static func fromScratch(_ text: NSAttributedString, width: CGFloat, mode: NSLineBreakMode,
                                    alignment: NSTextAlignment, font: UIFont) -> TextLayout {
        TextLayout(attributedText: text, width: width, lineBreakMode: mode, alignment: alignment,
                   defaultFont: font, defaultColor: .black)
    }

    /// Runs `steps` random edits from a random text, checking the kept layout after each; returns
    /// how many edits it followed (the rest were laid out again from scratch).
    private static func run(seed: UInt64, steps: Int) -> (followed: Int, edits: Int) {
        var random = SeededGenerator(seed: seed)
        let width = random.pick([CGFloat(40), 97.5, 157.3, 310])
        let mode = random.pick([NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingTail])
        let alignment = random.pick([NSTextAlignment.left, .center, .right])
        let font = random.pick(fonts)
        let look: [NSAttributedString.Key: Any] = random.chance(0.5) ? [.font: random.pick(fonts)] : [:]
        var model = randomText(&random, pieces: 40)
        let initial = NSAttributedString(string: model, attributes: look)
        var layout = IncrementalTextLayout(attributedText: initial, width: width, lineBreakMode: mode,
                                           alignment: alignment, defaultFont: font, defaultColor: .black)
        var followed = 0, edits = 0
        for step in 0..<steps {
            let bounds = boundaries(of: model)
            let spot = random.index(below: 3)
            let start = spot == 0 ? 0 : spot == 1 ? bounds[bounds.count / 2] : random.pick(bounds)
            let startIndex = bounds.firstIndex(of: start) ?? 0
            let end = random.chance(0.4) ? bounds[min(bounds.count - 1, startIndex + random.index(below: 12))] : start
            let range = NSRange(location: start, length: end - start)
            let inserted: String
            switch random.index(below: 5) {
            case 0: inserted = ""
            case 1: inserted = "\n"
            case 2: inserted = randomText(&random, pieces: 8) + "\n" + randomText(&random, pieces: 8) + "\n"
            default: inserted = random.pick(pieces)
            }
            guard range.length > 0 || !inserted.isEmpty else { continue }
            // Made again from the plain string each time, in one look: Foundation on Linux can trap
            // editing or restyling an attributed string of several looks in place
            // (CFAttributedStringSetAttribute); the text view's tests cover attributed text.
            let insertedLength = (inserted as NSString).length
            model = (model as NSString).replacingCharacters(in: range, with: inserted)
            let text = NSAttributedString(string: model, attributes: look)
            edits += 1
            let snapshot = text
            if var kept = layout, kept.replace(utf16Range: range, newLength: insertedLength,
                                               newText: { snapshot.attributedSubstring(from: $0) }) {
                layout = kept
                followed += 1
            } else {
                layout = IncrementalTextLayout(attributedText: snapshot, width: width, lineBreakMode: mode,
                                               alignment: alignment, defaultFont: font, defaultColor: .black)
            }
            let expected = fromScratch(snapshot, width: width, mode: mode, alignment: alignment, font: font)
            let got = layout?.layout ?? .empty
            #expect(got == expected, "seed \(seed), step \(step): \(range) -> '\(inserted.debugDescription)'")
            if got != expected { break }
        }
        return (followed, edits)
    }

    @Test func aKeptLayoutIsTheLayoutFromScratchAfterEveryRandomEdit() {
        var followed = 0, edits = 0
        for seed in UInt64(1)...40 {
            let result = IncrementalTextLayoutTests.run(seed: seed, steps: 60)
            followed += result.followed
            edits += result.edits
        }
        // Most edits are followed, not laid out again (the test would prove nothing otherwise).
        #expect(edits > 1_000)
        #expect(followed * 2 > edits)
    }

    @Test func typingIntoALongParagraphReBreaksOnlyNearTheEdit() throws {
        let sentence = "The quick brown fox jumps over the lazy dog. "
        let text = NSMutableAttributedString(string: String(repeating: sentence, count: 40))
        let font = UIFont.systemFont(ofSize: 17)
        var layout = try #require(IncrementalTextLayout(attributedText: text, width: 300, lineBreakMode: .byWordWrapping,
                                                        alignment: .left, defaultFont: font, defaultColor: nil))
        for (index, key) in "Sphinx of black quartz, judge my vow.\n".enumerated() {
            let location = 900 + index
            text.replaceCharacters(in: NSRange(location: location, length: 0), with: String(key))
            let snapshot = NSAttributedString(attributedString: text)
            let followed = layout.replace(utf16Range: NSRange(location: location, length: 0), newLength: 1,
                                          newText: { snapshot.attributedSubstring(from: $0) })
            #expect(followed)
            #expect(layout.layout == TextLayout(attributedText: snapshot, width: 300, defaultFont: font))
        }
    }

    @Test func aKeptLayoutNeedsAFiniteWidthAndText() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(IncrementalTextLayout(attributedText: NSAttributedString(string: "a"), width: .infinity,
                                      lineBreakMode: .byWordWrapping, alignment: .left, defaultFont: font,
                                      defaultColor: nil) == nil)
        #expect(IncrementalTextLayout(attributedText: NSAttributedString(string: ""), width: 100,
                                      lineBreakMode: .byWordWrapping, alignment: .left, defaultFont: font,
                                      defaultColor: nil) == nil)
    }
}

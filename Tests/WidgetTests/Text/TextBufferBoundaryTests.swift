// TextBufferBoundaryTests.swift: the text buffer follows its characters' boundaries edit by edit
// (TextBuffer.swift) instead of walking the whole text on every key. Whatever it follows must be
// what a walk from the start gives, for text whose characters join across an edit: combining
// marks, emoji sequences, flags made of two regional indicators, and "\r\n".

import Foundation
import Testing
import TestSupport
import HeadlessTesting
@testable import ViewWidgets // the buffer is internal.

@Suite("Text buffer boundaries", .headless)
struct TextBufferBoundaryTests {
    /// Pieces that join, split or pair with their neighbours when typed next to them.
    private static let pieces = [
        "a", " ", "é", "e", "\u{301}", "\u{308}", "🇫", "🇷", "🇫🇷", "\u{1F1E9}", "👨", "\u{200D}", "👩‍👧",
        "\r", "\n", "\r\n", "日", "\u{A0}", "\u{200B}", "👍🏽", "\u{1F3FD}", "x",
    ]

    /// Checks the buffer's kept state against the same from its text.
    private func check(_ buffer: TextBuffer, _ context: String) {
        let text = buffer.text
        #expect(buffer.length == text.utf16.count, "\(context): length")
        #expect(buffer.isPlain == TextBuffer.isPlain(text), "\(context): plain")
        #expect(buffer.characterBoundaries == TextBuffer.boundaries(of: text[...]), "\(context): boundaries")
        let boundaries = TextBuffer.boundaries(of: text[...])
        #expect(boundaries.contains(buffer.selection.location), "\(context): caret on a boundary")
        // The text between boundaries is found through the kept UTF-8 offsets: it must be the
        // text between the same UTF-16 offsets.
        let utf16 = text.utf16
        for (start, end) in [(0, boundaries.count - 1), (boundaries.count / 3, boundaries.count / 2), (1, boundaries.count - 1)]
        where start <= end && end < boundaries.count {
            let range = NSRange(location: boundaries[start], length: boundaries[end] - boundaries[start])
            let expected = String(text[utf16.index(utf16.startIndex, offsetBy: range.location)..<utf16.index(utf16.startIndex, offsetBy: range.location + range.length)])
            #expect(buffer.substring(in: range) == expected, "\(context): text in \(range)")
        }
    }

    @Test func followedBoundariesAreTheBoundariesOfTheWholeTextAfterRandomEdits() {
        for seed in UInt64(1)...12 {
            var random = SeededGenerator(seed: seed)
            var buffer = TextBuffer()
            buffer.setText(random.chance(0.5) ? "Plain start" : "Déjà vu 🇫🇷 e\u{301}")
            check(buffer, "seed \(seed), start")
            for step in 0..<300 {
                let length = buffer.length
                let location = random.index(below: length + 1)
                let range = NSRange(location: location, length: random.chance(0.6) ? 0 : random.index(below: 5))
                let inserted = (0..<random.index(below: 3)).map { _ in random.pick(TextBufferBoundaryTests.pieces) }.joined()
                buffer.replace(range, with: inserted)
                check(buffer, "seed \(seed), step \(step): \(range) ← \(inserted.unicodeScalars.map { String($0.value, radix: 16) })")
                if random.chance(0.02) { buffer.setText(random.pick(["", "ab", "🇫🇷🇩🇪", "a\r\nb"])) }
            }
        }
    }

    @Test func aRegionalIndicatorTypedBeforeAFlagRepairsEveryFlagAfterIt() {
        var buffer = TextBuffer()
        buffer.setText("🇫🇷🇩🇪🇮🇹")
        #expect(buffer.characterBoundaries == [0, 4, 8, 12])
        buffer.replace(NSRange(location: 0, length: 0), with: "\u{1F1EA}")
        // The new indicator pairs with the first one, and every pair after it shifts by one.
        #expect(buffer.characterBoundaries == TextBuffer.boundaries(of: buffer.text[...]))
        #expect(buffer.characterBoundaries == [0, 4, 8, 12, 14])
    }

    @Test func aCombiningMarkJoinsTheLetterBeforeAndTheCaretGoesAfterTheWholeLetter() {
        var buffer = TextBuffer()
        buffer.setText("caf")
        buffer.replace(NSRange(location: 3, length: 0), with: "e")
        buffer.replace(NSRange(location: 4, length: 0), with: "\u{301}")
        #expect(buffer.text == "cafe\u{301}")
        #expect(buffer.isPlain == false)
        #expect(buffer.characterBoundaries == [0, 1, 2, 3, 5])
        #expect(buffer.selection == NSRange(location: 5, length: 0))
        #expect(buffer.rangeOfCharacter(before: 5) == NSRange(location: 3, length: 2))
        #expect(buffer.aligned(NSRange(location: 4, length: 0)) == NSRange(location: 3, length: 0))
        // Deleting the accented letter makes the text plain again.
        buffer.replace(NSRange(location: 3, length: 2), with: "")
        #expect(buffer.isPlain)
        #expect(buffer.characterBoundaries == [0, 1, 2, 3])
    }
}

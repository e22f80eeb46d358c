// TextFastPathTests.swift: the ASCII shortcuts of text measurement give exactly what the general
// Unicode rules give, character by character.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@Suite("ASCII shortcuts in text measurement", .headless)
struct TextFastPathTests {
    /// Every ASCII character, and the "\r\n" pair (one Character whose asciiValue is "\n").
    static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + ["\r\n"]

    @Test func asciiBreakClassesMatchTheGeneralRules() {
        for character in Self.asciiCharacters {
            let ascii = character.asciiValue ?? 0
            #expect(TextLayout.Cell.classify(ascii: ascii) == TextLayout.Cell.classify(character, isWide: false),
                    "break class of \(character.unicodeScalars.map(\.value))")
        }
    }

    @Test(arguments: ["Helvetica", "Helvetica-Bold", "Courier"])
    func asciiAdvancesMatchTheGeneralRules(fontName: String) throws {
        let font = try #require(UIFont(name: fontName, size: 10))
        for character in Self.asciiCharacters {
            let general = character.isNewline
                ? 0 : character.unicodeScalars.reduce(CGFloat(0)) { $0 + font.face.advance(of: $1) }
            #expect(font.face.advance(of: character) == general, "advance of \(character.unicodeScalars.map(\.value))")
        }
    }

    @Test func asciiCellsAreNeverWide() {
        let font = UIFont.systemFont(ofSize: 17)
        for character in Self.asciiCharacters {
            #expect(!TextLayout.Cell(character, font: font, color: nil).isWide)
        }
        #expect(TextLayout.Cell("漢", font: font, color: nil).isWide)
    }
}

// FontTests.swift: UIFont factories, names, equality, vertical metrics and advance widths.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// Whether two measurements agree to a millionth of a point.
private func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.000001 }

/// The width of `text` in `font`, measured through the public API.
private func width(of text: String, in font: UIFont) -> CGFloat {
    text.size(withAttributes: [.font: font]).width
}

@Suite(.headless)
struct FontTests {
    // MARK: - Factories and names

    @Test func systemFontHasTheSizeAndTheSystemNames() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.fontName == ".SFUI-Regular")
        #expect(font.familyName == ".AppleSystemUIFont")
    }

    @Test func boldAndItalicSystemFontsHaveTheirOwnNames() {
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
    }

    @Test func weightRawValuesAreUIKits() {
        let expected: [(UIFont.Weight, CGFloat)] = [
            (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
            (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
        ]
        for (weight, raw) in expected { #expect(weight.rawValue == raw) }
    }

    @Test func theBoldWeightIsTheBoldSystemFont() {
        #expect(UIFont.systemFont(ofSize: 15, weight: .bold) == UIFont.boldSystemFont(ofSize: 15))
    }

    @Test func knownFontNamesMakeFontsAndUnknownOnesNil() throws {
        let helvetica = try #require(UIFont(name: "Helvetica-Bold", size: 14))
        #expect(helvetica.familyName == "Helvetica")
        #expect(helvetica.pointSize == 14)
        #expect(UIFont(name: "Arial", size: 10)?.fontName == "ArialMT")
        #expect(UIFont(name: "Papyrus-Condensed", size: 10) == nil)
        #expect(UIFont(name: "", size: 10) == nil)
    }

    @Test func familyNamesListTheKnownFamilies() {
        #expect(UIFont.familyNames.contains("Helvetica"))
        #expect(UIFont.fontNames(forFamilyName: "Arial").contains("Arial-BoldMT"))
        #expect(UIFont.fontNames(forFamilyName: "Comic Sans").isEmpty)
    }

    @Test func standardSizesAreUIKits() {
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.smallSystemFontSize == 12)
    }

    // MARK: - Equality

    @Test func fontsAreEqualByNameAndSize() {
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
    }

    @Test func withSizeKeepsTheFace() {
        let font = UIFont.boldSystemFont(ofSize: 10).withSize(20)
        #expect(font == UIFont.boldSystemFont(ofSize: 20))
    }

    // MARK: - Vertical metrics

    @Test func systemFontLineHeightIsSanFranciscos() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(isClose(font.lineHeight, 20.287109375))
        #expect(isClose(font.ascender, 16.186523437))
        #expect(isClose(font.descender, -4.100585937))
        #expect(font.leading == 0)
        #expect(isClose(UIFont.systemFont(ofSize: 15).lineHeight, 17.900390625))
    }

    @Test func lineHeightIsAscenderMinusDescenderPlusLeading() throws {
        for font in [UIFont.systemFont(ofSize: 13), try #require(UIFont(name: "Helvetica", size: 20)),
                     try #require(UIFont(name: "ArialMT", size: 11))] {
            #expect(isClose(font.lineHeight, font.ascender - font.descender + font.leading))
        }
    }

    @Test func capHeightIsAboveXHeightAndBelowTheAscender() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.xHeight > 0)
        #expect(font.capHeight > font.xHeight)
        #expect(font.ascender > font.capHeight)
    }

    @Test func metricsScaleWithThePointSize() {
        #expect(isClose(UIFont.systemFont(ofSize: 34).lineHeight, 2 * UIFont.systemFont(ofSize: 17).lineHeight))
    }

    // MARK: - Advance widths

    @Test func helveticaWidthsAreTheAFMWidths() throws {
        let regular = try #require(UIFont(name: "Helvetica", size: 10))
        let bold = try #require(UIFont(name: "Helvetica-Bold", size: 10))
        #expect(isClose(width(of: "Hello", in: regular), 22.78))
        #expect(isClose(width(of: "Hello", in: bold), 24.45))
    }

    @Test func wideLettersAndDigitsAreWiderThanNarrowOnes() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(width(of: "W", in: font) > width(of: "i", in: font))
        #expect(width(of: "8", in: font) > width(of: "i", in: font))
        #expect(width(of: "m", in: font) > width(of: "l", in: font))
    }

    @Test func digitsAllHaveTheSameWidth() {
        let font = UIFont.systemFont(ofSize: 17)
        let widths = Set("0123456789".map { width(of: String($0), in: font) })
        #expect(widths.count == 1)
    }

    @Test func boldTextIsWiderThanRegular() {
        let text = "The quick brown fox"
        #expect(width(of: text, in: .boldSystemFont(ofSize: 17)) > width(of: text, in: .systemFont(ofSize: 17)))
    }

    @Test func heavierWeightsAreNoNarrower() {
        let text = "Hamburgefonstiv"
        let weights: [UIFont.Weight] = [.ultraLight, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let widths = weights.map { width(of: text, in: .systemFont(ofSize: 17, weight: $0)) }
        #expect(widths == widths.sorted())
        #expect(widths[2] < widths[5])
    }

    @Test func eastAsianCharactersAreOneEmWide() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(width(of: "漢", in: font) == 20)
        #expect(width(of: "かな", in: font) == 40)
        #expect(width(of: "한", in: font) == 20)
        #expect(width(of: "Ａ", in: font) == 20)
    }

    @Test func emojiAreOneEmWide() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(width(of: "😀", in: font) == 20)
        #expect(width(of: "👍🏽", in: font) == 20)
        #expect(width(of: "🇫🇷", in: font) == 20)
        #expect(width(of: "👨‍👩‍👧", in: font) == 20)
    }

    @Test func combiningMarksHaveNoWidth() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(isClose(width(of: "e\u{301}", in: font), width(of: "e", in: font)))
        #expect(isClose(width(of: "é", in: font), width(of: "e", in: font)))
    }

    @Test func italicMeasuresLikeUpright() {
        #expect(width(of: "Italic", in: .italicSystemFont(ofSize: 17)) == width(of: "Italic", in: .systemFont(ofSize: 17)))
    }

    @Test func monospacedCharactersAreAllSixTenthsOfAnEm() {
        let font = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
        #expect(isClose(width(of: "iWm.", in: font), 24))
    }
}

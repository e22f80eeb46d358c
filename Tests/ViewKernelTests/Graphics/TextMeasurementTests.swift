// TextMeasurementTests.swift: string measurement and TextLayout: wrapping, line limits,
// truncation, alignment. Helvetica 10 keeps the numbers readable: "a" is 5.56, a space 2.78,
// "…" 10 points wide, every line 12 points tall.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// Whether two measurements agree to a millionth of a point.
private func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.000001 }

@Suite(.headless)
struct TextMeasurementTests {
    private let helvetica10 = UIFont(name: "Helvetica", size: 10) ?? .systemFont(ofSize: 10)

    private func layout(_ text: String, width: CGFloat = .infinity, height: CGFloat = .infinity,
                        lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping,
                        alignment: NSTextAlignment = .left) -> TextLayout {
        TextLayout(text: text, font: helvetica10, width: width, height: height, numberOfLines: lines,
                   lineBreakMode: mode, alignment: alignment)
    }

    // MARK: - size(withAttributes:) and boundingRect

    @Test func sizeWithAttributesIsTheSumOfAdvancesByTheLineHeight() {
        let size = "Hello".size(withAttributes: [.font: helvetica10])
        #expect(isClose(size.width, 22.78))
        #expect(isClose(size.height, 12))
    }

    @Test func withoutAFontTextIsMeasuredInHelvetica12() {
        let size = ("Hello" as NSString).size(withAttributes: nil)
        #expect(isClose(size.width, 27.336))
        #expect(isClose(size.height, 14.4))
    }

    @Test func eachHardLineBreakAddsALine() {
        let size = "ab\nabc".size(withAttributes: [.font: helvetica10])
        #expect(isClose(size.height, 24))
        #expect(isClose(size.width, 16.12))
    }

    @Test func anAttributedStringMeasuresEachRunInItsFont() throws {
        let text = NSMutableAttributedString(string: "a", attributes: [.font: helvetica10])
        text.append(NSAttributedString(string: "a", attributes: [.font: try #require(UIFont(name: "Helvetica", size: 20))]))
        let size = text.size()
        #expect(isClose(size.width, 16.68))
        #expect(isClose(size.height, 24))
    }

    @Test func boundingRectWithLineFragmentOriginWrapsToTheWidth() {
        let rect = "aaa bbb".boundingRect(with: CGSize(width: 20, height: CGFloat.greatestFiniteMagnitude),
                                      options: .usesLineFragmentOrigin, attributes: [.font: helvetica10], context: nil)
        #expect(rect.origin == .zero)
        #expect(isClose(rect.height, 24))
        #expect(isClose(rect.width, 16.68))
    }

    @Test func boundingRectWithoutLineFragmentOriginDoesNotWrap() {
        let rect = "aaa bbb".boundingRect(with: CGSize(width: 20, height: 100), options: [],
                                      attributes: [.font: helvetica10], context: nil)
        #expect(isClose(rect.width, 36.14))
        #expect(isClose(rect.height, 12))
    }

    @Test func boundingRectKeepsTheLinesThatFitTheHeight() {
        let rect = "aaa bbb ccc".boundingRect(with: CGSize(width: 20, height: 25), options: .usesLineFragmentOrigin,
                                          attributes: [.font: helvetica10], context: nil)
        #expect(isClose(rect.height, 24))
    }

    @Test func boundingRectReportsToTheContext() {
        let context = NSStringDrawingContext()
        let rect = "aaa".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin,
                                  attributes: [.font: helvetica10], context: context)
        #expect(context.totalBounds == rect)
        #expect(context.actualScaleFactor == 1)
    }

    @Test func drawingOptionBitsAreUIKits() {
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
        #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
        #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
        #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    }

    @Test func textEnumRawValuesAreUIKitsOnIOS() {
        #expect(NSTextAlignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(NSTextAlignment.natural.rawValue == 4)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
        #expect(NSLineBreakMode.byClipping.rawValue == 2)
    }

    // MARK: - Wrapping

    @Test func linesWrapAtSpacesWhichHangAtTheEdge() {
        let result = layout("aaa bbb", width: 20)
        #expect(result.lineTexts == ["aaa", "bbb"])
        #expect(isClose(result.lines[0].frame.width, 16.68))
        #expect(result.lines[1].frame.minY == 12)
    }

    @Test func aWordLongerThanTheLineBreaksBetweenCharacters() {
        let result = layout("abcdefghijkl", width: 20)
        #expect(result.lines.count > 1)
        #expect(result.lineTexts.joined() == "abcdefghijkl")
        #expect(result.lines.allSatisfy { $0.frame.width <= 20 })
    }

    @Test func characterWrappingBreaksInsideWords() {
        #expect(layout("ab cdefg", width: 25).lineTexts == ["ab", "cdefg"])
        #expect(layout("ab cdefg", width: 25, mode: .byCharWrapping).lineTexts == ["ab cd", "efg"])
    }

    @Test func linesMayBreakAfterAHyphen() {
        #expect(layout("well-known", width: 30).lineTexts == ["well-", "known"])
    }

    @Test func cjkTextWrapsBetweenCharacters() {
        #expect(layout("漢字漢字漢字", width: 25).lineTexts == ["漢字", "漢字", "漢字"])
    }

    @Test func closingPunctuationNeverStartsALine() {
        let result = layout("漢字。漢", width: 25)
        #expect(result.lineTexts == ["漢", "字。", "漢"])
    }

    @Test func emptyParagraphsAreEmptyLines() {
        let result = layout("a\n\nb")
        #expect(result.lineTexts == ["a", "", "b"])
        #expect(isClose(result.size.height, 36))
    }

    @Test func emptyTextHasNoLines() {
        let result = layout("")
        #expect(result.lines.isEmpty)
        #expect(result.size == .zero)
    }

    // MARK: - Limits and truncation

    @Test func wordWrappingDropsTheLinesPastTheLimit() {
        let result = layout("aaa bbb ccc", width: 20, lines: 2)
        #expect(result.lineTexts == ["aaa", "bbb"])
        #expect(result.isTruncated)
    }

    @Test func tailTruncationEndsTheLastLineWithAnEllipsis() {
        let result = layout("aaa bbb ccc", width: 20, lines: 2, mode: .byTruncatingTail)
        #expect(result.lineTexts == ["aaa", "b…"])
        #expect(result.lines[1].isTruncated)
        #expect(result.lines.allSatisfy { $0.frame.width <= 20 })
    }

    @Test func headTruncationKeepsTheEnd() {
        #expect(layout("aaa bbb ccc", width: 30, lines: 1, mode: .byTruncatingHead).lineTexts == ["…ccc"])
    }

    @Test func middleTruncationKeepsBothEnds() {
        #expect(layout("aaa bbb ccc", width: 30, lines: 1, mode: .byTruncatingMiddle).lineTexts == ["a…cc"])
    }

    @Test func clippingKeepsTheWholeLastLine() {
        let result = layout("aaa bbb ccc", width: 20, lines: 1, mode: .byClipping)
        #expect(result.lineTexts == ["aaa bbb ccc"])
        #expect(result.lines[0].frame.width > 20)
        #expect(result.isTruncated)
    }

    @Test func textThatFitsIsNotTruncated() {
        let result = layout("aaa", width: 100, lines: 1, mode: .byTruncatingTail)
        #expect(result.lineTexts == ["aaa"])
        #expect(!result.isTruncated)
    }

    @Test func laterParagraphsCutAnEllipsisOntoTheLastLine() {
        #expect(layout("a\nb", lines: 1, mode: .byTruncatingTail).lineTexts == ["a…"])
    }

    @Test func theHeightLimitsTheLinesButKeepsOne() {
        #expect(layout("aaa bbb ccc", width: 20, height: 25).lines.count == 2)
        #expect(layout("aaa bbb ccc", width: 20, height: 5).lines.count == 1)
    }

    // MARK: - Alignment and runs

    @Test func alignmentPlacesLinesInTheWidth() {
        #expect(layout("aaa", width: 100, alignment: .left).lines[0].frame.minX == 0)
        #expect(isClose(layout("aaa", width: 100, alignment: .center).lines[0].frame.minX, 41.66))
        #expect(isClose(layout("aaa", width: 100, alignment: .right).lines[0].frame.minX, 83.32))
        #expect(layout("aaa", width: 100, alignment: .natural).lines[0].frame.minX == 0)
    }

    @Test func theBaselineSitsTheAscenderBelowTheLineTop() {
        let result = layout("a\nb")
        #expect(isClose(result.lines[1].baseline, 12 + 7.7))
    }

    @Test func runsSplitWhereTheFontOrColourChanges() {
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: helvetica10, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "cd", attributes: [.font: helvetica10]))
        let result = TextLayout(attributedText: text, defaultColor: .blue)
        #expect(result.lines[0].runs.map(\.text) == ["ab", "cd"])
        #expect(result.lines[0].runs.map(\.foregroundColor) == [UIColor.red, UIColor.blue])
    }

    @Test func offsetMovesEveryLine() {
        let moved = layout("a\nb").offsetBy(dx: 5, dy: 7)
        #expect(moved.lines[1].frame.origin == CGPoint(x: 5, y: 19))
        #expect(isClose(moved.lines[0].baseline, 14.7))
    }

    @Test func awkwardInputStaysWithinTheLineLimit() {
        let texts = ["", " ", "\n", "\n\n", "a\n", "   a   ", "漢。。。", "((((", "----", "👨‍👩‍👧👍🏽🇫🇷",
                     "e\u{301}\u{301}", "a\tb", "word " + String(repeating: "x", count: 200)]
        for text in texts {
            for width in [0.1, 3, 11, 50, 1000] as [CGFloat] {
                for mode in NSLineBreakMode.allCases {
                    for lines in [0, 1, 2] {
                        let result = layout(text, width: width, lines: lines, mode: mode)
                        if lines > 0 { #expect(result.lines.count <= lines) }
                        #expect(result.lineTexts.allSatisfy { !$0.contains("\n") })
                        #expect(result.size.height == result.lines.reduce(0) { $0 + $1.frame.height })
                    }
                }
            }
        }
    }
}

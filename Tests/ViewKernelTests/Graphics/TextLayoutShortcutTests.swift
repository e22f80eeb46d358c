// TextLayoutShortcutTests.swift: plain one-line ASCII text takes a shortcut past the per-character
// cells; it must lay out exactly as the general path (attributed text always takes that one).
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@Suite(.headless)
struct TextLayoutShortcutTests {
    /// The same text through the general path: an attributed string with no attributes.
    private func generalLayout(_ text: String, font: UIFont, width: CGFloat, height: CGFloat, lines: Int,
                               mode: NSLineBreakMode, alignment: NSTextAlignment) -> TextLayout {
        TextLayout(attributedText: NSAttributedString(string: text), width: width, height: height,
                   numberOfLines: lines, lineBreakMode: mode, alignment: alignment, defaultFont: font)
    }

    @Test func plainTextLaysOutAsTheGeneralPathDoes() {
        let fonts = [UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 13),
                     UIFont(name: "Helvetica", size: 10) ?? .systemFont(ofSize: 10),
                     UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)]
        let texts = ["Row 12345", "a", " ", "  leading and trailing  ", "tab\there", "Hello, World!",
                     "A long line of words that wraps at a narrow width", "x-y-z", "(brackets) [and] {braces}",
                     "caf\u{E9}", "line\nbreak", "crlf\r\nbreak", "emoji \u{1F600}", "\u{7F}delete"]
        let widths: [CGFloat] = [.infinity, .greatestFiniteMagnitude, 0, -5, .nan, 20, 60.5, 150, 320]
        let modes: [NSLineBreakMode] = [.byWordWrapping, .byTruncatingTail, .byTruncatingMiddle, .byClipping]
        let alignments: [NSTextAlignment] = [.left, .center, .right, .natural]
        for font in fonts {
            for text in texts {
                for width in widths {
                    for mode in modes {
                        for alignment in alignments {
                            for lines in [0, 1, 2] {
                                let shortcut = TextLayout(text: text, font: font, width: width, height: 30,
                                                          numberOfLines: lines, lineBreakMode: mode, alignment: alignment)
                                let general = generalLayout(text, font: font, width: width, height: 30, lines: lines,
                                                            mode: mode, alignment: alignment)
                                #expect(shortcut == general, "\(text) at \(width), \(mode), \(alignment), \(lines) lines")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func theOneLineSizeIsTheSizeOfTheGeneralLayout() {
        let fonts = [UIFont.systemFont(ofSize: 17), UIFont(name: "Helvetica", size: 10) ?? .systemFont(ofSize: 10)]
        let texts = ["Row 12345", "a", " ", "tab\there", "A long line of words that wraps at a narrow width",
                     "caf\u{E9}", "line\nbreak", "", "\u{7F}delete"]
        let widths: [CGFloat] = [.infinity, 0, -5, .nan, 20, 60.5, 320]
        var measured = 0
        for font in fonts {
            for text in texts {
                for width in widths {
                    guard let size = TextLayout.sizeOfPrintableASCII(text, font: font, width: width) else { continue }
                    measured += 1
                    for lines in [0, 1, 2] {
                        for height: CGFloat in [.infinity, 30, 1] {
                            let general = generalLayout(text, font: font, width: width, height: height, lines: lines,
                                                        mode: .byTruncatingTail, alignment: .center)
                            #expect(general.lines.count == 1)
                            #expect(size == general.size, "\(text) at \(width), \(lines) lines, height \(height)")
                        }
                    }
                }
            }
        }
        #expect(measured > 20)
        #expect(TextLayout.sizeOfPrintableASCII("caf\u{E9}", font: .systemFont(ofSize: 17), width: 320) == nil)
        #expect(TextLayout.sizeOfPrintableASCII("A long line of words", font: .systemFont(ofSize: 17), width: 20) == nil)
    }

    @Test func textExactlyAsWideAsTheLineIsOneLine() {
        let font = UIFont(name: "Helvetica", size: 10) ?? .systemFont(ofSize: 10)
        let width = "Hello".size(withAttributes: [.font: font]).width
        let layout = TextLayout(text: "Hello", font: font, width: width)
        #expect(layout.lineTexts == ["Hello"])
        #expect(layout == generalLayout("Hello", font: font, width: width, height: .infinity, lines: 0,
                                        mode: .byWordWrapping, alignment: .left))
    }
}

// LabelTests.swift: UILabel's defaults, text and attributed text, sizing,
// the laid-out lines, shrinking, state colours, its dump line, and taps falling through it.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Whether two measurements agree to a millionth of a point.
private func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.000001 }

@MainActor
@Suite(.headless)
struct LabelTests {
    private func label(_ text: String?, frame: CGRect = .zero) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    // MARK: - Defaults

    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.black)
        #expect(label.shadowColor == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.textAlignment == .natural)
        #expect(label.isEnabled)
        #expect(!label.isHighlighted)
        #expect(label.highlightedTextColor == nil)
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0)
    }

    @Test func aLabelIsTransparentAndIgnoresTouchesByDefault() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(!label.isUserInteractionEnabled)
        #expect(!label.isOpaque)
        #expect(label.backgroundColor == nil)
    }

    @Test func tapsFallThroughALabelToTheViewBehind() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.addSubview(label("Tap", frame: CGRect(x: 10, y: 10, width: 100, height: 30)))
        #expect(parent.hitTest(CGPoint(x: 20, y: 20), with: nil) === parent)
    }

    // MARK: - Text and attributed text

    @Test func plainTextReadsBackAsAttributedTextInTheLabelsFont() throws {
        let label = label("Hi")
        label.font = .boldSystemFont(ofSize: 20)
        let attributed = try #require(label.attributedText)
        #expect(attributed.string == "Hi")
        #expect(attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 20))
    }

    @Test func settingAttributedTextSetsTheText() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Rich", attributes: [.foregroundColor: UIColor.red])
        #expect(label.text == "Rich")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func settingTheFontAppliesToTheWholeAttributedText() throws {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 9)])
        label.font = .systemFont(ofSize: 30)
        let attributed = try #require(label.attributedText)
        #expect(attributed.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 30))
    }

    @Test func nilFontAndColourRestoreTheDefaults() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 40)
        label.font = nil
        label.textColor = .red
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.black)
    }

    // MARK: - Sizing

    @Test func sizeThatFitsIsTheTextSizeRoundedUpToPixels() {
        // "Hello" is 38.726 points wide; a 17-point line is 20.287 points tall; the screen is @2x.
        #expect(label("Hello").sizeThatFits(.zero) == CGSize(width: 39, height: 20.5))
    }

    @Test func sizeToFitKeepsTheOriginAndTakesTheTextSize() {
        let label = label("Hello", frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 10, y: 20, width: 39, height: 20.5))
    }

    @Test func aLabelWithoutTextFitsInZero() {
        #expect(UILabel().sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        #expect(UILabel().intrinsicContentSize == .zero)
    }

    @Test func sizeThatFitsWrapsToTheWidthGivenWhenLinesAreUnlimited() {
        let label = label("aaa bbb ccc")
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 50, height: 10)) == CGSize(width: 28.5, height: 61))
    }

    @Test func sizeThatFitsStopsAtNumberOfLines() {
        let label = label("aaa bbb ccc")
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 50, height: 1000)).height == 41)
    }

    @Test func aOneLineLabelIgnoresTheWidthGiven() {
        let label = label("aaa bbb ccc")
        #expect(label.sizeThatFits(CGSize(width: 50, height: 1000)) == label.sizeThatFits(.zero))
    }

    @Test func sizeToFitWidensANarrowOneLineLabelToItsWholeText() {
        let label = label("A long one-line title", frame: CGRect(x: 10, y: 20, width: 50, height: 20))
        label.sizeToFit()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width > 50)
    }

    @Test func sizeToFitWrapsAMultiLineLabelAtItsCurrentWidth() {
        let label = label("aaa bbb ccc", frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        label.numberOfLines = 0
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 28.5, height: 61))
    }

    @Test func intrinsicContentSizeIsOneUnwrappedLine() {
        let label = label("aaa bbb ccc", frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(label.intrinsicContentSize == label.sizeThatFits(.zero))
        #expect(label.intrinsicContentSize.height == 20.5)
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSizeOfAMultiLineLabel() {
        let label = label("aaa bbb ccc")
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 50
        #expect(label.intrinsicContentSize == CGSize(width: 28.5, height: 61))
    }

    // MARK: - Laid-out lines

    @Test func anOverlongOneLineLabelIsTruncatedWithAnEllipsis() throws {
        let layout = label("aaa bbb ccc", frame: CGRect(x: 0, y: 0, width: 50, height: 40)).textLayout
        #expect(layout.lineTexts == ["aaa…"])
        #expect(layout.isTruncated)
        let line = try #require(layout.lines.first)
        #expect(line.frame.maxX <= 50)
        #expect(line.frame.minY == 9.75)
    }

    @Test func linesAreAlignedInTheBounds() throws {
        let label = label("aaa", frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.textAlignment = .right
        let line = try #require(label.textLayout.lines.first)
        #expect(isClose(line.frame.maxX, 100))
    }

    @Test func theBoundsHeightLimitsTheLinesShown() {
        let label = label("aaa bbb ccc", frame: CGRect(x: 0, y: 0, width: 50, height: 45))
        label.numberOfLines = 0
        #expect(label.textLayout.lineTexts == ["aaa", "bbb…"])
    }

    @Test func anOverriddenTextRectChangesTheFittingSize() {
        final class PaddedLabel: UILabel {
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                var rect = super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
                rect.size.width += 20
                return rect
            }
        }
        let padded = PaddedLabel()
        padded.text = "Hello"
        #expect(padded.sizeThatFits(.zero) == CGSize(width: 59, height: 20.5))
    }

    @Test func anOverriddenDrawTextMovesTheLines() throws {
        final class InsetLabel: UILabel {
            override func drawText(in rect: CGRect) {
                super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)))
            }
        }
        let inset = InsetLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        inset.text = "Hi"
        #expect(try #require(inset.textLayout.lines.first).frame.minX == 10)
    }

    // MARK: - Shrinking and state colours

    @Test func adjustingTheFontSizeShrinksTheTextToFit() throws {
        let label = label("Hello", frame: CGRect(x: 0, y: 0, width: 20, height: 30))
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let layout = label.textLayout
        #expect(!layout.isTruncated)
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.font.pointSize < 17)
        #expect(run.font.pointSize >= 8.5)
        #expect(isClose(run.width, 20))
    }

    @Test func aZeroMinimumScaleFactorDoesNotShrink() throws {
        let label = label("Hello", frame: CGRect(x: 0, y: 0, width: 20, height: 30))
        label.adjustsFontSizeToFitWidth = true
        #expect(try #require(label.textLayout.lines.first?.runs.first).font.pointSize == 17)
    }

    @Test func aHighlightedLabelDrawsInTheHighlightedColour() {
        let label = label("Hi", frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.highlightedTextColor = .red
        label.isHighlighted = true
        #expect(label.textLayout.lines.first?.runs.first?.foregroundColor == UIColor.red)
    }

    @Test func aDisabledLabelDimsItsText() {
        let label = label("Hi", frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.isEnabled = false
        #expect(label.textLayout.lines.first?.runs.first?.foregroundColor?.rgba.alpha == 0.5)
    }

    // MARK: - Dump

    @Test func theDumpShowsTheTextFirst() {
        let label = label("Hello", frame: CGRect(x: 10, y: 20, width: 100, height: 30))
        #expect(label.description
            == "<UILabel; frame = (10 20; 100 30); text = 'Hello'; opaque = NO; userInteractionEnabled = NO>")
    }

    @Test func theDumpLeavesOutMissingText() {
        #expect(UILabel().description == "<UILabel; frame = (0 0; 0 0); opaque = NO; userInteractionEnabled = NO>")
    }

    @Test func theDumpShowsLineBreaksEscaped() {
        #expect(label("a\nb").description.contains("text = 'a\\nb'"))
    }
}

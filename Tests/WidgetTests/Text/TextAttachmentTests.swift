// TextAttachmentTests.swift: NSTextAttachment in attributed text: its API, the glyph it sets
// (width, height above and depth below the baseline), measuring, labels' sizes, wrapping,
// truncation, pictures, VoiceOver's reading and the dump.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Whether two measurements agree to a millionth of a point.
private func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.000001 }

/// `value` rounded up to the main screen's pixels, as a label rounds its size.
@MainActor private func pixelCeil(_ value: CGFloat) -> CGFloat {
    let scale = UIScreen.main.scale
    return ((value * scale) - 0.0001).rounded(.up) / scale
}

/// A blank drawn image of `size`.
private func blankImage(_ size: CGSize) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { _ in }
}

@MainActor
@Suite("Text attachments", .headless)
struct TextAttachmentTests {
    private let font = UIFont.systemFont(ofSize: 17)

    /// "<star> 4.8": the rating row apps build.
    private func ratingText(_ attachment: NSTextAttachment) -> NSAttributedString {
        let text = NSMutableAttributedString(attachment: attachment)
        text.append(NSAttributedString(string: " 4.8"))
        return text
    }

    private func star() throws -> UIImage {
        try #require(UIImage(systemName: "star.fill"))
    }

    // MARK: - API

    @Test func anEmptyAttachmentHasNoImageNoContentsAndZeroBounds() {
        let attachment = NSTextAttachment()
        #expect(attachment.image == nil)
        #expect(attachment.contents == nil)
        #expect(attachment.fileType == nil)
        #expect(attachment.bounds == .zero)
        #expect(NSTextAttachment.character == 0xFFFC)
        #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")
    }

    @Test func initializersKeepWhatTheyAreGiven() throws {
        let image = try star()
        #expect(NSTextAttachment(image: image).image === image)
        let data = Data([1, 2, 3])
        let stored = NSTextAttachment(data: data, ofType: "public.data")
        #expect(stored.contents == data)
        #expect(stored.fileType == "public.data")
        #expect(stored.image == nil)
    }

    @Test func anAttributedStringOfAnAttachmentIsTheAttachmentCharacter() throws {
        let attachment = NSTextAttachment(image: try star())
        let string = NSAttributedString(attachment: attachment)
        #expect(string.string == "\u{FFFC}")
        #expect(string.length == 1)
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        let styled = NSAttributedString(attachment: attachment, attributes: [.foregroundColor: UIColor.red])
        #expect(styled.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(styled.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
    }

    // MARK: - Measuring

    @Test func aSymbolBeforeTextAddsItsWidthAndRaisesTheLine() throws {
        let image = try star()
        let text = NSMutableAttributedString(attributedString: ratingText(NSTextAttachment(image: image)))
        text.addAttribute(.font, value: font, range: NSRange(location: 0, length: text.length))
        let plain = NSAttributedString(string: " 4.8", attributes: [.font: font]).size()
        let size = text.size()
        #expect(isClose(size.width, image.size.width + plain.width))
        // The 17-point symbol is taller than the font's ascender: the line rises to its top.
        #expect(image.size.height > font.ascender)
        #expect(isClose(size.height, image.size.height - font.descender + font.leading))
        let rect = text.boundingRect(with: CGSize(width: 300, height: 300), options: .usesLineFragmentOrigin,
                                     context: nil)
        #expect(rect.size == size)
    }

    @Test func aNegativeBoundsOriginSinksTheAttachmentAndDeepensTheLine() {
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: -8, width: 12, height: 12)
        let label = UILabel()
        label.font = font
        label.attributedText = ratingText(attachment)
        let line = label.textLayoutForSize()
        // 4 points above the baseline (less than the font's ascender), 8 below (more than its descent).
        #expect(isClose(line.size.height, font.ascender + 8))
        #expect(isClose(line.size.width, 12 + NSAttributedString(string: " 4.8", attributes: [.font: font]).size().width))
        let fitting = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(fitting.height == pixelCeil(font.ascender + 8))
        #expect(label.intrinsicContentSize == fitting)
    }

    @Test func aTallImageMakesTheLineTaller() throws {
        let label = UILabel()
        label.font = font
        label.attributedText = ratingText(NSTextAttachment(image: blankImage(CGSize(width: 30, height: 40))))
        let plainHeight = pixelCeil(font.lineHeight)
        #expect(label.intrinsicContentSize.height == pixelCeil(40 - font.descender + font.leading))
        #expect(label.intrinsicContentSize.height > plainHeight)
        label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
        let line = try #require(label.textLayout.lines.first)
        // The baseline sits at the image's top plus its height: the image rests on it.
        #expect(isClose(line.baseline - line.frame.minY, 40))
    }

    @Test func aZeroBoundsAttachmentWithoutAnImageTakesNoSpace() {
        let text = NSMutableAttributedString(attachment: NSTextAttachment())
        text.append(NSAttributedString(string: "A", attributes: [.font: font]))
        text.addAttribute(.font, value: font, range: NSRange(location: 0, length: 1))
        #expect(text.size() == NSAttributedString(string: "A", attributes: [.font: font]).size())
    }

    // MARK: - Wrapping and truncation

    @Test func attachmentsWrapLikeCharacters() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 200))
        label.numberOfLines = 0
        // One attachment shown five times, as a five-star row reuses its star. (Appending
        // distinct objects under one key next to each other traps in corelibs Foundation.)
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: 0, width: 20, height: 30)
        let text = NSMutableAttributedString(string: "")
        for _ in 0..<5 { text.append(NSAttributedString(attachment: attachment)) }
        label.attributedText = text
        let layout = label.textLayout
        #expect(layout.lineTexts == ["\u{FFFC}\u{FFFC}\u{FFFC}", "\u{FFFC}\u{FFFC}"])
        #expect(layout.lines.allSatisfy { $0.runs.allSatisfy { $0.attachment?.bounds.width == 20 } })
        #expect(layout.lines.allSatisfy { $0.frame.height > 30 })
        try #require(layout.lines.count == 2)
        #expect(layout.lines[1].frame.minY == layout.lines[0].frame.maxY)
    }

    @Test func anAttachmentAtTheEndIsTruncatedAway() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        label.font = font
        let text = NSMutableAttributedString(string: "Long rating title ")
        text.append(NSAttributedString(attachment: NSTextAttachment(image: try star())))
        label.attributedText = text
        let line = try #require(label.textLayout.lines.first)
        #expect(line.isTruncated)
        #expect(line.text.hasSuffix("\u{2026}"))
        #expect(!line.text.contains("\u{FFFC}"))
        #expect(line.runs.allSatisfy { $0.attachment == nil })
    }

    @Test func anAttachmentAtTheStartSurvivesTailTruncation() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        label.font = font
        let text = NSMutableAttributedString(attachment: NSTextAttachment(image: try star()))
        text.append(NSAttributedString(string: " A very long review title"))
        label.attributedText = text
        let line = try #require(label.textLayout.lines.first)
        #expect(line.text.hasPrefix("\u{FFFC}"))
        #expect(line.text.hasSuffix("\u{2026}"))
        #expect(line.runs.first?.attachment?.image?.isSymbolImage == true)
    }

    // MARK: - Text views share the layout

    @Test func aTextViewGrowsItsContentForATallAttachmentAndDrawsIt() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.attributedText = NSAttributedString(string: "Photo", attributes: [.font: font])
        textView.layoutIfNeeded()
        let plain = textView.contentSize.height
        let text = NSMutableAttributedString(string: "Photo ", attributes: [.font: font])
        text.append(NSAttributedString(attachment: NSTextAttachment(image: blankImage(CGSize(width: 60, height: 60)))))
        text.append(NSAttributedString(string: " ", attributes: [.font: font]))
        text.append(NSAttributedString(attachment: NSTextAttachment(image: try star())))
        textView.attributedText = text
        textView.layoutIfNeeded()
        // The 60-point image rises above the 17-point font's ascender: the line is 60 + descent.
        #expect(plain < 60)
        #expect(textView.contentSize.height >= 60 - font.descender + 16)
        #expect(textView.renderSVG().contains("star.fill"))
    }

    // MARK: - Pictures

    @Test func thePictureDrawsASymbolInTheTextColour() throws {
        let label = UILabel()
        label.font = font
        label.textColor = .red
        label.attributedText = ratingText(NSTextAttachment(image: try star()))
        label.sizeToFit()
        let svg = label.renderSVG()
        #expect(svg.contains("class=\"symbol\""))
        #expect(svg.contains("star.fill"))
        #expect(svg.contains("stroke=\"#ff0000\""))
        #expect(svg.contains(" 4.8"))
    }

    @Test func aSymbolWithItsOwnTintKeepsIt() throws {
        let label = UILabel()
        label.textColor = .red
        label.attributedText = ratingText(NSTextAttachment(image: try star().withTintColor(.blue)))
        label.sizeToFit()
        let svg = label.renderSVG()
        #expect(svg.contains("stroke=\"#0000ff\""))
        #expect(!svg.contains("stroke=\"#ff0000\""))
    }

    @Test func thePictureDrawsABitmapImageWhereItSits() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let label = UILabel()
        label.attributedText = ratingText(NSTextAttachment(image: image))
        label.sizeToFit()
        #expect(label.renderSVG().contains("#00ff00"))
        let noImage = UILabel()
        noImage.attributedText = ratingText(NSTextAttachment())
        noImage.sizeToFit()
        #expect(!noImage.renderSVG().contains("#00ff00"))
    }

    // MARK: - Accessibility and the dump

    @Test func voiceOverReadsTheImagesLabelOrNothing() throws {
        let label = UILabel()
        label.attributedText = ratingText(NSTextAttachment(image: try star()))
        #expect(label.accessibilityLabel == "4.8")
        let image = try star()
        image.accessibilityLabel = "Rating"
        label.attributedText = ratingText(NSTextAttachment(image: image))
        #expect(label.accessibilityLabel == "Rating 4.8")
        label.accessibilityLabel = "Custom"
        #expect(label.accessibilityLabel == "Custom")
    }

    @Test func theDumpShowsTheAttachmentCharacter() throws {
        let label = UILabel()
        label.attributedText = ratingText(NSTextAttachment(image: try star()))
        #expect(label.text == "\u{FFFC} 4.8")
        #expect(label.description.contains("text = '\u{FFFC} 4.8'"))
    }

    @Test func aLabelShowingAnAttachmentIsReleased() throws {
        // corelibs Foundation's attributed strings never release their attribute values, so the
        // attachment itself outlives the label here (Docs/Differences.md); the label must not.
        weak var weakLabel: UILabel?
        do {
            let label = UILabel()
            label.attributedText = ratingText(NSTextAttachment(image: try star()))
            label.sizeToFit()
            _ = label.renderSVG()
            weakLabel = label
        }
        #expect(weakLabel == nil)
    }
}

extension UILabel {
    /// The label's text laid out on one unlimited line, at its natural size.
    fileprivate func textLayoutForSize() -> TextLayout {
        frame = CGRect(origin: .zero, size: sizeThatFits(CGSize(width: 1000, height: 1000)))
        return TextLayout(attributedText: attributedText ?? NSAttributedString(string: ""), defaultFont: font)
    }
}

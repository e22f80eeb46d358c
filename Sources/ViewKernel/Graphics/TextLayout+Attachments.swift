// TextLayout+Attachments.swift: text attachments in laid-out text: the image and bounds a cell
// keeps, and how an attachment raises and deepens its line.

extension TextLayout {
    /// An attachment as laid out: the image drawn and the bounds it takes, relative to its glyph's
    /// position on the baseline with y growing upwards (``NSTextAttachment/bounds``, or the
    /// image's size on the baseline when those are zero).
    public final class Attachment: Sendable, Equatable {
        /// The image drawn; nil draws nothing.
        public let image: UIImage?
        /// The attachment's rectangle: its width is the glyph's advance, `maxY` its height above
        /// the baseline, `-minY` (when positive) its depth below it.
        public let bounds: CGRect

        /// Makes a laid-out attachment.
        public init(image: UIImage?, bounds: CGRect) {
            self.image = image
            self.bounds = bounds
        }

        /// Equal when they draw the same image object in the same bounds.
        public static func == (lhs: Attachment, rhs: Attachment) -> Bool {
            lhs.image === rhs.image && lhs.bounds == rhs.bounds
        }

        /// The rectangle the image is drawn in, in flipped (view) coordinates, for a glyph at `x`
        /// on the baseline `baseline`.
        public func imageRect(x: CGFloat, baseline: CGFloat) -> CGRect {
            CGRect(x: x + bounds.minX, y: baseline - bounds.maxY, width: bounds.width, height: bounds.height)
        }
    }

    /// The height and ascender of a line whose text alone gives `text`, raised to fit the
    /// attachments among `cells`: the line rises to the tallest attachment's top and sinks to the
    /// deepest one's bottom, as UIKit grows a line for an attachment taller than the font.
    static func metrics(_ text: (height: CGFloat, ascender: CGFloat),
                        raisedBy cells: ArraySlice<Cell>) -> (height: CGFloat, ascender: CGFloat) {
        var ascender = text.ascender
        var descent = text.height - text.ascender
        var raised = false
        for cell in cells {
            guard let attachment = cell.attachment else { continue }
            raised = true
            ascender = max(ascender, attachment.bounds.maxY)
            descent = max(descent, -attachment.bounds.minY)
        }
        return raised ? (ascender + descent, ascender) : text
    }
}

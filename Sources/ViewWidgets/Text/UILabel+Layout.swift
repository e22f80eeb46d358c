// UILabel+Layout.swift: how a label turns its text into lines: the attributed text it lays out,
// colours for its states, shrinking to fit, and the fitting size that sizing shares.

/// What a label lays out: its plain text in its own font and one colour, or its attributed text.
enum DisplayedText {
    case plain(String, UIColor)
    case attributed(NSAttributedString)
}

extension UILabel {
    /// The lines the label shows, in its bounds' coordinates: what `drawText(in:)` lays out when
    /// the label draws its bounds (so a subclass that insets the text rect is honoured). Empty
    /// without text. Pictures draw these lines; tests read their text and frames.
    /// A headless addition (not UIKit API).
    public var textLayout: TextLayout {
        lastDrawnLayout = .empty
        draw(bounds)
        return lastDrawnLayout
    }

    /// The attributed text as UIKit reports it: the stored one, or the plain text with the
    /// label's font and colour.
    func currentAttributedText() -> NSAttributedString? {
        if let attributedTextStorage { return attributedTextStorage }
        guard let textStorage else { return nil }
        return NSAttributedString(string: textStorage,
                                  attributes: [.font: fontStorage, .foregroundColor: textColorStorage])
    }

    /// The text as VoiceOver reads it: each attachment character replaced by its image's
    /// accessibility label (or dropped when it has none), trimmed; nil when nothing is left to
    /// read from text that had attachments.
    var spokenText: String? {
        guard let stored = attributedTextStorage, stored.string.contains("\u{FFFC}") else { return text }
        var spoken = ""
        stored.enumerateAttribute(.attachment, in: NSRange(location: 0, length: stored.length)) { value, range, _ in
            let piece = (stored.string as NSString).substring(with: range)
            guard let attachment = value as? NSTextAttachment else { spoken += piece; return }
            let label = attachment.image?.accessibilityLabel ?? ""
            spoken += piece.replacingOccurrences(of: "\u{FFFC}", with: label)
        }
        let trimmed = spoken.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Sets an attribute over the whole stored attributed text, as setting `font` or `textColor` does.
    func applyToAttributedText(_ key: NSAttributedString.Key, value: Any) {
        guard let stored = attributedTextStorage, stored.length > 0 else { return }
        let copy = NSMutableAttributedString(attributedString: stored)
        copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
        attributedTextStorage = copy
    }

    /// The text changed in a way that may change its size.
    func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text to lay out, with the colours of the label's state: the highlighted colour over
    /// every run while highlighted, every colour at half its opacity while disabled.
    ///
    /// Plain text stays a String in the label's font and one colour: most labels have no
    /// attributes, and building and walking an attributed string for them costs more than laying
    /// out the text.
    func displayedText() -> DisplayedText? {
        guard let source = attributedTextStorage else {
            guard let textStorage, !textStorage.isEmpty else { return nil }
            return .plain(textStorage, shownColor(textColorStorage))
        }
        guard source.length > 0 else { return nil }
        let whole = NSRange(location: 0, length: source.length)
        let text = NSMutableAttributedString(attributedString: source)
        var colors: [(NSRange, UIColor)] = []
        text.enumerateAttribute(.foregroundColor, in: whole) { value, range, _ in
            colors.append((range, value as? UIColor ?? textColorStorage))
        }
        for (range, color) in colors {
            text.addAttribute(.foregroundColor, value: shownColor(color), range: range)
        }
        return .attributed(text)
    }

    /// `color` as the label's state shows it: the highlighted colour while highlighted, at half
    /// its opacity while disabled.
    private func shownColor(_ color: UIColor) -> UIColor {
        var shown = color
        if isHighlighted, let highlightedTextColor { shown = highlightedTextColor }
        if !isEnabled { shown = shown.withAlphaComponent(shown.rgba.alpha * 0.5) }
        return shown
    }

    /// Lays out `text`, in the label's font where the text names none.
    func layout(_ text: DisplayedText, width: CGFloat = .infinity, height: CGFloat = .infinity,
                numberOfLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping,
                alignment: NSTextAlignment = .left, fontScale: CGFloat = 1) -> TextLayout {
        switch text {
        case .plain(let string, let color):
            return TextLayout(text: string, font: fontStorage, textColor: color, width: width, height: height,
                              numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: alignment,
                              fontScale: fontScale)
        case .attributed(let attributed):
            return TextLayout(attributedText: attributed, width: width, height: height,
                              numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: alignment,
                              defaultFont: fontStorage, defaultColor: textColorStorage, fontScale: fontScale)
        }
    }

    /// The factor that makes one line of `text` fit `width`, no smaller than `minimumScaleFactor`;
    /// 1 unless a one-line label adjusts its font size and has a minimum scale factor.
    func shrinkFactor(for text: DisplayedText, width: CGFloat) -> CGFloat {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
              width > 0, width.isFinite else { return 1 }
        let natural = layout(text).size.width
        guard natural > width else { return 1 }
        return max(minimumScaleFactor, width / natural)
    }

    /// The size of `textRect(forBounds:limitedToNumberOfLines:)` for `size.width` (0 or less:
    /// unlimited) and `numberOfLines`, with no height limit. `sizeThatFits(_:)` and
    /// `intrinsicContentSize` share it, so an override of one does not change the other.
    ///
    /// A one-line label ignores the width it is offered, as UIKit's does: its fitting size is its
    /// whole text on one line, so `sizeToFit()` widens a narrow one-line label to its text.
    func fittingSize(for size: CGSize) -> CGSize {
        let limitsWidth = numberOfLines != 1 && size.width > 0 && size.width.isFinite
        let width = limitsWidth ? size.width : CGFloat.greatestFiniteMagnitude
        let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// `value` rounded up to the next pixel of the main screen, as UIKit rounds label sizes.
    func roundedUpToPixels(_ value: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale > 0 ? UIScreen.main.scale : 1
        return ((value * scale) - 0.0001).rounded(.up) / scale
    }
}

/// The size of a plain text laid out in a size, and everything that size depends on: a label asks
/// for the same text rectangle several times in one layout pass (its intrinsic size, a fitting,
/// the wrap at the width it is given), and text layout is the dear part.
struct TextRectCache {
    struct Key: Equatable {
        let text: String
        let font: UIFont
        let size: CGSize
        let numberOfLines: Int
        let lineBreakMode: NSLineBreakMode
        let scale: CGFloat

        /// The key of a plain text; nil for attributed text, which is not kept.
        @MainActor
        init?(_ text: DisplayedText, font: UIFont, size: CGSize, numberOfLines: Int,
              lineBreakMode: NSLineBreakMode, scale: CGFloat) {
            guard case .plain(let string, _) = text else { return nil }
            self.text = string
            self.font = font
            self.size = size
            self.numberOfLines = numberOfLines
            self.lineBreakMode = lineBreakMode
            self.scale = scale
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.font === rhs.font && lhs.size == rhs.size && lhs.numberOfLines == rhs.numberOfLines
                && lhs.lineBreakMode == rhs.lineBreakMode && lhs.scale == rhs.scale && lhs.text == rhs.text
        }
    }

    let key: Key
    let size: CGSize
}

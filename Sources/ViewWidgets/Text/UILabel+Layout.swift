// UILabel+Layout.swift: how a label turns its text into lines: the attributed text it lays out,
// colours for its states, shrinking to fit, the text rectangle and its fitting sizes.

extension UILabel {
    /// The lines the label shows, in its bounds' coordinates: what `drawText(in:)` lays out when
    /// the label draws its bounds (so a subclass that insets the text rect is honoured). Empty
    /// without text. Pictures draw these lines; tests read their text and frames.
    public var textLayout: TextLayout {
        lastDrawnLayout = .empty
        draw(bounds)
        return lastDrawnLayout
    }

    /// The attributed text as UIKit reports it: the stored one, or the plain text with the
    /// label's font and colour.
    func currentAttributedText() -> NSAttributedString? {
        if let storedAttributedText { return storedAttributedText }
        guard let storedText else { return nil }
        return NSAttributedString(string: storedText,
                                  attributes: [.font: storedFont, .foregroundColor: storedTextColor])
    }

    /// Sets an attribute over the whole stored attributed text, as setting `font` or `textColor` does.
    func applyToAttributedText(_ key: NSAttributedString.Key, value: Any) {
        guard let stored = storedAttributedText, stored.length > 0 else { return }
        let copy = NSMutableAttributedString(attributedString: stored)
        copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
        storedAttributedText = copy
    }

    /// The text changed in a way that may change its size.
    func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text to lay out, with the colours of the label's state: the highlighted colour over
    /// every run while highlighted, every colour at half its opacity while disabled.
    func displayedAttributedText() -> NSAttributedString? {
        guard let source = storedAttributedText ?? storedText.map({ NSAttributedString(string: $0) }),
              source.length > 0 else { return nil }
        let whole = NSRange(location: 0, length: source.length)
        let text = NSMutableAttributedString(attributedString: source)
        var colors: [(NSRange, UIColor)] = []
        text.enumerateAttribute(.foregroundColor, in: whole) { value, range, _ in
            colors.append((range, value as? UIColor ?? storedTextColor))
        }
        for (range, color) in colors {
            var shown = color
            if isHighlighted, let highlightedTextColor { shown = highlightedTextColor }
            if !isEnabled { shown = shown.withAlphaComponent(shown.rgba.alpha * 0.5) }
            text.addAttribute(.foregroundColor, value: shown, range: range)
        }
        return text
    }

    /// The laid-out lines of the text in `rect`, centred vertically in it, with the font shrunk
    /// when `adjustsFontSizeToFitWidth` asks for it.
    func layoutText(in rect: CGRect) -> TextLayout {
        guard let text = displayedAttributedText() else { return .empty }
        let layout = TextLayout(attributedText: text, width: rect.width, height: rect.height,
                                numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                                alignment: textAlignment, defaultFont: storedFont, defaultColor: storedTextColor,
                                fontScale: shrinkFactor(for: text, width: rect.width))
        let height = roundedUpToPixels(layout.size.height)
        return layout.offsetBy(dx: rect.minX, dy: rect.minY + (rect.height - height) / 2)
    }

    /// The factor that makes one line of `text` fit `width`, no smaller than `minimumScaleFactor`;
    /// 1 unless a one-line label adjusts its font size and has a minimum scale factor.
    func shrinkFactor(for text: NSAttributedString, width: CGFloat) -> CGFloat {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
              width > 0, width.isFinite else { return 1 }
        let natural = TextLayout(attributedText: text, defaultFont: storedFont).size.width
        guard natural > width else { return 1 }
        return Swift.max(minimumScaleFactor, width / natural)
    }

    /// See `textRect(forBounds:limitedToNumberOfLines:)`.
    func defaultTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        guard let text = displayedAttributedText() else { return CGRect(origin: bounds.origin, size: .zero) }
        let layout = TextLayout(attributedText: text, width: bounds.width, height: bounds.height,
                                numberOfLines: lines, lineBreakMode: lineBreakMode,
                                defaultFont: storedFont, defaultColor: storedTextColor)
        var width = roundedUpToPixels(layout.size.width)
        if bounds.width > 0, bounds.width.isFinite { width = Swift.min(width, bounds.width) }
        return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: roundedUpToPixels(layout.size.height))
    }

    /// See `sizeThatFits(_:)`.
    func fittingSize(for size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : CGFloat.greatestFiniteMagnitude
        let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// See `intrinsicContentSize`.
    func naturalContentSize() -> CGSize {
        let wrapsToPreferredWidth = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        return fittingSize(for: CGSize(width: wrapsToPreferredWidth ? preferredMaxLayoutWidth : 0, height: 0))
    }

    /// `value` rounded up to the next pixel of the main screen, as UIKit rounds label sizes.
    func roundedUpToPixels(_ value: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale > 0 ? UIScreen.main.scale : 1
        return ((value * scale) - 0.0001).rounded(.up) / scale
    }
}

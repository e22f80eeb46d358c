// UITextView+Layout.swift: how a text view lays out its text in its container, the content size
// and fitting size that follow, and where each character (and so the caret) sits.

extension UITextView {
    /// Where the first line starts, in content coordinates: inside the container inset and the
    /// line padding.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The width lines wrap at for a view `viewWidth` wide (nil: no limit): the container's
    /// width (the view's, less the insets, when it tracks the view) less the line padding.
    func lineWidth(forViewWidth viewWidth: CGFloat?) -> CGFloat? {
        let padding = textContainer.lineFragmentPadding * 2
        if textContainer.widthTracksTextView {
            guard let viewWidth else { return nil }
            return max(0, viewWidth - textContainerInset.left - textContainerInset.right - padding)
        }
        let width = textContainer.size.width
        return width > 0 ? max(0, width - padding) : nil
    }

    /// The text with its attributes, in the view's font and colour where it has none.
    func attributedShownText() -> NSAttributedString {
        if let attributedStorage, attributedStorage.string == buffer.text { return attributedStorage }
        return NSAttributedString(string: buffer.text, attributes: typingAttributes)
    }

    /// How lines sit: `.natural` and `.justified` lay out as `.left`, or `.right` in a view running
    /// right to left.
    var layoutAlignment: NSTextAlignment {
        textAlignment.resolved(rightToLeft: isRightToLeft)
    }

    /// The text laid out from scratch in lines `width` wide (nil: unwrapped), not yet placed.
    /// ``layoutText(width:)`` keeps it (UITextView+LayoutCache.swift).
    func fullTextLayout(width: CGFloat?) -> TextLayout {
        guard hasText else { return .empty }
        return TextLayout(attributedText: attributedShownText(), width: width ?? .infinity,
                          numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode,
                          alignment: layoutAlignment, defaultFont: font ?? UITextView.defaultFont,
                          defaultColor: textColorStorage ?? .black)
    }

    /// The text laid out at the view's width and placed where it is drawn (content coordinates).
    func placedTextLayout() -> TextLayout {
        let origin = textOrigin
        return layoutText(width: lineWidth(forViewWidth: bounds.width)).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The size that shows all the text: `width` (or, when nil, the unwrapped text's width with
    /// the insets and padding) by the text's height (at least one line) with the insets, rounded
    /// up to the screen's pixels.
    func textFittingSize(width: CGFloat?) -> CGSize {
        let layout = layoutText(width: lineWidth(forViewWidth: width))
        let insets = textContainerInset
        let lineHeight = (font ?? UITextView.defaultFont).lineHeight
        var textHeight = max(layout.size.height, lineHeight)
        if buffer.text.last?.isNewline == true, layout.lines.count <= 1 { textHeight = max(textHeight, lineHeight * 2) }
        let fittingWidth = width ?? (layout.size.width + insets.left + insets.right + textContainer.lineFragmentPadding * 2)
        return CGSize(width: roundedUp(fittingWidth), height: roundedUp(insets.top + textHeight + insets.bottom))
    }

    /// Sets `contentSize` to the view's width by the text's fitting height.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: textFittingSize(width: bounds.width).height)
        if contentSize != size { contentSize = size }
    }

    /// Scrolls the least that shows `range` (from its first line to its end) with the container
    /// insets above and below, its edges rounded out to the screen's pixels.
    func scrollTextRangeToVisible(_ range: NSRange) {
        let aligned = buffer.aligned(range)
        var rect: CGRect
        if aligned.length == 0, let caret = keptCaretRect(atOffset: aligned.location) {
            rect = caret
        } else {
            let map = caretMap()
            rect = map.caretRect(atOffset: aligned.location + aligned.length)
            if let first = map.selectionRects(for: aligned).first, first.height > 0 { rect = rect.union(first) }
        }
        let top = rect.minY - textContainerInset.top
        let bottom = roundedUp(rect.maxY + textContainerInset.bottom)
        rect.origin.y = top
        rect.size.height = bottom - top
        scrollRectToVisible(rect, animated: false)
    }

    /// `value` rounded up to the main screen's pixels.
    func roundedUp(_ value: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale > 0 ? UIScreen.main.scale : 1
        return ((value * scale) - 0.0001).rounded(.up) / scale
    }
}

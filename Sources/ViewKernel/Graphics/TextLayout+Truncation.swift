// TextLayout+Truncation.swift: what the last visible line shows when the text needs more lines
// than it may have: cut with "…" at the head, middle or tail, left long to be clipped, or
// simply ended where it wrapped.

extension LineBreaker {
    /// The cells of the last kept line, `span`, when more text follows it.
    ///
    /// The truncating modes rebuild the line from everything left in its paragraph: the tail mode
    /// keeps the start and ends with "…", the head mode keeps the end, the middle mode keeps both
    /// ends. When the rest of the paragraph would fit and only later paragraphs are cut, every
    /// truncating mode ends the line with "…". `.byClipping` keeps the rest of the paragraph on
    /// one line (it runs past the edge); the wrapping modes keep the line as it wrapped.
    func cutLastLine(_ span: TextLayout.LineSpan) -> (cells: [TextLayout.Cell], hasEllipsis: Bool) {
        let remainder = span.range.lowerBound..<span.paragraphEnd
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            var wrapped = Array(cells[span.range])
            while wrapped.last?.breakClass == .space { wrapped.removeLast() }
            return (wrapped, false)
        case .byClipping:
            return (Array(cells[remainder]), false)
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            break
        }
        let style = remainder.isEmpty ? nil : cells[remainder.lowerBound]
        let ellipsis = TextLayout.Cell("\u{2026}", font: style?.font ?? span.font ?? fallbackFont, color: style?.color)
        let available = width - ellipsis.width
        let remainderWidth = cells[remainder].reduce(0) { $0 + $1.width }
        if mode == .byTruncatingTail || remainderWidth <= available + LineBreaker.tolerance {
            return (prefix(of: remainder, fitting: available) + [ellipsis], true)
        }
        if mode == .byTruncatingHead {
            return ([ellipsis] + suffix(of: remainder, fitting: available), true)
        }
        let head = prefix(of: remainder, fitting: available / 2)
        let headWidth = head.reduce(0) { $0 + $1.width }
        let tail = suffix(of: remainder, fitting: available - headWidth)
        return (head + [ellipsis] + tail, true)
    }

    /// The longest start of `range` that fits in `width`, without trailing spaces.
    func prefix(of range: Range<Int>, fitting width: CGFloat) -> [TextLayout.Cell] {
        var x: CGFloat = 0
        var end = range.lowerBound
        while end < range.upperBound, x + cells[end].width <= width + LineBreaker.tolerance {
            x += cells[end].width
            end += 1
        }
        while end > range.lowerBound, cells[end - 1].breakClass == .space { end -= 1 }
        return Array(cells[range.lowerBound..<end])
    }

    /// The longest end of `range` that fits in `width`, without leading spaces.
    func suffix(of range: Range<Int>, fitting width: CGFloat) -> [TextLayout.Cell] {
        var x: CGFloat = 0
        var start = range.upperBound
        while start > range.lowerBound, x + cells[start - 1].width <= width + LineBreaker.tolerance {
            x += cells[start - 1].width
            start -= 1
        }
        while start < range.upperBound, cells[start].breakClass == .space { start += 1 }
        return Array(cells[start..<range.upperBound])
    }
}

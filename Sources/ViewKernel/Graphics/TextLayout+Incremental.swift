// TextLayout+Incremental.swift: a text's lines kept between edits, as a text system keeps a text
// view's: an edit re-breaks lines from a little before the line it touches until the breaks meet
// the old ones again; the lines below keep their breaks and only move (Docs/TextMetrics.md).

/// The layout of a text edited a little at a time, equal at every step to
/// ``TextLayout/init(attributedText:width:height:numberOfLines:lineBreakMode:alignment:defaultFont:defaultColor:fontScale:)``
/// of the whole text at the same finite width, with no line or height limit.
///
/// An edit costs the lines it re-breaks (the edited line, three before it, and those after it
/// until a line starts where an old one did) and moving the lines below, not laying out the text.
package struct IncrementalTextLayout {
    /// One line: its cells `start ..< end`, whether it ends its paragraph, its ascender and the
    /// UTF-16 offset of its first cell.
    struct Span {
        var start: Int
        var end: Int
        var endsParagraph: Bool
        var ascender: CGFloat
        var utf16Start: Int
    }

    /// The layout, lines stacked from y = 0.
    package private(set) var layout = TextLayout.empty
    private var cells: GapArray<TextLayout.Cell>
    private var spans: [Span] = []
    private let width: CGFloat
    private let mode: NSLineBreakMode
    private let alignment: NSTextAlignment
    private let defaultFont: UIFont
    private let defaultColor: UIColor?
    /// How many cells are not one ASCII unit, or are a carriage return.
    private var complexCells: Int

    /// Lays out `attributedText` at `width`; nil when the width is not finite and positive or
    /// the text is empty (``TextLayout`` lays those out alone).
    package init?(attributedText: NSAttributedString, width: CGFloat, lineBreakMode: NSLineBreakMode,
                  alignment: NSTextAlignment, defaultFont: UIFont, defaultColor: UIColor?) {
        guard width.isFinite, width > 0 else { return nil }
        let all = TextLayout.cells(of: attributedText, defaultFont: defaultFont, defaultColor: defaultColor, fontScale: 1)
        guard !all.isEmpty else { return nil }
        cells = GapArray(all)
        complexCells = all.reduce(0) { $0 + ($1.isPlain ? 0 : 1) }
        self.width = width; mode = lineBreakMode; self.alignment = alignment
        self.defaultFont = defaultFont; self.defaultColor = defaultColor
        let broken = breakLines(from: 0, utf16: 0) { _ in nil }
        spans = broken.spans
        layout.lines = broken.lines
        place(from: 0)
    }

    /// Applies an edit: the old text's UTF-16 `range` became `newLength` units. `newText(range)`
    /// gives the new text's attributed substring in a UTF-16 range. False (the layout then
    /// undefined) when the edit cannot be followed: lay out from scratch.
    package mutating func replace(utf16Range range: NSRange, newLength: Int,
                                  newText: (NSRange) -> NSAttributedString) -> Bool {
        guard !spans.isEmpty, let first = cellIndex(atUTF16: range.location),
              let last = cellIndex(atUTF16: range.location + range.length) else { return false }
        // Re-made cells reach from and to boundaries no character can join across.
        var start = max(0, first - 2), end = min(cells.count, last + 2)
        while !isCertainBoundary(start) { guard first - start < 16 else { return false }; start -= 1 }
        while !isCertainBoundary(end) { guard end - last < 16 else { return false }; end += 1 }
        let utf16Start = cells.elements(in: start..<first).reduce(range.location) { $0 - $1.character.utf16.count }
        let utf16End = cells.elements(in: last..<end).reduce(range.location + range.length) { $0 + $1.character.utf16.count }
        let delta16 = newLength - range.length
        let window = newText(NSRange(location: utf16Start, length: utf16End + delta16 - utf16Start))
        guard window.length == utf16End + delta16 - utf16Start else { return false }
        let made = TextLayout.cells(of: window, defaultFont: defaultFont, defaultColor: defaultColor, fontScale: 1)
        let removedComplex = cells.elements(in: start..<end).reduce(0) { $0 + ($1.isPlain ? 0 : 1) }
        complexCells += made.reduce(0) { $0 + ($1.isPlain ? 0 : 1) } - removedComplex
        cells.replaceSubrange(start..<end, with: made)
        guard cells.count > 0 else {
            spans = []; layout = .empty
            return true
        }
        let delta = made.count - (end - start)
        let restart = max(0, lastSpan(startingAtOrBefore: start) - 3)
        var cursor = restart
        // A line that starts after the last re-made cell, where an old line started, is that old
        // line moved: every cell from the one before it on is as it was.
        let broken = breakLines(from: spans[restart].start, utf16: spans[restart].utf16Start) { position in
            let oldPosition = position - delta
            guard oldPosition > end else { return nil }
            while cursor < spans.count, spans[cursor].start < oldPosition { cursor += 1 }
            return cursor < spans.count && spans[cursor].start == oldPosition ? cursor : nil
        }
        let resume = broken.resume ?? spans.count
        spans.replaceSubrange(restart..<resume, with: broken.spans)
        layout.lines.replaceSubrange(restart..<resume, with: broken.lines)
        for index in (restart + broken.spans.count)..<spans.count {
            spans[index].start += delta; spans[index].end += delta; spans[index].utf16Start += delta16
        }
        place(from: restart)
        return true
    }

    /// The caret's rectangle before the character at UTF-16 `offset` (the last one that starts
    /// at or before it), as `CaretMap` finds it in this layout moved by `origin`: on the last line
    /// that starts at or before that character, at the end of the line's shown characters when
    /// it is in the spaces where the line wrapped.
    package func caretRect(atUTF16 offset: Int, origin: CGPoint, caretWidth: CGFloat) -> CGRect? {
        guard !spans.isEmpty else { return nil }
        var low = 0, high = spans.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if spans[middle].utf16Start <= offset { low = middle } else { high = middle - 1 }
        }
        let span = spans[low], line = layout.lines[low]
        var shownEnd = span.end
        if !span.endsParagraph { while shownEnd > span.start, cells[shownEnd - 1].breakClass == .space { shownEnd -= 1 } }
        var x = line.frame.origin.x + origin.x
        var cell = span.start, position = span.utf16Start
        if complexCells == 0 {
            // (One cell a unit: the offset counts cells from the span's start, clamped to it.)
            let count = offset <= position ? 0 : min(offset - position, shownEnd - cell)
            for index in cell..<(cell + count) { x += cells[index].width }
        } else {
            while cell < shownEnd {
                position += cells[cell].character.utf16.count
                guard position <= offset else { break }
                x += cells[cell].width
                cell += 1
            }
        }
        return CGRect(x: x, y: line.frame.origin.y + origin.y, width: caretWidth, height: line.frame.size.height)
    }

    // MARK: - Lines

    /// Breaks lines from cell `start` (a line's start, at UTF-16 offset `utf16`) to the end, or
    /// until `resume(position)` names the old line that a line starting at `position` would be.
    private func breakLines(from start: Int, utf16: Int, resume: (Int) -> Int?)
        -> (spans: [Span], lines: [TextLayout.Line], resume: Int?) {
        var made: [Span] = [], lines: [TextLayout.Line] = []
        var position = start, offset = utf16
        let count = cells.count
        func add(_ range: Range<Int>, endsParagraph: Bool, font: UIFont) {
            let built = line(range, endsParagraph: endsParagraph, font: font)
            made.append(Span(start: range.lowerBound, end: range.upperBound, endsParagraph: endsParagraph,
                             ascender: built.ascender, utf16Start: offset))
            lines.append(built.line)
        }
        while true {
            if position > start, let index = resume(position) { return (made, lines, index) }
            let atParagraphStart = position == 0 || cells[position - 1].isNewline
            if position == count {
                if atParagraphStart, cells[count - 1].isNewline {
                    add(count..<count, endsParagraph: true, font: cells[count - 1].font)
                }
                return (made, lines, nil)
            }
            if atParagraphStart, cells[position].isNewline {
                add(position..<position, endsParagraph: true, font: cells[position].font)
                offset += cells[position].character.utf16.count
                position += 1
                continue
            }
            let end = lineEnd(from: position)
            add(position..<end.index, endsParagraph: end.endsParagraph, font: cells[position].font)
            let next = end.endsParagraph && end.index < count ? end.index + 1 : end.index
            for cell in position..<next { offset += cells[cell].character.utf16.count }
            position = next
        }
    }

    /// One line of `range`, as ``TextLayout`` builds it (spaces where it wrapped dropped), at y = 0.
    private func line(_ range: Range<Int>, endsParagraph: Bool, font: UIFont)
        -> (line: TextLayout.Line, ascender: CGFloat) {
        var lineCells = cells.elements(in: range)
        if !endsParagraph { while lineCells.last?.breakClass == .space { lineCells.removeLast() } }
        let metrics = TextLayout.lineMetrics(of: lineCells[...], fallback: font)
        let lineWidth = TextLayout.width(of: lineCells)
        let x: CGFloat
        switch alignment {
        case .center: x = (width - lineWidth) / 2
        case .right: x = width - lineWidth
        case .left, .justified, .natural: x = 0
        }
        let line = TextLayout.Line(runs: TextLayout.runs(of: lineCells),
                                   frame: CGRect(x: x, y: 0, width: lineWidth, height: metrics.height),
                                   baseline: metrics.ascender, isTruncated: false)
        return (line, metrics.ascender)
    }

    /// Stacks the lines from `index` on below the one before it, and sizes the layout.
    private mutating func place(from index: Int) {
        var y: CGFloat = 0
        if index > 0 { y = layout.lines[index - 1].frame.origin.y + layout.lines[index - 1].frame.size.height }
        for line in index..<layout.lines.count {
            layout.lines[line].frame.origin.y = y
            layout.lines[line].baseline = y + spans[line].ascender
            y += layout.lines[line].frame.size.height
        }
        let widest = layout.lines.reduce(CGFloat(0)) { max($0, $1.frame.size.width) }
        layout.size = CGSize(width: widest, height: y)
        layout.isTruncated = mode == .byClipping && (layout.lines.last.map { $0.frame.size.width > width } ?? false)
    }

    /// Where the line from `start` ends (and whether at its paragraph's end), as
    /// `LineBreaker.lineEnd(from:in:)` finds it in the paragraph that `start` is in.
    private func lineEnd(from start: Int) -> (index: Int, endsParagraph: Bool) {
        var x: CGFloat = 0
        var lastBreak: Int?
        var index = start
        while index < cells.count {
            let cell = cells[index]
            if cell.isNewline { return (index, true) }
            if index > start, canBreak(before: index) { lastBreak = index }
            if cell.breakClass != .space, index > start, x + cell.width > width + LineBreaker.tolerance {
                if mode != .byCharWrapping, let lastBreak { return (lastBreak, false) }
                return (index, false)
            }
            x += cell.width
            index += 1
        }
        return (cells.count, true)
    }

    /// `LineBreaker.canBreak(before:)`.
    private func canBreak(before index: Int) -> Bool {
        let previous = cells[index - 1], current = cells[index]
        if current.breakClass == .space { return false }
        if previous.breakClass == .space { return true }
        if current.breakClass == .closing || previous.breakClass == .opening { return false }
        if previous.breakClass == .hyphen {
            return index >= 2 && cells[index - 2].breakClass != .space && current.breakClass != .hyphen
        }
        return previous.isWide || current.isWide
    }

    // MARK: - Finding cells

    /// The last line that starts at or before cell `cell` (the first line when none does).
    private func lastSpan(startingAtOrBefore cell: Int) -> Int {
        var low = 0, high = spans.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if spans[middle].start <= cell { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The cell that starts at UTF-16 `offset` (the cell count at the end); nil inside a cell.
    private func cellIndex(atUTF16 offset: Int) -> Int? {
        var low = 0, high = spans.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if spans[middle].utf16Start <= offset { low = middle } else { high = middle - 1 }
        }
        var cell = spans[low].start, position = spans[low].utf16Start
        while position < offset, cell < cells.count {
            position += cells[cell].character.utf16.count
            cell += 1
        }
        return position == offset ? cell : nil
    }

    /// Whether no character can join across the boundary before cell `index`: the text's ends,
    /// or two plain ASCII characters.
    private func isCertainBoundary(_ index: Int) -> Bool {
        index <= 0 || index >= cells.count || (cells[index - 1].isPlain && cells[index].isPlain)
    }
}

extension TextLayout.Cell {
    /// One ASCII unit other than a carriage return: a character that never joins its neighbours.
    var isPlain: Bool {
        character.utf8.count == 1 && character != "\r"
    }
}

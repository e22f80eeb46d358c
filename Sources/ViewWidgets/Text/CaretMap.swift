// CaretMap.swift: where each character of laid-out editable text sits: the caret's rectangle
// for an offset, the rectangles of a selection, and the offset nearest a point.

/// The positions of the characters of a ``TextLayout`` that shows a whole text (no truncation),
/// for carets, selections and taps.
///
/// A layout's lines hold the characters they show; the spaces where a line wrapped and the line
/// breaks between paragraphs are not in any line. The map walks the text alongside the lines to
/// find where each line starts in it, and measures each character with its run's font, so the
/// caret stands where the picture draws the text.
struct CaretMap {
    /// One line: the character index it starts at, the x of every character boundary on it (one
    /// more than its characters), its frame and the UTF-16 offsets of those boundaries.
    struct Line {
        var firstCharacter: Int
        var boundaryXs: [CGFloat]
        var frame: CGRect
        var boundaryOffsets: [Int]
    }

    /// The lines, top to bottom.
    let lines: [Line]
    /// The caret's rectangle when there is no text: at `emptyOrigin`, a line of the font tall.
    let emptyOrigin: CGPoint
    let emptyLineHeight: CGFloat

    /// The caret is 2 points wide, as UIKit draws it.
    static let caretWidth: CGFloat = 2

    /// Maps `layout` (already placed where it is drawn), which shows `shown`, onto `text`, one
    /// character to one character: `shown` is `text` itself, or its bullets when it is secure.
    /// Offsets are `text`'s UTF-16 offsets. `emptyOrigin` and `font` place the caret of an empty text.
    init(text: String, shown: String, layout: TextLayout, emptyOrigin: CGPoint, font: UIFont) {
        let characters = Array(shown)
        var offsets = [0]
        offsets.reserveCapacity(characters.count + 1)
        for character in text { offsets.append(offsets[offsets.count - 1] + character.utf16.count) }
        while offsets.count < characters.count + 1 { offsets.append(offsets[offsets.count - 1]) }
        var lines: [Line] = []
        var index = 0
        for (lineNumber, line) in layout.lines.enumerated() {
            let start = index
            var xs = [line.frame.minX]
            for run in line.runs {
                // An attachment is as wide as its bounds, not as its character in the font.
                if run.attachment != nil {
                    xs.append(xs[xs.count - 1] + run.width)
                    continue
                }
                for character in run.text {
                    xs.append(xs[xs.count - 1] + run.font.advance(of: character))
                }
            }
            index = min(characters.count, start + xs.count - 1)
            // What no line shows: the spaces where this line wrapped, then a paragraph's line break.
            if lineNumber < layout.lines.count - 1 {
                while index < characters.count, TextLayout.isSpaceHiddenAtWrap(characters[index]) { index += 1 }
                if index < characters.count, characters[index].isNewline { index += 1 }
            }
            let end = min(characters.count, start + xs.count - 1)
            lines.append(Line(firstCharacter: start, boundaryXs: xs, frame: line.frame,
                              boundaryOffsets: Array(offsets[start...end])))
        }
        self.lines = lines
        self.emptyOrigin = emptyOrigin
        emptyLineHeight = font.lineHeight
        characterOffsets = offsets
    }

    /// The UTF-16 offset at which each character starts, and the end.
    let characterOffsets: [Int]

    /// The index of the character that starts at UTF-16 `offset` (the last one at or before it).
    private func characterIndex(ofOffset offset: Int) -> Int {
        var low = 0, high = characterOffsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if characterOffsets[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The caret's rectangle before the character at UTF-16 `offset`: on the last line that
    /// starts at or before it (a wrapped line's end shows at the start of the next line), at the
    /// end of that line when the offset is in the spaces it hides.
    func caretRect(atOffset offset: Int) -> CGRect {
        guard !lines.isEmpty else {
            return CGRect(x: emptyOrigin.x, y: emptyOrigin.y, width: CaretMap.caretWidth, height: emptyLineHeight)
        }
        let character = characterIndex(ofOffset: offset)
        let line = lines.last { $0.firstCharacter <= character } ?? lines[0]
        let position = min(character - line.firstCharacter, line.boundaryXs.count - 1)
        let x = line.boundaryXs[max(0, position)]
        return CGRect(x: x, y: line.frame.minY, width: CaretMap.caretWidth, height: line.frame.height)
    }

    /// The rectangles that cover the UTF-16 `range`, one per line it touches.
    func selectionRects(for range: NSRange) -> [CGRect] {
        guard range.length > 0 else { return [] }
        let first = characterIndex(ofOffset: range.location)
        let last = characterIndex(ofOffset: range.location + range.length)
        var rects: [CGRect] = []
        for line in lines {
            let lineEnd = line.firstCharacter + line.boundaryXs.count - 1
            let start = max(first, line.firstCharacter), end = min(last, lineEnd)
            guard start < end || (start == end && first < line.firstCharacter && last > lineEnd) else { continue }
            let minX = line.boundaryXs[start - line.firstCharacter]
            let maxX = line.boundaryXs[end - line.firstCharacter]
            rects.append(CGRect(x: minX, y: line.frame.minY, width: maxX - minX, height: line.frame.height))
        }
        return rects
    }

    /// The UTF-16 offset of the character boundary nearest `point`: on the line at its height
    /// (the first or last line beyond them), the boundary nearest its x.
    func offset(closestTo point: CGPoint) -> Int {
        guard !lines.isEmpty else { return 0 }
        let line = lines.first { point.y < $0.frame.maxY } ?? lines[lines.count - 1]
        var best = 0
        for (index, x) in line.boundaryXs.enumerated() where abs(x - point.x) < abs(line.boundaryXs[best] - point.x) {
            best = index
        }
        return line.boundaryOffsets[min(best, line.boundaryOffsets.count - 1)]
    }
}

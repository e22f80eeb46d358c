// TextLayout.swift: text set in lines: wrapping, line limits, truncation and alignment.
// UILabel, string measurement and pictures all use it (Docs/TextMetrics.md describes the rules).

/// A piece of text laid out in lines, as UIKit's text system lays out a label or a measured string.
///
/// Lines wrap at spaces, after hyphens and between CJK characters (a word longer than the line
/// breaks between characters); hard line breaks start a new line. When the text needs more lines
/// than `numberOfLines` or than fit in `height`, the last line kept is cut by `lineBreakMode`:
/// truncated with "…" at its head, middle or tail, or left unwrapped to be clipped. Lines are
/// aligned within `width` (or within the widest line when the width is unbounded) and stacked from
/// y = 0; widths are exact, unrounded sums of advances.
public struct TextLayout: Sendable, Equatable {
    /// A stretch of one line drawn in one font and colour.
    public struct Run: Sendable, Equatable {
        /// The characters of the run, including a "…" that truncation inserted.
        public var text: String
        /// The font the run is drawn in.
        public var font: UIFont
        /// The run's colour; nil means the drawer's default (black).
        public var foregroundColor: UIColor?
        /// The run's width in points.
        public var width: CGFloat
        /// The attachment the run shows (its text is then the attachment character, U+FFFC);
        /// nil for a run of text.
        public var attachment: Attachment?

        /// Makes a run.
        public init(text: String, font: UIFont, foregroundColor: UIColor?, width: CGFloat,
                    attachment: Attachment? = nil) {
            self.text = text; self.font = font; self.foregroundColor = foregroundColor; self.width = width
            self.attachment = attachment
        }
    }

    /// One line of the layout.
    public struct Line: Sendable, Equatable {
        /// The runs, left to right.
        public var runs: [Run]
        /// The line's rectangle: x from the alignment, y from the lines above, the width of its
        /// characters (not counting spaces where the line wrapped), the height of its tallest font.
        public var frame: CGRect
        /// The y of the baseline, in the same coordinates as `frame`.
        public var baseline: CGFloat
        /// Whether truncation cut this line and put "…" in it.
        public var isTruncated: Bool

        /// The characters of the line.
        public var text: String { runs.map(\.text).joined() }

        /// Makes a line.
        public init(runs: [Run], frame: CGRect, baseline: CGFloat, isTruncated: Bool) {
            self.runs = runs; self.frame = frame; self.baseline = baseline; self.isTruncated = isTruncated
        }
    }

    /// The lines, top to bottom.
    public internal(set) var lines: [Line]
    /// The size of the text: the widest line by the sum of the line heights (unrounded).
    public internal(set) var size: CGSize
    /// Whether some of the text is not shown: lines were dropped or a line was truncated or clipped.
    public internal(set) var isTruncated: Bool

    /// The text of every line, top to bottom.
    public var lineTexts: [String] { lines.map(\.text) }

    /// Lays out an attributed string.
    ///
    /// - Parameters:
    ///   - attributedText: the text; runs take their font from `.font` and colour from
    ///     `.foregroundColor`, else `defaultFont` and `defaultColor`.
    ///   - width: the line width; `.infinity` (or any non-positive or non-finite value) never wraps.
    ///   - height: the height available; lines that do not fit are dropped (one line always stays).
    ///     Like the width, a non-positive or non-finite height means no limit.
    ///   - numberOfLines: the most lines to show; 0 means no limit.
    ///   - lineBreakMode: how lines wrap and how the last kept line is cut.
    ///   - alignment: how lines sit in `width`.
    ///   - fontScale: a factor applied to every font, as a label that shrinks its text to fit.
    public init(attributedText: NSAttributedString,
                width: CGFloat = .infinity,
                height: CGFloat = .infinity,
                numberOfLines: Int = 0,
                lineBreakMode: NSLineBreakMode = .byWordWrapping,
                alignment: NSTextAlignment = .left,
                defaultFont: UIFont = TextLayout.defaultFont,
                defaultColor: UIColor? = nil,
                fontScale: CGFloat = 1) {
        let cells = TextLayout.cells(of: attributedText, defaultFont: defaultFont, defaultColor: defaultColor,
                                     fontScale: fontScale)
        self.init(cells: cells, width: width, height: height, numberOfLines: numberOfLines,
                  lineBreakMode: lineBreakMode, alignment: alignment, fallbackFont: defaultFont)
    }

    /// Lays out plain text in one font and colour; see ``init(attributedText:width:height:numberOfLines:lineBreakMode:alignment:defaultFont:defaultColor:fontScale:)``.
    public init(text: String,
                font: UIFont,
                textColor: UIColor? = nil,
                width: CGFloat = .infinity,
                height: CGFloat = .infinity,
                numberOfLines: Int = 0,
                lineBreakMode: NSLineBreakMode = .byWordWrapping,
                alignment: NSTextAlignment = .left,
                fontScale: CGFloat = 1) {
        let scaled = fontScale == 1 ? font : font.withSize(font.pointSize * fontScale)
        if let line = TextLayout(printableASCII: text, font: scaled, textColor: textColor, width: width,
                                 alignment: alignment) {
            self = line
            return
        }
        let cells = text.map { TextLayout.Cell($0, font: scaled, color: textColor) }
        self.init(cells: cells, width: width, height: height, numberOfLines: numberOfLines,
                  lineBreakMode: lineBreakMode, alignment: alignment, fallbackFont: scaled)
    }

    /// The layout of text that is one line of printable ASCII (tabs allowed) and fits `width`:
    /// what the general path gives for it, one line of one run, without making a cell per
    /// character. Nil for any other text, which takes the general path. A table's "Row 12345"
    /// labels are laid out here on every scroll step.
    private init?(printableASCII text: String, font: UIFont, textColor: UIColor?, width: CGFloat,
                  alignment: NSTextAlignment) {
        guard let total = TextLayout.widthOfPrintableASCII(text, font: font, width: width) else { return nil }
        let lineWidth = width.isFinite && width > 0 ? width : CGFloat.infinity
        let x: CGFloat
        let alignWidth = lineWidth.isFinite ? lineWidth : total
        switch alignment {
        case .center: x = (alignWidth - total) / 2
        case .right: x = alignWidth - total
        case .left, .justified, .natural: x = 0
        }
        let run = Run(text: text, font: font, foregroundColor: textColor, width: total)
        let height = font.lineHeight
        self.init(lines: [Line(runs: [run], frame: CGRect(x: x, y: 0, width: total, height: height),
                               baseline: font.ascender, isTruncated: false)],
                  size: CGSize(width: total, height: height), isTruncated: false)
    }

    /// The size ``init(text:font:textColor:width:height:numberOfLines:lineBreakMode:alignment:fontScale:)``
    /// gives `text` at scale 1 when it is one line of printable ASCII that fits `width`, without
    /// making its lines; nil for any other text. Measuring a label's text on every scroll step
    /// needs only this.
    package static func sizeOfPrintableASCII(_ text: String, font: UIFont, width: CGFloat) -> CGSize? {
        widthOfPrintableASCII(text, font: font, width: width).map { CGSize(width: $0, height: font.lineHeight) }
    }

    /// The width of `text` when it is printable ASCII (tabs allowed) that fits on one line of
    /// `width` (not finite or not positive: unlimited); nil otherwise.
    private static func widthOfPrintableASCII(_ text: String, font: UIFont, width: CGFloat) -> CGFloat? {
        guard !text.isEmpty else { return nil }
        let lineWidth = width.isFinite && width > 0 ? width : CGFloat.infinity
        var total: CGFloat = 0
        for byte in text.utf8 {
            guard (0x20..<0x7F).contains(byte) || byte == 0x09 else { return nil }
            // Summed character by character in points, as the cells of the general path are.
            total += font.advance(ofASCII: byte)
        }
        // On the edge of the width, the general path's wrapping tolerance decides.
        guard total < lineWidth - LineBreaker.tolerance else { return nil }
        return total
    }

    /// The font of text without a `.font` attribute: Helvetica 12, as in UIKit.
    public static var defaultFont: UIFont {
        UIFont(name: "Helvetica", size: 12) ?? UIFont.systemFont(ofSize: 12)
    }

    /// The same layout moved by `dx`, `dy` (every line frame and baseline).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> TextLayout {
        var moved = self
        for index in moved.lines.indices {
            moved.lines[index].frame = moved.lines[index].frame.offsetBy(dx: dx, dy: dy)
            moved.lines[index].baseline += dy
        }
        return moved
    }

    /// An empty layout: no lines, zero size.
    public static let empty = TextLayout(lines: [], size: .zero, isTruncated: false)

    init(lines: [Line], size: CGSize, isTruncated: Bool) {
        self.lines = lines; self.size = size; self.isTruncated = isTruncated
    }

    /// Wraps, limits, truncates and aligns `cells`.
    init(cells: [Cell], width: CGFloat, height: CGFloat, numberOfLines: Int,
         lineBreakMode: NSLineBreakMode, alignment: NSTextAlignment, fallbackFont: UIFont) {
        guard !cells.isEmpty else {
            self.init(lines: [], size: .zero, isTruncated: false)
            return
        }
        let lineWidth = width.isFinite && width > 0 ? width : CGFloat.infinity
        let breaker = LineBreaker(cells: cells, width: lineWidth, mode: lineBreakMode, fallbackFont: fallbackFont)
        let spans = breaker.wrapAll()
        let limit = TextLayout.lineLimit(spans: spans, cells: cells, fallbackFont: fallbackFont,
                                         numberOfLines: numberOfLines, height: height)
        // Spaces where a line wrapped hang past the edge: they are neither shown nor measured.
        var built: [BuiltLine] = spans.prefix(limit).map { span in
            var lineCells = Array(cells[span.range])
            if !span.endsParagraph {
                while lineCells.last?.breakClass == .space { lineCells.removeLast() }
            }
            return BuiltLine(cells: lineCells, font: span.font ?? fallbackFont)
        }
        var truncated = spans.count > limit
        var lastLineTruncated = false
        if truncated, !built.isEmpty {
            let cut = breaker.cutLastLine(spans[limit - 1])
            built[built.count - 1].cells = cut.cells
            lastLineTruncated = cut.hasEllipsis
        }
        if lineBreakMode == .byClipping, let last = built.last, TextLayout.width(of: last.cells) > lineWidth {
            truncated = true
        }
        self.init(lines: [], size: .zero, isTruncated: truncated)
        assemble(built, lastLineTruncated: lastLineTruncated, containerWidth: lineWidth, alignment: alignment)
    }

    /// How many lines are shown: at most `numberOfLines` (0: any) and as many as fit in `height`
    /// (when it is positive and finite), but at least one.
    static func lineLimit(spans: [LineSpan], cells: [Cell], fallbackFont: UIFont,
                          numberOfLines: Int, height: CGFloat) -> Int {
        var limit = numberOfLines > 0 ? min(numberOfLines, spans.count) : spans.count
        if height.isFinite, height > 0 {
            var used: CGFloat = 0
            var fitting = 0
            for span in spans.prefix(limit) {
                used += lineMetrics(of: cells[span.range], fallback: span.font ?? fallbackFont).height
                if used > height + 0.0001 { break }
                fitting += 1
            }
            limit = max(1, fitting)
        }
        return limit
    }

    /// A line's cells before it is positioned, and the font that sizes it when it is empty.
    struct BuiltLine {
        var cells: [Cell]
        var font: UIFont
    }

    /// Turns the chosen cells of each line into lines with runs, stacked from y = 0 and aligned in
    /// `containerWidth` (or in the widest line when that is unbounded).
    private mutating func assemble(_ built: [BuiltLine], lastLineTruncated: Bool,
                                   containerWidth: CGFloat, alignment: NSTextAlignment) {
        var y: CGFloat = 0
        var widest: CGFloat = 0
        var pending: [(runs: [Run], width: CGFloat, height: CGFloat, ascender: CGFloat, truncated: Bool)] = []
        for (index, line) in built.enumerated() {
            let metrics = TextLayout.lineMetrics(of: line.cells[...], fallback: line.font)
            let width = TextLayout.width(of: line.cells)
            widest = max(widest, width)
            pending.append((TextLayout.runs(of: line.cells), width, metrics.height, metrics.ascender,
                            lastLineTruncated && index == built.count - 1))
        }
        let alignWidth = containerWidth.isFinite ? containerWidth : widest
        lines = pending.map { entry in
            let x: CGFloat
            switch alignment {
            case .center: x = (alignWidth - entry.width) / 2
            case .right: x = alignWidth - entry.width
            case .left, .justified, .natural: x = 0
            }
            defer { y += entry.height }
            return Line(runs: entry.runs, frame: CGRect(x: x, y: y, width: entry.width, height: entry.height),
                        baseline: y + entry.ascender, isTruncated: entry.truncated)
        }
        size = CGSize(width: widest, height: pending.reduce(0) { $0 + $1.height })
        if lastLineTruncated { isTruncated = true }
    }

    /// The height and ascender of a line: those of its tallest font.
    static func lineMetrics(of cells: ArraySlice<Cell>, fallback: UIFont) -> (height: CGFloat, ascender: CGFloat) {
        guard !cells.isEmpty else { return (fallback.lineHeight, fallback.ascender) }
        var height: CGFloat = 0, ascender: CGFloat = 0
        for cell in cells where !cell.isNewline {
            height = max(height, cell.font.lineHeight)
            ascender = max(ascender, cell.font.ascender)
        }
        let text = height > 0 ? (height, ascender) : (fallback.lineHeight, fallback.ascender)
        return metrics(text, raisedBy: cells)
    }

    /// The width of a line's cells.
    static func width(of cells: [Cell]) -> CGFloat {
        cells.reduce(0) { $0 + $1.width }
    }

    /// Groups neighbouring cells of the same font and colour into runs.
    static func runs(of cells: [Cell]) -> [Run] {
        var runs: [Run] = []
        for cell in cells where !cell.isNewline {
            if let attachment = cell.attachment {
                runs.append(Run(text: String(cell.character), font: cell.font, foregroundColor: cell.color,
                                width: cell.width, attachment: attachment))
                continue
            }
            if let last = runs.last, last.attachment == nil, isSame(last.font, cell.font),
               isSame(last.foregroundColor, cell.color) {
                runs[runs.count - 1].text.append(cell.character)
                runs[runs.count - 1].width += cell.width
            } else {
                runs.append(Run(text: String(cell.character), font: cell.font, foregroundColor: cell.color,
                                width: cell.width))
            }
        }
        return runs
    }

    /// Whether two fonts or colours are equal, asking `isEqual` (a dynamic cast) only when they
    /// are not the same object: the cells of a run almost always share theirs.
    private static func isSame<Value: NSObject>(_ first: Value?, _ second: Value?) -> Bool {
        if first === second { return true }
        return first == second
    }
}

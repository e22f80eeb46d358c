// TextLayout+Breaking.swift: characters as measured cells, where lines may break, and greedy
// wrapping of each paragraph to the line width.

extension TextLayout {
    /// Whether `character` is a space that a line wrapping after it does not show (the spaces
    /// where lines break).
    package static func isSpaceHiddenAtWrap(_ character: Character) -> Bool {
        Cell.isSpace(character)
    }

    /// How a character takes part in line breaking.
    enum BreakClass: Sendable {
        /// A hard line break (\n, \r\n, U+2028, ...): ends the paragraph.
        case newline
        /// Breakable white space: a line may break after it, and it hangs past the edge.
        case space
        /// A hyphen or dash: a line may break after it, between two words.
        case hyphen
        /// An opening bracket or quote: no break after it.
        case opening
        /// A closing bracket, stop or small kana: no break before it.
        case closing
        /// A CJK character or an emoji: a line may break before and after it.
        case ideographic
        /// Anything else: part of a word.
        case normal
    }

    /// One character with the font, colour and width it is set in.
    struct Cell: Sendable {
        let character: Character
        let font: UIFont
        let color: UIColor?
        let width: CGFloat
        let breakClass: BreakClass
        /// East Asian wide or emoji: breaks are allowed on both sides (closing punctuation aside).
        let isWide: Bool
        /// The attachment this cell shows in place of its character (U+FFFC), or nil for text.
        let attachment: Attachment?

        init(_ character: Character, font: UIFont, color: UIColor?) {
            self.character = character
            self.font = font
            self.color = color
            attachment = nil
            width = font.advance(of: character)
            if let ascii = character.asciiValue {
                isWide = false
                breakClass = Cell.classify(ascii: ascii)
                return
            }
            let first = character.unicodeScalars.first?.value ?? 0
            isWide = FontFace.isWide(first) || FontFace.isEmoji(character)
            breakClass = Cell.classify(character, isWide: isWide)
        }

        /// `classify(_:isWide:)` for an ASCII character (a "\r\n" pair counts as its "\n"),
        /// without hashing it into the sets.
        static func classify(ascii: UInt8) -> BreakClass {
            switch ascii {
            case 0x0A...0x0D: return .newline
            case UInt8(ascii: " "), UInt8(ascii: "\t"): return .space
            case UInt8(ascii: "-"): return .hyphen
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return .opening
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "."), UInt8(ascii: ","),
                 UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "%"):
                return .closing
            default: return .normal
            }
        }

        /// An attachment's glyph: as wide as its bounds, a break opportunity on both sides (the
        /// attachment character's line-break class, CB, breaks like an ideograph by default).
        init(attachment: Attachment, font: UIFont, color: UIColor?) {
            character = "\u{FFFC}"
            self.font = font
            self.color = color
            self.attachment = attachment
            width = attachment.bounds.width
            isWide = true
            breakClass = .ideographic
        }

        var isNewline: Bool { breakClass == .newline }

        /// Whether `character` is a space: lines break after it, and a line that wraps there
        /// does not show it.
        static func isSpace(_ character: Character) -> Bool {
            if let ascii = character.asciiValue { return classify(ascii: ascii) == .space }
            return spaces.contains(character)
        }

        static let spaces: Set<Character> = [
            " ", "\t", "\u{3000}", "\u{1680}", "\u{2000}", "\u{2001}", "\u{2002}", "\u{2003}", "\u{2004}",
            "\u{2005}", "\u{2006}", "\u{2008}", "\u{2009}", "\u{200A}", "\u{200B}", "\u{205F}",
        ]
        static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2013}", "\u{2014}"]
        static let openings = Set("([{‘“¿¡（〔［｛〈《「『【〘〖〝｟")
        static let closings = Set(")]}.,!?:;%’”…、。，．・：；？！ヽヾゝゞ々ー）〕］｝〉》」』】〙〗〟｠"
            + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ")

        static func classify(_ character: Character, isWide: Bool) -> BreakClass {
            if character.isNewline { return .newline }
            if spaces.contains(character) { return .space }
            if hyphens.contains(character) { return .hyphen }
            if openings.contains(character) { return .opening }
            if closings.contains(character) { return .closing }
            return isWide ? .ideographic : .normal
        }
    }

    /// A wrapped line: its cells, the end of the paragraph it belongs to, and the font of an
    /// empty line.
    struct LineSpan: Sendable {
        var range: Range<Int>
        var paragraphEnd: Int
        var endsParagraph: Bool
        var font: UIFont?
    }

    /// The cells of an attributed string, one per character, each in the `.font` and
    /// `.foregroundColor` of the run its first UTF-16 unit is in (a character split across runs
    /// stays one cell).
    static func cells(of text: NSAttributedString, defaultFont: UIFont, defaultColor: UIColor?,
                      fontScale: CGFloat) -> [Cell] {
        var cells: [Cell] = []
        // Runs are read as stored, with `attributes(at:effectiveRange:)`, only when a character
        // starts past the current one: `enumerateAttributes` would merge equal neighbouring runs
        // first, which swift-corelibs-foundation does by comparing attribute dictionaries through
        // dynamic casts, many times the cost of measuring the text.
        var runEnd = 0
        var font = defaultFont, color = defaultColor
        var attachment: TextLayout.Attachment?
        var offset = 0
        for character in text.string {
            if offset >= runEnd {
                var range = NSRange(location: offset, length: 0)
                let attributes = text.attributes(at: offset, effectiveRange: &range)
                runEnd = max(range.location + range.length, offset + 1)
                font = attributes[.font] as? UIFont ?? defaultFont
                if fontScale != 1 { font = font.withSize(font.pointSize * fontScale) }
                color = attributes[.foregroundColor] as? UIColor ?? defaultColor
                attachment = (attributes[.attachment] as? NSTextAttachment)?.glyph
            }
            if let attachment, character == "\u{FFFC}" {
                cells.append(Cell(attachment: attachment, font: font, color: color))
            } else {
                cells.append(Cell(character, font: font, color: color))
            }
            offset += character.utf16.count
        }
        return cells
    }
}

/// Greedy line breaking of a cell sequence, paragraph by paragraph.
struct LineBreaker {
    let cells: [TextLayout.Cell]
    let width: CGFloat
    let mode: NSLineBreakMode
    let fallbackFont: UIFont

    /// Room for rounding error when a line is exactly full.
    static let tolerance: CGFloat = 0.0001

    /// Every line of every paragraph, without a line limit.
    func wrapAll() -> [TextLayout.LineSpan] {
        var spans: [TextLayout.LineSpan] = []
        var start = 0
        var paragraphFont = cells.first?.font ?? fallbackFont
        for index in cells.indices where cells[index].isNewline {
            spans += wrap(paragraph: start..<index, emptyFont: cells[index].font)
            paragraphFont = cells[index].font
            start = index + 1
        }
        if start < cells.count || cells.last?.isNewline == true {
            spans += wrap(paragraph: start..<cells.count, emptyFont: paragraphFont)
        }
        return spans
    }

    /// The lines of one paragraph (one empty line for an empty paragraph).
    func wrap(paragraph: Range<Int>, emptyFont: UIFont) -> [TextLayout.LineSpan] {
        guard !paragraph.isEmpty else {
            return [TextLayout.LineSpan(range: paragraph, paragraphEnd: paragraph.upperBound, endsParagraph: true,
                                        font: emptyFont)]
        }
        var spans: [TextLayout.LineSpan] = []
        var start = paragraph.lowerBound
        while start < paragraph.upperBound {
            let end = lineEnd(from: start, in: paragraph)
            spans.append(TextLayout.LineSpan(range: start..<end, paragraphEnd: paragraph.upperBound,
                                             endsParagraph: end == paragraph.upperBound, font: cells[start].font))
            start = end
        }
        return spans
    }

    /// Where the line that starts at `start` ends: at the last break opportunity before the first
    /// character that overflows (or at that character when there is none, or in character mode).
    /// Spaces never overflow: they hang past the edge. A line holds at least one character.
    func lineEnd(from start: Int, in paragraph: Range<Int>) -> Int {
        var x: CGFloat = 0
        var lastBreak: Int?
        var index = start
        while index < paragraph.upperBound {
            if index > start, canBreak(before: index) { lastBreak = index }
            let cell = cells[index]
            if cell.breakClass != .space, index > start, x + cell.width > width + LineBreaker.tolerance {
                if mode != .byCharWrapping, let lastBreak { return lastBreak }
                return index
            }
            x += cell.width
            index += 1
        }
        return paragraph.upperBound
    }

    /// Whether a line may break between `cells[index - 1]` and `cells[index]`.
    func canBreak(before index: Int) -> Bool {
        let previous = cells[index - 1], current = cells[index]
        if current.breakClass == .space { return false }
        if previous.breakClass == .space { return true }
        if current.breakClass == .closing || previous.breakClass == .opening { return false }
        if previous.breakClass == .hyphen {
            return index >= 2 && cells[index - 2].breakClass != .space && current.breakClass != .hyphen
        }
        return previous.isWide || current.isWide
    }
}

// UIFont+Metrics.swift: advance widths. Latin-1 and common punctuation use the published
// Helvetica and Helvetica-Bold AFM widths (units per 1000 em); see Docs/TextMetrics.md.

extension UIFont {
    /// The advance width of `character` in points, as text layout places it (a headless stand-in
    /// for glyph advances; Docs/TextMetrics.md describes the model).
    package func advance(of character: Character) -> CGFloat {
        face.advance(of: character) * pointSize
    }

    /// The advance of an ASCII character (given as its byte) in points.
    func advance(ofASCII byte: UInt8) -> CGFloat {
        face.advance(ofASCII: byte) * pointSize
    }

    /// The width of `text` on one line in points: the sum of its characters' advances (no kerning).
    package func width(of text: String) -> CGFloat {
        var total: CGFloat = 0
        for character in text { total += face.advance(of: character) }
        return total * pointSize
    }
}

extension FontFace {
    /// The advance of one character in ems.
    func advance(of character: Character) -> CGFloat {
        if let ascii = character.asciiValue { return advance(ofASCII: ascii) }
        if character.isNewline { return 0 }
        if FontFace.isEmoji(character) { return 1 }
        var total: CGFloat = 0
        for scalar in character.unicodeScalars { total += advance(of: scalar) }
        return total
    }

    /// The advance of one scalar in ems.
    func advance(of scalar: Unicode.Scalar) -> CGFloat {
        let value = scalar.value
        if value == 0x09 { return advance(ofLatin: 0x20) }
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xAD { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if FontFace.isWide(value) { return 1 }
        if case .monospaced(let advance) = widths {
            return FontFace.isHalfwidth(value) ? 0.5 : advance
        }
        if value <= 0xFF { return advance(ofLatin: Int(value)) }
        if let pair = FontFace.punctuationWidths[value] { return interpolate(pair.regular, pair.bold) }
        if FontFace.isHalfwidth(value) { return 0.5 }
        // Letters of other scripts: an uppercase letter measures as N, anything else as n.
        return scalar.properties.isUppercase ? advance(ofLatin: 0x4E) : advance(ofLatin: 0x6E)
    }

    /// The advance of an ASCII character in ems, without Unicode property lookups (most text is
    /// ASCII): a tab measures as a space, other control characters (newlines among them) as 0.
    func advance(ofASCII value: UInt8) -> CGFloat {
        switch value {
        case 0x09: return advance(ofLatin: 0x20)
        case 0x20..<0x7F: return advance(ofLatin: Int(value))
        default: return 0
        }
    }

    /// The width of a Latin-1 code point (0x20...0xFF) in ems.
    private func advance(ofLatin codePoint: Int) -> CGFloat {
        if case .monospaced(let advance) = widths { return advance }
        let index = codePoint - 0x20
        guard FontFace.regularLatin1.indices.contains(index) else { return 0 }
        return interpolate(FontFace.regularLatin1[index], FontFace.boldLatin1[index])
    }

    /// Regular plus this face's share of the difference to bold, in ems.
    private func interpolate(_ regular: UInt16, _ bold: UInt16) -> CGFloat {
        let boldness: CGFloat
        if case .helvetica(let value) = widths { boldness = value } else { boldness = 0 }
        return (CGFloat(regular) + (CGFloat(bold) - CGFloat(regular)) * boldness) / 1000
    }

    /// Whether a character is drawn as an emoji: it has emoji presentation, asks for it with
    /// U+FE0F, or is a flag (regional indicators).
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0x80 || scalars.count > 1 else { return false }
        for scalar in scalars {
            if scalar.properties.isEmojiPresentation { return true }
            if (0x1F1E6...0x1F1FF).contains(scalar.value) { return true }
            if scalar.value == 0xFE0F, first.properties.isEmoji { return true }
        }
        return false
    }

    /// East Asian wide and fullwidth code points (CJK ideographs, kana, Hangul, CJK punctuation,
    /// fullwidth forms), one em each.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Halfwidth katakana and Hangul and halfwidth symbols: half an em.
    static func isHalfwidth(_ value: UInt32) -> Bool {
        (0xFF61...0xFFDC).contains(value) || (0xFFE8...0xFFEE).contains(value)
    }

    // MARK: - Tables (AFM units per 1000 em)

    /// Helvetica's widths for U+0020...U+00FF, 16 to a row. C1 controls and the soft hyphen are 0.
    static let regularLatin1: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // 0x20
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0x30
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // 0x40
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // 0x50
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // 0x60
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0,   // 0x70
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,                                 // 0x80
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,                                 // 0x90
        278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 0, 737, 333,   // 0xA0
        400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, // 0xB0
        667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, // 0xC0
        722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, // 0xD0
        556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, // 0xE0
        556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500, // 0xF0
    ]

    /// Helvetica-Bold's widths for U+0020...U+00FF, 16 to a row.
    static let boldLatin1: [UInt16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, // 0x20
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, // 0x30
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, // 0x40
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, // 0x50
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, // 0x60
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0,   // 0x70
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,                                 // 0x80
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,                                 // 0x90
        278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 0, 737, 333,   // 0xA0
        400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, // 0xB0
        722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, // 0xC0
        722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, // 0xD0
        556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, // 0xE0
        611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556, // 0xF0
    ]

    /// Helvetica and Helvetica-Bold widths of the characters beyond Latin-1 that the AFM names:
    /// typographic quotes and dashes, the ellipsis, the bullet, the euro, ligatures, a few letters.
    static let punctuationWidths: [UInt32: (regular: UInt16, bold: UInt16)] = [
        0x0131: (278, 278), 0x0141: (556, 611), 0x0142: (222, 278), 0x0152: (1000, 1000),
        0x0153: (944, 944), 0x0160: (667, 667), 0x0161: (500, 556), 0x0178: (667, 667),
        0x017D: (611, 611), 0x017E: (500, 500), 0x0192: (556, 556), 0x02C6: (333, 333),
        0x02C7: (333, 333), 0x02DC: (333, 333), 0x2010: (333, 333), 0x2011: (333, 333),
        0x2013: (556, 556), 0x2014: (1000, 1000), 0x2018: (222, 278), 0x2019: (222, 278),
        0x201A: (222, 278), 0x201C: (333, 500), 0x201D: (333, 500), 0x201E: (333, 500),
        0x2020: (556, 556), 0x2021: (556, 556), 0x2022: (350, 350), 0x2026: (1000, 1000),
        0x2030: (1000, 1000), 0x2039: (333, 333), 0x203A: (333, 333), 0x2044: (167, 167),
        0x20AC: (556, 556), 0x2122: (1000, 1000), 0x2202: (476, 494), 0x2206: (612, 612),
        0x2211: (600, 600), 0x2212: (584, 584), 0x221A: (453, 549), 0x2260: (549, 549),
        0x2264: (549, 549), 0x2265: (549, 549), 0x25CA: (471, 494), 0xFB01: (500, 611),
        0xFB02: (500, 611),
    ]
}

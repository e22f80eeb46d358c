// TextBuffer.swift: the text of an editable view, its selection and its marked text, counted in
// UTF-16 units as UIKit's ranges count them, and kept on whole characters.

/// The editable text of a text field or text view, with the selection and the marked text.
///
/// Ranges are `NSRange`s in UTF-16 units, as UIKit's delegate methods and `selectedRange` give
/// them. A range from outside (a selection set in code, a text range built from offsets) goes
/// through ``aligned(_:)`` first: clamped to the text, and widened to whole characters so that no
/// edit splits a surrogate pair, an emoji sequence or a letter from its combining marks.
struct TextBuffer {
    /// The text.
    private(set) var text = ""
    /// The selection; empty for a caret. Always aligned.
    private(set) var selection = NSRange(location: 0, length: 0)
    /// The marked (provisional, not yet committed) text, if any. Always aligned.
    private(set) var markedRange: NSRange?
    /// Counts the changes to the text: a layout made at one version is the text's while it holds.
    private(set) var version = 0
    /// Whether every character is one ASCII unit other than a carriage return: then UTF-16
    /// offsets are character indices, and aligning a range needs no walk over the text.
    var isPlain: Bool { nonPlainUnits == 0 }
    /// How many UTF-8 units of the text are not ASCII, or are a carriage return.
    private var nonPlainUnits = 0
    /// The length of the text in UTF-16 units.
    private(set) var length = 0
    /// While the text is not plain: where its characters start, and its end, followed edit by
    /// edit; empty while it is plain.
    private var boundaries: [Boundary] = []

    /// Where a character starts: its UTF-16 offset (as ranges count) and its UTF-8 offset (where
    /// the string finds it at once).
    private struct Boundary {
        var utf16: Int
        var utf8: Int
    }

    // MARK: - Whole characters

    /// The UTF-16 offsets at which characters (grapheme clusters) start, and the end.
    var characterBoundaries: [Int] { isPlain ? Array(0...length) : boundaries.map(\.utf16) }

    /// The UTF-16 offsets at which the characters of `text` start, and its end.
    static func boundaries(of text: Substring) -> [Int] {
        var result = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            result.append(offset)
        }
        return result
    }

    /// Where the characters of `text` start, and its end.
    private static func walkedBoundaries(of text: String) -> [Boundary] {
        var result = [Boundary(utf16: 0, utf8: 0)]
        var offset = Boundary(utf16: 0, utf8: 0)
        for character in text {
            offset.utf16 += character.utf16.count
            offset.utf8 += character.utf8.count
            result.append(offset)
        }
        return result
    }

    /// The string index at UTF-16 `offset`, a character boundary: found at once from the kept
    /// boundaries (a UTF-16 offset into text that is not ASCII is otherwise counted from the start).
    private func index(atBoundary offset: Int) -> String.Index {
        let utf8 = text.utf8
        if isPlain { return utf8.index(utf8.startIndex, offsetBy: offset) }
        let boundary = boundaries[boundaryIndex(atOrBefore: offset)]
        if boundary.utf16 == offset { return utf8.index(utf8.startIndex, offsetBy: boundary.utf8) }
        return text.utf16.index(text.utf16.startIndex, offsetBy: offset)
    }

    /// The index in `boundaries` of the last boundary at or before `offset` (0 before the first).
    private func boundaryIndex(atOrBefore offset: Int) -> Int {
        var low = 0, high = boundaries.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if boundaries[middle].utf16 <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first character boundary at or after `offset` (the end past it).
    private func boundary(atOrAfter offset: Int) -> Int {
        if isPlain { return min(max(offset, 0), length) }
        let index = boundaryIndex(atOrBefore: offset)
        if boundaries[index].utf16 >= offset { return boundaries[index].utf16 }
        return index + 1 < boundaries.count ? boundaries[index + 1].utf16 : length
    }

    /// `range` clamped to the text and widened to whole characters: its start moves back and its
    /// end moves on to the nearest character boundary (a caret inside a character moves to its
    /// start). A location past the end (`NSNotFound` included) becomes the end; a negative
    /// length counts as 0.
    func aligned(_ range: NSRange) -> NSRange {
        let total = length
        let start = min(max(range.location, 0), total)
        let requested = max(range.length, 0)
        let end = requested > total - start ? total : start + requested
        if isPlain { return NSRange(location: start, length: end - start) }
        let alignedStart = boundaries[boundaryIndex(atOrBefore: start)].utf16
        let alignedEnd = end == start ? alignedStart : boundary(atOrAfter: end)
        return NSRange(location: alignedStart, length: alignedEnd - alignedStart)
    }

    /// The range of the character that ends at `offset` (an aligned offset), or nil at the start.
    func rangeOfCharacter(before offset: Int) -> NSRange? {
        if isPlain { return offset > 0 && offset <= length ? NSRange(location: offset - 1, length: 1) : nil }
        guard offset > 0, offset <= length else { return nil }
        let end = boundary(atOrAfter: offset)
        let start = boundaries[boundaryIndex(atOrBefore: end - 1)].utf16
        return NSRange(location: start, length: end - start)
    }

    /// The word (letters, digits and marks) around or just before `offset`; an empty range at
    /// `offset` when there is none.
    func wordRange(around offset: Int) -> NSRange {
        let characters = Array(text)
        let boundaries = characterBoundaries
        let isWordCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        guard var index = boundaries.firstIndex(where: { $0 >= offset }) else { return NSRange(location: offset, length: 0) }
        if index == characters.count || !isWordCharacter(characters[index]) {
            guard index > 0, isWordCharacter(characters[index - 1]) else { return NSRange(location: offset, length: 0) }
            index -= 1
        }
        var start = index, end = index + 1
        while start > 0, isWordCharacter(characters[start - 1]) { start -= 1 }
        while end < characters.count, isWordCharacter(characters[end]) { end += 1 }
        return NSRange(location: boundaries[start], length: boundaries[end] - boundaries[start])
    }

    /// The text in `range` (aligned first).
    func substring(in range: NSRange) -> String {
        substring(inBoundaries: aligned(range))
    }

    // MARK: - Changes

    /// Replaces the whole text; the caret goes to the end and marked text is dropped, as when
    /// code sets `text`.
    mutating func setText(_ newText: String) {
        text = newText
        version &+= 1
        nonPlainUnits = TextBuffer.nonPlainUnits(in: newText[...])
        length = newText.utf16.count
        boundaries = isPlain ? [] : TextBuffer.walkedBoundaries(of: newText)
        selection = NSRange(location: length, length: 0)
        markedRange = nil
    }

    /// Replaces `range` (aligned first) with `string`; the caret goes after the inserted text.
    /// Marked text that the range touches is no longer marked; marked text beside it stays
    /// marked, widened to whole characters if the new text joined one of its characters.
    mutating func replace(_ range: NSRange, with string: String) {
        let range = aligned(range)
        version &+= 1
        let inserted = string.utf16.count
        let caret = range.location + inserted
        let wasPlain = isPlain
        if wasPlain, TextBuffer.isPlain(string) {
            // One unit a character: the units are the characters, and nothing joins.
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: range.location)
            let end = text.utf8.index(start, offsetBy: range.length)
            text.replaceSubrange(start..<end, with: string)
            length += inserted - range.length
            selection = NSRange(location: caret, length: 0)
        } else {
            let start = index(atBoundary: range.location)
            let end = index(atBoundary: range.location + range.length)
            let removed = text.utf8.distance(from: start, to: end)
            nonPlainUnits += TextBuffer.nonPlainUnits(in: string[...]) - TextBuffer.nonPlainUnits(in: text[start..<end])
            text.replaceSubrange(start..<end, with: string)
            length += inserted - range.length
            if isPlain {
                boundaries = []
            } else if wasPlain {
                boundaries = TextBuffer.walkedBoundaries(of: text)
            } else {
                followBoundaries(pastReplacing: range, inserted: Boundary(utf16: inserted, utf8: string.utf8.count),
                                 removedUTF8: removed)
            }
            // The inserted text may join the characters around it (a combining mark joins the
            // letter before it): the caret goes after the whole character it ends in.
            selection = NSRange(location: boundary(atOrAfter: caret), length: 0)
        }
        if let marked = markedRange {
            let markedEnd = marked.location + marked.length
            if range.location + range.length <= marked.location {
                mark(NSRange(location: marked.location + inserted - range.length, length: marked.length))
            } else if range.location >= markedEnd {
                mark(marked)
            } else {
                markedRange = nil
            }
        }
    }

    /// Brings the character boundaries up to the text after the old text's aligned `range`
    /// (`removedUTF8` UTF-8 units) became `inserted`, without walking the whole text.
    ///
    /// A boundary before the edit stays one: whether a text breaks between two characters
    /// depends only on the text before that point and the character after it. So the walk starts
    /// at the last boundary before the edit. A boundary after the inserted text that was also a
    /// boundary of the old text (moved by the change in length) starts the same characters as
    /// before, since the characters after a boundary depend only on the text after it: the walk
    /// stops there and the old boundaries after it only move.
    private mutating func followBoundaries(pastReplacing range: NSRange, inserted: Boundary, removedUTF8: Int) {
        let delta = Boundary(utf16: inserted.utf16 - range.length, utf8: inserted.utf8 - removedUTF8)
        let insertedEnd = range.location + inserted.utf16
        let first = range.location == 0 ? 0 : boundaryIndex(atOrBefore: range.location - 1)
        var old = boundaryIndex(atOrBefore: range.location + range.length)
        var offset = boundaries[first]
        let utf8 = text.utf8
        let walkStart = utf8.index(utf8.startIndex, offsetBy: offset.utf8)
        var made: [Boundary] = []
        var resume = boundaries.count
        for character in text[walkStart...] {
            offset.utf16 += character.utf16.count
            offset.utf8 += character.utf8.count
            if offset.utf16 >= insertedEnd {
                while old < boundaries.count, boundaries[old].utf16 + delta.utf16 < offset.utf16 { old += 1 }
                if old < boundaries.count, boundaries[old].utf16 + delta.utf16 == offset.utf16 {
                    resume = old
                    break
                }
            }
            made.append(offset)
        }
        if resume == boundaries.count {
            // The walk reached the end of the text: the last boundary made is the end.
            boundaries.replaceSubrange((first + 1)..<boundaries.count, with: made)
            return
        }
        if resume > first {
            boundaries.replaceSubrange((first + 1)..<resume, with: made)
        } else {
            // Typed at the very start: the start stays a boundary, and the old start, moved, is one.
            boundaries.insert(contentsOf: [boundaries[first]] + made, at: first)
        }
        let moved = first + 1 + made.count
        if delta.utf16 != 0 || delta.utf8 != 0 {
            for index in moved..<boundaries.count {
                boundaries[index].utf16 += delta.utf16
                boundaries[index].utf8 += delta.utf8
            }
        }
    }

    /// The text in the UTF-16 `range`, whose ends are character boundaries (not aligned again).
    func substring(inBoundaries range: NSRange) -> String {
        String(text[index(atBoundary: range.location)..<index(atBoundary: range.location + range.length)])
    }

    /// Whether every character of `string` is one ASCII unit other than a carriage return.
    static func isPlain(_ string: String) -> Bool {
        string.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// How many UTF-8 units of `text` are not ASCII, or are a carriage return.
    static func nonPlainUnits(in text: Substring) -> Int {
        text.utf8.reduce(0) { $0 + ($1 >= 0x80 || $1 == 0x0D ? 1 : 0) }
    }

    /// Sets the selection (aligned first).
    mutating func select(_ range: NSRange) {
        selection = aligned(range)
    }

    /// Marks `range` (aligned first) as marked text; nil or an empty range unmarks.
    mutating func mark(_ range: NSRange?) {
        guard let range else { markedRange = nil; return }
        let aligned = aligned(range)
        markedRange = aligned.length > 0 ? aligned : nil
    }
}

extension NSAttributedString {
    /// A copy with `value` set for `key` over the whole string (a text input's new font or colour).
    func applying(_ key: NSAttributedString.Key, _ value: Any) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: self)
        copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
        return copy
    }
}

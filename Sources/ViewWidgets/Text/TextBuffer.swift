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
    private(set) var isPlain = true

    /// The length of the text in UTF-16 units.
    var length: Int { text.utf16.count }

    // MARK: - Whole characters

    /// The UTF-16 offsets at which characters (grapheme clusters) start, and the end.
    var characterBoundaries: [Int] {
        var result = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            result.append(offset)
        }
        return result
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
        let boundaries = characterBoundaries
        let alignedStart = boundaries.last { $0 <= start } ?? 0
        let alignedEnd = end == start ? alignedStart : (boundaries.first { $0 >= end } ?? total)
        return NSRange(location: alignedStart, length: alignedEnd - alignedStart)
    }

    /// The range of the character that ends at `offset` (an aligned offset), or nil at the start.
    func rangeOfCharacter(before offset: Int) -> NSRange? {
        if isPlain { return offset > 0 && offset <= length ? NSRange(location: offset - 1, length: 1) : nil }
        let boundaries = characterBoundaries
        guard let end = boundaries.first(where: { $0 >= offset }), let start = boundaries.last(where: { $0 < end })
        else { return nil }
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
        let range = aligned(range)
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        return String(text[start..<end])
    }

    // MARK: - Changes

    /// Replaces the whole text; the caret goes to the end and marked text is dropped, as when
    /// code sets `text`.
    mutating func setText(_ newText: String) {
        text = newText
        version &+= 1
        isPlain = TextBuffer.isPlain(newText)
        selection = NSRange(location: length, length: 0)
        markedRange = nil
    }

    /// Replaces `range` (aligned first) with `string`; the caret goes after the inserted text.
    /// Marked text that the range touches is no longer marked; marked text beside it stays
    /// marked, widened to whole characters if the new text joined one of its characters.
    mutating func replace(_ range: NSRange, with string: String) {
        let range = aligned(range)
        version &+= 1
        let caret = range.location + string.utf16.count
        if isPlain, TextBuffer.isPlain(string) {
            // One unit a character: the units are the characters, and nothing joins.
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: range.location)
            let end = text.utf8.index(start, offsetBy: range.length)
            text.replaceSubrange(start..<end, with: string)
            selection = NSRange(location: caret, length: 0)
        } else {
            var utf16 = Array(text.utf16)
            utf16.replaceSubrange(range.location..<(range.location + range.length), with: Array(string.utf16))
            text = String(decoding: utf16, as: UTF16.self)
            isPlain = TextBuffer.isPlain(text)
            // The inserted text may join the characters around it (a combining mark joins the
            // letter before it): the caret goes after the whole character it ends in.
            selection = NSRange(location: characterBoundaries.first { $0 >= caret } ?? length, length: 0)
        }
        if let marked = markedRange {
            let markedEnd = marked.location + marked.length
            if range.location + range.length <= marked.location {
                mark(NSRange(location: marked.location + string.utf16.count - range.length, length: marked.length))
            } else if range.location >= markedEnd {
                mark(marked)
            } else {
                markedRange = nil
            }
        }
    }

    /// The text in the UTF-16 `range`, whose ends are character boundaries (not aligned again).
    func substring(inBoundaries range: NSRange) -> String {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        return String(text[start..<utf16.index(start, offsetBy: range.length)])
    }

    /// Whether every character of `string` is one ASCII unit other than a carriage return.
    static func isPlain(_ string: String) -> Bool {
        string.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
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

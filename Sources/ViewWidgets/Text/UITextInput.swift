// UITextInput.swift: positions and ranges in a document (UITextPosition, UITextRange) and the
// part of UIKit's UITextInput protocol that text fields and text views adopt here.

/// A position in a text input's document, as UIKit's `UITextPosition`. Text fields and text
/// views give positions that stand for a UTF-16 offset; ask the input for offsets and new
/// positions (`offset(from:to:)`, `position(from:offset:)`) rather than reading them.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// Makes a position. One made here, rather than by a text input, stands for no place in any
    /// document: inputs answer nil (or 0) for it.
    public override init() { super.init() }
}

/// A range of a text input's document, as UIKit's `UITextRange`: two positions.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Makes a range. One made here, rather than by a text input, covers nothing in any document.
    public override init() { super.init() }

    /// The start; in a range made here, a position that stands for no place.
    open var start: UITextPosition { UITextPosition() }

    /// The end; in a range made here, a position that stands for no place.
    open var end: UITextPosition { UITextPosition() }

    /// Whether the range is empty: a caret.
    open var isEmpty: Bool { true }
}

/// The positions text fields and text views give: a UTF-16 offset in their text.
final class OffsetTextPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? OffsetTextPosition)?.offset == offset
    }

    override var hash: Int { offset.hashValue }

    override var description: String { "<UITextPosition offset = \(offset)>" }
}

/// The ranges text fields and text views give: two UTF-16 offsets, in order.
final class OffsetTextRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var start: UITextPosition { OffsetTextPosition(range.location) }
    override var end: UITextPosition { OffsetTextPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? OffsetTextRange)?.range == range
    }

    override var hash: Int { range.location.hashValue ^ range.length.hashValue }

    override var description: String { "<UITextRange {\(range.location), \(range.length)}>" }
}

/// A text input whose document can be read and changed by position, as UIKit's `UITextInput`
/// (the part text fields and text views provide here: the selection, marked text, positions by
/// UTF-16 offset, text by range, carets; not tokenizers, writing directions or input delegates).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection, or the caret as an empty range; nil when there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The marked (provisional) text, as an input method holds it before committing; nil when none.
    var markedTextRange: UITextRange? { get }
    /// The attributes marked text is drawn with; stored only.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection) with `markedText`, marked, selecting
    /// `selectedRange` inside it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text: it stays, no longer marked.
    func unmarkText()
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The text in `range`, or nil when the range is not in the document.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The range between two positions (in either order), or nil when one is not in the document.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 units from `position`, or nil when that is outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of UTF-16 units from one position to another (negative backwards).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The caret's rectangle at `position`, in the input's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangle of the first line of `range`, in the input's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The position nearest `point` (in the input's coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
}

@MainActor
extension TextBuffer {
    /// The offset `position` stands for, when it is one of this text's positions.
    func offset(of position: UITextPosition) -> Int? {
        guard let offset = (position as? OffsetTextPosition)?.offset, (0...length).contains(offset) else { return nil }
        return offset
    }

    /// The range `range` stands for, when it lies in this text.
    func nsRange(of range: UITextRange) -> NSRange? {
        guard let range = (range as? OffsetTextRange)?.range, range.location >= 0,
              range.location + range.length <= length else { return nil }
        return range
    }

    /// `UITextInput.textRange(from:to:)`: the range between two of this text's positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = offset(of: fromPosition), let to = offset(of: toPosition) else { return nil }
        return OffsetTextRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    /// `UITextInput.position(from:offset:)`: nil when the result leaves the text.
    func position(from position: UITextPosition, offset delta: Int) -> UITextPosition? {
        guard let start = offset(of: position) else { return nil }
        let (target, overflow) = start.addingReportingOverflow(delta)
        guard !overflow, (0...length).contains(target) else { return nil }
        return OffsetTextPosition(target)
    }

    /// `UITextInput.compare(_:to:)`: `.orderedSame` when either is not in the text.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        guard let first = offset(of: position), let second = offset(of: other) else { return .orderedSame }
        return first < second ? .orderedAscending : (first > second ? .orderedDescending : .orderedSame)
    }

    /// `UITextInput.offset(from:to:)`: 0 when either is not in the text.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let start = offset(of: from), let end = offset(of: toPosition) else { return 0 }
        return end - start
    }

    /// The range `setMarkedText(_:selectedRange:)` replaces (`range`, aligned) and the selection
    /// inside the new marked text that `selectedRange` asks for, clamped to it.
    func markedTextSelection(replacing range: NSRange, with markedText: String,
                             selectedRange: NSRange) -> (range: NSRange, marked: NSRange, selected: NSRange) {
        let range = aligned(range)
        let length = markedText.utf16.count
        let start = min(max(selectedRange.location, 0), length)
        let selected = NSRange(location: range.location + start,
                               length: min(max(selectedRange.length, 0), length - start))
        return (range, NSRange(location: range.location, length: length), selected)
    }
}

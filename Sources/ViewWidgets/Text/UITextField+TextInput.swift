// UITextField+TextInput.swift: a text field's document by position (UITextInput): the
// selection, marked text for input methods, positions by UTF-16 offset, text by range.

extension UITextField: UITextInput {
    /// The selection (an empty range for the caret) while editing; nil when the field is not
    /// being edited, as in UIKit. Setting it selects the range, widened to whole characters
    /// (a range that is not this field's is ignored), and tells `textFieldDidChangeSelection(_:)`.
    public var selectedTextRange: UITextRange? {
        get { isEditing ? OffsetTextRange(buffer.selection) : nil }
        set {
            guard let newValue, let range = buffer.nsRange(of: newValue) else { return }
            changeSelection(to: range)
        }
    }

    /// The marked text's range while an input method composes; nil otherwise.
    public var markedTextRange: UITextRange? {
        buffer.markedRange.map(OffsetTextRange.init)
    }

    /// The attributes marked text is drawn with; stored only (marked text is drawn with a tint).
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { markedTextStyleStorage }
        set { markedTextStyleStorage = newValue }
    }

    /// Replaces the marked text, or the selection when there is none, with `markedText`, as an
    /// input method does while the user composes (pinyin, kana): the delegate is asked
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)`), the new text is marked, and
    /// `selectedRange` (relative to it, clamped) is selected. Nil or "" removes the marked text.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let string = UITextField.singleLine(markedText ?? "")
        let target = replacesTextOnNextKey ? wholeRange : (buffer.markedRange ?? buffer.selection)
        let plan = buffer.markedTextSelection(replacing: target, with: string, selectedRange: selectedRange)
        replaceByUser(plan.range, with: string) { buffer in
            buffer.mark(plan.marked)
            buffer.select(plan.selected)
        }
    }

    /// Commits the marked text: it stays in the text, no longer marked. Sends nothing.
    public func unmarkText() {
        buffer.mark(nil)
        setNeedsDisplay()
    }

    /// The position before the first character (offset 0).
    public var beginningOfDocument: UITextPosition { OffsetTextPosition(0) }

    /// The position after the last character (the text's UTF-16 length).
    public var endOfDocument: UITextPosition { OffsetTextPosition(buffer.length) }

    /// The text in `range` (widened to whole characters); nil when it is not in the text.
    public func text(in range: UITextRange) -> String? {
        buffer.nsRange(of: range).map { buffer.substring(in: $0) }
    }

    /// Replaces the text in `range` (widened to whole characters) with `text` (line breaks
    /// become spaces), without asking the delegate; the caret goes after it, and `.editingChanged` and
    /// `textDidChangeNotification` follow. A range that is not in the text changes nothing.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let range = buffer.nsRange(of: range) else { return }
        replacesTextOnNextKey = false
        apply(buffer.aligned(range), with: UITextField.singleLine(text))
        didChangeTextByUser()
    }

    /// The range between two positions, in either order; nil when either is not in the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        buffer.textRange(from: fromPosition, to: toPosition)
    }

    /// The position `offset` UTF-16 units from `position`; nil when that leaves the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        buffer.position(from: position, offset: offset)
    }

    /// How two positions are ordered; `.orderedSame` when either is not in the text.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        buffer.compare(position, to: other)
    }

    /// The UTF-16 units from one position to another; 0 when either is not in the text.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        buffer.offset(from: from, to: toPosition)
    }

    /// The rectangle of `range`'s text on its line, in the field's coordinates; `.null` when
    /// the range is not in the text, a caret's rectangle when it is empty.
    public func firstRect(for range: UITextRange) -> CGRect {
        guard let range = buffer.nsRange(of: range) else { return .null }
        let map = textGeometry().caretMap
        return map.selectionRects(for: buffer.aligned(range)).first ?? map.caretRect(atOffset: range.location)
    }

    /// The position nearest `point`, in the field's coordinates.
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        OffsetTextPosition(textGeometry().caretMap.offset(closestTo: point))
    }
}

// UITextView+Editing.swift: a text view's editing session and every change the user makes, with
// UIKit's delegate calls and notifications in order (Docs/Concepts/TextInput.md).

extension UITextView {
    // MARK: - The session

    /// Just after the text view became the first responder: the caret goes to the end, then
    /// `textViewDidBeginEditing(_:)` and `textDidBeginEditingNotification`.
    func beginEditingSession() {
        editingStorage = true
        buffer.select(NSRange(location: buffer.length, length: 0))
        textDidChangeInCode()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    /// Just after it resigned: marked text is committed, then `textViewDidEndEditing(_:)` and
    /// `textDidEndEditingNotification`.
    func endEditingSession() {
        editingStorage = false
        buffer.mark(nil)
        textDidChangeInCode()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    /// The whole text's range.
    var wholeRange: NSRange { NSRange(location: 0, length: buffer.length) }

    // MARK: - Keys

    /// A key or a string from the keyboard (the Return key's `"\n"` included): replaces the marked
    /// text or the selection (all the text when `clearsOnInsertion` is set).
    func insertTextByUser(_ text: String) {
        let range = clearsOnInsertion ? wholeRange : (buffer.markedRange ?? buffer.selection)
        replaceByUser(range, with: text)
    }

    /// The delete key: removes the selection or the character before the caret (inside marked
    /// text, the rest stays marked). At the start nothing happens and the delegate is not asked.
    func deleteBackwardByUser() {
        let range: NSRange
        if buffer.selection.length > 0 {
            range = buffer.selection
        } else if let previous = buffer.rangeOfCharacter(before: buffer.selection.location) {
            range = previous
        } else {
            return
        }
        let marked = buffer.markedRange
        replaceByUser(range, with: "") { buffer in
            if let marked, range.location >= marked.location, range.location + range.length <= marked.location + marked.length {
                buffer.mark(NSRange(location: marked.location, length: marked.length - range.length))
            }
        }
    }

    // MARK: - The path of every change

    /// Replaces `range` (clamped and widened to whole characters) with `string` when
    /// `textView(_:shouldChangeTextIn:replacementText:)` allows, runs `adjust` on the buffer, then
    /// tells of the change. Returns whether it happened.
    @discardableResult
    func replaceByUser(_ range: NSRange, with string: String, adjust: ((inout TextBuffer) -> Void)? = nil) -> Bool {
        let asked = buffer.aligned(range)
        guard textViewDelegate?.textView(self, shouldChangeTextIn: asked, replacementText: string) ?? true else {
            return false
        }
        apply(buffer.aligned(asked), with: string)
        adjust?(&buffer)
        didChangeTextByUser()
        return true
    }

    /// Replaces `range` (aligned) in the text and in the attributed text, if there is one.
    func apply(_ range: NSRange, with string: String) {
        let baseVersion = buffer.version, edited = buffer.aligned(range)
        var editedStorage = false
        if let attributed = attributedStorage, range.location + range.length <= attributed.length {
            let copy = NSMutableAttributedString(attributedString: attributed)
            copy.replaceCharacters(in: range, with: string)
            attributedStorage = copy
            editedStorage = true
        }
        buffer.replace(range, with: string)
        noteEdit(edited, newLength: string.utf16.count, baseVersion: baseVersion,
                 editedStorage: editedStorage)
    }

    /// After a change by the user: the caret is scrolled into view, then
    /// `textViewDidChangeSelection(_:)`, `textViewDidChange(_:)` and `textDidChangeNotification`.
    func didChangeTextByUser() {
        textDidChangeInCode()
        if isEditing { scrollTextRangeToVisible(buffer.selection) }
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// The text or its look changed: the content size, the intrinsic size and the picture follow.
    func textDidChangeInCode() {
        updateContentSize()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The text container's settings changed.
    func textContainerDidChange() {
        textDidChangeInCode()
    }

    /// Sets the selection (aligned) and tells the delegate when it changed.
    func changeSelection(to range: NSRange) {
        let old = buffer.selection
        buffer.select(range)
        guard buffer.selection != old else { return }
        setNeedsDisplay()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// Puts the selected text on the general pasteboard; false (and nothing copied) when the
    /// selection is empty.
    @discardableResult
    func copySelectionToPasteboard() -> Bool {
        guard buffer.selection.length > 0 else { return false }
        UIPasteboard.general.string = buffer.substring(in: buffer.selection)
        return true
    }

    // MARK: - Taps

    /// A tap at `point` (content coordinates) begins editing, or moves the caret while editing.
    func handleTap(at point: CGPoint) {
        guard bounds.contains(point) else { return }
        guard isEditing else {
            becomeFirstResponder()
            return
        }
        changeSelection(to: NSRange(location: caretMap().offset(closestTo: point), length: 0))
    }
}

// UITextField+Editing.swift: the editing session and every change the user makes, with UIKit's
// delegate calls, control events and notifications in order (Docs/Concepts/TextInput.md).

extension UITextField {
    // MARK: - The session

    /// Just after the field became the first responder: the text is cleared if
    /// `clearsOnBeginEditing` asks (and `textFieldShouldClear(_:)` allows), the caret goes to the
    /// end, then `textFieldDidBeginEditing(_:)`, `.editingDidBegin` and
    /// `textDidBeginEditingNotification`.
    func beginEditingSession() {
        editingStorage = true
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            buffer.setText("")
            attributedStorage = nil
        }
        buffer.select(NSRange(location: buffer.length, length: 0))
        // A secure field that already has text starts over with the first key, as on a device.
        replacesTextOnNextKey = isSecureTextEntry && hasText
        textDidChangeInCode()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    /// Just after the field resigned: marked text is committed, then
    /// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` and `textDidEndEditingNotification`.
    func endEditingSession() {
        editingStorage = false
        replacesTextOnNextKey = false
        buffer.mark(nil)
        textDidChangeInCode()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// `text` with its line breaks turned into spaces: a field holds one line.
    static func singleLine(_ text: String) -> String {
        text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
    }

    /// The whole text's range.
    var wholeRange: NSRange { NSRange(location: 0, length: buffer.length) }

    // MARK: - Keys

    /// A key or a string from the keyboard: `"\n"` is the Return key; anything else replaces the
    /// marked text, or the selection, with its line breaks turned into spaces.
    func insertTextByUser(_ text: String) {
        if text == "\n" || text == "\r" || text == "\r\n" {
            pressReturnKey()
            return
        }
        let string = UITextField.singleLine(text)
        let range = replacesTextOnNextKey ? wholeRange : (buffer.markedRange ?? buffer.selection)
        replaceByUser(range, with: string)
    }

    /// The delete key: removes the selection or the character before the caret (inside marked
    /// text, the rest stays marked). Nothing happens, and the delegate is not asked, at the start.
    func deleteBackwardByUser() {
        let range: NSRange
        if replacesTextOnNextKey {
            range = wholeRange
        } else if buffer.selection.length > 0 {
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

    /// The Return key: marked text is committed first (and that is all the key does then);
    /// otherwise `textFieldShouldReturn(_:)` is asked, and when it allows, `.primaryActionTriggered`
    /// and `.editingDidEndOnExit` are sent, and a field with an action for `.editingDidEndOnExit`
    /// resigns, as UIKit dismisses the keyboard for "Did End On Exit".
    func pressReturnKey() {
        if buffer.markedRange != nil {
            buffer.mark(nil)
            setNeedsDisplay()
            return
        }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsOnExit = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        sendActions(for: .editingDidEndOnExit)
        if endsOnExit, isFirstResponder { resignFirstResponder() }
    }

    /// The clear button: `textFieldShouldClear(_:)`, then the text goes with `.editingChanged` and
    /// `textDidChangeNotification` (the delegate is not asked about characters).
    func clearByUser() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        replacesTextOnNextKey = false
        apply(wholeRange, with: "")
        didChangeTextByUser()
    }

    // MARK: - The path of every change

    /// Replaces `range` (clamped and widened to whole characters) with `string` when
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` allows, then runs `adjust` on
    /// the buffer (marked text, selection) and tells of the change. Returns whether it happened.
    @discardableResult
    func replaceByUser(_ range: NSRange, with string: String, adjust: ((inout TextBuffer) -> Void)? = nil) -> Bool {
        let asked = buffer.aligned(range)
        guard delegate?.textField(self, shouldChangeCharactersIn: asked, replacementString: string) ?? true else {
            return false
        }
        // The delegate may have changed the text meanwhile: align again.
        replacesTextOnNextKey = false
        apply(buffer.aligned(asked), with: string)
        adjust?(&buffer)
        didChangeTextByUser()
        return true
    }

    /// Replaces `range` (aligned) in the text and in the attributed text, if there is one.
    func apply(_ range: NSRange, with string: String) {
        if let attributed = attributedStorage, range.location + range.length <= attributed.length {
            let copy = NSMutableAttributedString(attributedString: attributed)
            copy.replaceCharacters(in: range, with: string)
            attributedStorage = copy
        }
        buffer.replace(range, with: string)
    }

    /// After a change by the user: `textFieldDidChangeSelection(_:)`, `.editingChanged`, then
    /// `textDidChangeNotification`.
    func didChangeTextByUser() {
        textDidChangeInCode()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The text, its look or the editing state changed: size and picture follow.
    func textDidChangeInCode() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Sets the selection (aligned) and tells the delegate when it changed.
    func changeSelection(to range: NSRange) {
        let old = buffer.selection
        buffer.select(range)
        guard buffer.selection != old else { return }
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
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

    /// A tap at `point`: on the clear button it clears; elsewhere it
    /// begins editing, or, while editing, moves the caret to the nearest character boundary.
    func handleTap(at point: CGPoint) {
        guard bounds.contains(point) else { return }
        if clearButtonShows, clearButtonRect(forBounds: bounds).contains(point) {
            clearByUser()
            return
        }
        guard isEditing else {
            becomeFirstResponder()
            return
        }
        let offset = textGeometry().caretMap.offset(closestTo: point)
        changeSelection(to: NSRange(location: offset, length: 0))
    }
}

extension UITextField {
    /// `becomeFirstResponder()`: asks `textFieldShouldBeginEditing(_:)`, becomes the first
    /// responder, then begins the editing session, with the keyboard's update held until the end.
    func becomeFirstResponderAskingDelegate() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return UIResponder.holdingKeyboardUpdates {
            guard super.becomeFirstResponder() else { return false }
            beginEditingSession()
            return true
        }
    }

    /// `resignFirstResponder()`: asks `textFieldShouldEndEditing(_:)` unless forced, resigns, then
    /// ends the editing session, with the keyboard's update held until the end.
    func resignFirstResponderAskingDelegate() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !isResigningByForce {
            guard canResignFirstResponder, delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        }
        return UIResponder.holdingKeyboardUpdates {
            guard super.resignFirstResponder() else { return false }
            endEditingSession()
            return true
        }
    }
}

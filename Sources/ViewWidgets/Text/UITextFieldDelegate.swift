// UITextFieldDelegate.swift: what a text field asks and tells its delegate.

/// The delegate of a text field, as UIKit's `UITextFieldDelegate`. Every method is optional: each
/// has a default implementation that allows what is asked or does nothing.
///
/// A text field calls them in UIKit's order (Docs/Concepts/TextInput.md):
/// `textFieldShouldBeginEditing(_:)` before it becomes the first responder,
/// `textFieldDidBeginEditing(_:)` after; `textField(_:shouldChangeCharactersIn:replacementString:)`
/// before each change the user makes; `textFieldShouldClear(_:)` for the clear button;
/// `textFieldShouldReturn(_:)` for the Return key; `textFieldShouldEndEditing(_:)` before it
/// resigns and `textFieldDidEndEditing(_:reason:)` after.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; true by default. False keeps the field from becoming the first
    /// responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; true by default. False keeps the field the first responder
    /// (unless ending is forced: `endEditing(true)`, or the field leaving its window).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended: the field resigned the first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why. The field calls this one; by default it calls
    /// ``textFieldDidEndEditing(_:)``, so a delegate that implements it is called instead, as in UIKit.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's change may replace the characters in `range` (UTF-16 units of the
    /// current text) with `string` (empty for a deletion); true by default.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    /// The selection changed (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may remove the text; true by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the Return key does the field's default (sends `.editingDidEndOnExit`); true by
    /// default. Delegates usually resign the field or move to the next one here.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

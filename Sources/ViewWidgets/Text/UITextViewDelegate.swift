// UITextViewDelegate.swift: what a text view asks and tells its delegate.

/// The delegate of a text view, as UIKit's `UITextViewDelegate`; it is also the scroll view's
/// delegate. Every method is optional: each has a default implementation that allows what is
/// asked or does nothing.
///
/// A text view calls them in UIKit's order (Docs/Concepts/TextInput.md):
/// `textViewShouldBeginEditing(_:)` before it becomes the first responder,
/// `textViewDidBeginEditing(_:)` after (and after the keyboard's "will" notifications);
/// `textView(_:shouldChangeTextIn:replacementText:)` before each change the user makes, then
/// `textViewDidChangeSelection(_:)` and `textViewDidChange(_:)`; `textViewShouldEndEditing(_:)`
/// before it resigns and `textViewDidEndEditing(_:)` after.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin; true by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began: the text view is the first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end; true by default (not asked when ending is forced).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended: the text view resigned the first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's change may replace the text in `range` (UTF-16 units) with `text`
    /// (`"\n"` for the Return key, empty for a deletion); true by default.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// True.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// True.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

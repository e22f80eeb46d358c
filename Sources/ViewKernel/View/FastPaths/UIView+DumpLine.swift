// UIView+DumpLine.swift: each view's line of the tree dump (Debug/UIView+Description.swift), which
// is its `description`, written without asking the views whose class keeps UIView's own (why this
// folder reads class metadata: UIViewOverrides.swift).

extension UIView {
    /// Appends this view's `description` to a dump. A view whose class keeps UIView's
    /// `description` writes the line that getter would return (``appendDescriptionLine(to:)``, the
    /// getter's own body) straight into the buffer, without the isolation check and the
    /// intermediate strings; any other view is asked.
    @inline(__always)
    final func appendDescription(toDump text: inout UTF8Buffer, _ overrides: UIViewOverrides?) {
        if overrides?.keepsDefaults(UIViewOverrides.metadata(of: self)) == true {
            appendDescriptionLine(to: &text)
        } else {
            text.append(description)
        }
    }
}

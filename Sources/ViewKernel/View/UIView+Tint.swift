// UIView+Tint.swift: telling a view and the descendants that inherit its tint colour that it
// changed, as UIKit calls `tintColorDidChange()`.

extension UIView {
    /// Calls `tintColorDidChange()` on the view, then on each descendant that inherits its tint
    /// (a subview with a tint colour of its own, and everything under it, keeps its colour and is
    /// not told), parents before children, from an explicit stack rather than one call per level.
    func notifyTintColorDidChange() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.tintColorDidChange()
            for subview in view.subviewStorage.reversed() where !subview.hasOwnTintColor {
                stack.append(subview)
            }
        }
    }
}

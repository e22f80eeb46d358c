// UIView+Mirroring.swift: bars and controls that lay their parts out left to right and then, in
// a view running right to left, mirror them, as UIKit's bars run their items from the right.

extension UIView {
    /// When the view runs right to left, moves each of `views` (subviews) to the mirror image of
    /// its frame across the view's bounds: x' = width − maxX, size and y kept.
    func mirrorFramesIfRightToLeft(_ views: [UIView]) {
        guard isRightToLeft else { return }
        let width = bounds.width
        for view in views {
            let frame = view.frame
            view.frame.origin.x = width - frame.maxX
        }
    }
}

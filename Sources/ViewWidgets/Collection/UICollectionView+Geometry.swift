// UICollectionView+Geometry.swift: where scrolling to an item takes the content, paging after a
// drag, and the message for scrolling to an item that does not exist.

extension UICollectionView {
    /// The content offset that shows `frame` at `position`: per axis, the position's edge or
    /// centre, or (no position for that axis) the least movement that makes the frame visible.
    func contentOffset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let insets = adjustedContentInset
        let visibleWidth = bounds.width - insets.left - insets.right
        let visibleHeight = bounds.height - insets.top - insets.bottom
        var offset = contentOffset
        if position.contains(.top) {
            offset.y = frame.minY - insets.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - insets.top - visibleHeight / 2
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - insets.top - visibleHeight
        } else {
            offset.y = leastOffset(current: offset.y + insets.top, visible: visibleHeight, from: frame.minY, to: frame.maxY) - insets.top
        }
        if position.contains(.left) {
            offset.x = frame.minX - insets.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - insets.left - visibleWidth / 2
        } else if position.contains(.right) {
            offset.x = frame.maxX - insets.left - visibleWidth
        } else {
            offset.x = leastOffset(current: offset.x + insets.left, visible: visibleWidth, from: frame.minX, to: frame.maxX) - insets.left
        }
        return offset
    }

    /// The start of a visible span of `visible` points, now at `current`, moved as little as
    /// needed to show `from..<to` (its start when it does not fit).
    private func leastOffset(current: CGFloat, visible: CGFloat, from: CGFloat, to: CGFloat) -> CGFloat {
        if from < current || to - from > visible { return from }
        if to > current + visible { return to - visible }
        return current
    }

    /// UIKit's message for scrolling to an item that does not exist: the section's when the
    /// section is missing, else the item's.
    func reportOutOfBoundsScroll(to indexPath: IndexPath) {
        let section = indexPath.count == 2 ? indexPath.section : -1
        let counts = loadCountsIfNeeded()
        guard counts.indices.contains(section) else {
            Headless.reportViolation("Attempted to scroll the collection view to an out-of-bounds section (\(section)) when there are only \(counts.count) sections.")
            return
        }
        Headless.reportViolation("Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(counts[section]) items in section \(section).")
    }
}

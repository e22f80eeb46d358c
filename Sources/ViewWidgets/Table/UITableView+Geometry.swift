// UITableView+Geometry.swift: where scrolling to a row takes the content, and the message for a row
// that does not exist.

extension UITableView {
    /// The content offset's y that shows `row` at `scrollPosition`, or nil when `.none` needs no
    /// scroll (the row is already fully visible).
    func contentOffsetY(showing row: CGRect, at scrollPosition: ScrollPosition) -> CGFloat? {
        let insets = adjustedContentInset
        let visibleHeight = bounds.height - insets.top - insets.bottom
        switch scrollPosition {
        case .top: return row.minY - insets.top
        case .middle: return row.midY - insets.top - visibleHeight / 2
        case .bottom: return row.maxY - insets.top - visibleHeight
        case .none:
            let top = contentOffset.y + insets.top
            if row.minY < top { return row.minY - insets.top }
            if row.maxY > top + visibleHeight { return row.maxY - insets.top - visibleHeight }
            return nil
        }
    }

    /// With estimated heights, the rows around a row scrolled to are measured once they show,
    /// which moves the row: the offset is worked out again until the row stays put (a few rounds).
    func settleScroll(to indexPath: IndexPath, at scrollPosition: ScrollPosition) {
        for _ in 0..<4 {
            updateVisibleContent()
            guard isValid(indexPath),
                  let offsetY = contentOffsetY(showing: rectForRow(at: indexPath), at: scrollPosition) else { return }
            let target = clampedOffset(CGPoint(x: contentOffset.x, y: offsetY))
            if target == contentOffset { return }
            setContentOffset(target, animated: false)
        }
    }

    /// UIKit's message for scrolling to a row that does not exist: the section's when the section
    /// is missing, else the row's.
    func reportOutOfBoundsScroll(to indexPath: IndexPath) {
        let section = indexPath.count == 2 ? indexPath.section : -1
        let sectionCount = numberOfSections
        guard (0..<sectionCount).contains(section) else {
            Headless.reportViolation("Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only \(sectionCount) sections.",
                                     exceptionName: "NSRangeException")
            return
        }
        Headless.reportViolation("Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(numberOfRows(inSection: section)) rows in section \(section).",
                                 exceptionName: "NSRangeException")
    }
}

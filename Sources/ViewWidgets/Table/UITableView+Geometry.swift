// UITableView+Geometry.swift: where sections and rows are, and which are visible (BEHAVIOURS J44).

extension UITableView {
    /// The rectangle of a whole section (header, rows, footer) in the table's coordinates;
    /// `.zero` for a section that does not exist.
    public func rect(forSection section: Int) -> CGRect {
        let layout = currentLayout
        guard layout.sections.indices.contains(section) else { return .zero }
        return layout.rect(forSection: section, width: bounds.width)
    }

    /// The rectangle of a row; `.zero` for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard isValid(indexPath) else { return .zero }
        return currentLayout.rectForRow(indexPath.row, inSection: indexPath.section, width: bounds.width)
    }

    /// The natural rectangle of a section's header (where it sits when not floating).
    public func rectForHeader(inSection section: Int) -> CGRect {
        let layout = currentLayout
        guard layout.sections.indices.contains(section) else { return .zero }
        return layout.rectForHeader(inSection: section, width: bounds.width)
    }

    /// The rectangle of a section's footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        let layout = currentLayout
        guard layout.sections.indices.contains(section) else { return .zero }
        return layout.rectForFooter(inSection: section, width: bounds.width)
    }

    /// The row at `point` (in the table's coordinates), or nil over a header, footer or nothing.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return currentLayout.indexPathForRow(atY: point.y)
    }

    /// The rows whose rectangles meet `rect`, in order; nil when there are none, as in UIKit.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        guard rect.maxX > 0, rect.minX < bounds.width else { return nil }
        let rows = currentLayout.indexPathsForRows(meeting: rect.minY, rect.maxY)
        return rows.isEmpty ? nil : rows
    }

    /// The index paths of the rows on screen, sorted.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = visibleCellsByIndexPath.keys.sorted()
        return rows.isEmpty && tableLayout == nil ? nil : rows
    }

    /// The cells on screen, in the order of their index paths.
    public var visibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The cell showing the row at `indexPath`, or nil when that row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The index path of a cell on screen, or nil.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The header view on screen for `section`, or nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`, or nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so that the row at `indexPath` sits at `scrollPosition` (`.none`: as little as
    /// needed), clamped to the content. A row or section that does not exist is reported as UIKit
    /// reports it (UIKit then adds " Table view: <...>", which holds addresses and is left out).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValid(indexPath) else {
            reportOutOfBoundsScroll(to: indexPath)
            return
        }
        let row = rectForRow(at: indexPath)
        let insets = adjustedContentInset
        let visibleHeight = bounds.height - insets.top - insets.bottom
        var offsetY: CGFloat
        switch scrollPosition {
        case .top: offsetY = row.minY - insets.top
        case .middle: offsetY = row.midY - insets.top - visibleHeight / 2
        case .bottom: offsetY = row.maxY - insets.top - visibleHeight
        case .none:
            let top = contentOffset.y + insets.top
            if row.minY < top { offsetY = row.minY - insets.top }
            else if row.maxY > top + visibleHeight { offsetY = row.maxY - insets.top - visibleHeight }
            else { return }
        }
        let target = clampedOffset(CGPoint(x: contentOffset.x, y: offsetY))
        setContentOffset(target, animated: animated)
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

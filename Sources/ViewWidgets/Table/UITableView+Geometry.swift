// UITableView+Geometry.swift: where sections and rows are (the table header, then each section's
// header, rows and footer), and which are visible.

extension UITableView {
    /// The default `rect`; see the open method in UITableView.swift.
    func defaultRect(forSection section: Int) -> CGRect {
        let layout = currentLayout
        guard layout.sections.indices.contains(section) else { return .zero }
        return layout.rect(forSection: section, width: bounds.width)
    }

    /// The default `rectForRow`; see the open method in UITableView.swift.
    func defaultRectForRow(at indexPath: IndexPath) -> CGRect {
        guard isValid(indexPath) else { return .zero }
        return currentLayout.rectForRow(indexPath.row, inSection: indexPath.section, width: bounds.width)
    }

    /// The default `rectForHeader`; see the open method in UITableView.swift.
    func defaultRectForHeader(inSection section: Int) -> CGRect {
        let layout = currentLayout
        guard layout.sections.indices.contains(section) else { return .zero }
        return layout.rectForHeader(inSection: section, width: bounds.width)
    }

    /// The default `rectForFooter`; see the open method in UITableView.swift.
    func defaultRectForFooter(inSection section: Int) -> CGRect {
        let layout = currentLayout
        guard layout.sections.indices.contains(section) else { return .zero }
        return layout.rectForFooter(inSection: section, width: bounds.width)
    }

    /// The default `indexPathForRow`; see the open method in UITableView.swift.
    func defaultIndexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return currentLayout.indexPathForRow(atY: point.y)
    }

    /// The default `indexPathsForRows`; see the open method in UITableView.swift.
    func defaultIndexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        guard rect.maxX > 0, rect.minX < bounds.width else { return nil }
        let rows = currentLayout.indexPathsForRows(meeting: rect.minY, rect.maxY)
        return rows.isEmpty ? nil : rows
    }

    /// The default `indexPathsForVisibleRows`; see the open property in UITableView.swift.
    var defaultIndexPathsForVisibleRows: [IndexPath]? {
        let rows = visibleCellsByIndexPath.keys.sorted()
        return rows.isEmpty && tableLayout == nil ? nil : rows
    }

    /// The default `visibleCells`; see the open property in UITableView.swift.
    var defaultVisibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The default `cellForRow`; see the open method in UITableView.swift.
    func defaultCellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The default `indexPath`; see the open method in UITableView.swift.
    func defaultIndexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The default `headerView`; see the open method in UITableView.swift.
    func defaultHeaderView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The default `footerView`; see the open method in UITableView.swift.
    func defaultFooterView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// The default `scrollToRow`; see the open method in UITableView.swift.
    func defaultScrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
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

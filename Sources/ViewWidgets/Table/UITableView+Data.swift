// UITableView+Data.swift: asking the data source and delegate for counts and heights.

extension UITableView {
    /// Forgets the data so the next layout asks for it again.
    func invalidateData() {
        guard tableLayout != nil else { return }
        tableLayout = nil
        setNeedsLayout()
    }

    /// `reloadData()`: recycle what is shown, clear the selection, ask counts and heights now.
    func performReloadData() {
        recycleAllVisibleContent()
        selectedIndexPathsInOrder.removeAll()
        tableLayout = makeLayout()
        contentSize = CGSize(width: bounds.width, height: tableLayout?.contentHeight ?? 0)
        setNeedsLayout()
    }

    /// The layout, asking the data source first if it never was.
    var currentLayout: TableLayout {
        if let tableLayout { return tableLayout }
        let layout = makeLayout()
        tableLayout = layout
        contentSize = CGSize(width: bounds.width, height: layout.contentHeight)
        return layout
    }

    /// Asks the data source for sections and rows and the delegate for heights.
    ///
    /// Without an estimated row height every row's height is asked here, as UIKit does; with one,
    /// rows start at the estimate and their real height is asked when they are about to be shown.
    func makeLayout() -> TableLayout {
        pendingHeaders.removeAll()
        pendingFooters.removeAll()
        guard let dataSource else {
            return TableLayout(tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
                               tableFooterHeight: tableFooterView?.frame.height ?? 0)
        }
        let delegate = tableDelegate
        let sectionCount = Swift.max(0, dataSource.numberOfSections(in: self))
        var sections: [TableLayout.Section] = []
        sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let rowCount = Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            var heights = [CGFloat](repeating: 0, count: rowCount)
            let estimating = usesEstimatedHeights
            for row in 0..<rowCount {
                let indexPath = IndexPath(row: row, section: section)
                let height = estimating
                    ? (delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight)
                    : (delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight)
                heights[row] = UITableView.sanitizedHeight(height, fallback: estimating ? estimatedRowHeight : rowHeight)
            }
            sections.append(TableLayout.Section(
                headerHeight: headerHeight(inSection: section),
                footerHeight: footerHeight(inSection: section),
                rows: HeightIndex(heights: heights),
                measured: [Bool](repeating: !estimating, count: rowCount)))
        }
        return TableLayout(tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
                           tableFooterHeight: tableFooterView?.frame.height ?? 0,
                           sections: sections)
    }

    /// Whether row heights start as estimates.
    var usesEstimatedHeights: Bool { estimatedRowHeight > 0 }

    /// A height from the delegate made usable: `automaticDimension` means `fallback`, and a
    /// negative or non-finite height means 0.
    static func sanitizedHeight(_ height: CGFloat, fallback: CGFloat) -> CGFloat {
        if height == automaticDimension { return Swift.max(0, fallback) }
        guard height.isFinite, height > 0 else { return 0 }
        return height
    }

    /// The header height: the delegate's, or from the header view or title; 0 with neither.
    private func headerHeight(inSection section: Int) -> CGFloat {
        let explicit = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? UITableView.automaticDimension
        if explicit != UITableView.automaticDimension { return UITableView.sanitizedHeight(explicit, fallback: 0) }
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            pendingHeaders[section] = view
            return view.frame.height > 0 ? view.frame.height : sectionHeaderHeight
        }
        return dataSource?.tableView(self, titleForHeaderInSection: section) != nil ? sectionHeaderHeight : 0
    }

    /// The footer height: the delegate's, or from the footer view or title; 0 with neither.
    private func footerHeight(inSection section: Int) -> CGFloat {
        let explicit = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? UITableView.automaticDimension
        if explicit != UITableView.automaticDimension { return UITableView.sanitizedHeight(explicit, fallback: 0) }
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) {
            pendingFooters[section] = view
            return view.frame.height > 0 ? view.frame.height : sectionFooterHeight
        }
        return dataSource?.tableView(self, titleForFooterInSection: section) != nil ? sectionFooterHeight : 0
    }

    /// The number of sections, as the table last asked the data source.
    public var numberOfSections: Int { currentLayout.sections.count }

    /// The number of rows in `section`, as the table last asked the data source; 0 for a section
    /// that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        let layout = currentLayout
        guard layout.sections.indices.contains(section) else { return 0 }
        return layout.rowCount(in: section)
    }

    /// Whether `indexPath` names an existing row.
    func isValid(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let layout = currentLayout
        return layout.sections.indices.contains(indexPath.section)
            && (0..<layout.rowCount(in: indexPath.section)).contains(indexPath.row)
    }
}

// UITableView+Updates.swift: batch updates checked against the data source; counts that do not add
// up are reported with UIKit's "Invalid update: invalid number of rows in section N. ..." message
// (worded in Lists/BatchUpdates+Checks.swift).

extension UITableView {
    /// Adds a change to the open batch, or applies it at once as a batch of its own.
    func record(_ change: (inout BatchUpdates) -> Void) {
        if let batch = pendingBatch.record(change) { apply(batch) }
    }

    /// Closes one level of `beginUpdates()`; the outermost applies the batch. False when the batch
    /// was rejected.
    @discardableResult
    func closeBatch() -> Bool {
        guard let batch = pendingBatch.close() else { return true }
        return apply(batch)
    }

    /// Checks a batch against the data source and, when it is consistent, applies it: cells of
    /// surviving rows move to their new index paths, the others go to the pool.
    @discardableResult
    func apply(_ updates: BatchUpdates) -> Bool {
        guard let oldLayout = tableLayout else {
            // Nothing was shown yet: there is nothing to check against; read the data afresh.
            setNeedsLayout()
            return true
        }
        guard let dataSource else { return false }
        let newSectionCount = max(0, dataSource.numberOfSections(in: self))
        let newRowCounts = (0..<newSectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        let oldRowCounts = oldLayout.sections.map(\.rows.count)
        guard updates.isConsistent(oldCounts: oldRowCounts, newCounts: newRowCounts, in: .table) else { return false }
        let cells = updates.sortOut(visibleCellsByIndexPath)
        for (indexPath, cell) in cells.leaving { recycle(cell, at: indexPath) }
        visibleCellsByIndexPath = cells.staying
        selectedIndexPathsInOrder = updates.selection(after: selectedIndexPathsInOrder)
        removeAllHeaderFooterViews()
        var newLayout = makeLayout(counts: (newSectionCount, newRowCounts))
        if usesEstimatedHeights { newLayout.keepMeasuredHeights(of: oldLayout, through: updates) }
        tableLayout = newLayout
        cellsMovedSinceLastPass = true
        contentSize = CGSize(width: bounds.width, height: tableLayout?.contentHeight ?? 0)
        setNeedsLayout()
        return true
    }
}

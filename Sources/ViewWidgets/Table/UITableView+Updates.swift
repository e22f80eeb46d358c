// UITableView+Updates.swift: batch updates checked against the data source; counts that do not add
// up are reported with UIKit's "Invalid update: invalid number of rows in section N. ..." message
// (worded in Lists/BatchUpdates+Checks.swift).

extension UITableView {
    /// Adds a change to the open batch, or applies it at once as a batch of its own.
    func record(_ change: (inout BatchUpdates) -> Void) {
        if updateNesting > 0, var updates = pendingUpdates {
            change(&updates)
            pendingUpdates = updates
        } else {
            var updates = BatchUpdates()
            change(&updates)
            apply(updates)
        }
    }

    /// Closes one level of `beginUpdates()`; the outermost applies the batch. False when the batch
    /// was rejected.
    @discardableResult
    func closeBatch() -> Bool {
        updateNesting -= 1
        guard updateNesting == 0, let batch = pendingUpdates else { return true }
        pendingUpdates = nil
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
        let newSectionCount = Swift.max(0, dataSource.numberOfSections(in: self))
        let newRowCounts = (0..<newSectionCount).map { Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        let oldRowCounts = oldLayout.sections.map(\.rows.count)
        if let message = updates.inconsistency(oldCounts: oldRowCounts, newCounts: newRowCounts, in: .table) {
            Headless.reportViolation(message)
            return false
        }
        var movedCells = VisibleCellMap<UITableViewCell>()
        for (indexPath, cell) in visibleCellsByIndexPath {
            if !updates.isReloaded(indexPath), let target = updates.newIndexPath(for: indexPath) {
                movedCells[target] = cell
            } else {
                recycle(cell, at: indexPath)
            }
        }
        visibleCellsByIndexPath = movedCells
        // Selected rows follow their rows; reloading a row deselects it, as on a device.
        selectedIndexPathsInOrder = selectedIndexPathsInOrder.compactMap {
            updates.isReloaded($0) ? nil : updates.newIndexPath(for: $0)
        }
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

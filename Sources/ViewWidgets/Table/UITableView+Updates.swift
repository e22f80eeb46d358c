// UITableView+Updates.swift: batch updates checked against the data source; counts that do not add
// up are reported with UIKit's "Invalid update: invalid number of rows in section N. ..." message.

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
        if let message = UITableView.inconsistency(of: updates, oldLayout: oldLayout,
                                                   newSectionCount: newSectionCount, newRowCounts: newRowCounts) {
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

    /// UIKit's message for a batch that does not match the data source's new counts, or nil.
    static func inconsistency(of updates: BatchUpdates, oldLayout: TableLayout,
                              newSectionCount: Int, newRowCounts: [Int]) -> String? {
        let oldSectionCount = oldLayout.sections.count
        for section in updates.deletedSections where section >= oldSectionCount {
            return "attempt to delete section \(section), but there are only \(oldSectionCount) sections before the update"
        }
        for section in updates.insertedSections where section >= newSectionCount {
            return "attempt to insert section \(section) but there are only \(newSectionCount) sections after the update"
        }
        let inserted = updates.insertedSections.count, deleted = updates.deletedSections.count
        if newSectionCount != oldSectionCount + inserted - deleted {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newSectionCount)) must be equal to the number of sections contained in the table view before the update (\(oldSectionCount)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        }
        func rowsBefore(_ indexPath: IndexPath) -> Int {
            oldLayout.sections.indices.contains(indexPath.section) ? oldLayout.rowCount(in: indexPath.section) : 0
        }
        // A row of a section that does not exist, or a negative row, is as missing as one past the end.
        for indexPath in updates.deletedRows.sorted() + updates.reloadedRows.sorted() where !(0..<rowsBefore(indexPath)).contains(indexPath.row) {
            guard (0..<oldSectionCount).contains(indexPath.section) else {
                return "attempt to delete row \(indexPath.row) from section \(indexPath.section), but there are only \(oldSectionCount) sections before the update"
            }
            return "attempt to delete row \(indexPath.row) from section \(indexPath.section) which only contains \(rowsBefore(indexPath)) rows before the update"
        }
        for indexPath in updates.movedRows.map(\.from) where !(0..<rowsBefore(indexPath)).contains(indexPath.row) {
            return "attempt to move index path (<NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.row)}) that does not exist - there are only \(rowsBefore(indexPath)) rows in section \(indexPath.section) before the update"
        }
        for indexPath in updates.insertedRows.sorted() + updates.movedRows.map(\.to) {
            guard newRowCounts.indices.contains(indexPath.section) else {
                return "attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only \(newSectionCount) sections after the update"
            }
            let count = newRowCounts[indexPath.section]
            if !(0..<count).contains(indexPath.row) {
                return "attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only \(count) rows in section \(indexPath.section) after the update"
            }
        }
        for oldSection in 0..<oldSectionCount where !updates.reloadedSections.contains(oldSection) {
            guard let newSection = updates.newSection(for: oldSection), newRowCounts.indices.contains(newSection) else { continue }
            let before = oldLayout.rowCount(in: oldSection)
            let after = newRowCounts[newSection]
            let rowsInserted = updates.insertedRows.filter { $0.section == newSection }.count
            let rowsDeleted = updates.deletedRows.filter { $0.section == oldSection }.count
            let movedIn = updates.movedRows.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
            let movedOut = updates.movedRows.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
            if after != before + rowsInserted - rowsDeleted + movedIn - movedOut {
                return "Invalid update: invalid number of rows in section \(newSection). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(rowsInserted) inserted, \(rowsDeleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }
}

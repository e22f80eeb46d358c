// UICollectionView+Updates.swift: batch updates checked against the data source; counts that do
// not add up are reported with UIKit's "Invalid update: invalid number of items in section N. ..."
// message (worded in Lists/BatchUpdates+Checks.swift).

extension UICollectionView {
    /// Adds a change to the open batch, or applies it at once as a batch of its own.
    func record(_ change: (inout BatchUpdates) -> Void) {
        if let batch = pendingBatch.record(change) { applyUpdates(batch) }
    }

    /// Checks a batch against the data source and, when it is consistent, applies it: cells of
    /// surviving items move to their new index paths, the others go to the pool; supplementary
    /// views follow their sections; the layout is invalidated.
    @discardableResult
    func applyUpdates(_ updates: BatchUpdates) -> Bool {
        // A change of the data under an interactive movement ends it: its index paths no longer
        // name its item (a decision; the cells go back at the next layout pass).
        abandonMovement()
        guard let oldCounts = counts else {
            // Nothing was read yet: there is nothing to check against; read the data afresh.
            invalidateData()
            return true
        }
        guard dataSource != nil else { return false }
        let newCounts = readCountsFromDataSource()
        guard updates.isConsistent(oldCounts: oldCounts, newCounts: newCounts, in: .collection) else { return false }
        let cells = updates.sortOut(visibleCellsByIndexPath)
        for (indexPath, cell) in cells.leaving { recycle(cell, at: indexPath) }
        visibleCellsByIndexPath = cells.staying
        var movedViews: [SupplementaryKey: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) {
            let section = key.indexPath.section
            if !updates.reloadedSections.contains(section), let target = updates.newSection(for: section) {
                movedViews[SupplementaryKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: target))] = view
            } else {
                recycleSupplementaryView(view, for: key)
            }
        }
        visibleSupplementaryViews = movedViews
        elementViewsNeedOrdering = true   // index paths changed: the views are put in order again
        selectedIndexPathsInOrder = updates.selection(after: selectedIndexPathsInOrder)
        forgetPrefetching()
        counts = newCounts
        // Self-sized items keep their sizes where they go (the layout measured them by index path).
        layoutStorage.carryMeasurements(through: updates, oldCounts: oldCounts, newCounts: newCounts)
        layoutStorage.invalidateLayout()
        setNeedsLayout()
        return true
    }

    /// Asks the data source again for the cells of the items on screen among `indexPaths`;
    /// dequeuing for such an item gives back its current cell.
    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths.sorted() {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            reconfiguringCell = (indexPath, cell)
            let answer = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCell = nil
            // A data source that made another cell replaces the old one, as a reload would.
            if answer !== cell {
                recycle(cell, at: indexPath)
                setNeedsLayout()
            }
        }
    }
}

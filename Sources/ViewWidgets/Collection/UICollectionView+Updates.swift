// UICollectionView+Updates.swift: batch updates checked against the data source; counts that do
// not add up are reported with UIKit's "Invalid update: invalid number of items in section N. ..."

extension UICollectionView {
    /// Adds a change to the open batch, or applies it at once as a batch of its own.
    func record(_ change: (inout BatchUpdates) -> Void) {
        if updateNesting > 0, var updates = pendingUpdates {
            change(&updates)
            pendingUpdates = updates
        } else {
            var updates = BatchUpdates()
            change(&updates)
            applyUpdates(updates)
        }
    }

    /// Checks a batch against the data source and, when it is consistent, applies it: cells of
    /// surviving items move to their new index paths, the others go to the pool; supplementary
    /// views follow their sections; the layout is invalidated.
    @discardableResult
    func applyUpdates(_ updates: BatchUpdates) -> Bool {
        guard let oldCounts = counts else {
            // Nothing was read yet: there is nothing to check against; read the data afresh.
            invalidateData()
            return true
        }
        guard dataSource != nil else { return false }
        let newCounts = readCountsFromDataSource()
        if let message = UICollectionView.inconsistency(of: updates, oldCounts: oldCounts, newCounts: newCounts) {
            Headless.reportViolation(message)
            return false
        }
        var movedCells = VisibleCellMap<UICollectionViewCell>()
        for (indexPath, cell) in visibleCellsByIndexPath {
            if !updates.isReloaded(indexPath), let target = updates.newIndexPath(for: indexPath) {
                movedCells[target] = cell
            } else {
                recycle(cell, at: indexPath)
            }
        }
        visibleCellsByIndexPath = movedCells
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
        // Selected items follow their items; reloading an item deselects it.
        selectedIndexPathsInOrder = selectedIndexPathsInOrder.compactMap {
            updates.isReloaded($0) ? nil : updates.newIndexPath(for: $0)
        }
        prefetchedIndexPaths.removeAll()
        counts = newCounts
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

    /// UIKit's message for a batch that does not match the data source's new counts, or nil.
    static func inconsistency(of updates: BatchUpdates, oldCounts: [Int], newCounts: [Int]) -> String? {
        let oldSectionCount = oldCounts.count, newSectionCount = newCounts.count
        for section in updates.deletedSections where section >= oldSectionCount {
            return "attempt to delete section \(section), but there are only \(oldSectionCount) sections before the update"
        }
        for section in updates.insertedSections where section >= newSectionCount {
            return "attempt to insert section \(section) but there are only \(newSectionCount) sections after the update"
        }
        let inserted = updates.insertedSections.count, deleted = updates.deletedSections.count
        if newSectionCount != oldSectionCount + inserted - deleted {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(newSectionCount)) must be equal to the number of sections contained in the collection view before the update (\(oldSectionCount)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        }
        func itemsBefore(_ indexPath: IndexPath) -> Int {
            oldCounts.indices.contains(indexPath.section) ? oldCounts[indexPath.section] : 0
        }
        // An item of a section that does not exist, or a negative item, is as missing as one past the end.
        for indexPath in updates.deletedRows.sorted() + updates.reloadedRows.sorted()
        where !(0..<itemsBefore(indexPath)).contains(indexPath.item) {
            guard (0..<oldSectionCount).contains(indexPath.section) else {
                return "attempt to delete item \(indexPath.item) from section \(indexPath.section), but there are only \(oldSectionCount) sections before the update"
            }
            return "attempt to delete item \(indexPath.item) from section \(indexPath.section) which only contains \(itemsBefore(indexPath)) items before the update"
        }
        for indexPath in updates.movedRows.map(\.from) where !(0..<itemsBefore(indexPath)).contains(indexPath.item) {
            return "attempt to move index path (<NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.item)}) that does not exist - there are only \(itemsBefore(indexPath)) items in section \(indexPath.section) before the update"
        }
        for indexPath in updates.insertedRows.sorted() + updates.movedRows.map(\.to) {
            guard newCounts.indices.contains(indexPath.section) else {
                return "attempt to insert item \(indexPath.item) into section \(indexPath.section), but there are only \(newSectionCount) sections after the update"
            }
            let count = newCounts[indexPath.section]
            if !(0..<count).contains(indexPath.item) {
                return "attempt to insert item \(indexPath.item) into section \(indexPath.section), but there are only \(count) items in section \(indexPath.section) after the update"
            }
        }
        for oldSection in 0..<oldSectionCount where !updates.reloadedSections.contains(oldSection) {
            guard let newSection = updates.newSection(for: oldSection), newCounts.indices.contains(newSection) else { continue }
            let before = oldCounts[oldSection], after = newCounts[newSection]
            let itemsInserted = updates.insertedRows.filter { $0.section == newSection }.count
            let itemsDeleted = updates.deletedRows.filter { $0.section == oldSection }.count
            let movedIn = updates.movedRows.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
            let movedOut = updates.movedRows.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
            if after != before + itemsInserted - itemsDeleted + movedIn - movedOut {
                return "Invalid update: invalid number of items in section \(newSection). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(itemsInserted) inserted, \(itemsDeleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }
}

// BatchUpdates.swift: the insertions, deletions, moves and reloads of one batch update.

/// The changes of one batch update of a table or a collection view, in UIKit's terms: deletions
/// and reloads name rows and sections as they were before the update, insertions as they are
/// after it, moves from before to after. A collection view's items are its rows here: both are
/// an index path's second element.
struct BatchUpdates {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedRows: Set<IndexPath> = []
    var deletedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Where old section `section` is after the update, or nil when it is deleted.
    func newSection(for section: Int) -> Int? {
        if deletedSections.contains(section) { return nil }
        if let move = movedSections.first(where: { $0.from == section }) { return move.to }
        let removedBefore = deletedSections.count(in: 0..<section)
            + movedSections.filter { $0.from < section }.count
        var position = section - removedBefore
        let fixed = (Array(insertedSections) + movedSections.map(\.to)).sorted()
        for slot in fixed where slot <= position { position += 1 }
        return position
    }

    /// Where old row `indexPath` is after the update, or nil when it or its section is deleted.
    func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
        if deletedRows.contains(indexPath) { return nil }
        if let move = movedRows.first(where: { $0.from == indexPath }) { return move.to }
        guard let section = newSection(for: indexPath.section) else { return nil }
        let removedBefore = deletedRows.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
            + movedRows.filter { $0.from.section == indexPath.section && $0.from.row < indexPath.row }.count
        var position = indexPath.row - removedBefore
        let fixed = (insertedRows.filter { $0.section == section }.map(\.row)
            + movedRows.filter { $0.to.section == section }.map(\.to.row)).sorted()
        for slot in fixed where slot <= position { position += 1 }
        return IndexPath(row: position, section: section)
    }

    /// Whether the row's cell must be asked for again (its row or section was reloaded).
    func isReloaded(_ indexPath: IndexPath) -> Bool {
        reloadedRows.contains(indexPath) || reloadedSections.contains(indexPath.section)
    }

    /// The cells on screen sorted out by what the update does to their rows: those of rows that
    /// stay, at their new index paths, and the others (deleted or reloaded), at their old ones and
    /// in order, for the pool. The caller recycles the leaving cells before it keeps the staying
    /// ones, so a delegate told that a cell left finds the others at their old index paths.
    func sortOut<Cell>(_ cells: VisibleCellMap<Cell>) -> (staying: VisibleCellMap<Cell>, leaving: [(indexPath: IndexPath, cell: Cell)]) {
        var staying = VisibleCellMap<Cell>(), leaving: [(indexPath: IndexPath, cell: Cell)] = []
        for (indexPath, cell) in cells {
            if !isReloaded(indexPath), let target = newIndexPath(for: indexPath) {
                staying[target] = cell
            } else {
                leaving.append((indexPath, cell))
            }
        }
        return (staying, leaving)
    }

    /// The selection after the update: selected rows follow their rows; a reloaded row is
    /// deselected, as on a device.
    func selection(after selection: [IndexPath]) -> [IndexPath] {
        selection.compactMap { isReloaded($0) ? nil : newIndexPath(for: $0) }
    }
}

/// The batch a table or collection view is collecting: `performBatchUpdates` (and a table's
/// `beginUpdates()`) open it, calls inside add to it, and the outermost close hands it over to be
/// checked and applied. A change made outside any batch is a batch of its own.
struct PendingBatch {
    private var updates: BatchUpdates?
    private var nesting = 0

    /// Whether a batch is open.
    var isOpen: Bool { nesting > 0 }

    /// Opens a batch, or one more level of the open one.
    mutating func open() {
        if nesting == 0 { updates = BatchUpdates() }
        nesting += 1
    }

    /// Closes one level; the collected changes when that was the outermost.
    mutating func close() -> BatchUpdates? {
        nesting -= 1
        guard nesting == 0, let batch = updates else { return nil }
        updates = nil
        return batch
    }

    /// Adds a change to the open batch (nil), or, with none open, gives it back as a batch of its
    /// own to apply at once.
    mutating func record(_ change: (inout BatchUpdates) -> Void) -> BatchUpdates? {
        if nesting > 0, var batch = updates {
            // Out of `updates` while it changes, so its sets are not copied.
            updates = nil
            change(&batch)
            updates = batch
            return nil
        }
        var batch = BatchUpdates()
        change(&batch)
        return batch
    }
}

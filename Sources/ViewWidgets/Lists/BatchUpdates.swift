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
}

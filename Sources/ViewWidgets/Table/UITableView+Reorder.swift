// UITableView+Reorder.swift: moving a row in editing mode by dragging its reorder control: the cell
// follows the finger, and where it is let go the data source's `moveRowAt` is told and the row moves
// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)).

/// A row being dragged by its reorder control.
@MainActor
struct TableReorder {
    /// The row the drag started on.
    let source: IndexPath
    /// Its cell, which follows the finger.
    weak var cell: UITableViewCell?
    /// Where the finger went down and where the cell was then (table coordinates).
    let startY: CGFloat
    let cellStartY: CGFloat
}

extension UITableView {
    /// The finger went down on the reorder control of `cell` at `point` (table coordinates): the
    /// drag starts when the table is editing and the data source lets the row move.
    func reorderDidBegin(in cell: UITableViewCell, at point: CGPoint) {
        guard isEditing, editingState.reorder == nil, let indexPath = indexPath(for: cell),
              dataSource?.tableView(self, canMoveRowAt: indexPath) == true else { return }
        editingState.swipe?.hide()
        editingState.reorder = TableReorder(source: indexPath, cell: cell, startY: point.y, cellStartY: cell.frame.minY)
        bringSubviewToFront(cell)
        cell.setReordering(true)
    }

    /// The finger moved: the cell follows it up or down.
    func reorderDidMove(to point: CGPoint) {
        guard let reorder = editingState.reorder, let cell = reorder.cell else { return }
        cell.frame.origin.y = reorder.cellStartY + point.y - reorder.startY
    }

    /// The finger lifted at `point` (or the touch was cancelled: `point` nil): the row goes where
    /// the finger is (as the delegate's `targetIndexPathForMoveFromRowAt` may change it); the data
    /// source's `moveRowAt` is told first, then the table moves the row without asking for cells.
    func reorderDidEnd(at point: CGPoint?) {
        guard let reorder = editingState.reorder else { return }
        editingState.reorder = nil
        reorder.cell?.setReordering(false)
        setNeedsLayout()
        guard let point, let dataSource, isValid(reorder.source) else { return }
        let proposed = destinationOfReorder(at: point.y)
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source,
                                              toProposedIndexPath: proposed) ?? proposed
        guard target != reorder.source, isValidDestination(target, from: reorder.source) else { return }
        dataSource.tableView(self, moveRowAt: reorder.source, to: target)
        moveRow(at: reorder.source, to: target)
    }

    /// Whether the dragged cell follows the finger rather than its row.
    func isReordering(_ cell: UITableViewCell) -> Bool {
        editingState.reorder?.cell === cell
    }

    /// The row under `y`, held within the first and last rows.
    private func destinationOfReorder(at y: CGFloat) -> IndexPath {
        let layout = loadLayoutIfNeeded()
        let sections = layout.sections.indices.filter { layout.rowCount(in: $0) > 0 }
        guard let first = sections.first, let last = sections.last else { return IndexPath(row: 0, section: 0) }
        let firstRect = rectForRow(at: IndexPath(row: 0, section: first))
        let lastRow = IndexPath(row: layout.rowCount(in: last) - 1, section: last)
        if y < firstRect.minY { return IndexPath(row: 0, section: first) }
        if y >= rectForRow(at: lastRow).maxY { return lastRow }
        if let row = indexPathForRow(at: CGPoint(x: 0, y: y)) { return row }
        // Over a header or footer: the first row of the next section with rows.
        let next = sections.first { rect(forSection: $0).maxY > y } ?? last
        return IndexPath(row: 0, section: next)
    }

    /// Whether the row can go to `target`: a row of the same section, or a place up to the end of
    /// another section.
    private func isValidDestination(_ target: IndexPath, from source: IndexPath) -> Bool {
        guard target.count == 2, target.section >= 0, target.section < numberOfSections, target.row >= 0 else { return false }
        let rows = numberOfRows(inSection: target.section)
        return target.section == source.section ? target.row < rows : target.row <= rows
    }
}

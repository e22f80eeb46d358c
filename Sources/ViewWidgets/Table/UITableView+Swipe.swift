// UITableView+Swipe.swift: a table's swipe actions (iOS 11), as the delegate gives them, revealed
// and run by Lists/SwipeActionsController.swift; a Delete button by default.

extension UITableView: SwipeActionsHost {
    /// The controller of the table's swipe actions, made (and its recognizer attached) on first use.
    var swipeActionsController: SwipeActionsController {
        if let controller = editingState.swipe { return controller }
        let controller = SwipeActionsController(host: self)
        editingState.swipe = controller
        return controller
    }

    var swipeScrollView: UIScrollView { self }

    /// The row under a drag; none in editing mode, where rows do not swipe.
    func swipeItem(at point: CGPoint) -> IndexPath? {
        isEditing || editingState.reorder != nil ? nil : indexPathForRow(at: point)
    }

    /// The delegate's actions for a row the data source lets be edited. A nil trailing
    /// configuration means the default set: the legacy row actions, or a Delete button for a row
    /// whose editing style is `.delete`. A nil leading configuration shows nothing.
    func swipeActionsConfiguration(for item: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        guard let dataSource, isValid(item), dataSource.tableView(self, canEditRowAt: item) else { return nil }
        let delegate = tableDelegate
        switch edge {
        case .leading:
            return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: item)
        case .trailing:
            if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: item) {
                return configuration
            }
            return defaultTrailingActions(at: item)
        }
    }

    func swipeCell(for item: IndexPath) -> SwipeableCell? { cellForRow(at: item) }

    func swipeItem(of cell: SwipeableCell) -> IndexPath? {
        (cell as? UITableViewCell).flatMap { indexPath(for: $0) }
    }

    func swipeWillReveal(at item: IndexPath) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: item)
    }

    func swipeDidHide(at item: IndexPath) {
        tableDelegate?.tableView(self, didEndEditingRowAt: item)
    }

    /// A destructive action that succeeded removes its row when the data source already has one
    /// row fewer in its section (a handler that called `deleteRows` has removed it already).
    func swipeAction(_ action: UIContextualAction, didCompleteWith success: Bool, at item: IndexPath) {
        guard success, action.style == .destructive, !(action is DeleteConfirmationAction),
              let dataSource, let layout = tableLayout, layout.sections.indices.contains(item.section),
              cellForRow(at: item) != nil else { return }
        let shown = layout.rowCount(in: item.section)
        let now = dataSource.tableView(self, numberOfRowsInSection: item.section)
        if now == shown - 1 { deleteRows(at: [item], with: .automatic) }
    }

    /// The legacy row actions of the row, or a Delete button (titled by the delegate) that commits
    /// the deletion to the data source; nothing for a row whose editing style is not `.delete`.
    private func defaultTrailingActions(at item: IndexPath) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        guard (delegate?.tableView(self, editingStyleForRowAt: item) ?? .delete) == .delete else { return nil }
        let row: @MainActor () -> IndexPath? = { [weak self] in self?.editingState.swipe?.revealedItem }
        if let rowActions = delegate?.tableView(self, editActionsForRowAt: item), !rowActions.isEmpty {
            return UISwipeActionsConfiguration(actions: rowActions.map { $0.contextualAction(at: row) })
        }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: item) ?? "Delete"
        let delete = DeleteConfirmationAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let indexPath = row() else { return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

/// The Delete button a table shows by default: its handler commits the deletion, and the data
/// source's `commit` decides what happens to the row (the table does not remove it by itself).
@MainActor
final class DeleteConfirmationAction: UIContextualAction {}

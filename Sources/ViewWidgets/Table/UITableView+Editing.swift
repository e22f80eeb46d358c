// UITableView+Editing.swift: editing mode (https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)):
// the cells' delete and insert controls, the Delete button a delete control reveals, selection
// while editing; reordering is in UITableView+Reorder.swift.

/// A table's editing state: the mode, the swipe actions controller, the reorder under way.
@MainActor
final class TableEditingState {
    /// Whether the table is in editing mode.
    var isEditing = false
    /// Whether rows can be selected in editing mode.
    var allowsSelection = false
    /// Whether several rows can be selected in editing mode.
    var allowsMultipleSelection = false
    /// The swipe actions controller, once a row could be swiped.
    var swipe: SwipeActionsController?
    /// The row being dragged by its reorder control.
    var reorder: TableReorder?
}

extension UITableView {
    /// `setEditing(_:animated:)`: revealed swipe actions hide; a change of mode is given to every
    /// visible cell (its controls and indentation change at once).
    func applyEditing(_ editing: Bool, animated: Bool) {
        editingState.swipe?.hide()
        guard editingState.isEditing != editing else { return }
        editingState.isEditing = editing
        for (indexPath, cell) in visibleCellsByIndexPath { prepareEditing(of: cell, at: indexPath, animated: animated) }
    }

    /// Gives a cell about to show (or on screen when the mode changes) the table's editing mode and
    /// its row's editing style, indentation and reorder control, as the data source and delegate say.
    func prepareEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        let editing = editingState.isEditing
        guard editing || cell.isEditing else { return }
        if editing, let dataSource {
            let editable = dataSource.tableView(self, canEditRowAt: indexPath)
            let delegate = tableDelegate
            cell.editingParts.style = editable ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
            cell.editingParts.tableIndents = delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
            cell.editingParts.movable = dataSource.tableView(self, canMoveRowAt: indexPath)
        }
        if cell.isEditing != editing {
            cell.setEditing(editing, animated: animated)
        } else {
            cell.setNeedsLayout()
        }
        // Nothing animates: the controls are in place at once.
        if cell.superview === self { cell.layoutIfNeeded() }
    }

    /// A cell's delete or insert control was tapped: a delete control reveals the row's trailing
    /// actions (the Delete button by default); an insert control commits an insertion.
    func editingControlTapped(in cell: UITableViewCell) {
        guard isEditing, let indexPath = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .delete:
            if editingState.swipe?.revealedItem == indexPath {
                editingState.swipe?.hide()
            } else {
                swipeActionsController.reveal(indexPath, edge: .trailing)
            }
        case .insert:
            editingState.swipe?.hide()
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none:
            break
        }
    }

    /// Whether a touch may select rows now: outside editing mode as `allowsSelection` says, in it
    /// as `allowsSelectionDuringEditing` says.
    var allowsSelectionNow: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
            : allowsSelection || allowsMultipleSelection
    }

    /// Whether several rows may be selected now (`allowsMultipleSelectionDuringEditing` in editing mode).
    var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// A touch went down on the table: revealed swipe actions hide, and the touch selects nothing.
    func swipeActionsTouchDidBegin() -> Bool {
        editingState.swipe?.touchDidBegin() ?? false
    }
}

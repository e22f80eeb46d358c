// UITableView+Selection.swift: selecting rows by touch: the highlight while the finger is down, then
// the delegate's will/did calls (it may redirect or cancel) around the deselection and selection.

import Foundation

extension UITableView {
    /// Makes `indexPath` selected: without multiple selection the other selected rows go first
    /// (through `deselect`), then the row joins the selection and its cell shows it.
    func select(_ indexPath: IndexPath, deselectingOthers deselect: (IndexPath) -> Void, animated: Bool) {
        if !allowsMultipleSelectionNow {
            for selected in selectedIndexPathsInOrder where selected != indexPath { deselect(selected) }
        }
        if !selectedIndexPathsInOrder.contains(indexPath) { selectedIndexPathsInOrder.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    }

    /// What a tap on a row does: `willSelectRowAt` (which may redirect or refuse), the old row's
    /// `willDeselectRowAt`/`didDeselectRowAt`, the selection, then `didSelectRowAt`. With multiple
    /// selection, tapping a selected row deselects it instead. A tap that selects a single row,
    /// or that `willSelectRowAt` refuses (a button-style row: the selection stays as it was), then
    /// performs the row's primary action (iOS 16), "regardless of whether the selection changes"
    /// as Apple documents. A tap that ran a selection or deselection posts
    /// `selectionDidChangeNotification`.
    func selectRowByUser(at indexPath: IndexPath) {
        guard allowsSelectionNow, isValid(indexPath) else { return }
        let delegate = tableDelegate
        var ranSelection = false
        defer { if ranSelection { NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self) } }
        if allowsMultipleSelectionNow, selectedIndexPathsInOrder.contains(indexPath) {
            ranSelection = deselectRowByUser(at: indexPath)
            return
        }
        let answer = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        let target: IndexPath
        if let answer {
            guard isValid(answer) else { return }
            target = answer
            select(target, deselectingOthers: { ranSelection = self.deselectRowByUser(at: $0) || ranSelection }, animated: false)
            ranSelection = true
            delegate?.tableView(self, didSelectRowAt: target)
        } else {
            target = indexPath
        }
        // A tap on one row, not extending a selection, is a primary action (iOS 16).
        if !allowsMultipleSelectionNow, let delegate, isValid(target),
           delegate.tableView(self, canPerformPrimaryActionForRowAt: target) {
            delegate.tableView(self, performPrimaryActionForRowAt: target)
        }
    }

    /// Deselects a row as the user's action does: `willDeselectRowAt` (which may refuse), then
    /// `didDeselectRowAt`. Returns whether it deselected.
    @discardableResult
    private func deselectRowByUser(at indexPath: IndexPath) -> Bool {
        let delegate = tableDelegate
        let answer = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target = answer else { return false }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
        return true
    }

    /// A touch went down at `point`: remember its row and highlight it. A row the delegate's
    /// `tableView(_:shouldHighlightRowAt:)` refuses is not tracked, so lifting the finger selects
    /// nothing (no `willSelectRowAt`/`didSelectRowAt`), as on a device.
    func beginRowTouch(at point: CGPoint) {
        if swipeActionsTouchDidBegin() { return }
        guard allowsSelectionNow, let indexPath = indexPathForRow(at: point) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        trackedIndexPath = indexPath
        setRowHighlighted(true, at: indexPath)
    }

    /// The touch moved: leaving the row ends the tracking.
    func moveRowTouch(to point: CGPoint) {
        guard let tracked = trackedIndexPath, indexPathForRow(at: point) != tracked else { return }
        setRowHighlighted(false, at: tracked)
        trackedIndexPath = nil
    }

    /// The touch ended or was cancelled: unhighlight, and select when it ended on its row.
    func endRowTouch(selecting: Bool) {
        guard let tracked = trackedIndexPath else { return }
        trackedIndexPath = nil
        setRowHighlighted(false, at: tracked)
        if selecting { selectRowByUser(at: tracked) }
    }

    /// Highlights or unhighlights a row's cell and tells the delegate, as UIKit does (the
    /// delegate was asked before the row was tracked).
    private func setRowHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        if highlighted {
            cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        } else if cellForRow(at: indexPath)?.isHighlighted == true {
            cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }
}

extension UITableView {
    /// `selectRow(at:animated:scrollPosition:)`: nil deselects every row; a missing row is not
    /// selected (and a scroll to it is reported); otherwise the row is selected and scrolled to.
    func selectInCode(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPathsInOrder { deselectRow(at: selected, animated: animated) }
            return
        }
        guard isValid(indexPath) else {
            if scrollPosition != .none { reportOutOfBoundsScroll(to: indexPath) }
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        select(indexPath, deselectingOthers: { deselectRow(at: $0, animated: animated) }, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }
}

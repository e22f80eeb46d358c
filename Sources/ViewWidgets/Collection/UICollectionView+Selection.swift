// UICollectionView+Selection.swift: selecting items by touch: the highlight while the finger is
// down, then the delegate's should/did calls around the selection, in UIKit's order.

extension UICollectionView {
    /// Makes `indexPath` selected: without multiple selection the other selected items go first
    /// (through `deselect`), then the item joins the selection and its cell shows it.
    func select(_ indexPath: IndexPath, deselectingOthers deselect: (IndexPath) -> Void) {
        if !selectsMultiple {
            for selected in selectedIndexPathsInOrder where selected != indexPath { deselect(selected) }
        }
        if !selectedIndexPathsInOrder.contains(indexPath) { selectedIndexPathsInOrder.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// A touch went down at `point`: `shouldHighlightItemAt`, then the highlight and
    /// `didHighlightItemAt`. A refused highlight skips the whole selection, as UIKit documents.
    /// A cell with a pop-up menu accessory is tracked whatever the selection settings: a tap
    /// anywhere in it presents the menu (Apple's `UICellAccessory.PopUpMenu`).
    func beginItemTouch(at point: CGPoint) {
        // A touch outside revealed swipe actions only hides them.
        if listSwipeActions?.touchDidBegin() == true { return }
        guard let indexPath = indexPathForItem(at: point) else { return }
        if let cell = cellForItem(at: indexPath) as? UICollectionViewListCell, cell.displayedPopUpMenuAccessory != nil {
            trackedIndexPath = indexPath
            cell.isHighlighted = true
            collectionViewDelegate?.collectionView(self, didHighlightItemAt: indexPath)
            return
        }
        guard selectsByTouch else { return }
        guard collectionViewDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        trackedIndexPath = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionViewDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// The touch moved: leaving the item ends the tracking and takes the highlight away.
    func moveItemTouch(to point: CGPoint) {
        guard let tracked = trackedIndexPath, indexPathForItem(at: point) != tracked else { return }
        trackedIndexPath = nil
        unhighlight(tracked)
    }

    /// The touch ended or was cancelled. Ended on its item: a selected item of a
    /// multiple-selection collection view is deselected (`shouldDeselectItemAt`, the highlight
    /// goes, `didDeselectItemAt`); any other item is selected (`shouldSelectItemAt`, the highlight
    /// goes with `didUnhighlightItemAt`, the previous selection is deselected with
    /// `didDeselectItemAt`, then `didSelectItemAt`).
    func endItemTouch(selecting: Bool) {
        guard let tracked = trackedIndexPath else { return }
        trackedIndexPath = nil
        guard selecting, isValid(tracked) else { return unhighlight(tracked) }
        let delegate = collectionViewDelegate
        if let cell = cellForItem(at: tracked) as? UICollectionViewListCell, cell.togglesOutlineOnTap {
            // A header-style outline disclosure: the tap expands or collapses, and selects nothing.
            unhighlight(tracked)
            return cell.toggleOutline()
        }
        if let cell = cellForItem(at: tracked) as? UICollectionViewListCell, cell.presentPopUpMenuIfAny() {
            // A pop-up menu accessory: the tap shows its menu, and selects nothing.
            return unhighlight(tracked)
        }
        // A pop-up cell tracked while selection is off selects nothing.
        guard selectsByTouch else { return unhighlight(tracked) }
        if selectsMultiple, selectedIndexPathsInOrder.contains(tracked) {
            let allowed = delegate?.collectionView(self, shouldDeselectItemAt: tracked) ?? true
            unhighlight(tracked)
            guard allowed else { return }
            deselectItem(at: tracked, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: tracked)
            return
        }
        let allowed = delegate?.collectionView(self, shouldSelectItemAt: tracked) ?? true
        unhighlight(tracked)
        guard isValid(tracked) else { return }
        if allowed {
            select(tracked) { previous in
                deselectItem(at: previous, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
            delegate?.collectionView(self, didSelectItemAt: tracked)
        }
        // A tap on one item, not extending a selection, is a primary action (iOS 16), "regardless
        // of whether the selection changes": an item `shouldSelectItemAt` refuses performs it too.
        if !selectsMultiple, let delegate, isValid(tracked),
           delegate.collectionView(self, canPerformPrimaryActionForItemAt: tracked) {
            delegate.collectionView(self, performPrimaryActionForItemAt: tracked)
        }
    }

    /// Whether a touch selects items: `allowsSelection` or `allowsMultipleSelection`, or while
    /// editing their `DuringEditing` counterparts.
    var selectsByTouch: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection
    }

    /// Whether a touch adds to the selection rather than replacing it.
    var selectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Tells the cells on screen that editing began or ended: list cells show or hide their
    /// editing accessories. Leaving editing mode keeps the selection, as UIKit does.
    func editingDidChange() {
        listSwipeActions?.hide()
        for cell in visibleCells { cell.setNeedsUpdateConfiguration(); cell.setNeedsLayout() }
    }

    /// Takes the highlight off an item's cell and tells the delegate.
    private func unhighlight(_ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionViewDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}

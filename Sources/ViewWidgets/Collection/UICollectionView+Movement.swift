// UICollectionView+Movement.swift: moving an item interactively (iOS 9): the moving cell follows a
// target position, the others make room in the proposed order, and the end tells the data source
// once (https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:)).

/// An item being moved interactively.
@MainActor
struct InteractiveMovement {
    /// Where the item was when the movement began.
    let original: IndexPath
    /// Where it would go now (the delegate has had its say).
    var current: IndexPath
    /// Its cell, which follows the target position.
    weak var cell: UICollectionViewCell?
    /// The cell's centre: the last target position.
    var position: CGPoint
}

extension UICollectionView {
    /// `beginInteractiveMovementForItem(at:)`: a movement starts when none runs, the item exists
    /// and the data source lets it move (`canMoveItemAt`; not implemented: the item can move).
    func beginMovement(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource, isValid(indexPath), dataSourceLetsMove(dataSource, at: indexPath) else {
            return false
        }
        layoutIfNeeded()
        let cell = cellForItem(at: indexPath)
        let centre = cell?.center ?? layoutAttributesForItem(at: indexPath)?.center ?? .zero
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, cell: cell, position: centre)
        listSwipeActions?.hide()
        if let cell {
            bringSubviewToFront(cell)
            cell.setNeedsUpdateConfiguration()
        }
        return true
    }

    /// `updateInteractiveMovementTargetPosition(_:)`: the cell's centre goes to `position`; over
    /// another item's place the proposed index path becomes that place, as the delegate's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath` lets it.
    func moveMovement(to position: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = position
        if let proposed = itemIndexPath(at: position), proposed != movement.current {
            let target = collectionViewDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                                                                atCurrentIndexPath: movement.current,
                                                                toProposedIndexPath: proposed) ?? proposed
            if isValidMovementTarget(target, from: movement.original), target != movement.current {
                // The layout places the items in the proposed order, each with its own measured size.
                layoutStorage.moveMeasurement(from: movement.current, to: target)
                movement.current = target
            }
        }
        interactiveMovement = movement
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// `endInteractiveMovement()` (`commit` true) or `cancelInteractiveMovement()`: a moved item
    /// is committed by telling the data source's `moveItemAt` once, from the original index path
    /// to the final one, and moving the item (its cell stays); a cancel, or a data source that
    /// does not implement `moveItemAt`, puts everything back.
    func finishMovement(commit: Bool) {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        layoutStorage.moveMeasurement(from: movement.current, to: movement.original)
        movement.cell?.setNeedsUpdateConfiguration()
        elementViewsNeedOrdering = true
        defer {
            setNeedsLayout()
            layoutIfNeeded()
        }
        guard commit, movement.current != movement.original, let dataSource, isValid(movement.original) else { return }
        if let controller = dataSource as? UICollectionViewController, let overrides = controller.movingOverrides {
            guard overrides.moveItem else { return }
            controller.collectionView(self, moveItemAt: movement.original, to: movement.current)
        } else {
            let isDefault = CollectionProtocolDefaults.probe {
                dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
            }.isDefault
            guard !isDefault else { return }
        }
        moveItem(at: movement.original, to: movement.current)
    }

    /// Whether the data source lets the item begin moving. A collection view controller (the data
    /// source UIKit asks `respondsToSelector:` of through its class) lets items move only when
    /// its class overrides `moveItemAt`, and then as its `canMoveItemAt` override says (all, when
    /// not overridden); an override that calls `super` counts. Another data source: its
    /// `canMoveItemAt`, and without one, any item (Swift cannot see whether `moveItemAt` is there).
    func dataSourceLetsMove(_ dataSource: UICollectionViewDataSource, at indexPath: IndexPath) -> Bool {
        if let controller = dataSource as? UICollectionViewController, let overrides = controller.movingOverrides {
            guard overrides.moveItem else { return false }
            return !overrides.canMoveItem || controller.collectionView(self, canMoveItemAt: indexPath)
        }
        let (canMove, isDefault) = CollectionProtocolDefaults.probe {
            dataSource.collectionView(self, canMoveItemAt: indexPath)
        }
        return canMove || isDefault
    }

    /// Drops the movement under way without telling the data source (the data changed under it).
    func abandonMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        layoutStorage.moveMeasurement(from: movement.current, to: movement.original)
        movement.cell?.setNeedsUpdateConfiguration()
        elementViewsNeedOrdering = true
        setNeedsLayout()
    }

    /// Whether an item from `source` may go to `target`: a place in its own section, or one up to
    /// the end of another section.
    private func isValidMovementTarget(_ target: IndexPath, from source: IndexPath) -> Bool {
        guard target.count == 2, target.section >= 0, target.section < numberOfSections, target.item >= 0 else { return false }
        let items = numberOfItems(inSection: target.section)
        return target.section == source.section ? target.item < items : target.item <= items
    }

    /// Places the cells in the proposed order of the movement under way: the moving cell centred
    /// on the target position, the others at the layout's frames of their proposed index paths.
    /// (Run after each layout pass; a place the layout does not have keeps the cell where it is.)
    func layOutMovement() {
        guard let movement = interactiveMovement else { return }
        let original = movement.original, current = movement.current
        for (indexPath, cell) in visibleCellsByIndexPath {
            if indexPath == original {
                guard cell === movement.cell else { continue }
                // Its own size: the layout's at the proposed place, where its measurement went.
                if let size = layoutAttributesForItem(at: current)?.size, cell.bounds.size != size {
                    cell.frame = CGRect(origin: cell.frame.origin, size: size)
                }
                cell.center = movement.position
                continue
            }
            let slot = layoutIndexPath(ofItem: indexPath)
            guard slot != indexPath, let frame = layoutAttributesForItem(at: slot)?.frame else { continue }
            if cell.frame != frame { cell.frame = frame }
        }
    }

    /// The index path the layout has the item at `indexPath` at: during an interactive movement
    /// the layout places the items in the proposed order (the moving item at its current place,
    /// those between shifted by one); otherwise the same.
    func layoutIndexPath(ofItem indexPath: IndexPath) -> IndexPath {
        guard let movement = interactiveMovement, indexPath.count == 2 else { return indexPath }
        if indexPath == movement.original { return movement.current }
        var slot = indexPath
        if slot.section == movement.original.section, slot.item > movement.original.item { slot.item -= 1 }
        if slot.section == movement.current.section, slot.item >= movement.current.item { slot.item += 1 }
        return slot
    }

    /// Whether `cell` is the one following an interactive movement (still showing its item: a
    /// cell that scrolled away and was reused is not).
    func isMoving(_ cell: UICollectionViewCell) -> Bool {
        guard let movement = interactiveMovement, movement.cell === cell else { return false }
        return visibleCellsByIndexPath[movement.original] === cell
    }
}

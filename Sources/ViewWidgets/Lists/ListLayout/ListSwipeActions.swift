// ListSwipeActions.swift: swipe actions of a collection view's list cells, as a list section's
// configuration gives them (leadingSwipeActionsConfigurationProvider and the trailing one, iOS 14),
// revealed and run by Lists/SwipeActionsController.swift.

extension UICollectionView: SwipeActionsHost {
    var swipeScrollView: UIScrollView { self }

    /// The list item under a drag, in a section whose list has swipe actions; none while editing.
    func swipeItem(at point: CGPoint) -> IndexPath? {
        guard !isEditing, let indexPath = indexPathForItem(at: point), listConfiguration(of: indexPath.section)?.hasSwipeActions == true
        else { return nil }
        return indexPath
    }

    /// The provider's actions for the item's side; nil when the side has no provider.
    func swipeActionsConfiguration(for item: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        guard isValid(item), let list = listConfiguration(of: item.section) else { return nil }
        switch edge {
        case .leading: return list.leadingSwipeActionsConfigurationProvider?(item)
        case .trailing: return list.trailingSwipeActionsConfigurationProvider?(item)
        }
    }

    func swipeCell(for item: IndexPath) -> SwipeableCell? { cellForItem(at: item) as? UICollectionViewListCell }

    func swipeItem(of cell: SwipeableCell) -> IndexPath? {
        (cell as? UICollectionViewCell).flatMap { indexPath(for: $0) }
    }

    func swipeWillReveal(at item: IndexPath) {}

    func swipeDidHide(at item: IndexPath) {}

    /// A destructive action that succeeded removes its item when the data source already has one
    /// item fewer in its section (a diffable data source's new snapshot has removed it already).
    func swipeAction(_ action: UIContextualAction, didCompleteWith success: Bool, at item: IndexPath) {
        guard success, action.style == .destructive, let dataSource, let counts, counts.indices.contains(item.section),
              cellForItem(at: item) != nil else { return }
        let now = dataSource.collectionView(self, numberOfItemsInSection: item.section)
        if now == counts[item.section] - 1 { deleteItems(at: [item]) }
    }

    /// The list configuration of `section` when the layout is a compositional one with list sections.
    func listConfiguration(of section: Int) -> UICollectionLayoutListConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              layout.sections.indices.contains(section) else { return nil }
        return layout.sections[section].list
    }
}

extension UICollectionViewListCell: SwipeableCell {
    /// Moves the content and accessories aside by `offset` and shows `actions` in the space.
    func showSwipe(offset: CGFloat, actions: SwipeActionsView?, layOut: Bool) {
        let wasSwiped = swipeActionsView != nil
        if swipeActionsView !== actions {
            swipeActionsView?.removeFromSuperview()
            if let actions { addSubview(actions) }
        }
        swipeActionsView = actions
        swipeOffset = actions == nil ? 0 : offset
        setNeedsLayout()
        if wasSwiped != (actions != nil) { setNeedsUpdateConfiguration() }
        if layOut { layoutIfNeeded() }
    }

    /// After the accessories: the swipe offset and the actions beside the content.
    func layOutSwipe() {
        let offset = swipeOffset
        if offset != 0 {
            contentView.frame.origin.x += offset
            for view in accessoryViews { view.frame.origin.x += offset }
        }
        if let actions = swipeActionsView {
            actions.place(in: self, offset: offset)
        }
    }
}

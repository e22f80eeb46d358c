// UITableView+ContextMenu.swift: a long press on a row (an item) opens the context menu its
// delegate gives (`tableView(_:contextMenuConfigurationForRowAt:point:)`,
// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`), anchored to the row, lifting its
// cell unless the delegate names another preview.

extension UITableView {
    /// Adds the table's context menu interaction once a delegate is set. The long press only
    /// begins where the delegate gives a configuration, so rows without a menu are untouched.
    func installRowContextMenuInteraction() {
        guard tableDelegateStorage != nil,
              !interactions.contains(where: { ($0 as? UIContextMenuInteraction)?.configurationProvider != nil })
        else { return }
        let interaction = UIContextMenuInteraction { [weak self] point in
            guard let self, let delegate = self.tableDelegate, let indexPath = self.indexPathForRow(at: point) else {
                return nil
            }
            return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
        interaction.anchorProvider = { [weak self] point in
            guard let self, let indexPath = self.indexPathForRow(at: point) else { return nil }
            return self.rectForRow(at: indexPath)
        }
        // Without a preview controller, the row's cell is lifted.
        interaction.defaultPreviewViewProvider = { [weak self] point in
            guard let self, let indexPath = self.indexPathForRow(at: point) else { return nil }
            return self.cellForRow(at: indexPath)
        }
        interaction.willDisplay = { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
        }
        interaction.willEnd = { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
        }
        interaction.willCommitPreview = { [weak self] configuration, animator in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        interaction.highlightPreviewProvider = { [weak self] configuration in
            guard let self else { return nil }
            return self.tableDelegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
        interaction.dismissalPreviewProvider = { [weak self] configuration in
            guard let self else { return nil }
            return self.tableDelegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
        }
        addInteraction(interaction)
    }
}

extension UICollectionView {
    /// Adds the collection view's context menu interaction once a delegate is set; a long press
    /// on an item asks `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (which by
    /// default asks the single-item method).
    func installItemContextMenuInteraction() {
        guard collectionViewDelegate != nil,
              !interactions.contains(where: { ($0 as? UIContextMenuInteraction)?.configurationProvider != nil })
        else { return }
        // The item whose menu the last configuration was for: the iOS 16 preview methods name it.
        var menuIndexPath: IndexPath?
        let interaction = UIContextMenuInteraction { [weak self] point in
            guard let self, let delegate = self.collectionViewDelegate,
                  let indexPath = self.indexPathForItem(at: point) else { return nil }
            menuIndexPath = indexPath
            return delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        }
        interaction.anchorProvider = { [weak self] point in
            guard let self, let indexPath = self.indexPathForItem(at: point) else { return nil }
            return self.layoutAttributesForItem(at: indexPath)?.frame
        }
        // Without a preview controller, the item's cell is lifted.
        interaction.defaultPreviewViewProvider = { [weak self] point in
            guard let self, let indexPath = self.indexPathForItem(at: point) else { return nil }
            return self.cellForItem(at: indexPath)
        }
        interaction.willDisplay = { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionViewDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
        }
        interaction.willEnd = { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionViewDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
        }
        interaction.willCommitPreview = { [weak self] configuration, animator in
            guard let self else { return }
            self.collectionViewDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        // The iOS 16 methods, which by default answer with the iOS 13 ones.
        interaction.highlightPreviewProvider = { [weak self] configuration in
            guard let self, let indexPath = menuIndexPath else { return nil }
            return self.collectionViewDelegate?.collectionView(self, contextMenuConfiguration: configuration,
                                                               highlightPreviewForItemAt: indexPath)
        }
        interaction.dismissalPreviewProvider = { [weak self] configuration in
            guard let self, let indexPath = menuIndexPath else { return nil }
            return self.collectionViewDelegate?.collectionView(self, contextMenuConfiguration: configuration,
                                                               dismissalPreviewForItemAt: indexPath)
        }
        addInteraction(interaction)
    }
}

extension UITableView {
    /// The context menu interaction the table added for its rows, if it added one.
    var rowContextMenuInteraction: UIContextMenuInteraction? {
        interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first { $0.configurationProvider != nil }
    }
}

extension UICollectionView {
    /// The interaction that opens the items' context menus (iOS 14): the one the collection view
    /// adds once it has a delegate; nil before.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first { $0.configurationProvider != nil }
    }
}

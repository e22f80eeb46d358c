// UITableView+ContextMenu.swift: a long press on a row opens the context menu its delegate
// gives (`tableView(_:contextMenuConfigurationForRowAt:point:)`), anchored to the row.

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
        let interaction = UIContextMenuInteraction { [weak self] point in
            guard let self, let delegate = self.collectionViewDelegate,
                  let indexPath = self.indexPathForItem(at: point) else { return nil }
            return delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        }
        interaction.anchorProvider = { [weak self] point in
            guard let self, let indexPath = self.indexPathForItem(at: point) else { return nil }
            return self.layoutAttributesForItem(at: indexPath)?.frame
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
        interaction.highlightPreviewProvider = { [weak self] configuration in
            guard let self else { return nil }
            return self.collectionViewDelegate?.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
        interaction.dismissalPreviewProvider = { [weak self] configuration in
            guard let self else { return nil }
            return self.collectionViewDelegate?.collectionView(self, previewForDismissingContextMenuWithConfiguration: configuration)
        }
        addInteraction(interaction)
    }
}

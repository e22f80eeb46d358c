// UICollectionViewDiffableDataSource+Reordering.swift: the user reorders the items of a diffable
// data source, which moves them in its own snapshot and tells the reordering handlers (iOS 14;
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/reorderinghandlers-swift.struct).

extension UICollectionViewDiffableDataSource {
    /// What a diffable data source asks and tells as the user reorders items, as UIKit's
    /// `ReorderingHandlers`: each is optional; without `canReorderItem` no item can be reordered.
    public struct ReorderingHandlers {
        /// Whether the user may reorder `item`.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called when a reorder ends, before the data source's snapshot takes it.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source's snapshot took the reorder: update the model from the transaction.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Makes handlers that all are nil.
        public init() {}
    }

    /// Moves the item at `source` to `destination` in the snapshot shown (the collection view
    /// already shows it there), between `willReorder` and `didReorder`. (A subclass that lets items
    /// move without handlers gets the move in its snapshot too, so that it matches what is shown.)
    func reorder(from source: IndexPath, to destination: IndexPath) {
        let handlers = reorderingHandlers
        guard source != destination else { return }
        guard handlers.willReorder != nil || handlers.didReorder != nil else {
            // No handler to give a transaction to: the snapshot shown takes the move in place, at
            // the cost of the items between (a transaction holds two snapshots and their difference).
            guard core.moveItemShown(from: source, to: destination) else { return }
            forgetSectionSnapshots(changedBy: core.current)
            return
        }
        let initial = snapshot()
        guard let final = initial.moving(from: source, to: destination) else { return }
        let transaction = NSDiffableDataSourceTransaction(from: initial, to: final)
        handlers.willReorder?(transaction)
        forgetSectionSnapshots(changedBy: final)
        core.adopt(final)
        handlers.didReorder?(transaction)
    }
}

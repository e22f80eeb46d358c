// UICollectionViewDiffableDataSource.swift: a collection view's data source that holds a snapshot
// and turns each new snapshot into batch updates
// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource).

/// A data source that serves a snapshot of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource`: the cell provider makes each item's cell; `apply(_:)`
/// compares the new snapshot with the current one and performs the difference as one batch of
/// deletions, insertions, moves and reloads, so cells of items that stay are kept.
///
/// It makes itself the collection view's data source. The collection view holds it weakly, as
/// in UIKit: keep a reference to it.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell of an item: usually `dequeueConfiguredReusableCell(using:for:item:)`.
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String,
                                                             _ indexPath: IndexPath) -> UICollectionReusableView?
    /// The snapshot type this data source serves.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot shown and the collection view, shared with the table's data source.
    let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType, UICollectionView>
    private let cellProvider: CellProvider

    /// Makes the supplementary views; nil (none are shown) by default.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// The outlines of the sections given as section snapshots, by section.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// What to ask and tell as the user expands and collapses outline items (iOS 14).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What to ask and tell as the user reorders items (iOS 14): with `canReorderItem` set, the data
    /// source moves reordered items in its own snapshot (UICollectionViewDiffableDataSource+Reordering.swift).
    open var reorderingHandlers = ReorderingHandlers()

    /// Makes a data source for `collectionView` and sets it as its data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        core = DiffableDataSourceCore(view: collectionView)
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the difference from the current one is performed as one batch update
    /// (reloaded items get new cells, reconfigured ones are configured again in place), and
    /// `completion` runs on the next run loop turn. Before the collection view has loaded any
    /// data, it just loads. (`animatingDifferences` is accepted; changes are immediate.)
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        forgetSectionSnapshots(changedBy: snapshot)
        show(snapshot, completion: completion)
    }

    /// Performs the difference from the current snapshot to `snapshot` as one batch update.
    func show(_ snapshot: Snapshot, completion: (() -> Void)?) {
        guard let change = core.take(snapshot, for: self, completion: completion) else { return }
        let collectionView = change.view, difference = change.difference
        core.perform(change, completion: completion) {
            if !difference.deletedSections.isEmpty { collectionView.deleteSections(difference.deletedSections) }
            if !difference.insertedSections.isEmpty { collectionView.insertSections(difference.insertedSections) }
            if !difference.reloadedSections.isEmpty { collectionView.reloadSections(difference.reloadedSections) }
            for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
            if !difference.deletedItems.isEmpty { collectionView.deleteItems(at: difference.deletedItems) }
            if !difference.insertedItems.isEmpty { collectionView.insertItems(at: difference.insertedItems) }
            if !difference.reloadedItems.isEmpty { collectionView.reloadItems(at: difference.reloadedItems) }
            for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        }
        if !difference.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: difference.reconfiguredItems) }
    }

    /// Shows `snapshot` by reloading the collection view's data, without comparing.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        forgetSectionSnapshots(changedBy: snapshot)
        core.reload(with: snapshot, completion: completion)
    }

    /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)`` does (iOS 15) and returns
    /// once it is applied: the collection view shows it on return, without waiting for the run loop
    /// turn the completion form waits for.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` as ``applySnapshotUsingReloadData(_:completion:)`` does (iOS 15) and
    /// returns once the collection view has reloaded.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// A description of the data source for debugging: its type and its snapshot's sections and items.
    open func description() -> String {
        let current = core.current
        return "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque()); sections: \(current.numberOfSections); items: \(current.numberOfItems)>"
    }

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot {
        core.current
    }

    /// The item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    /// Where `itemIdentifier` is, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.indexPath(for: itemIdentifier)
    }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        core.sectionIdentifier(for: index)
    }

    /// The index of `sectionIdentifier`, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.index(for: sectionIdentifier)
    }

    // MARK: - UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        core.numberOfSections
    }

    /// The snapshot's number of items in `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell. A nil cell is reported (UIKit raises) and a plain one shown.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let identifier = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, identifier) {
            if let listCell = cell as? UICollectionViewListCell, let level = outlineLevel(of: identifier, at: indexPath) {
                listCell.indentationLevel = level
            }
            return cell
        }
        Headless.reportViolation(ListVocabulary.collection.nilCell(at: indexPath))
        return UnregisteredCollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view; without a provider (or a view) none is shown.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionProtocolDefaults.placeholderView()
    }

    /// Whether the user can move the item: `reorderingHandlers.canReorderItem`'s answer; false without it,
    /// and false in a section shown from a section snapshot with an outline (a decision: moving an
    /// item with its children is not modelled, and a flat move would lose the outline).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        if let section = snapshot().sectionIdentifier(containingItem: item), isOutlined(section) { return false }
        return canReorder(item)
    }

    /// The user moved an item: the snapshot takes the move, between the reordering handlers'
    /// `willReorder` and `didReorder`, each given the transaction.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }
    /// No index; override to give titles.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of section `index`; override to map titles to items.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

extension UICollectionView: DiffableListView {
    /// Whether the collection view has read `dataSource`'s counts: a diffable data source then
    /// performs a new snapshot as a batch update.
    final func showsData(of dataSource: AnyObject) -> Bool {
        self.dataSource === dataSource && counts != nil
    }
}

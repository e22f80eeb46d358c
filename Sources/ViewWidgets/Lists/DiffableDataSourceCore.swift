// DiffableDataSourceCore.swift: what UITableViewDiffableDataSource and
// UICollectionViewDiffableDataSource share: the snapshot shown, how a new one is taken, and the
// answers read from it. Each data source keeps UIKit's public API and performs the batch with
// its own view's methods.

/// A view a diffable data source feeds: a table or a collection view.
@MainActor
protocol DiffableListView: AnyObject {
    /// Whether the view has read `dataSource`'s data already: then a new snapshot is performed as
    /// a batch update; otherwise the view just loads.
    func showsData(of dataSource: AnyObject) -> Bool
    func reloadData()
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
}

/// The current snapshot of a diffable data source and its view. A class, so that a view asked
/// to reload while a snapshot is being taken reads the new one without overlapping accesses.
@MainActor
final class DiffableDataSourceCore<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable,
                                   ListView: DiffableListView> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// A snapshot to perform as one batch update.
    struct Change {
        let view: ListView
        /// The snapshot shown before.
        let old: Snapshot
        let difference: DiffableDifference
    }

    /// The view is held weakly, as UIKit's data sources hold theirs.
    private(set) weak var view: ListView?
    /// The snapshot shown, without its reload and reconfigure marks.
    private(set) var current = Snapshot()

    init(view: ListView) {
        self.view = view
    }

    /// Takes `snapshot` as the one shown. When the view has read `dataSource`'s data, the change
    /// to perform as one batch; otherwise the view (if any) reloads, `completion` runs on the next
    /// run loop turn, and nil.
    func take(_ snapshot: Snapshot, for dataSource: AnyObject, completion: (() -> Void)?) -> Change? {
        let old = current
        current = snapshot.withoutMarks
        guard let view, view.showsData(of: dataSource) else {
            view?.reloadData()
            Self.schedule(completion)
            return nil
        }
        return Change(view: view, old: old, difference: DiffableDifference(from: old, to: snapshot))
    }

    /// Takes `snapshot` as the one shown without telling the view, which already shows it (the
    /// user reordered its items).
    func adopt(_ snapshot: Snapshot) {
        current = snapshot.withoutMarks
    }

    /// Moves an item of the snapshot shown from `source` to `destination` (an index path after
    /// the move) without telling the view, which already shows it there; in place, at the cost of
    /// the items between (false, changing nothing, when either is not in it).
    func moveItemShown(from source: IndexPath, to destination: IndexPath) -> Bool {
        current.moveItem(from: source, to: destination)
    }

    /// `applySnapshotUsingReloadData`: shows `snapshot` by reloading the view, without comparing.
    func reload(with snapshot: Snapshot, completion: (() -> Void)?) {
        current = snapshot.withoutMarks
        view?.reloadData()
        Self.schedule(completion)
    }

    /// Performs `change` as one batch update of its view: `updates` names the changes with the
    /// view's own methods; `completion` runs on the next run loop turn.
    func perform(_ change: Change, completion: (() -> Void)?, updates: @escaping () -> Void) {
        change.view.performBatchUpdates(updates, completion: completion.map { completion in { _ in completion() } })
    }

    /// Runs `completion` on the next run loop turn, as UIKit does after a reload.
    private static func schedule(_ completion: (() -> Void)?) {
        if let completion { Headless.schedule(after: 0) { completion() } }
    }

    // MARK: - Reading the snapshot shown

    /// The item at `indexPath`, or nil.
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, current.sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemsBySection[current.sections[indexPath.section], default: []]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Where `itemIdentifier` is, or nil.
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The section at `index`, or nil.
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of `sectionIdentifier`, or nil.
    func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    /// The number of sections.
    var numberOfSections: Int { current.numberOfSections }

    /// The number of items in the section at `section` (0 for one the snapshot lacks).
    func numberOfItems(inSectionAt section: Int) -> Int {
        current.sections.indices.contains(section) ? current.itemsBySection[current.sections[section], default: []].count : 0
    }
}

// UITableViewDiffableDataSource.swift: a table's data source that holds a snapshot and turns each
// new snapshot into batch updates (https://developer.apple.com/documentation/uikit/uitablediffabledatasource).

/// A data source that serves a snapshot of identifiers to a table, as UIKit's
/// `UITableViewDiffableDataSource`: the cell provider makes each row's cell; `apply(_:)` performs
/// the difference from the current snapshot as one batch update (see
/// `UICollectionViewDiffableDataSource`). Reconfigured items are reloaded here (the table has no
/// in-place reconfiguration). It makes itself the table's data source; keep a reference to it.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell of a row.
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?
    /// The snapshot type this data source serves.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot shown and the table, shared with the collection view's data source.
    private let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType, UITableView>
    private let cellProvider: CellProvider

    /// The animation of the batch updates `apply` performs; `.automatic` by default (accepted;
    /// rows change at once).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Makes a data source for `tableView` and sets it as its data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        core = DiffableDataSourceCore(view: tableView)
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`, performing the difference from the current one as one batch update;
    /// `completion` runs on the next run loop turn. Before the table has loaded, it just loads.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let change = core.take(snapshot, for: self, completion: completion) else { return }
        let tableView = change.view, difference = change.difference
        let animation = defaultRowAnimation
        // Reconfigured rows are reloaded (at their old index paths), unless they move.
        let movedFrom = Set(difference.movedItems.map(\.from))
        let reloads = difference.reloadedItems + difference.reconfiguredItems.compactMap { path in
            core.itemIdentifier(for: path).flatMap { change.old.location(of: $0) }.map { IndexPath(row: $0.item, section: $0.section) }
        }.filter { !movedFrom.contains($0) }
        core.perform(change, completion: completion) {
            if !difference.deletedSections.isEmpty { tableView.deleteSections(difference.deletedSections, with: animation) }
            if !difference.insertedSections.isEmpty { tableView.insertSections(difference.insertedSections, with: animation) }
            if !difference.reloadedSections.isEmpty { tableView.reloadSections(difference.reloadedSections, with: animation) }
            for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
            if !difference.deletedItems.isEmpty { tableView.deleteRows(at: difference.deletedItems, with: animation) }
            if !difference.insertedItems.isEmpty { tableView.insertRows(at: difference.insertedItems, with: animation) }
            if !reloads.isEmpty { tableView.reloadRows(at: reloads, with: animation) }
            for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        }
    }

    /// Shows `snapshot` by reloading the table, without comparing.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        core.reload(with: snapshot, completion: completion)
    }

    /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)`` does (iOS 15) and returns
    /// once it is applied: the table view shows it on return, without waiting for the run loop
    /// turn the completion form waits for.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` as ``applySnapshotUsingReloadData(_:completion:)`` does (iOS 15) and
    /// returns once the table view has reloaded.
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

    // MARK: - UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { core.numberOfSections }

    /// The snapshot's number of rows in `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell. A nil cell is reported (UIKit raises) and a plain one shown.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let identifier = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, identifier) {
            return cell
        }
        Headless.reportViolation(ListVocabulary.table.nilCell(at: indexPath))
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title; override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row can be edited; override to allow it.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// No row can be moved; override to allow it.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing; override to commit a deletion.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
    /// Does nothing; override to move the row in your snapshot.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// No section index; override to give titles.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// `index`: the section at the title's position; override to map titles to sections.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

extension UITableView: DiffableListView {
    /// Whether the table has laid out `dataSource`'s rows: a diffable data source then performs a
    /// new snapshot as a batch update.
    final func showsData(of dataSource: AnyObject) -> Bool {
        self.dataSource === dataSource && tableLayout != nil
    }
}

// NSDiffableDataSourceTransaction.swift: what a diffable data source's reordering changed: the
// snapshots before and after, and the difference between them, whole and by section (iOS 15;
// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction).

/// A change a diffable data source made to its own snapshot (the user reordered items), as UIKit's
/// `NSDiffableDataSourceTransaction`: given to the reordering handlers' `willReorder` and `didReorder`.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the change.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the items in order, all sections together: apply it to an array of the
    /// initial items to get the final ones.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change of each section whose items changed, in the final snapshot's section order.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction from `initial` to `final`.
    init(from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(section: section, from: before, to: after)
        }
    }
}

/// The change of one section in a ``NSDiffableDataSourceTransaction``, as UIKit's
/// `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The section that changed.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the change.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the change.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change of the section's items in order.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// The change of `section` from the items `before` to the items `after`.
    init(section: SectionIdentifierType, from before: [ItemIdentifierType], to after: [ItemIdentifierType]) {
        sectionIdentifier = section
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(before)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(after)
        initialSnapshot = initial
        finalSnapshot = final
        difference = after.difference(from: before)
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The snapshot with the item at `source` moved to `destination` (an index path of the result),
    /// or nil when either is not in it.
    func moving(from source: IndexPath, to destination: IndexPath) -> NSDiffableDataSourceSnapshot? {
        let sections = sectionIdentifiers
        guard sections.indices.contains(source.section), sections.indices.contains(destination.section) else { return nil }
        let from = sections[source.section], to = sections[destination.section]
        let sourceItems = itemIdentifiers(inSection: from)
        guard sourceItems.indices.contains(source.item) else { return nil }
        let item = sourceItems[source.item]
        var moved = self
        moved.deleteItems([item])
        let targetItems = moved.itemIdentifiers(inSection: to)
        guard destination.item >= 0, destination.item <= targetItems.count else { return nil }
        if destination.item < targetItems.count {
            moved.insertItems([item], beforeItem: targetItems[destination.item])
        } else {
            moved.appendItems([item], toSection: to)
        }
        return moved
    }
}

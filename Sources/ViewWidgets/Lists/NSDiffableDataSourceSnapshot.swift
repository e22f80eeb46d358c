// NSDiffableDataSourceSnapshot.swift: the sections and items of a diffable data source, by
// identifier (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot).

/// The state of a list at one moment: section identifiers in order, and the item identifiers of
/// each, as UIKit's `NSDiffableDataSourceSnapshot`. A diffable data source compares two
/// snapshots and turns the difference into batch updates.
///
/// Identifiers are unique in a snapshot: supplying the same identifier twice in one call is
/// reported with UIKit's "Fatal: supplied item identifiers are not unique." and changes nothing;
/// appending or inserting an identifier the snapshot already has moves it into place (UIKit's
/// current behaviour, which logs a warning). Naming a section or item the snapshot does not have
/// is reported (see Docs/Differences.md for the wording).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The sections, in order.
    private(set) var sections: [SectionIdentifierType] = []
    /// The items of each section, by section identifier.
    private(set) var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    /// The section each item is in.
    private(set) var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private(set) var reloadedItems: [ItemIdentifierType] = []
    private(set) var reconfiguredItems: [ItemIdentifierType] = []
    private(set) var reloadedSections: [SectionIdentifierType] = []

    /// Makes an empty snapshot.
    public init() {}

    // MARK: - Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }

    /// The items reloaded since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// The items reconfigured since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The sections reloaded since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// The number of items in `identifier`'s section (0 for a section the snapshot lacks, which
    /// is reported).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of `identifier`'s section, in order (none for a section the snapshot lacks, which
    /// is reported, as UIKit raises since iOS 14).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let items = itemsBySection[identifier] else {
            DiffableViolations.report(DiffableViolations.missingSection)
            return []
        }
        return items
    }

    /// The section that holds `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The index of `identifier` among all items (section after section), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let sectionIndex = sections.firstIndex(of: section) else { return nil }
        let before = sections[..<sectionIndex].reduce(0) { $0 + (itemsBySection[$1]?.count ?? 0) }
        return itemsBySection[section]?.firstIndex(of: identifier).map { before + $0 }
    }

    /// The index of `identifier` among the sections, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        itemsBySection[identifier] == nil ? nil : sections.firstIndex(of: identifier)
    }

    /// Where an item is: its section's index and its index in it.
    func location(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let section = sectionOfItem[identifier], let sectionIndex = sections.firstIndex(of: section),
              let item = itemsBySection[section]?.firstIndex(of: identifier) else { return nil }
        return (sectionIndex, item)
    }

    // MARK: - Items

    /// Appends items to the end of `section` (nil: the last section). With no sections, UIKit's
    /// "There are currently no sections in the data source. Please add a section first." is reported.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            return DiffableViolations.report(DiffableViolations.noSections)
        }
        guard itemsBySection[section] != nil else { return DiffableViolations.report(DiffableViolations.missingSection) }
        guard DiffableViolations.areUnique(identifiers, kind: "item") else { return }
        removeExisting(identifiers)
        place(identifiers, in: section, at: itemsBySection[section]?.count ?? 0)
    }

    /// Inserts items just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, next: beforeIdentifier, after: false)
    }

    /// Inserts items just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, next: afterIdentifier, after: true)
    }

    /// Deletes items; identifiers the snapshot does not have are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        removeExisting(identifiers)
    }

    /// Deletes every item, keeping the sections.
    public mutating func deleteAllItems() {
        for section in sections { itemsBySection[section] = [] }
        sectionOfItem.removeAll()
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
    }

    /// Moves an item just before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: false)
    }

    /// Moves an item just after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: true)
    }

    /// Marks items whose cells must be made again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ sectionOfItem[$0] != nil }) else { return DiffableViolations.report(DiffableViolations.missingItem) }
        reloadedItems += identifiers.filter { !reloadedItems.contains($0) }
    }

    /// Marks items whose cells are configured again, in place, when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ sectionOfItem[$0] != nil }) else { return DiffableViolations.report(DiffableViolations.missingItem) }
        reconfiguredItems += identifiers.filter { !reconfiguredItems.contains($0) }
    }

    // MARK: - Sections

    /// Appends sections after the last one.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard DiffableViolations.areUnique(identifiers, kind: "section") else { return }
        let existing = removeExistingSections(identifiers)
        placeSections(identifiers, at: sections.count, keeping: existing)
    }

    /// Inserts sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: false)
    }

    /// Inserts sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: true)
    }

    /// Deletes sections and their items; identifiers the snapshot does not have are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        _ = removeExistingSections(identifiers)
    }

    /// Moves a section just before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: false)
    }

    /// Moves a section just after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: true)
    }

    /// Marks sections whose items and supplementary views are made again when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ itemsBySection[$0] != nil }) else { return DiffableViolations.report(DiffableViolations.missingSection) }
        reloadedSections += identifiers.filter { !reloadedSections.contains($0) }
    }

    /// The snapshot without its reload and reconfigure marks (what a data source keeps after applying it).
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    // MARK: - Editing (NSDiffableDataSourceSnapshot+Editing.swift)

    /// Puts `identifiers` (not in the snapshot) into `section` at `index`.
    mutating func place(_ identifiers: [ItemIdentifierType], in section: SectionIdentifierType, at index: Int) {
        itemsBySection[section, default: []].insert(contentsOf: identifiers, at: index)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    /// Moves the item at `source` to `destination` (an index path after the move): within a
    /// section the items between shift by one, in place; across sections it leaves one and joins
    /// the other. False, changing nothing, when either is not in the snapshot.
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard source.count == 2, destination.count == 2, sections.indices.contains(source.section),
              sections.indices.contains(destination.section) else { return false }
        let from = sections[source.section], to = sections[destination.section]
        let sourceCount = itemsBySection[from]?.count ?? 0
        guard (0..<sourceCount).contains(source.item) else { return false }
        if from == to {
            guard (0..<sourceCount).contains(destination.item) else { return false }
            itemsBySection[from]?.moveElement(from: source.item, to: destination.item)
            return true
        }
        guard (0...(itemsBySection[to]?.count ?? 0)).contains(destination.item),
              let item = itemsBySection[from]?.remove(at: source.item) else { return false }
        itemsBySection[to, default: []].insert(item, at: destination.item)
        sectionOfItem[item] = to
        return true
    }

    /// Takes the identifiers the snapshot has out of their sections.
    mutating func removeExisting(_ identifiers: [ItemIdentifierType]) {
        let present = Set(identifiers.filter { sectionOfItem[$0] != nil })
        guard !present.isEmpty else { return }
        let touched = Set(present.compactMap { sectionOfItem[$0] })
        for section in touched { itemsBySection[section]?.removeAll { present.contains($0) } }
        for identifier in present { sectionOfItem[identifier] = nil }
        reloadedItems.removeAll { present.contains($0) }
        reconfiguredItems.removeAll { present.contains($0) }
    }

    /// Takes sections the snapshot has out, with their items; returns their items by section.
    mutating func removeExistingSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType: [ItemIdentifierType]] {
        var removed: [SectionIdentifierType: [ItemIdentifierType]] = [:]
        for identifier in identifiers {
            guard let items = itemsBySection.removeValue(forKey: identifier) else { continue }
            removed[identifier] = items
            for item in items { sectionOfItem[item] = nil }
        }
        guard !removed.isEmpty else { return [:] }
        sections.removeAll { removed[$0] != nil }
        reloadedSections.removeAll { removed[$0] != nil }
        return removed
    }

    /// Puts sections (not in the snapshot) at `index`, with the items they had if they are moved.
    mutating func placeSections(_ identifiers: [SectionIdentifierType], at index: Int,
                                keeping items: [SectionIdentifierType: [ItemIdentifierType]]) {
        sections.insert(contentsOf: identifiers, at: index)
        for identifier in identifiers {
            let kept = items[identifier] ?? []
            itemsBySection[identifier] = kept
            for item in kept { sectionOfItem[item] = identifier }
        }
    }
}

extension Array {
    /// Moves the element at `source` to `destination`, the elements between shifting by one
    /// (at the cost of those, not of the array).
    mutating func moveElement(from source: Int, to destination: Int) {
        let element = self[source]
        var index = source
        while index < destination {
            self[index] = self[index + 1]
            index += 1
        }
        while index > destination {
            self[index] = self[index - 1]
            index -= 1
        }
        self[destination] = element
    }
}

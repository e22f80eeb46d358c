// NSDiffableDataSourceSnapshot+Editing.swift: inserting and moving relative to an identifier,
// with the checks UIKit makes.

extension NSDiffableDataSourceSnapshot {
    /// Inserts items next to `neighbour` (after it or before it), in its section.
    mutating func insert(_ identifiers: [ItemIdentifierType], next neighbour: ItemIdentifierType, after: Bool) {
        guard sectionOfItem[neighbour] != nil else { return DiffableViolations.report(DiffableViolations.missingItem) }
        guard DiffableViolations.areUnique(identifiers, kind: "item"), !identifiers.contains(neighbour) else { return }
        removeExisting(identifiers)
        guard let section = sectionOfItem[neighbour], let index = itemsBySection[section]?.firstIndex(of: neighbour) else { return }
        place(identifiers, in: section, at: after ? index + 1 : index)
    }

    /// Moves an item next to `neighbour`.
    mutating func move(_ identifier: ItemIdentifierType, next neighbour: ItemIdentifierType, after: Bool) {
        guard sectionOfItem[identifier] != nil, sectionOfItem[neighbour] != nil else {
            return DiffableViolations.report(DiffableViolations.missingItem)
        }
        guard identifier != neighbour else { return }
        let keepReload = reloadedItems.contains(identifier), keepReconfigure = reconfiguredItems.contains(identifier)
        removeExisting([identifier])
        guard let section = sectionOfItem[neighbour], let index = itemsBySection[section]?.firstIndex(of: neighbour) else { return }
        place([identifier], in: section, at: after ? index + 1 : index)
        if keepReload { reloadItems([identifier]) }
        if keepReconfigure { reconfigureItems([identifier]) }
    }

    /// Inserts sections next to `neighbour`.
    mutating func insertSections(_ identifiers: [SectionIdentifierType], next neighbour: SectionIdentifierType, after: Bool) {
        guard itemsBySection[neighbour] != nil else { return DiffableViolations.report(DiffableViolations.missingSection) }
        guard DiffableViolations.areUnique(identifiers, kind: "section"), !identifiers.contains(neighbour) else { return }
        let existing = removeExistingSections(identifiers)
        guard let index = sections.firstIndex(of: neighbour) else { return }
        placeSections(identifiers, at: after ? index + 1 : index, keeping: existing)
    }

    /// Moves a section next to `neighbour`, with its items.
    mutating func moveSection(_ identifier: SectionIdentifierType, next neighbour: SectionIdentifierType, after: Bool) {
        guard itemsBySection[identifier] != nil, itemsBySection[neighbour] != nil else {
            return DiffableViolations.report(DiffableViolations.missingSection)
        }
        guard identifier != neighbour else { return }
        let keepReload = reloadedSections.contains(identifier)
        let existing = removeExistingSections([identifier])
        guard let index = sections.firstIndex(of: neighbour) else { return }
        placeSections([identifier], at: after ? index + 1 : index, keeping: existing)
        if keepReload { reloadSections([identifier]) }
    }
}

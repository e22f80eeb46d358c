// NSDiffableDataSourceSnapshot+Editing.swift: inserting and moving relative to an identifier,
// with the checks UIKit makes, and the messages a snapshot reports.

extension NSDiffableDataSourceSnapshot {
    /// Inserts items next to `neighbour` (after it or before it), in its section.
    mutating func insert(_ identifiers: [ItemIdentifierType], next neighbour: ItemIdentifierType, after: Bool) {
        guard sectionOfItem[neighbour] != nil else { return DiffableViolations.report(DiffableViolations.missingItem) }
        guard uniqueItems(identifiers), !identifiers.contains(neighbour) else { return }
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
        guard uniqueSections(identifiers), !identifiers.contains(neighbour) else { return }
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

    /// Whether `identifiers` has no duplicates; reports UIKit's message when it has.
    func uniqueItems(_ identifiers: [ItemIdentifierType]) -> Bool {
        let duplicates = DiffableViolations.duplicates(in: identifiers)
        guard duplicates.isEmpty else {
            DiffableViolations.report(DiffableViolations.notUnique("item", duplicates))
            return false
        }
        return true
    }

    /// Whether `identifiers` has no duplicates; reports UIKit's message when it has.
    func uniqueSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        let duplicates = DiffableViolations.duplicates(in: identifiers)
        guard duplicates.isEmpty else {
            DiffableViolations.report(DiffableViolations.notUnique("section", duplicates))
            return false
        }
        return true
    }
}

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

/// The messages a snapshot reports, and how it reports them.
enum DiffableViolations {
    /// UIKit's message for appending items to a snapshot without sections.
    static let noSections = "There are currently no sections in the data source. Please add a section first."
    /// UIKit's message for a section identifier the snapshot does not have.
    static let missingSection = "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
    /// The message for an item identifier the snapshot does not have, worded as the section's.
    static let missingItem = "Item identifier was not found. You can verify the item exists by calling the indexOfItemIdentifier API (which has O(1) performance)"

    /// UIKit's message for identifiers supplied twice: "Fatal: supplied item identifiers are not
    /// unique. Duplicate identifiers: {(\n    7\n)}" (`kind` is "item" or "section").
    static func notUnique(_ kind: String, _ duplicates: [String]) -> String {
        "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n"
            + duplicates.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
    }

    /// The descriptions of the identifiers that appear more than once, in first-seen order.
    static func duplicates<Identifier: Hashable>(in identifiers: [Identifier]) -> [String] {
        var seen = Set<Identifier>(), reported = Set<Identifier>()
        var result: [String] = []
        for identifier in identifiers where !seen.insert(identifier).inserted && reported.insert(identifier).inserted {
            result.append(String(describing: identifier))
        }
        return result
    }

    /// Reports `message` as UIKit's NSInternalInconsistencyException. Snapshots are values that
    /// may be built anywhere; reporting needs the main actor, which tests and apps run on.
    static func report(_ message: String) {
        MainActor.assumeIsolated { Headless.reportViolation(message) }
    }
}

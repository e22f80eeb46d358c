// DiffableViolations.swift: the messages a diffable snapshot reports, and how it reports them.

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

    /// Whether `identifiers` has no duplicates; when it has, reports UIKit's message (`kind` is
    /// "item" or "section").
    static func areUnique<Identifier: Hashable>(_ identifiers: [Identifier], kind: String) -> Bool {
        let repeated = duplicates(in: identifiers)
        guard repeated.isEmpty else {
            report(notUnique(kind, repeated))
            return false
        }
        return true
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

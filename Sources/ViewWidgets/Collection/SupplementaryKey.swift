// SupplementaryKey.swift: where a supplementary view is: its element kind and index path.

/// A supplementary view's place: its kind and index path, ordered by index path, then kind.
struct SupplementaryKey: Hashable, Comparable {
    let kind: String
    let indexPath: IndexPath

    static func < (lhs: SupplementaryKey, rhs: SupplementaryKey) -> Bool {
        (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind)
    }
}

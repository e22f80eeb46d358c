// IndexPath+Table.swift: the row and section accessors UIKit adds to IndexPath (Foundation on
// Linux lacks them).

#if !os(iOS) && !os(tvOS) && !os(visionOS)
extension IndexPath {
    /// Makes a two-element index path for a table row: `[section, row]`.
    public init(row: Int, section: Int) {
        self = IndexPath.twoElements
        self[0] = section
        self[1] = row
    }

    /// Makes a two-element index path for a collection item: `[section, item]`.
    public init(item: Int, section: Int) {
        self = IndexPath.twoElements
        self[0] = section
        self[1] = item
    }

    /// A two-element path whose elements the initialisers above replace: Foundation keeps two
    /// elements inline, but makes them from an array, an allocation per row of a reload.
    private static let twoElements = IndexPath(indexes: [0, 0])

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item: the second index (the same as `row`).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif

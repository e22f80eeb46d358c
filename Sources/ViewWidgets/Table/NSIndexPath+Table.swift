// NSIndexPath+Table.swift: the row, item and section accessors UIKit adds to NSIndexPath, for
// code that still builds index paths as objects (Foundation on Linux lacks them).

import Foundation

#if !os(iOS) && !os(tvOS) && !os(visionOS)
extension NSIndexPath {
    /// Makes a two-element index path for a table row: `[section, row]`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// Makes a two-element index path for a collection item: `[section, item]`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index (`NSNotFound` for an empty path, as UIKit gives).
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }

    /// The row: the second index (`NSNotFound` for a path shorter than two).
    public var row: Int { length > 1 ? index(atPosition: 1) : NSNotFound }

    /// The item: the second index, the same as ``row``.
    public var item: Int { row }
}
#endif

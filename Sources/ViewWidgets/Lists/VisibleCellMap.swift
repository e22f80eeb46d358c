// VisibleCellMap.swift: the cells on screen by index path, kept in index-path order: the table's
// rows and a collection view's items.

/// The cells a table or collection view shows, by index path, in index-path order.
///
/// A screen holds a few dozen cells at most and every scroll step looks several of them up. A
/// sorted array searched by halves costs a few integer comparisons where a dictionary hashed each
/// `IndexPath` (Foundation's hashing takes several calls), and the order answers `visibleCells`
/// and the visible index paths without sorting. Only two-element index paths are kept; any other
/// is never on screen.
struct VisibleCellMap<Cell: AnyObject>: Sequence {
    /// One cell on screen.
    struct Entry {
        let section: Int
        /// The row or item.
        let index: Int
        let indexPath: IndexPath
        var cell: Cell
        /// The z-index a collection view last gave the cell (its views are ordered by it).
        var zIndex = 0
    }

    /// The cells, in index-path order.
    private(set) var entries: [Entry] = []
    /// The section and row (or item) of each entry, in the same order: searches read only these,
    /// which are not generic, so that a debug build does not look up the metadata of `Entry`
    /// for every comparison (a tenth of a debug table test).
    private(set) var slots: [CellSlot] = []
    /// Moves on at every change of which cells are on screen: a walk over `slots` that let
    /// other code run can tell whether what it read still holds.
    private(set) var version = 0

    // From `slots`, whose elements are not generic: `entries.count` costs a debug build a look-up
    // of `Entry`'s metadata, and a scroll step asks once per row on screen.
    var count: Int { slots.count }
    var isEmpty: Bool { slots.isEmpty }

    /// The index paths on screen, in order.
    var keys: [IndexPath] {
        var keys: [IndexPath] = []
        keys.reserveCapacity(entries.count)
        for entry in entries { keys.append(entry.indexPath) }
        return keys
    }

    /// The cells on screen, in the order of their index paths.
    var values: [Cell] {
        var values: [Cell] = []
        values.reserveCapacity(entries.count)
        for entry in entries { values.append(entry.cell) }
        return values
    }

    /// The cell at `indexPath`, or nil; setting nil takes the entry out, setting a cell puts it
    /// in (or replaces the one there).
    subscript(indexPath: IndexPath) -> Cell? {
        get { position(of: indexPath).map { entries[$0].cell } }
        set {
            if let newValue {
                insert(newValue, at: indexPath)
            } else if let position = position(of: indexPath) {
                entries.remove(at: position)
                slots.remove(at: position)
                version &+= 1
            }
        }
    }

    /// Where the cell of `indexPath` is in `entries`, or nil when none is on screen.
    func position(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2 else { return nil }
        let (position, found) = CellSlot.search(slots, indexPath[0], indexPath[1])
        return found ? position : nil
    }

    /// Where the cell of item or row `index` of `section` is in `entries`, or nil.
    func position(section: Int, index: Int) -> Int? {
        let (position, found) = CellSlot.search(slots, section, index)
        return found ? position : nil
    }

    /// Puts `cell` on screen at `indexPath` (replacing the one there) and returns its position in
    /// `entries`, nil for an index path that is not two elements long.
    @discardableResult
    mutating func insert(_ cell: Cell, at indexPath: IndexPath, zIndex: Int = 0) -> Int? {
        guard indexPath.count == 2 else { return nil }
        return insert(cell, section: indexPath[0], index: indexPath[1], indexPath: indexPath, zIndex: zIndex)
    }

    /// Puts `cell` on screen at `indexPath`, whose two elements are `section` and `index` (the
    /// caller has read them), and returns its position in `entries`.
    mutating func insert(_ cell: Cell, section: Int, index: Int, indexPath: IndexPath, zIndex: Int) -> Int {
        let entry = Entry(section: section, index: index, indexPath: indexPath, cell: cell, zIndex: zIndex)
        let slot = CellSlot(section: section, index: index)
        // Scrolling on, a new cell usually comes after all the others.
        let last = slots.count - 1
        if last < 0 || slots[last].section < section || (slots[last].section == section && slots[last].index < index) {
            entries.append(entry)
            slots.append(slot)
            version &+= 1
            return entries.count - 1
        }
        let (position, found) = CellSlot.search(slots, section, index)
        version &+= 1
        if found {
            entries[position] = entry
        } else {
            entries.insert(entry, at: position)
            slots.insert(slot, at: position)
        }
        return position
    }

    /// Takes out the entries at `positions` (ascending), keeping the others in order: one pass,
    /// where taking them out one by one moved the rest each time.
    mutating func remove(atSortedPositions positions: [Int]) {
        guard !positions.isEmpty else { return }
        version &+= 1
        guard positions.count < entries.count else {
            entries.removeAll(keepingCapacity: true)
            slots.removeAll(keepingCapacity: true)
            return
        }
        var kept = 0, next = 0
        for position in entries.indices {
            if next < positions.count, positions[next] == position {
                next += 1
                continue
            }
            if kept != position {
                entries.swapAt(kept, position)
                slots.swapAt(kept, position)
            }
            kept += 1
        }
        entries.removeLast(entries.count - kept)
        slots.removeLast(slots.count - kept)
    }

    /// Records the rectangle worked out for the row of the cell at `position`, for the layout
    /// generation and width it was worked out for.
    mutating func notePlacement(_ rect: CGRect, generation: Int, width: CGFloat, at position: Int) {
        slots[position].placedRect = rect
        slots[position].placedGeneration = generation
        slots[position].placedWidth = width
    }

    /// Records the z-index of the cell at `position`; returns whether it changed.
    mutating func noteZIndex(_ zIndex: Int, at position: Int) -> Bool {
        guard entries[position].zIndex != zIndex else { return false }
        entries[position].zIndex = zIndex
        return true
    }

    /// Whether `cell` is on screen.
    func contains(cell: Cell) -> Bool {
        for entry in entries where entry.cell === cell { return true }
        return false
    }

    /// The index path of `cell`, or nil when it is not on screen.
    func indexPath(of cell: Cell) -> IndexPath? {
        for entry in entries where entry.cell === cell { return entry.indexPath }
        return nil
    }

    func makeIterator() -> Iterator { Iterator(entries: entries) }

    /// The entries as (index path, cell) pairs, in order.
    struct Iterator: IteratorProtocol {
        let entries: [Entry]
        var offset = 0

        mutating func next() -> (key: IndexPath, value: Cell)? {
            guard offset < entries.count else { return nil }
            defer { offset += 1 }
            return (entries[offset].indexPath, entries[offset].cell)
        }
    }

}

/// Where a cell on screen is: its section and its row or item, as plain integers, and the
/// rectangle a table last worked out for its row, with the layout generation and width it was
/// worked out for (the same generation and width give the same rectangle).
struct CellSlot {
    let section: Int
    /// The row or item.
    let index: Int
    /// The row's rectangle, as last worked out; meaningful for `placedGeneration` only.
    var placedRect = CGRect.null
    /// The layout generation `placedRect` was worked out for; `Int.min`: never.
    var placedGeneration = Int.min
    /// The width `placedRect` was worked out for.
    var placedWidth: CGFloat = 0

    /// Makes the slot of item or row `index` of `section`, with no rectangle worked out yet.
    init(section: Int, index: Int) {
        self.section = section
        self.index = index
    }

    /// The position of (`section`, `index`) in `slots` (in order), or where it would go; not
    /// generic, so a debug build runs it without looking up type metadata.
    static func search(_ slots: [CellSlot], _ section: Int, _ index: Int) -> (position: Int, found: Bool) {
        var low = 0, high = slots.count
        while low < high {
            let middle = (low + high) / 2
            let slot = slots[middle]
            if slot.section < section || (slot.section == section && slot.index < index) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        let found = low < slots.count && slots[low].section == section && slots[low].index == index
        return (low, found)
    }
}

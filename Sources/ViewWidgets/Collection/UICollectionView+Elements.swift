// UICollectionView+Elements.swift: the elements a layout pass shows, as the layout gives them
// for a rect: their keys, their order, and sorting a screenful of them.

extension UICollectionView {
    /// The elements of a layout pass: in the layout's order, each once, with their keys for lookup.
    struct ElementsInRect {
        /// An item's cell to show.
        struct Cell {
            let key: ItemKey
            let indexPath: IndexPath
            var attributes: UICollectionViewLayoutAttributes
        }

        var cells: [Cell] = []
        var supplementary: [(key: SupplementaryKey, attributes: UICollectionViewLayoutAttributes)] = []
        /// The items of `cells`, in index-path order.
        var sortedItems: [ItemKey] = []
        var supplementaryKeys = Set<SupplementaryKey>()
        /// Whether every element has z-index 0.
        var allAtZIndexZero = true
    }

    /// An item's section and number, in index-path order.
    struct ItemKey: Hashable, Comparable {
        let section: Int
        let item: Int

        static func < (lhs: ItemKey, rhs: ItemKey) -> Bool {
            lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
        }
    }

    /// Where an element view goes, back to front: by z-index, cells before supplementary views,
    /// then by index path.
    struct ElementOrder: Comparable {
        let zIndex: Int
        let category: Int
        let section: Int
        let item: Int

        static func < (lhs: ElementOrder, rhs: ElementOrder) -> Bool {
            if lhs.zIndex != rhs.zIndex { return lhs.zIndex < rhs.zIndex }
            if lhs.category != rhs.category { return lhs.category < rhs.category }
            if lhs.section != rhs.section { return lhs.section < rhs.section }
            return lhs.item < rhs.item
        }
    }

    /// The layout's cells and supplementary views whose frames meet `rect`, for items and
    /// sections that exist (a layout may answer more than was asked), in the layout's order.
    func elements(meeting rect: CGRect, in layout: UICollectionViewLayout) -> ElementsInRect {
        var result = ElementsInRect()
        let counts = self.counts ?? []
        let mirrorWidth = mirroredContentWidth
        var all = layout.layoutAttributesForElements(in: mirrorWidth.map { rect.mirrored(across: $0) } ?? rect) ?? []
        if let mirrorWidth { all = all.map { $0.mirroredCopy(across: mirrorWidth) } }
        result.cells.reserveCapacity(all.count)
        result.sortedItems.reserveCapacity(all.count)
        // A layout answers in index-path order as a rule: then the items, as they come, are
        // already sorted and each is there once.
        var inOrder = true
        for attributes in all where rectsMeet(attributes.layoutFrame, rect) {
            let indexPath = attributes.indexPath
            guard indexPath.count == 2 else { continue }
            let section = indexPath[0]
            guard counts.indices.contains(section) else { continue }
            switch attributes.representedElementCategory {
            case .cell:
                let key = ItemKey(section: section, item: indexPath[1])
                if (0..<counts[section]).contains(key.item) {
                    if inOrder, let last = result.sortedItems.last, !(last < key) { inOrder = false }
                    result.cells.append(ElementsInRect.Cell(key: key, indexPath: indexPath, attributes: attributes))
                    result.sortedItems.append(key)
                    if attributes.zIndex != 0 { result.allAtZIndexZero = false }
                }
            case .supplementaryView:
                guard let kind = attributes.representedElementKind else { continue }
                let key = SupplementaryKey(kind: kind, indexPath: indexPath)
                if result.supplementaryKeys.insert(key).inserted {
                    result.supplementary.append((key, attributes))
                    if attributes.zIndex != 0 { result.allAtZIndexZero = false }
                }
            case .decorationView:
                continue
            }
        }
        if !inOrder { keepFirstOfEachItem(in: &result) }
        return result
    }

    /// Sorts the items of elements that came out of index-path order and keeps each item's first
    /// appearance (the sort keeps equal keys in the layout's order).
    private func keepFirstOfEachItem(in result: inout ElementsInRect) {
        let candidates = result.cells, keys = result.sortedItems
        result.cells = []
        result.sortedItems = []
        var keep = Array(repeating: true, count: keys.count)
        for index in sortedOrder(of: keys) {
            if let last = result.sortedItems.last, last == keys[index] {
                keep[index] = false
            } else {
                result.sortedItems.append(keys[index])
            }
        }
        result.allAtZIndexZero = true
        for element in result.supplementary where element.attributes.zIndex != 0 { result.allAtZIndexZero = false }
        for index in candidates.indices where keep[index] {
            result.cells.append(candidates[index])
            if candidates[index].attributes.zIndex != 0 { result.allAtZIndexZero = false }
        }
    }
}

/// The indices of `keys` in the order of the keys (equal keys keep their order), found by
/// insertion.
///
/// The elements of a screen (the cells leaving it, the element views to put in order) are sorted
/// on most scroll steps: `sort(by:)` made a buffer and called its comparison closure for each
/// pair, which cost more than sorting a screenful this way; moving indices rather than the
/// views themselves keeps reference counting out of it.
func sortedOrder<Key: Comparable>(of keys: [Key]) -> [Int] {
    var order = Array(keys.indices)
    if keys.count > 32 {
        // Many keys (a prefetch band) from a layout that answers out of order (one that caches its
        // attributes in a dictionary) would make insertion quadratic: keys already in order come
        // back as they are, others are sorted by key and then by position, which keeps it stable.
        var inOrder = true
        for index in 1..<keys.count where keys[index] < keys[index - 1] {
            inOrder = false
            break
        }
        if !inOrder { order.sort { keys[$0] < keys[$1] || (!(keys[$1] < keys[$0]) && $0 < $1) } }
        return order
    }
    var next = 1
    while next < order.count {
        let index = order[next]
        var slot = next
        while slot > 0, keys[index] < keys[order[slot - 1]] {
            order[slot] = order[slot - 1]
            slot -= 1
        }
        order[slot] = index
        next += 1
    }
    return order
}

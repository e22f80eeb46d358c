// DiffableDifference.swift: the batch update that turns one snapshot into another: deletions,
// insertions, moves (the least, by longest increasing subsequence) and reloads.

/// The changes from one snapshot to the next in batch-update terms: deletions and reloads at
/// index paths of the old snapshot, insertions and reconfigurations at index paths of the new
/// one, moves from old to new.
struct DiffableDifference {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Items to configure again after the update, at their new index paths.
    var reconfiguredItems: [IndexPath] = []

    /// Whether there is nothing to tell the view.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// The changes from `old` to `new`. Sections and items that stay keep their relative order
    /// (the longest run that does is left alone; the others move). An item whose section goes
    /// or comes is deleted or inserted with it. A reloaded item or section that also moves is
    /// deleted and inserted instead (a batch cannot move and reload one item).
    init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        let reloadMarks = Set(new.reloadedSectionIdentifiers)
        // Sections: which go, which come, which stay in order, which move.
        var replacedOld = Set<Int>(), freshNew = Set<Int>()
        for (index, section) in oldSections.enumerated() where newSectionIndex[section] == nil {
            deletedSections.insert(index)
            replacedOld.insert(index)
        }
        for (index, section) in newSections.enumerated() where oldSectionIndex[section] == nil {
            insertedSections.insert(index)
            freshNew.insert(index)
        }
        let common = newSections.compactMap { section in oldSectionIndex[section].map { (section, $0) } }
        let staying = Set(longestIncreasingSubsequence(common.map(\.1)).map { common[$0].0 })
        for (section, oldIndex) in common {
            guard let newIndex = newSectionIndex[section] else { continue }
            let moves = !staying.contains(section)
            if reloadMarks.contains(section) {
                replacedOld.insert(oldIndex)
                freshNew.insert(newIndex)
                if moves {
                    deletedSections.insert(oldIndex)
                    insertedSections.insert(newIndex)
                } else {
                    reloadedSections.insert(oldIndex)
                }
            } else if moves {
                movedSections.append((oldIndex, newIndex))
            }
        }
        diffItems(old: old, new: new, oldSectionIndex: oldSectionIndex, replacedOld: replacedOld, freshNew: freshNew)
    }

    /// The item changes, once the sections' are known.
    private mutating func diffItems<Section, Item>(old: NSDiffableDataSourceSnapshot<Section, Item>,
                                                   new: NSDiffableDataSourceSnapshot<Section, Item>,
                                                   oldSectionIndex: [Section: Int], replacedOld: Set<Int>, freshNew: Set<Int>) {
        var oldPaths: [Item: IndexPath] = [:]
        for (section, identifier) in old.sectionIdentifiers.enumerated() {
            for (item, itemIdentifier) in old.itemsBySection[identifier, default: []].enumerated() {
                oldPaths[itemIdentifier] = IndexPath(item: item, section: section)
            }
        }
        let reloads = Set(new.reloadedItemIdentifiers)
        var seen = Set<Item>()
        var replaced = Set<IndexPath>()   // new index paths whose cells are made again
        for (newSection, sectionIdentifier) in new.sectionIdentifiers.enumerated() {
            // Items that stay in this section, in new order, with their old positions.
            var candidates: [(identifier: Item, from: IndexPath, to: IndexPath)] = []
            for (item, identifier) in new.itemsBySection[sectionIdentifier, default: []].enumerated() {
                seen.insert(identifier)
                let to = IndexPath(item: item, section: newSection)
                guard let from = oldPaths[identifier] else {
                    if !freshNew.contains(newSection) { insertedItems.append(to) }
                    continue
                }
                let oldGone = replacedOld.contains(from.section), newFresh = freshNew.contains(newSection)
                if oldGone || newFresh {
                    if oldGone, !newFresh { insertedItems.append(to) }
                    if !oldGone, newFresh { deletedItems.append(from) }
                    continue
                }
                candidates.append((identifier, from, to))
            }
            let sameSection = oldSectionIndex[sectionIdentifier]
            let inPlace = candidates.indices.filter { candidates[$0].from.section == sameSection }
            let kept = Set(longestIncreasingSubsequence(inPlace.map { candidates[$0].from.item }).map { inPlace[$0] })
            for (index, candidate) in candidates.enumerated() {
                let reloaded = reloads.contains(candidate.identifier)
                if kept.contains(index) {
                    if reloaded {
                        reloadedItems.append(candidate.from)
                        replaced.insert(candidate.to)
                    }
                } else if reloaded {
                    deletedItems.append(candidate.from)
                    insertedItems.append(candidate.to)
                } else {
                    movedItems.append((candidate.from, candidate.to))
                }
            }
        }
        for (identifier, from) in oldPaths where !seen.contains(identifier) && !replacedOld.contains(from.section) {
            deletedItems.append(from)
        }
        deletedItems.sort()
        replaced.formUnion(insertedItems)
        reconfiguredItems = new.reconfiguredItemIdentifiers.compactMap { identifier in
            new.location(of: identifier).map { IndexPath(item: $0.item, section: $0.section) }
        }.filter { !replaced.contains($0) }
    }
}

/// The positions in `values` of one longest strictly increasing subsequence (patience sorting,
/// O(n log n)), in order.
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    var tails: [Int] = []            // positions of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var lower = 0, upper = tails.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if values[tails[middle]] < value { lower = middle + 1 } else { upper = middle }
        }
        if lower > 0 { previous[position] = tails[lower - 1] }
        if lower == tails.count { tails.append(position) } else { tails[lower] = position }
    }
    var result: [Int] = []
    var position = tails.last ?? -1
    while position >= 0 {
        result.append(position)
        position = previous[position]
    }
    return result.reversed()
}

// UICollectionViewCompositionalLayout+Measurements.swift: self-sizing measurements that go with
// their items when items move: through a batch update (a move, a diffable apply) and as an
// interactive movement's placeholder moves.

/// Measurements carried through a batch update to the index paths the items have after it.
struct CarriedMeasurements {
    /// The item counts after the update: the measurements are for sections laid out with them.
    let counts: [Int]
    /// Each section's item measurements, by item, after the update.
    let items: [[Int: CGSize]]
    /// Each section's header and footer measurements, by kind, after the update.
    let boundaries: [Int: [String: CGSize]]
}

extension UICollectionViewCompositionalLayout {
    /// Carries the measurements to their items' places after `updates`. A batch that only moves
    /// one item within its section, on sections laid out for these counts, moves them in place
    /// at the cost of the moved range (the update's invalidation then only adds up lengths);
    /// other batches carry them to the next full preparation. Reloaded items and sections lose
    /// theirs (their cells are measured again).
    func carryMeasurementsOfItems(through updates: BatchUpdates, oldCounts: [Int], newCounts: [Int]) {
        if carriedMeasurements == nil, !needsFullPreparation, updates.movedRows.count == 1, oldCounts == newCounts,
           preparedCounts == oldCounts, sections.count == oldCounts.count, let move = updates.movedRows.first,
           move.from.section == move.to.section, updates.isOnlyRowMoves {
            moveMeasurementInPlace(from: move.from, to: move.to)
            updateIsCarriedInPlace = true
            return
        }
        let source: [[Int: CGSize]]
        if let carried = carriedMeasurements, carried.counts == oldCounts {
            source = carried.items
        } else if preparedCounts == oldCounts, sections.count == oldCounts.count {
            source = sections.map(\.measured)
        } else {
            carriedMeasurements = nil
            return  // measured for data that has changed since: nothing to carry
        }
        var items = [[Int: CGSize]](repeating: [:], count: newCounts.count)
        for (section, measured) in source.enumerated() {
            for (item, size) in measured where item < oldCounts[section] {
                let indexPath = IndexPath(item: item, section: section)
                guard !updates.isReloaded(indexPath), let target = updates.newIndexPath(for: indexPath),
                      newCounts.indices.contains(target.section), target.item < newCounts[target.section] else { continue }
                items[target.section][target.item] = size
            }
        }
        var boundaries: [Int: [String: CGSize]] = [:]
        for (section, kinds) in carriedMeasurements?.boundaries ?? boundaryMeasured where !updates.reloadedSections.contains(section) {
            if let target = updates.newSection(for: section), target < newCounts.count { boundaries[target] = kinds }
        }
        carriedMeasurements = CarriedMeasurements(counts: newCounts, items: items, boundaries: boundaries)
    }

    /// Moves the measurement of the item at `source` to `destination` in the laid-out sections,
    /// the items between shifting by one, and places the groups it changes again. Costs the
    /// smaller of the moved range and the section's measurements (a move across sections: the
    /// two sections' measurements).
    func moveMeasurementInPlace(from source: IndexPath, to destination: IndexPath) {
        guard source != destination, source.count == 2, destination.count == 2,
              sections.indices.contains(source.section), sections.indices.contains(destination.section) else { return }
        if source.section == destination.section {
            let section = source.section
            let (measured, changed) = Self.moving(sections[section].measured, from: source.item, to: destination.item)
            sections[section].replaceMeasured(measured, changing: changed)
        } else {
            var leaving = sections[source.section].measured, entering = sections[destination.section].measured
            let size = leaving.removeValue(forKey: source.item)
            var changedLeaving = [source.item], changedEntering = [destination.item]
            var shifted: [Int: CGSize] = [:]
            for (item, value) in leaving {
                if item > source.item { changedLeaving += [item, item - 1] }
                shifted[item > source.item ? item - 1 : item] = value
            }
            leaving = shifted
            shifted = [:]
            for (item, value) in entering {
                if item >= destination.item { changedEntering += [item, item + 1] }
                shifted[item >= destination.item ? item + 1 : item] = value
            }
            entering = shifted
            entering[destination.item] = size
            sections[source.section].replaceMeasured(leaving, changing: changedLeaving)
            sections[destination.section].replaceMeasured(entering, changing: changedEntering)
        }
        invalidateLayoutForSelfSizing()
    }

    /// `measured` with the entry of `source` moved to `destination` and those between shifted by
    /// one, and the items whose entry changed: walks the range or the entries, whichever is fewer.
    static func moving(_ measured: [Int: CGSize], from source: Int, to destination: Int) -> ([Int: CGSize], [Int]) {
        let low = min(source, destination), high = max(source, destination)
        /// Where the entry of `item` (in `low...high`) goes.
        func target(of item: Int) -> Int {
            if item == source { return destination }
            return source < destination ? item - 1 : item + 1
        }
        var result = measured
        var changed: [Int] = []
        if high - low < measured.count {
            var sizes: [CGSize?] = []
            for item in low...high { sizes.append(measured[item]) }
            for (offset, size) in sizes.enumerated() {
                result[target(of: low + offset)] = size
            }
            for item in low...high where result[item] != measured[item] { changed.append(item) }
        } else {
            let moved = measured.filter { low...high ~= $0.key }
            for item in moved.keys { result[item] = nil }
            for (item, size) in moved { result[target(of: item)] = size }
            for item in moved.keys { changed += [item, target(of: item)] }
        }
        return (result, changed)
    }
}

extension BatchUpdates {
    /// Whether the batch only moves rows (no sections, insertions, deletions or reloads).
    var isOnlyRowMoves: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty
    }
}

// PrefetchLedger.swift: what a table's or collection view's prefetch data source was told, and
// what to tell it after a layout pass (which index paths to prefetch, which to cancel).

/// The index paths a prefetch data source was told to prefetch and not yet told to cancel, and
/// those that had a cell while inside the prefetch band: neither prefetched nor cancelled while
/// they stay in it (a row or item that just scrolled off is not news to the data source).
struct PrefetchLedger {
    /// Told to prefetch and not yet cancelled.
    private(set) var prefetched: Set<IndexPath> = []
    /// Had a cell while inside the band.
    private(set) var shown: Set<IndexPath> = []

    /// Takes in the index paths of the prefetch band, each with whether it has a cell now and
    /// how far it lies from the visible bounds. Returns the index paths to cancel, in order, and
    /// those to prefetch, nearest first (then in order).
    mutating func update(band: [(indexPath: IndexPath, hasCell: Bool, distance: CGFloat)])
        -> (cancelled: [IndexPath], added: [IndexPath]) {
        var wanted: [(indexPath: IndexPath, distance: CGFloat)] = []
        var nowShown = Set<IndexPath>()
        for entry in band {
            if entry.hasCell || shown.contains(entry.indexPath) {
                nowShown.insert(entry.indexPath)
            } else {
                wanted.append((entry.indexPath, entry.distance))
            }
        }
        let wantedSet = Set(wanted.map(\.indexPath))
        let cancelled = prefetched.subtracting(wantedSet).subtracting(nowShown).sorted()
        let added = wanted.filter { !prefetched.contains($0.indexPath) }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.indexPath < $1.indexPath }
            .map(\.indexPath)
        prefetched = wantedSet
        shown = nowShown
        return (cancelled, added)
    }

    /// Forgets everything (the index paths changed, or the prefetch data source did).
    mutating func forget() {
        prefetched.removeAll()
        shown.removeAll()
    }
}

// TagIndex.swift: where the views with each non-zero tag are, so that `viewWithTag(_:)` can
// answer without walking a large subtree.

import Foundation

/// The views that carry each non-zero tag, as a browser keeps an id map for `getElementById`.
///
/// `viewWithTag(_:)` must return the first match of a depth-first search. For a tag that few
/// views carry, it is cheaper to take those views and find which of them lies first in the
/// receiver's subtree (a walk up from each) than to visit every view below the receiver: a tag
/// that no view carries is answered at once, however large the tree. Views are held weakly and
/// leave the index when their tag changes or when they are freed.
@MainActor
enum TagIndex {
    /// One indexed view: weak, with its identity for removal once the view is gone.
    private struct Entry {
        weak var view: UIView?
        let identity: ObjectIdentifier
    }

    /// The views of each non-zero tag, in the order they took it.
    private static var entriesByTag: [Int: [Entry]] = [:]

    /// Records that `view` changed its tag from `old` to `new`.
    static func retag(_ view: UIView, from old: Int, to new: Int) {
        guard old != new else { return }
        if old != 0 { remove(ObjectIdentifier(view), tag: old) }
        guard new != 0 else { return }
        var entries = entriesByTag[new] ?? []
        // Entries of views freed off the main thread are dropped here, each time the list
        // doubles, so they cost amortized O(1).
        if entries.count >= 8, entries.count & (entries.count - 1) == 0 {
            entries.removeAll { $0.view == nil }
        }
        entries.append(Entry(view: view, identity: ObjectIdentifier(view)))
        entriesByTag[new] = entries
    }

    /// A view with `tag` is being freed. On the main thread its entry goes at once; a view freed
    /// elsewhere (a task held the last reference) leaves a dead entry, which lookups skip and
    /// `retag` drops later.
    nonisolated static func forget(_ identity: ObjectIdentifier, tag: Int) {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated { remove(identity, tag: tag) }
    }

    /// Removes the view with `identity` from the views of `tag`.
    private static func remove(_ identity: ObjectIdentifier, tag: Int) {
        guard var entries = entriesByTag[tag] else { return }
        entries.removeAll { $0.identity == identity }
        entriesByTag[tag] = entries.isEmpty ? nil : entries
    }

    /// The live views whose tag is `tag`, or nil when there are more than `limit` (a search of
    /// the subtree is then cheaper than checking them all).
    static func views(taggedWith tag: Int, limit: Int) -> [UIView]? {
        guard let entries = entriesByTag[tag] else { return [] }
        guard entries.count <= limit else { return nil }
        return entries.compactMap(\.view)
    }
}

extension UIView {
    /// Of `candidates`, the one a depth-first search from this view meets first (this view, then
    /// its subviews in order, each followed by its own subtree); nil when none is in the subtree.
    func firstInDepthFirstOrder(among candidates: [UIView]) -> UIView? {
        var best: (view: UIView, path: [Int])?
        for candidate in candidates {
            guard let path = indexPath(to: candidate) else { continue }
            if let current = best, !path.lexicographicallyPrecedes(current.path) { continue }
            best = (candidate, path)
        }
        return best?.view
    }

    /// The indexes of the subviews leading from this view down to `view` (empty when they are
    /// the same view), or nil when `view` is not in this view's subtree. Depth-first order is the
    /// lexicographic order of these paths, an ancestor before its descendants.
    private func indexPath(to view: UIView) -> [Int]? {
        var path: [Int] = []
        var current = view
        while current !== self {
            guard let parent = current.superview else { return nil }
            path.append(parent.indexOfSubview(current))
            current = parent
        }
        return path.reversed()
    }
}

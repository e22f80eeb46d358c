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
    /// A weak reference to an indexed view.
    private struct WeakView {
        weak var view: UIView?
    }

    /// The views of each non-zero tag, by identity: adding and removing one costs O(1) however
    /// many views share the tag (the order does not matter; lookups order by position).
    private static var viewsByTag: [Int: [ObjectIdentifier: WeakView]] = [:]

    /// Records that `view` changed its tag from `old` to `new`.
    static func retag(_ view: UIView, from old: Int, to new: Int) {
        guard old != new else { return }
        let identity = ObjectIdentifier(view)
        if old != 0 { remove(identity, tag: old) }
        guard new != 0 else { return }
        // In place (no copy of the tag's views is alive while it changes).
        viewsByTag[new, default: [:]][identity] = WeakView(view: view)
        // A view freed off the main thread leaves a dead entry (see `forget`); they are dropped
        // each time a tag's count reaches a power of two, amortized O(1).
        if let count = viewsByTag[new]?.count, count >= 8, count & (count - 1) == 0 {
            viewsByTag[new]?.filter { $0.value.view == nil }.keys.forEach { viewsByTag[new]?[$0] = nil }
        }
    }

    /// A view with `tag` is being freed. On the main thread its entry goes at once; a view freed
    /// elsewhere (a task held the last reference) leaves a dead entry, which lookups skip and
    /// `retag` drops later. (A new view at the same address replaces such an entry.)
    nonisolated static func forget(_ identity: ObjectIdentifier, tag: Int) {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated { remove(identity, tag: tag) }
    }

    /// Removes the view with `identity` from the views of `tag`.
    private static func remove(_ identity: ObjectIdentifier, tag: Int) {
        viewsByTag[tag]?[identity] = nil
        if viewsByTag[tag]?.isEmpty == true { viewsByTag[tag] = nil }
    }

    /// The live views whose tag is `tag`, or nil when there are more than `limit` (a search of
    /// the subtree is then cheaper than checking them all).
    static func views(taggedWith tag: Int, limit: Int) -> [UIView]? {
        guard let views = viewsByTag[tag] else { return [] }
        guard views.count <= limit else { return nil }
        return views.values.compactMap(\.view)
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

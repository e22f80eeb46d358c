// BoundsInAncestor.swift: the bounds of many views of one tree in one ancestor's coordinates, at
// a cost per view that does not grow with its depth, for the dumps that list a frame per element.

/// Views' bounds in `ancestor`'s coordinates, as `view.convert(view.bounds, to: ancestor)` gives
/// them, for a dump that lists many views below one ancestor (the accessibility tree, a UI test's
/// element tree).
///
/// `convert(_:to:)` walks from the view up to its root each time, so converting each view of a
/// chain 20,000 deep costs 200 million steps. Here a view up to ``exactDepth`` levels below its
/// root is converted by `convert(_:to:)` itself (a few hundred steps at most, and the very same
/// result, overrides included), and a deeper view's transform is its own transform to its
/// superview followed by its superview's, found once and kept: one step per view. The composed
/// transform is the same matrix multiplied in another order, so in the last bit of a coordinate
/// that is not a sum of binary fractions it may differ from `convert(_:to:)`'s; no ordinary tree
/// is that deep.
@MainActor
package struct BoundsInAncestor {
    /// Views this many levels below their root or fewer are converted by `convert(_:to:)`.
    package static let exactDepth = 128

    /// What is known of a view: how many levels below the root it is, and past ``exactDepth``
    /// its transform to the ancestor's coordinates (nil: `convert(_:to:)` converts it).
    private struct Entry {
        let depth: Int
        let toAncestor: CGAffineTransform?
    }

    private let ancestor: UIView
    private let ancestorEntry: Entry
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Converts to `ancestor`'s coordinates.
    package init(_ ancestor: UIView) {
        self.ancestor = ancestor
        var depth = 0
        var view = ancestor
        while let parent = view.superviewStorage {
            depth += 1
            view = parent
        }
        ancestorEntry = Entry(depth: depth, toAncestor: depth > Self.exactDepth ? .identity : nil)
    }

    /// `view.bounds` in the ancestor's coordinates. A view outside the ancestor's tree is
    /// converted by `convert(_:to:)`.
    package mutating func rect(of view: UIView) -> CGRect {
        // A view of an ordinary tree is converted as before, without keeping anything.
        guard !Self.isWithinExactDepth(view), let transform = entry(for: view)?.toAncestor else {
            return view.convert(view.bounds, to: ancestor)
        }
        return view.bounds.applying(transform)
    }

    /// Whether `view` is at most ``exactDepth`` levels below its root: at most that many steps.
    private static func isWithinExactDepth(_ view: UIView) -> Bool {
        var depth = 0
        var current = view
        while let parent = current.superviewStorage {
            depth += 1
            if depth > exactDepth { return false }
            current = parent
        }
        return true
    }

    /// What is known of `view`, found by walking up to the ancestor or to a view already known
    /// and then back down, keeping what is learnt of each view on the way (in a walk over a
    /// tree, the next view's walk stops within a level or two); nil when `view` is not the
    /// ancestor or below it.
    private mutating func entry(for view: UIView) -> Entry? {
        if view === ancestor { return ancestorEntry }
        if let known = entries[ObjectIdentifier(view)] { return known }
        var path: [UIView] = [view]
        var above: UIView
        var aboveEntry: Entry
        while true {
            guard let parent = path[path.count - 1].superviewStorage else { return nil }
            if parent === ancestor {
                (above, aboveEntry) = (parent, ancestorEntry)
                break
            }
            if let known = entries[ObjectIdentifier(parent)] {
                (above, aboveEntry) = (parent, known)
                break
            }
            path.append(parent)
        }
        for child in path.reversed() {
            let depth = aboveEntry.depth + 1
            var toAncestor: CGAffineTransform?
            if depth > Self.exactDepth {
                // The superview's own conversion is exact when it is within the depth.
                let aboveToAncestor = aboveEntry.toAncestor ?? above.transform(to: ancestor)
                toAncestor = child.transformToSuperview.concatenating(aboveToAncestor)
            }
            aboveEntry = Entry(depth: depth, toAncestor: toAncestor)
            entries[ObjectIdentifier(child)] = aboveEntry
            above = child
        }
        return aboveEntry
    }
}

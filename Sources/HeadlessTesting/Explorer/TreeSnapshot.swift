// TreeSnapshot.swift: a window's views at one moment (each view's dump line, place in the tree and
// rectangle on screen), and what changed between two such moments.

import ViewWidgets

/// Every view of a window at one moment, in dump order.
@MainActor
package struct TreeSnapshot {
    /// One view: its index path from the window (`0.2.1`; the window itself is ``rootPath``), its
    /// line of the dump, and its rectangle in window coordinates.
    package struct Entry {
        package let view: UIView
        package let path: String
        package let line: String
        package let rectInWindow: CGRect
    }

    /// The path shown for the window itself.
    package static let rootPath = "window"

    package let entries: [Entry]

    /// The views of `window`, depth first in the dump's order.
    package init(of window: UIWindow) {
        var entries: [Entry] = []
        var stack: [(view: UIView, path: String)] = [(window, Self.rootPath)]
        while let (view, path) = stack.popLast() {
            entries.append(Entry(view: view, path: path, line: view.description,
                                 rectInWindow: view === window ? window.bounds : view.convert(view.bounds, to: window)))
            for (index, child) in view.subviews.enumerated().reversed() {
                stack.append((child, path == Self.rootPath ? "\(index)" : "\(path).\(index)"))
            }
        }
        self.entries = entries
    }

    /// A difference between two snapshots.
    package enum Change: Equatable {
        case added(path: String, line: String)
        case removed(path: String, line: String)
        case changed(path: String, from: String, to: String)

        /// The change as the explorer prints it.
        package var text: String {
            switch self {
            case .added(let path, let line): "+ \(path) \(line)"
            case .removed(let path, let line): "- \(path) \(line)"
            case .changed(let path, let from, let to): "~ \(path) \(to)\n    was \(from)"
            }
        }
    }

    /// What changed from `old` to this snapshot, view by view (a view is the same object in both):
    /// views that left, views that came, and views whose dump line changed (frame, text, state).
    package func changes(since old: TreeSnapshot) -> [Change] {
        var before: [ObjectIdentifier: Entry] = [:]
        for entry in old.entries { before[ObjectIdentifier(entry.view)] = entry }
        var result: [Change] = []
        var seen = Set<ObjectIdentifier>()
        for entry in entries {
            let id = ObjectIdentifier(entry.view)
            seen.insert(id)
            guard let earlier = before[id] else {
                result.append(.added(path: entry.path, line: entry.line))
                continue
            }
            if earlier.line != entry.line {
                result.append(.changed(path: entry.path, from: earlier.line, to: entry.line))
            }
        }
        for entry in old.entries where !seen.contains(ObjectIdentifier(entry.view)) {
            result.append(.removed(path: entry.path, line: entry.line))
        }
        return result
    }

    /// The views that are new or whose line changed since `old`, for outlining on a picture.
    package func changedEntries(since old: TreeSnapshot) -> [Entry] {
        var before: [ObjectIdentifier: String] = [:]
        for entry in old.entries { before[ObjectIdentifier(entry.view)] = entry.line }
        return entries.filter { before[ObjectIdentifier($0.view)] != $0.line }
    }
}

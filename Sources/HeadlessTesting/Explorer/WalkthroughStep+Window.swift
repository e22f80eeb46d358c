// WalkthroughStep+Window.swift: a walk-through step taken from a window as it is now, compared with
// the snapshot of the step before.

import ViewWidgets

extension WalkthroughStep {
    /// The step showing `window` now: its picture and dump, with the lines and views that are new
    /// or changed since `previous` marked (none for the first step, `previous` nil) and the views
    /// gone listed. Returns the snapshot to compare the next step with.
    @MainActor
    package static func of(_ window: UIWindow, index: Int, name: String, source: String?,
                           since previous: TreeSnapshot?) -> (step: WalkthroughStep, snapshot: TreeSnapshot) {
        let snapshot = TreeSnapshot(of: window)
        let dump = window.recursiveDescription().components(separatedBy: "\n")
        var changed = Set<Int>()
        var outlines: [CGRect] = []
        var removed: [String] = []
        if let previous {
            let changedEntries = snapshot.changedEntries(since: previous)
            let fresh = Set(changedEntries.map { ObjectIdentifier($0.view) })
            let changedPaths = changedEntries.map(\.path)
            for (line, entry) in snapshot.entries.enumerated() where fresh.contains(ObjectIdentifier(entry.view)) {
                changed.insert(line)
                // Outline the innermost views that changed: a container that changed along
                // with something inside it is left to its contents.
                let inner = entry.path == TreeSnapshot.rootPath
                    || changedPaths.contains { $0.hasPrefix(entry.path + ".") }
                if !inner { outlines.append(entry.rectInWindow) }
            }
            removed = snapshot.changes(since: previous).compactMap {
                if case .removed(let path, let line) = $0 { return "\(path) \(line)" }
                return nil
            }
        }
        let step = WalkthroughStep(index: index, name: name, source: source, svg: window.renderSVG(), dumpLines: dump,
                                   changedLines: changed, outlines: outlines, removed: removed)
        return (step, snapshot)
    }
}

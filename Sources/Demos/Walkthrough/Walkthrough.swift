// Walkthrough.swift: `swift run Demos <scene> --html DIR`: one self-contained page per scene with,
// for each scripted step, its Swift lines, the picture, the dump and what changed.

import Foundation
import ViewWidgets

/// One step as the walk-through page shows it.
struct WalkthroughStep {
    let index: Int
    let name: String
    let source: String?
    let svg: String
    let dumpLines: [String]
    /// Which dump lines are new or changed since the previous step.
    let changedLines: Set<Int>
    /// The rectangles (window points) of the views that are new or changed, outlined on the picture.
    let outlines: [CGRect]
    /// The dump lines of views gone since the previous step.
    let removed: [String]
}

@MainActor
enum Walkthrough {
    /// Runs `sceneType` and gathers each step with what changed since the step before.
    static func steps(of sceneType: any Scene.Type, screenSize: CGSize) throws -> [WalkthroughStep] {
        var steps: [WalkthroughStep] = []
        var previous: TreeSnapshot?
        let scene = sceneType.init()
        let script = scene.steps
        _ = try SceneRunner.run(sceneType, screenSize: screenSize, drawPictures: false) { index, window in
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
            previous = snapshot
            let step = script.indices.contains(index - 1) ? script[index - 1] : nil
            steps.append(WalkthroughStep(index: index, name: step?.name ?? "step \(index)", source: step?.sourceText,
                                         svg: window.renderSVG(), dumpLines: dump, changedLines: changed,
                                         outlines: outlines, removed: removed))
        }
        return steps
    }

    /// Writes `DIR/index.html` for one scene, or, with no scene, one page per scene and an index.
    static func write(scene: (any Scene.Type)?, screenSize: CGSize, to directory: String) throws {
        let folder = URL(fileURLWithPath: directory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let scene {
            let page = WalkthroughPage.scene(scene, steps: try steps(of: scene, screenSize: screenSize), index: nil)
            try page.write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
            return
        }
        for scene in SceneCatalog.all {
            let page = WalkthroughPage.scene(scene, steps: try steps(of: scene, screenSize: screenSize), index: "index.html")
            try page.write(to: folder.appendingPathComponent("\(scene.name).html"), atomically: true, encoding: .utf8)
        }
        try WalkthroughPage.index(SceneCatalog.all)
            .write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    }
}

// Walkthrough.swift: `swift run Demos <scene> --html DIR`: one self-contained page per scene with,
// for each scripted step, its Swift lines, the picture, the dump and what changed.

import Foundation
import HeadlessTesting
import ViewWidgets

@MainActor
enum Walkthrough {
    /// Runs `sceneType` and gathers each step with what changed since the step before.
    static func steps(of sceneType: any Scene.Type, screenSize: CGSize) throws -> [WalkthroughStep] {
        var steps: [WalkthroughStep] = []
        var previous: TreeSnapshot?
        let scene = sceneType.init()
        let script = scene.steps
        _ = try SceneRunner.run(sceneType, screenSize: screenSize, drawPictures: false) { index, window in
            let step = script.indices.contains(index - 1) ? script[index - 1] : nil
            let (made, snapshot) = WalkthroughStep.of(window, index: index, name: step?.name ?? "step \(index)",
                                                      source: step?.sourceText, since: previous)
            previous = snapshot
            steps.append(made)
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

extension WalkthroughPage {
    /// The page of one scene. `index` links back to an index page when there is one.
    static func scene(_ scene: any Scene.Type, steps: [WalkthroughStep], index: String?) -> String {
        page(title: scene.name, summary: scene.summary, steps: steps, index: index)
    }

    /// The index of every scene's page.
    static func index(_ scenes: [any Scene.Type]) -> String {
        var body = "<h1>Demo scenes</h1>\n<p>Each page walks through one scene step by step "
            + "(<code>swift run Demos SCENE --html DIR</code> writes one).</p>\n<ul class=\"scenes\">\n"
        for scene in scenes {
            body += "<li><a href=\"\(escape(scene.name)).html\">\(escape(scene.name))</a>: \(escape(scene.summary))</li>\n"
        }
        body += "</ul>\n"
        return document(title: "Demo scenes", body: body)
    }
}

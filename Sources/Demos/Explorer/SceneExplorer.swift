// SceneExplorer.swift: `swift run Demos explore <scene>`: the explorer of HeadlessTesting on a demo
// scene's window, with the scene's summary and its scripted steps for the `step` command.

import HeadlessTesting
import ViewWidgets

/// A scene opened for exploring: the scene's window in a `WindowExplorer`, given the scene's
/// script so `step` runs its steps in order.
@MainActor
final class SceneExplorer {
    private let scene: any Scene
    private let explorer: WindowExplorer
    /// The scene's window.
    var window: UIWindow { explorer.window }

    /// Opens `sceneType` on a fresh runtime with a screen of `screenSize`, built and idle.
    init(_ sceneType: any Scene.Type, screenSize: CGSize, write: @escaping (String) -> Void) throws {
        Headless.reset()
        Headless.setScreen(size: screenSize, scale: 2)
        DemoResources.register()
        scene = sceneType.init()
        let window = try scene.makeWindow()
        Headless.runUntilIdle()
        let steps = scene.steps
        let script = ExplorerScript(steps: steps.map { ExplorerScript.Step(name: $0.name, perform: $0.perform) },
                                    owner: "the scene")
        explorer = WindowExplorer(window: window, introduction: "exploring \(sceneType.name): \(sceneType.summary)\n"
                                    + "\(steps.count) scripted steps; type help for the commands\n",
                                  script: script, write: write)
    }

    /// Reads commands from `nextLine` until `quit` or the end of the input. Returns the exit
    /// status: 0, or 2 when `strict` and any line was an error.
    func run(strict: Bool, nextLine: () -> String?) -> Int32 {
        explorer.run(strict: strict, nextLine: nextLine)
    }
}

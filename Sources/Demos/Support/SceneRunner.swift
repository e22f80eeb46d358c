// SceneRunner.swift: runs a scene's script on the virtual clock and collects the dump of each step.

import ViewWidgets

/// The result of one step: its number, name and the window's tree dump after it.
struct StepResult {
    let index: Int
    let name: String
    let dump: String
    let svg: String?
}

@MainActor
enum SceneRunner {
    /// Runs `sceneType` on a fresh runtime with a screen of `screenSize`, step by step, and
    /// returns each step's dump (and picture, when `drawPictures`); `afterEachStep` sees the
    /// window after each step.
    static func run(_ sceneType: any Scene.Type, screenSize: CGSize = CGSize(width: 320, height: 480),
                    drawPictures: Bool = false,
                    afterEachStep: ((_ index: Int, _ window: UIWindow) -> Void)? = nil) throws -> [StepResult] {
        Headless.reset()
        Headless.setScreen(size: screenSize, scale: 2)
        DemoResources.register()
        let scene = sceneType.init()
        let window = try scene.makeWindow()
        Headless.runUntilIdle()
        var results: [StepResult] = []
        for (index, step) in scene.steps.enumerated() {
            try step.perform(window)
            Headless.advance(by: 0)
            afterEachStep?(index + 1, window)
            results.append(StepResult(index: index + 1, name: step.name,
                                      dump: window.recursiveDescription(),
                                      svg: drawPictures ? picture(of: window) : nil))
        }
        withExtendedLifetime(scene) {}
        return results
    }

    /// The window's picture.
    static func picture(of window: UIWindow) -> String? {
        window.renderSVG()
    }
}

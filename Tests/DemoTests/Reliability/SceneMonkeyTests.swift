// SceneMonkeyTests.swift: the seeded monkey over every demo scene: 300 random taps, typing,
// swipes, turns, pauses and memory warnings each, and UIKit never has cause to complain. A
// failure names the scene and prints the shortest run that breaks it as a test.
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("The monkey over the demo scenes", .headless)
struct SceneMonkeyTests {
    @Test(arguments: await MainActor.run { SceneCatalog.all.map { $0.name } })
    func aSceneSurvivesTheMonkey(name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        let report = Headless.monkey(rootViewController: Self.rootViewController(of: scene), seed: 1, steps: 300)
        #expect(report.failure == nil)
        // Something was done: screens with anything to tap were tapped.
        #expect(report.steps.contains { $0.hasSuffix(".tap()") } || name == "welcome")
    }

    /// The scene's root controller, out of the window the scene made for it (the monkey shows it
    /// in a window of its own).
    private static func rootViewController(of scene: any Scene.Type) -> UIViewController {
        DemoResources.register()
        guard let window = try? scene.init().makeWindow(), let root = window.rootViewController else {
            return UIViewController()
        }
        window.rootViewController = nil
        window.isHidden = true
        return root
    }
}

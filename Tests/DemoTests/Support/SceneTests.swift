import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import Demos

@MainActor
@Suite("Demo scenes", .headless)
struct SceneTests {
    @Test(arguments: await MainActor.run { SceneCatalog.all.map { $0.name } })
    func eachSceneMatchesItsGoldenDumps(_ sceneName: String) throws {
        let scene = try #require(SceneCatalog.scene(named: sceneName))
        let results = try SceneRunner.run(scene)
        #expect(!results.isEmpty, "\(sceneName) has no steps")
        for result in results {
            expectMatchesGolden(result.dump, named: "\(sceneName)-\(String(format: "%02d", result.index))-\(result.name)")
        }
    }

    @Test func sceneNamesAreUniqueAndDescribed() {
        var names: [String] = []
        var summaries: [String] = []
        for scene in SceneCatalog.all {
            names.append(scene.name)
            summaries.append(scene.summary)
        }
        #expect(Set(names).count == names.count)
        #expect(!summaries.contains(""))
    }
}

@Suite("Demos command line", .headless)
struct CommandLineTests {
    @Test func noArgumentsRunsTheDefaultScene() throws {
        #expect(try CommandLineOptions.parse([]).command == .run(sceneName: nil))
    }

    @Test func sizesAndPicturesAreParsed() throws {
        let options = try CommandLineOptions.parse(["nine-grid", "--width", "375", "--height", "667", "--svg", "out"])
        #expect(options.command == .run(sceneName: "nine-grid"))
        #expect(options.width == 375 && options.height == 667)
        #expect(options.svgDirectory == "out")
    }

    @Test func badOptionsAreRefusedWithAReason() {
        #expect(throws: CommandLineOptions.ParseError(message: "unknown option '--colour'")) {
            try CommandLineOptions.parse(["--colour"])
        }
        #expect(throws: CommandLineOptions.ParseError(message: "--width needs a positive number, not 'wide'")) {
            try CommandLineOptions.parse(["--width", "wide"])
        }
        #expect(throws: CommandLineOptions.ParseError(message: "--svg needs a value")) {
            try CommandLineOptions.parse(["--svg"])
        }
    }

    @Test func exploreAndHtmlAreParsed() throws {
        let explore = try CommandLineOptions.parse(["explore", "nine-grid", "--strict"])
        #expect(explore.command == .explore(sceneName: "nine-grid"))
        #expect(explore.strict)
        let html = try CommandLineOptions.parse(["qq-friends", "--html", "out"])
        #expect(html.command == .run(sceneName: "qq-friends"))
        #expect(html.htmlDirectory == "out")
        #expect(throws: CommandLineOptions.ParseError(message: "explore needs a scene name")) {
            try CommandLineOptions.parse(["explore"])
        }
        #expect(throws: CommandLineOptions.ParseError(message: "--strict goes with explore")) {
            try CommandLineOptions.parse(["nine-grid", "--strict"])
        }
    }

    @Test func listAndHelpAreCommands() throws {
        #expect(try CommandLineOptions.parse(["list"]).command == .list)
        #expect(try CommandLineOptions.parse(["--help"]).command == .help)
    }
}

@MainActor
@Suite("The profile scene at two screen sizes", .headless)
struct ProfileSizesTests {
    /// The same constraints give a wider phone its own layout (`swift run Demos profile --width 414`).
    @Test func theProfileSceneOnAWiderScreen() throws {
        let results = try SceneRunner.run(ProfileScene.self, screenSize: CGSize(width: 414, height: 736))
        let start = try #require(results.first)
        expectMatchesGolden(start.dump)
    }
}

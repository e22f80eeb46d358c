import Foundation
import Testing
import TestSupport
@testable import Demos

@MainActor
@Suite("Demo scenes")
struct SceneTests {
    @Test func everySceneRunsAndMatchesItsGoldenDumps() throws {
        for scene in SceneCatalog.all {
            let results = try SceneRunner.run(scene)
            #expect(!results.isEmpty, "\(scene.name) has no steps")
            for result in results {
                expectMatchesGolden(result.dump, named: "\(scene.name)-\(String(format: "%02d", result.index))-\(result.name)")
            }
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

@Suite("Demos command line")
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

    @Test func listAndHelpAreCommands() throws {
        #expect(try CommandLineOptions.parse(["list"]).command == .list)
        #expect(try CommandLineOptions.parse(["--help"]).command == .help)
    }
}

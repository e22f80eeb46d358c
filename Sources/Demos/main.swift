// main.swift: the command-line front of the demo scenes.

import Foundation
import ViewWidgets

@MainActor
func sceneList() -> String {
    let width = SceneCatalog.all.map { $0.name.count }.max() ?? 0
    return SceneCatalog.all.map { scene in
        scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary
    }.joined(separator: "\n")
}

@MainActor
func runDemos(_ arguments: [String]) -> Int32 {
    let options: CommandLineOptions
    do {
        options = try CommandLineOptions.parse(arguments)
    } catch let error as CommandLineOptions.ParseError {
        FileHandle.standardError.write(Data("error: \(error.message)\n\n\(CommandLineOptions.usage)\n\nscenes:\n\(sceneList())\n".utf8))
        return 2
    } catch {
        return 2
    }
    switch options.command {
    case .help:
        print(CommandLineOptions.usage + "\n\nscenes:\n" + sceneList())
        return 0
    case .list:
        print(sceneList())
        return 0
    case .explore(let name):
        guard let sceneType = SceneCatalog.scene(named: name) else {
            FileHandle.standardError.write(Data("error: unknown scene '\(name)'\n\nscenes:\n\(sceneList())\n".utf8))
            return 2
        }
        do {
            let explorer = try SceneExplorer(sceneType, screenSize: CGSize(width: options.width, height: options.height)) {
                print($0)
            }
            return explorer.run(strict: options.strict) { readLine() }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    case .run(nil) where options.htmlDirectory != nil:
        do {
            try Walkthrough.write(scene: nil, screenSize: CGSize(width: options.width, height: options.height),
                                  to: options.htmlDirectory ?? ".")
            print("wrote \(options.htmlDirectory ?? ".")/index.html and one page per scene")
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    case .run(let name):
        let sceneType: any Scene.Type
        if let name {
            guard let found = SceneCatalog.scene(named: name) else {
                FileHandle.standardError.write(Data("error: unknown scene '\(name)'\n\n\(CommandLineOptions.usage)\n\nscenes:\n\(sceneList())\n".utf8))
                return 2
            }
            sceneType = found
        } else {
            sceneType = SceneCatalog.defaultScene
        }
        do {
            let results = try SceneRunner.run(sceneType, screenSize: CGSize(width: options.width, height: options.height),
                                              drawPictures: options.svgDirectory != nil)
            for result in results {
                print("== \(sceneType.name) · step \(result.index): \(result.name) ==")
                print(result.dump)
                print()
            }
            if let directory = options.svgDirectory {
                try writePictures(results, to: directory)
            }
            if let directory = options.htmlDirectory {
                try Walkthrough.write(scene: sceneType, screenSize: CGSize(width: options.width, height: options.height),
                                      to: directory)
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }
}

/// Writes each step's picture as DIR/NN-step-name.svg.
@MainActor
func writePictures(_ results: [StepResult], to directory: String) throws {
    let folder = URL(fileURLWithPath: directory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for result in results {
        guard let svg = result.svg else {
            throw SceneError("pictures are not available in this build")
        }
        let file = folder.appendingPathComponent(String(format: "%02d-%@.svg", result.index, result.name))
        try svg.write(to: file, atomically: true, encoding: .utf8)
    }
}

let status = MainActor.assumeIsolated { runDemos(Array(CommandLine.arguments.dropFirst())) }
exit(status)

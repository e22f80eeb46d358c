// TestRecorder.swift: an explorer session as a Swift Testing test: the lines the acting commands
// became, the snapshots kept, and the whole file they make.

import Foundation
import ViewWidgets

/// What an explorer session has recorded so far, and the test file it makes: imports, a
/// `.headless` suite on the session's screen, and one test that launches the controller and
/// replays the recorded lines.
@MainActor
package struct TestRecorder {
    /// The expression that makes the root view controller (`GreeterViewController()`).
    package let controller: String
    /// The module to import for the controller; nil: none.
    package let module: String?
    /// The screen the session ran on, which the suite's trait names.
    package let screen: HeadlessTrait.Screen
    /// The name of the recorded test function.
    package static let testName = "replaysTheSession"
    /// The body's lines, in order, without indentation.
    package private(set) var lines: [String] = []
    /// The dump snapshots kept by `snapshot NAME`, in order: the name and the text.
    package private(set) var snapshots: [(name: String, text: String)] = []

    /// A recorder for a session on a `controller` of `module`, on `screen`.
    package init(controller: String, module: String?, screen: HeadlessTrait.Screen) {
        self.controller = controller
        self.module = module
        self.screen = screen
    }

    /// A recorder for a session on `rootViewController`, made again as it was made
    /// (`SwiftSource.rootController(_:)`: `GreeterViewController()`, a navigation controller
    /// holding one), imported from its module unless `module` names one.
    package init(rootViewController: UIViewController, module: String?, screen: HeadlessTrait.Screen) {
        let (expression, modules) = SwiftSource.rootController(rootViewController)
        self.init(controller: expression, module: module ?? modules.first, screen: screen)
    }

    /// Adds a line to the test's body.
    package mutating func add(_ line: String) {
        lines.append(line)
    }

    /// Takes back the last line added (an action that failed).
    package mutating func removeLastLine() {
        _ = lines.popLast()
    }

    /// Keeps `text` as the dump snapshot `name` and adds the line that checks it. Nil when the
    /// name is taken (or makes no file name), with a message saying why.
    package mutating func addSnapshot(named name: String, text: String) -> String? {
        let key = SnapshotFiles.sanitized(name)
        guard !key.isEmpty else { return "'\(name)' makes no file name (letters, digits or _ needed)" }
        guard !snapshots.contains(where: { SnapshotFiles.sanitized($0.name) == key }) else {
            return "a snapshot named '\(key)' was kept already"
        }
        snapshots.append((name, text))
        lines.append("assertSnapshot(of: app.window, as: .dump, named: \(ElementLocator.swiftLiteral(name)))")
        return nil
    }

    /// The name of the suite written to `path`: the file's name without `.swift`, made a Swift
    /// identifier; `Recorded<Controller>Tests` without a path.
    package func suiteName(forFile path: String?) -> String {
        let stem = path.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? ""
        var name = String(stem.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        if name.isEmpty {
            name = "Recorded" + String(controller.prefix { $0 != "(" }.unicodeScalars.filter { $0.properties.isAlphabetic || $0 == "_" }) + "Tests"
        }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return name
    }

    /// The whole test file, for a file named `fileName` (which names the suite).
    package func source(fileName: String?) -> String {
        let suite = suiteName(forFile: fileName)
        var text = "// \(suite).swift: a test recorded by Headless.explore from an explorer session on\n"
            + "// \(controller.prefix { $0 != "(" }): it replays the session.\n"
        text += "import Testing\nimport UIKit\nimport HeadlessTesting\n"
        if let module, !module.isEmpty { text += "import \(module)\n" }
        text += "\n@MainActor\n@Suite(\(trait))\nstruct \(suite) {\n"
        text += "    @Test func \(Self.testName)() {\n"
        text += "        let app = XCUIApplication(rootViewController: \(controller))\n"
        text += "        app.launch()\n"
        for line in lines { text += "        \(line)\n" }
        text += "    }\n}\n"
        return text
    }

    /// The suite's trait: `.headless` on the default screen, else on the screen written out
    /// (`SwiftSource.screen(_:)`: a preset's name, or the whole screen).
    private var trait: String {
        screen == .default ? ".headless" : ".headless(screen: \(SwiftSource.screen(screen)))"
    }

    /// Writes the test to `path` and each kept snapshot where the test's `assertSnapshot` looks
    /// for it (`__Snapshots__/<File>/replaysTheSession.<name>.txt` beside the file).
    package func write(to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try source(fileName: path).write(to: url, atomically: true, encoding: .utf8)
        for (name, text) in snapshots {
            let files = try SnapshotFiles(filePath: path, directory: nil, testName: Self.testName + "()", name: name, pathExtension: "txt")
            try files.write(text, to: files.reference)
        }
    }
}

// Scene.swift: what a demo scene is: a window built the way an app builds it, and a script.

import Foundation
import ViewWidgets

/// A demo scene: one of the seed programs, ported to Swift, with a script of steps to show.
///
/// `makeWindow()` builds the scene as the seed's app delegate and controllers would; each step
/// then acts on it (a tap, a scroll, time passing) and the runner prints the tree after it.
@MainActor
protocol Scene {
    /// The name used on the command line (`swift run Demos nine-grid`).
    static var name: String { get }
    /// One line saying what the scene teaches.
    static var summary: String { get }

    /// Makes the scene, ready to build.
    init()

    /// Builds the scene's window (made key and visible).
    func makeWindow() throws -> UIWindow

    /// The steps of the script, in order. The first step usually just shows the window.
    var steps: [SceneStep] { get }
}

/// One step of a scene's script: a name (for headings and picture files) and what it does.
struct SceneStep {
    /// A short name in kebab case, e.g. "open-group-0".
    let name: String
    /// What the step does to the window; the runner ends each step with a run loop turn.
    let perform: @MainActor (UIWindow) throws -> Void
    /// Where the step is written (for the walk-through page, which shows its lines).
    let sourceFile: String
    let sourceLine: Int

    init(_ name: String, file: String = #filePath, line: Int = #line,
         perform: @escaping @MainActor (UIWindow) throws -> Void = { _ in }) {
        self.name = name
        self.perform = perform
        sourceFile = file
        sourceLine = line
    }

    /// The step's Swift lines (from `SceneStep(` to its closing parenthesis), read from the source
    /// file when it is at hand (a checkout); nil otherwise.
    var sourceText: String? {
        guard let text = try? String(contentsOfFile: sourceFile, encoding: .utf8) else { return nil }
        let lines = text.components(separatedBy: "\n")
        guard sourceLine >= 1, sourceLine <= lines.count else { return nil }
        var depth = 0
        var started = false
        var taken: [String] = []
        for line in lines[(sourceLine - 1)...] {
            taken.append(line)
            for character in line {
                if character == "(" || character == "{" { depth += 1; started = true }
                if character == ")" || character == "}" { depth -= 1 }
            }
            if started, depth <= 0 { break }
            if taken.count > 200 { return nil }
        }
        let indent = taken.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return taken.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
            .trimmingCharacters(in: CharacterSet(charactersIn: ",\n"))
    }
}

/// A scene that could not be built or run, with a message that names what went wrong.
struct SceneError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

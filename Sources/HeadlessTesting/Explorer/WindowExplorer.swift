// WindowExplorer.swift: the explorer: a window driven by commands read a line at a time, printing
// what each command changed (`swift run Demos explore <scene>`, `Headless.explore(rootViewController:)`).

import Foundation
import ViewWidgets

/// Steps the explorer's `step` command runs in order (a demo scene's script).
package struct ExplorerScript {
    /// One step: its name and what it does to the window.
    package struct Step {
        /// The step's name, printed when it runs.
        package let name: String
        /// What the step does to the window; a run loop turn follows it.
        package let perform: @MainActor (UIWindow) throws -> Void

        /// A step named `name` doing `perform`.
        package init(name: String, perform: @escaping @MainActor (UIWindow) throws -> Void) {
            self.name = name
            self.perform = perform
        }
    }

    /// The steps, in order.
    package let steps: [Step]
    /// What owns the steps, as the error at the end of them names it ("the scene").
    package let owner: String

    /// A script of `steps` owned by `owner`.
    package init(steps: [Step], owner: String) {
        self.steps = steps
        self.owner = owner
    }
}

/// A window opened for exploring: commands act on it through the same paths a test uses
/// (hit-testing, the responder chain, the virtual clock), and after each one the explorer prints
/// what changed in the tree.
@MainActor
package final class WindowExplorer {
    /// The window explored.
    package let window: UIWindow
    private let introduction: String
    private let script: ExplorerScript?
    private var nextStep = 0
    private var snapshot: TreeSnapshot
    private var lastChanges: [TreeSnapshot.Change] = []
    /// Where the output goes, a line (or a block of lines) at a time.
    private let write: (String) -> Void

    /// Explores `window` (shown and idle): `introduction` is printed first, then the tree;
    /// `script` gives the `step` command its steps.
    package init(window: UIWindow, introduction: String, script: ExplorerScript? = nil, write: @escaping (String) -> Void) {
        self.window = window
        self.introduction = introduction
        self.script = script
        snapshot = TreeSnapshot(of: window)
        self.write = write
    }

    /// Reads commands from `nextLine` until `quit` or the end of the input. Returns the exit
    /// status: 0, or 2 when `strict` and any line was an error.
    package func run(strict: Bool, nextLine: () -> String?) -> Int32 {
        write(introduction)
        write(window.recursiveDescription())
        var failed = false
        while let line = nextLine() {
            let command: ExplorerCommand?
            do {
                command = try ExplorerCommand.parse(line)
            } catch {
                write("error: \(error.message)")
                failed = true
                continue
            }
            guard let command else { continue }
            write("> \(line.trimmingCharacters(in: .whitespaces))")
            if command == .quit { break }
            if !perform(command) { failed = true }
        }
        return strict && failed ? 2 : 0
    }

    /// Carries out one command; false when it could not be done (the reason is printed).
    package func perform(_ command: ExplorerCommand) -> Bool {
        switch command {
        case .tapPoint(let point):
            return changing { "tapped " + describe(window.tap(at: point)) }
        case .tapTag(let tag):
            guard let view = window.viewWithTag(tag) else { return fail("no view has tag \(tag)") }
            return tap(view)
        case .tapTitle(let title):
            guard let view = frontMostView(showing: title) else { return fail("no view shows \"\(title)\"") }
            // A finger on the text: whatever lies there takes the touch (a label's row, say).
            let rect = view.convert(view.bounds, to: window).intersection(window.bounds)
            guard !rect.isNull, !rect.isEmpty else { return fail("\"\(title)\" is off the screen") }
            let point = CGPoint(x: rect.midX, y: rect.midY)
            return changing { "tapped \"\(title)\" at \(place(point)): " + describe(window.tap(at: point)) }
        case .drag(let from, let to, let steps):
            return changing { "dragged; the touch began on " + describe(window.drag(from: from, to: to, steps: steps)) }
        case .type(let text):
            return typeText(text)
        case .advance(let seconds):
            return changing {
                Headless.advance(by: seconds)
                return "advanced \(formatSeconds(seconds)); the clock reads \(formatSeconds(Headless.now))"
            }
        case .idle:
            return changing {
                Headless.runUntilIdle()
                return "idle; the clock reads \(formatSeconds(Headless.now))"
            }
        case .dump(let path):
            guard let path else {
                write(window.recursiveDescription())
                return true
            }
            guard let view = view(at: path) else { return fail("no view at \(path) (write 0.2.1 from the window, or #TAG)") }
            write(view.recursiveDescription())
            return true
        case .diff:
            write(lastChanges.isEmpty ? "(the last command changed nothing)" : lastChanges.map(\.text).joined(separator: "\n"))
            return true
        case .hit(let point):
            write(hitReport(at: point))
            return true
        case .why(let point):
            write(whyReport(at: point))
            return true
        case .svg(let file):
            return writePicture(to: file)
        case .step:
            guard let script else { return fail("there is no script to step through") }
            let steps = script.steps
            guard nextStep < steps.count else { return fail("\(script.owner) has no more steps (it has \(steps.count))") }
            let step = steps[nextStep]
            nextStep += 1
            return changing {
                try step.perform(window)
                Headless.advance(by: 0)
                return "step \(nextStep): \(step.name)"
            }
        case .help:
            write(ExplorerCommand.helpText(scripted: script != nil))
            return true
        case .quit:
            return true
        }
    }

    // MARK: - Acting

    /// Runs `action` (a run loop turn follows it), prints its summary and what it changed.
    private func changing(_ action: () throws -> String) -> Bool {
        var summary = ""
        var thrown: Error?
        let violations = Headless.recordingViolations {
            do { summary = try action() } catch { thrown = error }
            Headless.advance(by: 0)
        }
        let after = TreeSnapshot(of: window)
        lastChanges = after.changes(since: snapshot)
        snapshot = after
        if let thrown { write("error: \(thrown)") } else { write(summary) }
        for violation in violations { write("UIKit would complain: \(violation)") }
        write(lastChanges.isEmpty ? "(no change)" : lastChanges.map(\.text).joined(separator: "\n"))
        return thrown == nil && violations.isEmpty
    }

    private func tap(_ view: UIView) -> Bool {
        if let reason = view.tapRefusalReason() { return fail("cannot tap \(view.description): \(reason)") }
        return changing { "tapped " + describe(view.tap()) }
    }

    /// Types into the first responder key by key, as `typeText(_:)` does: each character through
    /// `insertText(_:)`, the delete key (`\b`) through `deleteBackward()`.
    private func typeText(_ text: String) -> Bool {
        guard let responder = Headless.current.firstResponder else {
            return fail("nothing is the first responder to type into (tap a text field first)")
        }
        let name = (responder as? UIView)?.description ?? "<\(String(describing: type(of: responder)))>"
        guard let input = responder as? UIKeyInput else {
            return fail("the first responder \(name) does not take typed text")
        }
        return changing {
            input.typeText(text)
            return "typed \(text.debugDescription) into \(name)"
        }
    }

    private func writePicture(to file: String) -> Bool {
        guard let svg = window.renderSVG() as String? else { return fail("pictures are not available") }
        do {
            try svg.write(toFile: file, atomically: true, encoding: .utf8)
            write("wrote \(file)")
            return true
        } catch {
            return fail("could not write \(file): \(error.localizedDescription)")
        }
    }

    private func fail(_ message: String) -> Bool {
        write("error: \(message)")
        return false
    }

    // MARK: - Finding views

    /// The view at an index path from the window (`0.2.1`), or with a tag (`#7`).
    private func view(at path: String) -> UIView? {
        if path.hasPrefix("#") { return Int(path.dropFirst()).flatMap { window.viewWithTag($0) } }
        if path == TreeSnapshot.rootPath { return window }
        var view: UIView = window
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard let index = Int(part), view.subviews.indices.contains(index) else { return nil }
            view = view.subviews[index]
        }
        return view
    }

    /// The front-most view whose label text or button title is `title`.
    private func frontMostView(showing title: String) -> UIView? {
        for entry in TreeSnapshot(of: window).entries.reversed() {
            if let label = entry.view as? UILabel, label.text == title {
                // A button's own label stands for the button.
                return (label.superview as? UIButton) ?? label
            }
            if let button = entry.view as? UIButton, button.currentTitle == title { return button }
            // A text field shows its text, or its placeholder while empty.
            if let field = entry.view as? UITextField, field.hasText ? field.text == title : field.placeholder == title {
                return field
            }
            // What VoiceOver would read: an element's accessibility label (an icon button's, say).
            if entry.view.isAccessibilityElement, entry.view.accessibilityLabel == title { return entry.view }
        }
        return nil
    }

    // MARK: - Reports

    private func describe(_ view: UIView?) -> String {
        view?.description ?? "nothing (no view takes a touch there)"
    }

    private func hitReport(at point: CGPoint) -> String {
        guard let hit = window.hitTest(point, with: nil) else { return "a finger at \(place(point)) touches no view" }
        var lines = ["a finger at \(place(point)) touches \(hit.description)", "responder chain:"]
        var responder: UIResponder? = hit
        while let current = responder {
            lines.append("  " + ((current as? UIView)?.description ?? "<\(String(describing: type(of: current)))>"))
            responder = current.next
        }
        return lines.joined(separator: "\n")
    }

    func place(_ point: CGPoint) -> String {
        "(\(Self.format(point.x)), \(Self.format(point.y)))"
    }

    private func formatSeconds(_ seconds: Double) -> String {
        "\(Self.format(seconds)) s"
    }

    /// A number as the dump writes it: no decimals when whole.
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

// TraceRecorder.swift: records a traced test's steps: told of each action by the runtime's hook
// (`Headless.actionObserver`) and by the toolkit's actions, it keeps per step the time, the
// source location, the screen's text before and after, pictures within the caps, the hit chain
// of taps, problems and failures.

import Foundation
import Testing
import ViewWidgets

/// The recorder of the traced test in progress (at most one: `.headless` tests run one at a time).
@MainActor
final class TraceRecorder: HeadlessActionObserver {
    /// The recorder of the test in progress, or nil when the test is not traced.
    private(set) static var current: TraceRecorder?

    /// How the test asked to be traced.
    let mode: HeadlessTrait.Trace
    /// The caps on what is kept.
    let limits: TraceLimits
    /// The test's title on the page.
    let title: String
    /// Failures recorded by the test framework, from any thread, read at each step's edges.
    let issues = TraceIssueLog()

    /// The steps so far, in order.
    private(set) var steps: [TraceStep] = []
    /// Failures recorded before the first step.
    private(set) var failuresBeforeFirstStep: [String] = []
    /// How deep in nested actions the recorder is: a step is the outermost action.
    private var depth = 0
    /// Summarised reads since the last step, in first-read order.
    private var pendingQueries: [(key: String, count: Int)] = []
    /// Failure texts noted directly by the toolkit, skipped when the framework's log repeats them.
    private var notedDirectly: [String] = []
    /// Steps whose pictures and text stay whatever the caps say (the first, failing ones and
    /// those just before).
    private var pinned: Set<Int> = []
    /// How many failing steps have pinned themselves and the steps before them.
    private var failingStepsPinned = 0
    /// The last dump taken, shared by the next step's "before" when nothing changed between.
    private var lastDump: String?
    /// Whether a failure was seen since the page was last written.
    private(set) var hasUnwrittenFailure = false
    /// Where the page goes (TraceFiles.swift); nil when nowhere can be named.
    var pageURL: URL?
    /// Where the test is declared, for the attachment and the note naming the page.
    var testLocation: SourceLocation?
    /// Whether the page has been written during this test.
    var pageWritten = false

    init(mode: HeadlessTrait.Trace, title: String, limits: TraceLimits = .standard) {
        self.mode = mode
        self.title = title
        self.limits = limits
    }

    /// Whether any failure was recorded during the test.
    var hasFailed: Bool { !failuresBeforeFirstStep.isEmpty || steps.contains { !$0.failures.isEmpty } }

    // MARK: - Installing

    /// Makes this the recorder of the test in progress, hooked to the runtime.
    func install() {
        TraceRecorder.current = self
        Headless.actionObserver = self
    }

    /// Unhooks the recorder (the runtime's hook is nil again) after taking the failures logged last.
    func uninstall() {
        drainIssues()
        if Headless.actionObserver === self { Headless.actionObserver = nil }
        if TraceRecorder.current === self { TraceRecorder.current = nil }
    }

    // MARK: - Steps

    /// Begins a toolkit action's step (`tap app.buttons["Go"]`) written at `here`, for
    /// ``endStep(_:)``; nil, without building the summary, when no test is traced:
    ///
    ///     let traced = TraceRecorder.beginStep("tap \(path)", here)
    ///     defer { TraceRecorder.endStep(traced) }
    static func beginStep(_ summary: @autoclosure () -> String, _ here: TestLocation?) -> TraceRecorder? {
        guard let recorder = current else { return nil }
        recorder.begin(summary: summary(), location: here.map(TraceSourceLocation.init), window: nil, point: nil, kind: nil)
        return recorder
    }

    /// Ends the step ``beginStep(_:_:)`` began.
    static func endStep(_ recorder: TraceRecorder?) {
        recorder?.end()
    }

    func actionWillBegin(_ action: HeadlessAction) {
        begin(summary: action.summary, location: nil, window: action.window, point: action.point, kind: action.kind)
    }

    func actionDidEnd(_ action: HeadlessAction) {
        end()
    }

    private func begin(summary: String, location: TraceSourceLocation?, window: UIWindow?, point: CGPoint?,
                       kind: HeadlessAction.Kind?) {
        depth += 1
        guard depth == 1 else {
            nested(summary: summary, window: window, point: point, kind: kind)
            return
        }
        drainIssues()
        let screen = Self.screenWindow(preferring: window)
        let dump = screen?.recursiveDescription()
        var step = TraceStep(number: steps.count + 1, summary: summary, location: location,
                             startTime: Headless.now, endTime: Headless.now)
        step.dumpBefore = dump == lastDump ? lastDump : dump
        if dump != lastDump || steps.isEmpty { step.pictureBefore = screen?.renderSVG() }
        step.queries = pendingQueries.map { $0.count == 1 ? $0.key : "\($0.key) ×\($0.count)" }
        pendingQueries = []
        if let window, let point, kind == .tap || kind == .drag || kind == .touch {
            step.hitChain = Self.hitChain(in: window, at: point)
        }
        steps.append(step)
    }

    /// An action inside a step: a tap's hit chain, or an event the step names.
    private func nested(summary: String, window: UIWindow?, point: CGPoint?, kind: HeadlessAction.Kind?) {
        guard let kind, !steps.isEmpty else { return }
        let last = steps.count - 1
        switch kind {
        case .tap, .drag, .touch:
            if steps[last].hitChain.isEmpty, let window, let point {
                steps[last].hitChain = Self.hitChain(in: window, at: point)
            }
        case .present, .dismiss, .push, .pop:
            steps[last].events.append(summary)
        case .advance, .runUntilIdle, .viewTap, .typeText, .touchUpdate:
            break
        }
    }

    private func end() {
        depth -= 1
        guard depth == 0, !steps.isEmpty else { return }
        let last = steps.count - 1
        drainIssues()
        let screen = Self.screenWindow(preferring: nil)
        let dump = screen?.recursiveDescription()
        steps[last].endTime = Headless.now
        steps[last].dumpAfter = dump
        lastDump = dump
        if let screen {
            steps[last].accessibilityAfter = FlatElementTree(roots: [screen]).text
            steps[last].pictureAfter = screen.renderSVG()
        }
        if last == 0 { pinned.insert(0) }
        applyCaps()
        if hasUnwrittenFailure, mode != .off { writePage() }
    }

    // MARK: - Problems, failures and reads

    /// A violation or logged problem raised now (the trait's handler reports it).
    func noteProblem(_ message: String) {
        guard !steps.isEmpty else { return }
        steps[steps.count - 1].problems.append(message)
    }

    /// A failure the toolkit records now with `text` (the framework's log repeats it: skipped there).
    func noteFailure(_ text: String) {
        notedDirectly.append(text)
        attributeFailure(text)
    }

    /// A read of the screen (`exists`, an attribute) of the element at `path`, summarised into
    /// the next step.
    func noteQuery(_ name: String, _ path: String) {
        // Reads an action makes while it waits for its element belong to the action.
        guard depth == 0 else { return }
        let key = "\(name) \(path)"
        if let index = pendingQueries.firstIndex(where: { $0.key == key }) {
            pendingQueries[index].count += 1
        } else if pendingQueries.count < 50 {
            pendingQueries.append((key, 1))
        }
    }

    /// Takes the failures the framework logged since the last look.
    func drainIssues() {
        for text in issues.take() {
            if let index = notedDirectly.firstIndex(of: text) {
                notedDirectly.remove(at: index)
                continue
            }
            attributeFailure(text)
        }
        // The framework logs an issue as it is recorded: a noted failure it did not repeat by now
        // (an XCTest failure, an expected one inside `withKnownIssue`) never will be.
        notedDirectly.removeAll()
    }

    /// Marks the page as written (nothing new to write until the next failure).
    func markWritten() {
        hasUnwrittenFailure = false
    }

    private func attributeFailure(_ text: String) {
        hasUnwrittenFailure = true
        guard !steps.isEmpty else {
            failuresBeforeFirstStep.append(text)
            return
        }
        let last = steps.count - 1
        let alreadyFailing = !steps[last].failures.isEmpty
        steps[last].failures.append(text)
        guard !alreadyFailing, failingStepsPinned < limits.failingSteps else { return }
        failingStepsPinned += 1
        for index in max(0, last - limits.stepsBeforeFailure)...last { pinned.insert(index) }
    }

    /// Drops pictures and text beyond the caps (TraceLimits).
    private func applyCaps() {
        let count = steps.count
        let pictureIndex = count - 1 - limits.pictureSteps
        if pictureIndex >= 0, !pinned.contains(pictureIndex) {
            steps[pictureIndex].pictureBefore = nil
            steps[pictureIndex].pictureAfter = nil
        }
        let textIndex = count - 1 - limits.textSteps
        if textIndex >= 0, !pinned.contains(textIndex) {
            steps[textIndex].dumpBefore = nil
            steps[textIndex].dumpAfter = nil
            steps[textIndex].accessibilityAfter = nil
        }
    }

    // MARK: - The screen

    /// The window a step shows: the action's, else the key window, else the first one shown.
    static func screenWindow(preferring window: UIWindow?) -> UIWindow? {
        if let window, !window.isHidden { return window }
        let windows = UIApplication.shared.windows.filter { !$0.isHidden }
        return windows.first { $0.isKeyWindow } ?? windows.first
    }

    /// The view a finger at `point` lands on and the responder chain up from it, in the lines
    /// the explorer's `hit X Y` prints.
    static func hitChain(in window: UIWindow, at point: CGPoint) -> [String] {
        guard let hit = window.hitTest(point, with: nil) else {
            return ["a finger at \(Headless.tracePoint(point)) touches no view"]
        }
        var lines = ["a finger at \(Headless.tracePoint(point)) touches \(hit.description)", "responder chain:"]
        var responder: UIResponder? = hit
        while let current = responder, lines.count < 66 {
            lines.append("  " + ((current as? UIView)?.description ?? "<\(String(describing: type(of: current)))>"))
            responder = current.next
        }
        return lines
    }
}

// TraceStep.swift: one step of a test's trace (an action, with the screen before and after it)
// and the limits that keep a long trace's memory small.

import ViewWidgets

/// Where in a test's source a step was written, when the action knows it (XCUIElement's
/// actions do; the kernel's `window.tap(at:)` and `Headless.advance(by:)` do not).
struct TraceSourceLocation: Equatable {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int

    init(_ here: TestLocation) {
        fileID = "\(here.fileID)"
        filePath = "\(here.filePath)"
        line = Int(truncatingIfNeeded: here.line)
        column = Int(truncatingIfNeeded: here.column)
    }

    init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`.
    var text: String { "\(fileID):\(line)" }
}

/// One action of a traced test: what it was, when, where it was written, and the screen (the
/// key window) before and after it, as text always and as pictures for the steps a trace keeps
/// pictures of (``TraceLimits``).
struct TraceStep {
    /// 1 for the first step.
    let number: Int
    /// The action as listed: `tap app.buttons["Greet"]`, `advance by 0.5 s`.
    let summary: String
    /// Where the test wrote it, when known.
    let location: TraceSourceLocation?
    /// The virtual time as the step began and as it ended.
    let startTime: TimeInterval
    var endTime: TimeInterval
    /// The key window's `recursiveDescription()` before and after; nil once dropped (a step older
    /// than ``TraceLimits/textSteps``).
    var dumpBefore: String?
    var dumpAfter: String?
    /// The key window's accessibility tree after the step (`accessibilityTree(of:)`).
    var accessibilityAfter: String?
    /// The key window's picture (`renderSVG()`) before (only when the screen changed since the
    /// previous step) and after; nil for steps whose pictures are not kept.
    var pictureBefore: String?
    var pictureAfter: String?
    /// For a tap: the view hit and the responder chain up from it, one line each.
    var hitChain: [String] = []
    /// What the action set off that a trace names (a presentation a tap made, a push).
    var events: [String] = []
    /// Reads of the screen (`exists`, `label`...) since the step before, summarised:
    /// `exists app.buttons["Go"] ×3`.
    var queries: [String] = []
    /// Violations and logged problems UIKit would raise or log during the step.
    var problems: [String] = []
    /// Failures of the test recorded during the step, or after it and before the next one.
    var failures: [String] = []
}

/// How much of a trace is kept: every step's summary, time, location, hit chain, problems and
/// failures; the text forms (dumps, accessibility tree) of the last ``textSteps`` steps and of the
/// steps kept with pictures; pictures of the first step, the last ``pictureSteps`` steps, each
/// failing step and the ``stepsBeforeFailure`` steps before it.
struct TraceLimits {
    /// Steps that keep their pictures at the end of the trace.
    var pictureSteps = 12
    /// Steps that keep their dumps and accessibility tree at the end of the trace.
    var textSteps = 500
    /// Steps before a failing one that keep their pictures and text.
    var stepsBeforeFailure = 2
    /// How many failing steps keep theirs (the first ones): a loop of a thousand failing checks
    /// keeps a bounded number of pictures; later failing steps keep theirs while among the last.
    var failingSteps = 5

    static let standard = TraceLimits()
}

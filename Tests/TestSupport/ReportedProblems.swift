// ReportedProblems.swift: what a piece of code reported, each with whether UIKit would raise it
// (a violation, with its exception name) or only log it (a logged problem), and whether the code
// went on afterwards.

import ViewKernel

/// One report that `body` made: its message, and UIKit's exception name for a violation (nil for a
/// problem UIKit only logs and survives).
public struct ReportedProblem: Equatable, Sendable {
    public let message: String
    public let exceptionName: String?

    public init(message: String, exceptionName: String?) {
        self.message = message
        self.exceptionName = exceptionName
    }

    /// Whether UIKit only logs this problem: the program goes on.
    public var isLogged: Bool { exceptionName == nil }
}

/// Runs `body` with no `Headless.recordingViolations` call active, as an app runs, and returns what
/// it reported, each with its kind. Without a harness a violation would stop the program and a
/// logged problem would go to standard error; here both are collected, so a test can tell which
/// kind a misuse is and that the code after it ran.
@MainActor
public func reportedProblems(_ body: () -> Void) -> [ReportedProblem] {
    var reports: [ReportedProblem] = []
    let previous = Headless.unrecordedViolationHandler
    Headless.unrecordedViolationHandler = { message, exceptionName in
        reports.append(ReportedProblem(message: message, exceptionName: exceptionName))
    }
    defer { Headless.unrecordedViolationHandler = previous }
    body()
    return reports
}

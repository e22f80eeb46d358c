// HeadlessTrait+Trace.swift: `.headless(trace:)`: a trace of every action a test takes, kept as a
// page when the test fails (`.retainOnFailure`) or always (`.on`); Docs/Traces.md.

import Testing
import ViewKernel

extension HeadlessTrait {
    /// Whether each test records a trace of its actions, and when the trace's page is written
    /// (Docs/Traces.md): every tap, drag, swipe, typing, clock advance, presentation, push and pop,
    /// with the virtual time, the source line, the screen's dump, picture and accessibility tree
    /// before and after, the hit chain of each tap, and the problems and failures of each step.
    public enum Trace: Sendable, Equatable {
        /// Nothing is recorded (the default): the runtime's hook stays empty.
        case off
        /// The trace's page is written when the test ends, whether it passed or failed.
        case on
        /// The trace's page is written only for a test that recorded a failure, and removed when
        /// the test passes again. Inside `withKnownIssue` the toolkit's failures and UIKit's
        /// violations count, an `#expect` does not (Swift Testing hides expected issues).
        case retainOnFailure
    }

    /// Runs `function` (a test case's body) recording a trace in `mode`, hearing of the test's
    /// failures through an issue-handling trait, and ends the trace as the body ends.
    static func runTraced(_ mode: Trace, test: Test, testCase: Test.Case?,
                          performing function: @Sendable () async throws -> Void) async throws {
        let recorder = await MainActor.run {
            let names = test.id.nameComponents.isEmpty ? [test.name] : test.id.nameComponents
            let recorder = TraceRecorder(mode: mode, title: ([test.id.moduleName] + names).joined(separator: "."))
            recorder.pageURL = TraceFiles.pageURL(testFilePath: test.sourceLocation.filePath, nameComponents: names,
                                                  caseName: SnapshotCounter.caseName
                                                      ?? (testCase?.isParameterized == true ? TraceFiles.nextCaseName(of: test) : nil))
            recorder.testLocation = test.sourceLocation
            recorder.install()
            return recorder
        }
        let log = recorder.issues
        let handler = IssueHandlingTrait.compactMapIssues { issue in
            log.log(issue)
            return issue
        }
        var thrown: (any Error)?
        do {
            try await handler.provideScope(for: test, testCase: testCase, performing: function)
        } catch {
            thrown = error
        }
        await MainActor.run { [thrown] in
            if let thrown { recorder.noteFailure("Caught error: \(thrown)") }
            recorder.finish(inSwiftTesting: true)
        }
        if let thrown { throw thrown }
    }
}

extension Trait where Self == HeadlessTrait {
    /// A fresh headless runtime for each test, recording a trace of its actions in `trace` mode
    /// (Docs/Traces.md), with the other settings as for the other `headless` traits:
    ///
    ///     @MainActor @Suite(.headless(trace: .retainOnFailure))
    public static func headless(screen: HeadlessTrait.Screen? = nil, traits: HeadlessTrait.Traits? = nil,
                                actionTimeout: TimeInterval? = nil, audit: XCUIAccessibilityAuditType = [],
                                lints: LayoutLint.Kind = [], trace: HeadlessTrait.Trace) -> Self {
        HeadlessTrait(screen: screen, traits: traits, actionTimeout: actionTimeout, audit: audit, lints: lints, trace: trace)
    }
}

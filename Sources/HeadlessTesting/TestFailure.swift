// TestFailure.swift: where in a test an assertion or action was written, and reporting a failure
// there to whichever test framework runs the test, with the files that explain it.

import Testing
#if canImport(XCTest)
import XCTest
#endif

/// The place in a test's source that a toolkit call was written at (from `#fileID`, `#filePath`,
/// `#line`, `#column` defaults, so that callers need not import Testing or XCTest).
struct TestLocation {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// Where failures go instead of the test framework while ``collectingFailures(_:)`` runs.
    @MainActor private static var failureSink: (@MainActor (String) -> Void)?

    /// Runs `body` with the failures of the queries and actions it makes collected instead of
    /// failing the test, and returns them: the explorer reports them and leaves the line out of
    /// the test it records; the monkey leaves out a step that could not be done.
    @MainActor static func collectingFailures(_ body: () -> Void) -> [String] {
        var failures: [String] = []
        let previous = failureSink
        failureSink = { failures.append($0) }
        defer { failureSink = previous }
        body()
        return failures
    }

    /// Records a failure of a query or an action there, leaving the screen as it was (trees,
    /// pictures, accessibility tree) as the failure's files (FailureArtifacts.swift).
    @MainActor
    func fail(_ message: String) {
        if let sink = TestLocation.failureSink {
            sink(message)
            return
        }
        fail(message, artifacts: FailureArtifacts.screenState())
    }

    /// Records a failure there, leaving `artifacts` as its files: a Swift Testing issue and
    /// attachments inside a Swift Testing test, an `XCTFail` otherwise (an XCTest test).
    @MainActor
    func fail(_ message: String, artifacts: [FailureArtifact]) {
        if let sink = TestLocation.failureSink {
            sink(message)
            return
        }
        let sourceLocation = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                            line: Int(line), column: Int(column))
        let inSwiftTesting = Test.current != nil
        let folder = FailureArtifacts.record(artifacts, sourceLocation: sourceLocation, inSwiftTesting: inSwiftTesting)
        let text = folder.map { message + "\nFiles of this failure: \($0.path)" } ?? message
        TraceRecorder.current?.noteFailure(text)
        #if canImport(XCTest)
        if !inSwiftTesting {
            XCTFail(text, file: filePath, line: line)
            return
        }
        #endif
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }
}

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

    /// Records a failure of a query or an action there, leaving the screen as it was (trees,
    /// pictures, accessibility tree) as the failure's files (FailureArtifacts.swift).
    @MainActor
    func fail(_ message: String) {
        if let capture = TestLocation.capture {
            capture(message)
            return
        }
        fail(message, artifacts: FailureArtifacts.screenState())
    }

    /// While set, failures of queries and actions come here instead of failing the test: the
    /// monkey's runs, where an action that cannot be done is a step to leave out.
    @MainActor static var capture: ((String) -> Void)?

    /// Records a failure there, leaving `artifacts` as its files: a Swift Testing issue and
    /// attachments inside a Swift Testing test, an `XCTFail` otherwise (an XCTest test).
    @MainActor
    func fail(_ message: String, artifacts: [FailureArtifact]) {
        if let capture = TestLocation.capture {
            capture(message)
            return
        }
        let sourceLocation = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                            line: Int(line), column: Int(column))
        let inSwiftTesting = Test.current != nil
        let folder = FailureArtifacts.record(artifacts, sourceLocation: sourceLocation, inSwiftTesting: inSwiftTesting)
        let text = folder.map { message + "\nFiles of this failure: \($0.path)" } ?? message
        #if canImport(XCTest)
        if !inSwiftTesting {
            XCTFail(text, file: filePath, line: line)
            return
        }
        #endif
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }
}

// TestFailure.swift: where in a test an assertion or action was written, and reporting a failure
// there to whichever test framework runs the test.

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

    /// Records a failure there: a Swift Testing issue inside a Swift Testing test, an `XCTFail`
    /// otherwise (an XCTest test).
    func fail(_ message: String) {
        #if canImport(XCTest)
        if Test.current == nil {
            XCTFail(message, file: filePath, line: line)
            return
        }
        #endif
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                    line: Int(line), column: Int(column)))
    }
}

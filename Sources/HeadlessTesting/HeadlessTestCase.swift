// HeadlessTestCase.swift: the `.headless` trait's isolation for XCTest: a base class.

#if canImport(XCTest)
import XCTest
import ViewKernel

/// An `XCTestCase` whose every test starts on a fresh headless runtime, as the `.headless`
/// trait gives Swift Testing tests: virtual time 0, nothing scheduled, no key window or first
/// responder, the default screen (or ``screen``), actions waiting up to 5 s for their element
/// (``XCUIElement/actionTimeout``, which a test may set after `super.setUp()`). Misuse that makes
/// UIKit raise fails the test with UIKit's message (`XCTFail`) instead of stopping the process.
///
///     final class LoginScreenTests: HeadlessTestCase {
///         func testTheButtonIsDisabledUntilBothFieldsAreFilled() { ... }
///     }
///
/// XCTest runs tests on the main thread, one at a time; overrides of `setUp()` and `tearDown()`
/// call `super`.
open class HeadlessTestCase: XCTestCase {
    /// The screen each test starts on; nil (the default) for 320x480 points at scale 2.
    /// Override to choose another: `override var screen: HeadlessTrait.Screen? { .iPhoneSE }`.
    open var screen: HeadlessTrait.Screen? { nil }

    /// Whether each test records a trace of its actions (Docs/Traces.md); `.off` by default.
    /// Override to record one: `override var trace: HeadlessTrait.Trace { .retainOnFailure }`.
    /// The page goes to the test's folder of failure artefacts (`HEADLESS_ARTIFACTS`, or
    /// `headless-artifacts-<user id>` in the temporary folder), as `trace.html`.
    open var trace: HeadlessTrait.Trace { .off }

    /// The violation handling before this test, put back after it.
    private var previousHandler: (@MainActor (_ message: String, _ exceptionName: String?) -> Void)?

    /// Resets the runtime and reports UIKit violations as failures of this test.
    open override func setUp() {
        super.setUp()
        let screen = self.screen
        let testName = name
        let trace = self.trace
        previousHandler = MainActor.assumeIsolated {
            Headless.reset()
            if let screen {
                screen.install()
            }
            SnapshotCounter.reset()
            XCUIElement.actionTimeout = XCUIElement.defaultActionTimeout
            XCUIElement.resetChecks()
            FailureArtifacts.currentXCTestName = testName
            if trace != .off {
                let recorder = TraceRecorder(mode: trace, title: testName)
                recorder.pageURL = TraceFiles.pageURL(testFilePath: nil, nameComponents: testName.split(separator: ".").map(String.init),
                                                      inSwiftTesting: false)
                recorder.install()
            }
            let previous = Headless.unrecordedViolationHandler
            Headless.unrecordedViolationHandler = { message, exceptionName in
                let what = exceptionName.map { "UIKit would raise \($0)" } ?? "UIKit would log"
                TraceRecorder.current?.noteProblem("\(what): \(message)")
                TraceRecorder.current?.noteFailure("\(what): \(message)")
                XCTFail("\(what): \(message)")
            }
            return previous
        }
    }

    /// Puts the previous violation handling back.
    open override func tearDown() {
        let previous = previousHandler
        let failures = testRun?.totalFailureCount ?? 0
        MainActor.assumeIsolated {
            if let recorder = TraceRecorder.current {
                // XCTest's own assertions are not heard step by step: a failed test whose
                // failures the trace did not see still keeps its trace.
                if failures > 0, !recorder.hasFailed { recorder.noteFailure("The test failed (\(failures) failure\(failures == 1 ? "" : "s"))") }
                recorder.finish(inSwiftTesting: false)
            }
            Headless.unrecordedViolationHandler = previous
            FailureArtifacts.currentXCTestName = nil
        }
        super.tearDown()
    }
}
#endif

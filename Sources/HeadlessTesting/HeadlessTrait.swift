// HeadlessTrait.swift: the `.headless` trait: a fresh runtime for each test, and UIKit's
// exceptions turned into test failures.

import Testing
import ViewKernel

/// A Swift Testing trait that runs each test on a fresh headless runtime, as if the app had just
/// launched: virtual time 0, nothing scheduled, no key window or first responder, the default
/// screen (`Headless.reset()` before the test).
///
/// Misuse that makes UIKit raise (adding a view to itself, dequeuing an unregistered cell, ...)
/// fails the test with UIKit's message instead of stopping the test process; misuse a test
/// expects belongs inside `Headless.recordingViolations { ... }`, as before.
///
///     @MainActor @Suite(.headless)
///     struct LoginScreenTests {
///         @Test func theButtonIsDisabledUntilBothFieldsAreFilled() { ... }
///     }
///
/// Tests that use the trait run one at a time (the runtime is shared by the process, as an app's
/// main thread is); tests without it are unaffected.
public struct HeadlessTrait: TestTrait, SuiteTrait, TestScoping {
    /// The screen each test starts with; nil: the default screen (320x480 points at scale 2).
    public var screen: Screen?
    /// The device's traits each test starts with; nil: light, Large text, left to right.
    public var traits: Traits?
    /// How long each test's actions wait for their element to be ready
    /// (``XCUIElement/actionTimeout``), in seconds of virtual time; nil: 5.
    public var actionTimeout: TimeInterval?
    /// The accessibility audits run after every action of each test (`tap()`, `typeText(_:)`...);
    /// none by default.
    public var audit: XCUIAccessibilityAuditType
    /// The layout lints run after every action of each test; none by default.
    public var lints: LayoutLint.Kind
    /// Whether each test records a trace of its actions, kept as a page (Docs/Traces.md);
    /// `.off` by default.
    public var trace: Trace

    /// A trait giving each test the default screen, or `screen`, the default traits, or
    /// `traits`, the default action timeout, or `actionTimeout`, and after each action the
    /// audits in `audit` and the lints in `lints` (none by default), recording a trace in
    /// `trace` mode (`.off` by default).
    public init(screen: Screen? = nil, traits: Traits? = nil, actionTimeout: TimeInterval? = nil,
                audit: XCUIAccessibilityAuditType = [], lints: LayoutLint.Kind = [], trace: Trace = .off) {
        self.screen = screen
        self.traits = traits
        self.actionTimeout = actionTimeout
        self.audit = audit
        self.lints = lints
        self.trace = trace
    }

    /// Applies to every test of a suite marked with it, and of its nested suites.
    public var isRecursive: Bool { true }

    /// One scope per test case: a parameterized test gets a fresh runtime for each argument.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Resets the runtime, runs the test with violations reported as issues, and restores the
    /// previous violation handling.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        // A test marked twice (its suite and itself) gets one scope, on the screen the inner
        // mark names, if any.
        if HeadlessTrait.isInsideScope {
            if screen != nil || traits != nil || actionTimeout != nil || !audit.isEmpty || !lints.isEmpty {
                await MainActor.run {
                    screen?.install()
                    traits?.install()
                    if let actionTimeout { XCUIElement.actionTimeout = actionTimeout }
                    if !audit.isEmpty || !lints.isEmpty {
                        XCUIElement.resetChecks(audit: XCUIElement.auditAfterEachAction.union(audit),
                                                lints: XCUIElement.lintsAfterEachAction.union(lints))
                    }
                }
            }
            // A trace asked by the inner mark starts here unless one runs already.
            if trace != .off, await MainActor.run(body: { TraceRecorder.current == nil }) {
                try await HeadlessTrait.runTraced(trace, test: test, testCase: testCase, performing: function)
            } else {
                try await function()
            }
            return
        }
        await HeadlessTrait.serializer.acquire()
        let sourceLocation = test.sourceLocation
        let previousHandler = await MainActor.run {
            Headless.reset()
            screen?.install()
            traits?.install()
            SnapshotCounter.reset()
            XCUIElement.actionTimeout = actionTimeout ?? XCUIElement.defaultActionTimeout
            XCUIElement.resetChecks(audit: audit, lints: lints)
            let previous = Headless.unrecordedViolationHandler
            Headless.unrecordedViolationHandler = { message, exceptionName in
                let what = exceptionName.map { "UIKit would raise \($0)" } ?? "UIKit would log"
                TraceRecorder.current?.noteProblem("\(what): \(message)")
                TraceRecorder.current?.noteFailure("\(what): \(message)")
                Issue.record(Comment(rawValue: "\(what): \(message)"), sourceLocation: sourceLocation)
            }
            return previous
        }
        let outcome: Result<Void, any Error>
        do {
            let trace = self.trace
            try await HeadlessTrait.$isInsideScope.withValue(true) {
                if trace == .off {
                    try await function()
                } else {
                    try await HeadlessTrait.runTraced(trace, test: test, testCase: testCase, performing: function)
                }
            }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        await MainActor.run { Headless.unrecordedViolationHandler = previousHandler }
        await HeadlessTrait.serializer.release()
        try outcome.get()
    }

    /// Whether the current task runs inside a `.headless` scope already.
    @TaskLocal private static var isInsideScope = false

    /// Lets one `.headless` test run at a time.
    private static let serializer = Serializer()

    /// An asynchronous lock: `acquire()` waits until the previous holder calls `release()`.
    private actor Serializer {
        private var isHeld = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func acquire() async {
            guard isHeld else {
                isHeld = true
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func release() {
            if waiting.isEmpty {
                isHeld = false
            } else {
                waiting.removeFirst().resume()
            }
        }
    }
}

extension Trait where Self == HeadlessTrait {
    /// A fresh headless runtime for each test, with UIKit's exceptions reported as test failures.
    public static var headless: Self { HeadlessTrait() }

    /// A fresh headless runtime for each test, on `screen` (`UIScreen.main`'s size, scale and
    /// safe-area insets, which full-screen windows follow):
    ///
    ///     @MainActor @Suite(.headless(screen: .iPhoneSE))
    public static func headless(screen: HeadlessTrait.Screen) -> Self { HeadlessTrait(screen: screen) }

    /// A fresh headless runtime for each test, with the device's traits set (dark mode, a text
    /// size, right to left...), and on `screen` when given:
    ///
    ///     @MainActor @Suite(.headless(traits: .init(userInterfaceStyle: .dark)))
    public static func headless(screen: HeadlessTrait.Screen? = nil, traits: HeadlessTrait.Traits) -> Self {
        HeadlessTrait(screen: screen, traits: traits)
    }

    /// A fresh headless runtime for each test, whose actions (`tap()`, `typeText(_:)`...) wait up
    /// to `actionTimeout` seconds of virtual time for their element to be ready (5 by default),
    /// on `screen` and with `traits` when given:
    ///
    ///     @MainActor @Suite(.headless(actionTimeout: 1))
    public static func headless(screen: HeadlessTrait.Screen? = nil, traits: HeadlessTrait.Traits? = nil,
                                actionTimeout: TimeInterval) -> Self {
        HeadlessTrait(screen: screen, traits: traits, actionTimeout: actionTimeout)
    }

    /// A fresh headless runtime for each test that runs the accessibility audits in `audit`, and
    /// the layout lints in `lints`, after every action (`tap()`, `typeText(_:)`, swipes...):
    /// each problem fails the test once, naming the action after which it was first seen.
    ///
    ///     @MainActor @Suite(.headless(audit: .all, lints: [.truncatedText, .overlappingControls]))
    public static func headless(screen: HeadlessTrait.Screen? = nil, traits: HeadlessTrait.Traits? = nil,
                                actionTimeout: TimeInterval? = nil, audit: XCUIAccessibilityAuditType,
                                lints: LayoutLint.Kind = []) -> Self {
        HeadlessTrait(screen: screen, traits: traits, actionTimeout: actionTimeout, audit: audit, lints: lints)
    }

    /// A fresh headless runtime for each test that runs the layout lints in `lints` after every
    /// action, each problem failing the test once:
    ///
    ///     @MainActor @Suite(.headless(lints: .all))
    public static func headless(screen: HeadlessTrait.Screen? = nil, traits: HeadlessTrait.Traits? = nil,
                                actionTimeout: TimeInterval? = nil, lints: LayoutLint.Kind) -> Self {
        HeadlessTrait(screen: screen, traits: traits, actionTimeout: actionTimeout, lints: lints)
    }
}

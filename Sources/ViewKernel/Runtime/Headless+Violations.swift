// Headless+Violations.swift: UIKit's exceptions, reported through one channel.

extension Headless {
    /// Runs `body` and returns the messages of the misuse it committed, instead of stopping.
    ///
    /// UIKit raises an exception for misuse such as adding a view to itself; here such a misuse is
    /// a violation. Outside this call a violation stops the program with UIKit's message; inside it,
    /// the message is recorded and the offending call returns leaving the state unchanged.
    ///
    ///     let messages = Headless.recordingViolations { view.addSubview(view) }
    ///     // messages == ["Can't add self as subview"]
    public static func recordingViolations(_ body: () throws -> Void) rethrows -> [String] {
        current.violationRecorders.append([])
        // `body` may reset the runtime: the recorders moved to the new one, so ask `current` again.
        defer { current.violationRecorders.removeLast() }
        try body()
        return current.violationRecorders[current.violationRecorders.count - 1]
    }

    /// Whether a ``recordingViolations(_:)`` call is active.
    public static var isRecordingViolations: Bool { !current.violationRecorders.isEmpty }

    /// Where a violation goes when no ``recordingViolations(_:)`` call is active: nil (the default)
    /// stops the program as UIKit's uncaught exception would. A test harness sets it to turn
    /// misuse into a test failure instead (the `.headless` trait does). It survives ``reset()``.
    /// Problems UIKit only logs (unsatisfiable constraints) come here too, with a nil exception name.
    package static var unrecordedViolationHandler: (@MainActor (_ message: String, _ exceptionName: String?) -> Void)?

    /// Reports misuse that makes UIKit raise `exceptionName` with `message`.
    ///
    /// Records the message when a ``recordingViolations(_:)`` call is active; otherwise hands it to
    /// ``unrecordedViolationHandler``, or stops the program as the uncaught exception would on a
    /// device. Callers return right after reporting and leave their state unchanged.
    package static func reportViolation(_ message: String,
                                        exceptionName: String = "NSInternalInconsistencyException") {
        let runtime = current
        guard runtime.violationRecorders.isEmpty else {
            runtime.violationRecorders[runtime.violationRecorders.count - 1].append(message)
            return
        }
        if let handler = unrecordedViolationHandler {
            handler(message, exceptionName)
            return
        }
        fatalError("*** Terminating app due to uncaught exception '\(exceptionName)', reason: '\(message)'")
    }

    /// Reports a problem UIKit logs to the console and survives, such as constraints that cannot
    /// all hold: recorded by ``recordingViolations(_:)`` like a violation, handed to
    /// ``unrecordedViolationHandler`` (a `.headless` test fails with it), or else written to
    /// standard error, as the device's console shows it. The program goes on either way.
    package static func reportLoggedProblem(_ message: String) {
        let runtime = current
        guard runtime.violationRecorders.isEmpty else {
            runtime.violationRecorders[runtime.violationRecorders.count - 1].append(message)
            return
        }
        if let handler = unrecordedViolationHandler {
            handler(message, nil)
            return
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// UIKit's launch argument `UIViewLayoutFeedbackLoopDebuggingThreshold`: nil (the default)
    /// lets a window whose layout never settles go on after 100 layout passes in a turn, with a
    /// logged problem naming the views that kept asking (a `.headless` test fails with it, and
    /// `recordingViolations` records it); a number from 50 to 1,000 (others are clamped to that
    /// range, as UIKit clamps them) makes that many passes a violation, as UIKit raises with the
    /// argument set. It survives `reset()`, as a launch argument lasts the process.
    public static var layoutFeedbackLoopDebuggingThreshold: Int? {
        get { feedbackLoopThresholdStorage }
        set { feedbackLoopThresholdStorage = newValue.map { min(max($0, 50), 1_000) } }
    }
    private static var feedbackLoopThresholdStorage: Int?
}

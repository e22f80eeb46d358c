// Headless+Violations.swift: UIKit's exceptions, reported through one channel that stops the program
// or records the messages for a test (see Docs/Testing.md).

extension Headless {
    /// Messages collected by the innermost ``recordingViolations(_:)`` call, one list per nesting level.
    static var violationRecorders: [[String]] = []

    /// Runs `body` and returns the messages of the misuse it committed, instead of stopping.
    ///
    /// UIKit raises an exception for misuse such as adding a view to itself; here such a misuse is
    /// a violation. Outside this call a violation stops the program with UIKit's message; inside it,
    /// the message is recorded and the offending call returns leaving the state unchanged.
    ///
    ///     let messages = Headless.recordingViolations { view.addSubview(view) }
    ///     // messages == ["Can't add self as subview"]
    public static func recordingViolations(_ body: () throws -> Void) rethrows -> [String] {
        violationRecorders.append([])
        defer { violationRecorders.removeLast() }
        try body()
        return violationRecorders[violationRecorders.count - 1]
    }

    /// Whether a ``recordingViolations(_:)`` call is active.
    public static var isRecordingViolations: Bool { !violationRecorders.isEmpty }

    /// Reports misuse that makes UIKit raise `exceptionName` with `message`.
    ///
    /// Records the message when a ``recordingViolations(_:)`` call is active; otherwise stops the
    /// program as the uncaught exception would on a device. Callers return right after reporting
    /// and leave their state unchanged.
    package static func reportViolation(_ message: String,
                                        exceptionName: String = "NSInternalInconsistencyException") {
        if violationRecorders.isEmpty {
            fatalError("*** Terminating app due to uncaught exception '\(exceptionName)', reason: '\(message)'")
        }
        violationRecorders[violationRecorders.count - 1].append(message)
    }
}

// TraceIssueLog.swift: the failures Swift Testing records during a traced test (an `#expect` that
// fails, an error thrown), heard through an issue-handling trait on any thread and read by the
// recorder at each step's edges.

import Synchronization
import Testing

/// Failure texts logged from any thread, taken in order by the recorder.
final class TraceIssueLog: Sendable {
    private let texts = Mutex<[String]>([])

    /// Logs `issue` when it is a failure (a warning is not), as its comment or its description,
    /// with where it was recorded.
    func log(_ issue: Issue) {
        guard issue.isFailure else { return }
        let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
        var text = comment.isEmpty ? String(describing: issue) : comment
        if comment.isEmpty, let location = issue.sourceLocation {
            text += " (\(location.fileID):\(location.line))"
        }
        texts.withLock { $0.append(text) }
    }

    /// The texts logged since the last call.
    func take() -> [String] {
        texts.withLock { texts in
            let taken = texts
            texts = []
            return taken
        }
    }
}

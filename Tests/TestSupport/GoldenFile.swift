// GoldenFile.swift: golden-file comparison shared by every test target.

import Foundation
import Testing

/// Compares `text` with the golden file `__Snapshots__/<name>.txt` beside the test that calls it.
///
/// Set `RECORD_GOLDEN=1` to (re)write the file on purpose; a missing golden file is written and
/// the test fails, so a new golden is always looked at before it is trusted.
public func expectMatchesGolden(_ text: String, named name: String, filePath: String = #filePath,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent(name + ".txt")
    let recording = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    let existing = try? String(contentsOf: file, encoding: .utf8)
    if recording || existing == nil {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? (text + "\n").write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded golden file \(file.lastPathComponent); check it and run again without RECORD_GOLDEN.",
                     sourceLocation: sourceLocation)
        return
    }
    let expected = existing.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 } ?? ""
    if expected != text {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var diff: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let e = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
            let a = index < actualLines.count ? String(actualLines[index]) : "<none>"
            if e != a { diff.append("line \(index + 1):\n  - \(e)\n  + \(a)") }
        }
        let report = "Dump differs from \(file.lastPathComponent):\n" + diff.joined(separator: "\n")
        Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
    }
}

// GoldenFile.swift: golden-file comparison shared by every test target: files named from the test
// function, re-recorded on purpose, and a line diff in hunks when they differ.

import Foundation
import Testing
import HeadlessTesting

/// Compares `text` with its golden file beside the test that calls it:
/// `__Snapshots__/<TestFile>/<testFunction>.<ext>`, or `<testFunction>.<name>.<ext>` when a test
/// keeps several (a name per golden).
///
/// Set `RECORD_GOLDEN=1` to (re)write the file on purpose; a missing golden file is written and
/// the test fails, so a new golden is always looked at before it is trusted. A mismatch shows the
/// differing lines in hunks with three lines of context, as `diff -u` does.
public func expectMatchesGolden(_ text: String, named name: String? = nil, pathExtension: String = "txt",
                                function: String = #function, filePath: String = #filePath,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    let file = goldenFileURL(named: name, pathExtension: pathExtension, function: function, filePath: filePath)
    let recording = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    let existing = try? String(contentsOf: file, encoding: .utf8)
    guard let existing, !recording else {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? (text + "\n").write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded golden file \(file.lastPathComponent); check it and run again without RECORD_GOLDEN.",
                     sourceLocation: sourceLocation)
        return
    }
    let expected = existing.hasSuffix("\n") ? String(existing.dropLast()) : existing
    guard expected != text else { return }
    let hunks = lineDiff(expected: expected, actual: text)
    Issue.record(Comment(rawValue: "\(file.lastPathComponent) differs (- golden, + now):\n\(hunks)"),
                 sourceLocation: sourceLocation)
}

/// `__Snapshots__/<TestFile>/<function>[.<name>].<ext>` beside the test file. The function's
/// argument labels are dropped: `smallTree()` gives `smallTree`.
func goldenFileURL(named name: String?, pathExtension: String, function: String, filePath: String) -> URL {
    let testFile = URL(fileURLWithPath: filePath)
    let testName = function.prefix { $0 != "(" }
    let fileName = [String(testName), name].compactMap { $0 }.joined(separator: ".") + "." + pathExtension
    return testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        .appendingPathComponent(fileName)
}

/// The lines that differ between `expected` and `actual`, as unified-diff hunks (HeadlessTesting's
/// snapshot diff): a header with the line numbers, three lines of context around each change,
/// `-` for golden lines, `+` for new ones.
public func lineDiff(expected: String, actual: String, context: Int = 3) -> String {
    HeadlessTesting.lineDiff(expected: expected, actual: actual, context: context)
}

/// The folder of this package (the one holding Package.swift), found by walking up from the test
/// file that asks, wherever in the test folders it lives.
public func packageRoot(filePath: String = #filePath) -> URL {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        folder = folder.deletingLastPathComponent()
    }
    return folder
}

// GoldenFile.swift: golden-file comparison shared by every test target: files named from the test
// function, re-recorded on purpose, and a line diff in hunks when they differ.

import Foundation
import Testing

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

/// The lines that differ between `expected` and `actual`, as unified-diff hunks: a header with the
/// line numbers, three lines of context around each change, `-` for golden lines, `+` for new ones.
public func lineDiff(expected: String, actual: String, context: Int = 3) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Longest common subsequence, by dynamic programming from the ends.
    var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    // The edit script: (kind, old index, new index) per line.
    enum Kind { case same, removed, added }
    var edits: [(kind: Kind, old: Int, new: Int)] = []
    var i = 0, j = 0
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            edits.append((.same, i, j)); i += 1; j += 1
        } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
            edits.append((.added, i, j)); j += 1
        } else {
            edits.append((.removed, i, j)); i += 1
        }
    }
    // Group the changes with their context into hunks.
    let changed = edits.indices.filter { edits[$0].kind != .same }
    var hunks: [String] = []
    var index = 0
    while index < changed.count {
        let start = max(0, changed[index] - context)
        var end = min(edits.count, changed[index] + context + 1)
        while index + 1 < changed.count, changed[index + 1] - context <= end {
            index += 1
            end = min(edits.count, changed[index] + context + 1)
        }
        index += 1
        let slice = edits[start..<end]
        let oldCount = slice.filter { $0.kind != .added }.count
        let newCount = slice.filter { $0.kind != .removed }.count
        var lines = ["@@ -\(slice.first.map { $0.old + 1 } ?? 0),\(oldCount) +\(slice.first.map { $0.new + 1 } ?? 0),\(newCount) @@"]
        for edit in slice {
            switch edit.kind {
            case .same: lines.append("  " + old[edit.old])
            case .removed: lines.append("- " + old[edit.old])
            case .added: lines.append("+ " + new[edit.new])
            }
        }
        hunks.append(lines.joined(separator: "\n"))
    }
    return hunks.joined(separator: "\n")
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

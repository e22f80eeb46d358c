// SnapshotFiles.swift: where a test's snapshots live, and the counter that names them.

import Foundation

/// The files of one snapshot: `__Snapshots__/<TestFile>/<testName>.<n or name>.<ext>` beside the
/// test file (or in a folder of the caller's choice), and the `.new.<ext>` file written beside
/// it on a mismatch.
struct SnapshotFiles {
    let reference: URL
    let new: URL

    @MainActor
    init(filePath: String, directory: String?, testName: String, name: String?, pathExtension: String) {
        let testFile = URL(fileURLWithPath: filePath)
        // `loginScreen()` and `test_login()` give `loginScreen` and `test_login`.
        let test = String(testName.prefix { $0 != "(" })
        let key = name ?? String(SnapshotCounter.next(file: filePath, test: test))
        let folder = directory.map { URL(fileURLWithPath: $0) } ?? testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        reference = folder.appendingPathComponent("\(test).\(key).\(pathExtension)")
        new = folder.appendingPathComponent("\(test).\(key).new.\(pathExtension)")
    }

    /// Writes `text` (and a final newline) to `url`, making its folder.
    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// `__Snapshots__/<TestFile>/<file>`: the path beside the test, short enough to read.
    func displayPath(_ url: URL) -> String {
        let components = url.pathComponents.suffix(3)
        return components.joined(separator: "/")
    }
}

/// How many snapshots each test took so far, for the `<n>` of their file names. The counts start
/// again for each `.headless` test and each `HeadlessTestCase` test.
@MainActor
enum SnapshotCounter {
    private static var counts: [String: Int] = [:]

    /// The next number for `test` in `file`: 1 for its first snapshot.
    static func next(file: String, test: String) -> Int {
        let key = file + "#" + test
        let count = (counts[key] ?? 0) + 1
        counts[key] = count
        return count
    }

    /// Forgets the counts, as a new test starts.
    static func reset() {
        counts = [:]
    }
}

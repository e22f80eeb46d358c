// SnapshotFiles.swift: where a test's snapshots live, and the counter that names them. A name
// given by a test is a file name, never a path: nothing a test names is written outside its
// snapshot folder.

import Foundation

/// The files of one snapshot: `__Snapshots__/<TestFile>/<testName>.<n or name>.<ext>` beside the
/// test file (or in a folder of the caller's choice), and the `.new.<ext>` file written beside
/// it on a mismatch.
struct SnapshotFiles {
    let reference: URL
    let new: URL

    /// The files for a snapshot of `testName`, named `name` or by the test's counter.
    ///
    /// The test name (up to its argument list) and `name` become file-name parts as
    /// swift-snapshot-testing makes them: every run of characters other than letters, digits
    /// and `_` becomes one `-`, and a `-` at either end goes, so `"../../x"` names `x` and
    /// `"dark mode"` names `dark-mode`. A name with nothing left is refused, and so is a file
    /// (an extension with a `/`, say) that would still resolve outside the folder.
    @MainActor
    init(filePath: String, directory: String?, testName: String, name: String?, pathExtension: String) throws(SnapshotNameError) {
        let testFile = URL(fileURLWithPath: filePath)
        // `loginScreen()` and `test_login()` give `loginScreen` and `test_login`.
        var test = try Self.fileNamePart(String(testName.prefix { $0 != "(" }), given: testName, role: "test name")
        if let caseName = SnapshotCounter.caseName {
            test += "." + (try Self.fileNamePart(caseName, given: caseName, role: "case name"))
        }
        let key: String
        if let name {
            key = try Self.fileNamePart(name, given: name, role: "snapshot name")
        } else {
            key = String(SnapshotCounter.next(file: filePath, test: test))
        }
        let folder = (directory.map { URL(fileURLWithPath: $0) } ?? testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)).standardizedFileURL
        reference = try Self.file("\(test).\(key).\(pathExtension)", in: folder)
        new = try Self.file("\(test).\(key).new.\(pathExtension)", in: folder)
    }

    /// `part` as a file-name part: runs of characters other than letters, digits and `_` become
    /// one `-`, and a `-` at either end goes (swift-snapshot-testing's rule).
    static func sanitized(_ part: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingDash = false
        for scalar in part.unicodeScalars {
            if isWordScalar(scalar) {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return String(result)
    }

    /// A regular-expression word character: a letter, a mark, a decimal digit or a connector
    /// such as `_`.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func fileNamePart(_ part: String, given: String, role: String) throws(SnapshotNameError) -> String {
        let clean = sanitized(part)
        guard !clean.isEmpty else { throw SnapshotNameError(message: "The \(role) \(quoted(given)) has no letter, digit or _ to name a snapshot file with.") }
        return clean
    }

    /// `fileName` in `folder`, refused unless it resolves to a file directly inside the folder.
    private static func file(_ fileName: String, in folder: URL) throws(SnapshotNameError) -> URL {
        let url = folder.appendingPathComponent(fileName).standardizedFileURL
        guard url.deletingLastPathComponent().path == folder.path, url.lastPathComponent == fileName else {
            throw SnapshotNameError(message: "The snapshot file \(quoted(fileName)) would be written outside \(folder.path); nothing was written.")
        }
        return url
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.escaped(asASCII: false) }.joined() + "\""
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

/// A snapshot name (or test name, or extension) that cannot name a file in the snapshot folder.
struct SnapshotNameError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// How many snapshots each test took so far, for the `<n>` of their file names. The counts start
/// again for each `.headless` test and each `HeadlessTestCase` test.
@MainActor
enum SnapshotCounter {
    private static var counts: [String: Int] = [:]
    /// The name of the case in progress (`HeadlessTrait.Configuration.install()`), which the
    /// snapshots it takes carry after the test's name.
    static var caseName: String?

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
        caseName = nil
    }
}

// AssertSnapshot.swift: comparing a value's snapshot with the file recorded beside the test,
// recording it when asked or missing, and showing a readable diff when they differ.

import Foundation

/// Compares `value`'s snapshot with the file recorded for it beside the test:
/// `__Snapshots__/<TestFile>/<testName>.<n>.<ext>`, where `n` counts the snapshots the test
/// took so far (1, 2, ...), or `<testName>.<name>.<ext>` when `named` is given. A name is a file
/// name, never a path: as in swift-snapshot-testing, each run of characters other than letters,
/// digits and `_` becomes one `-` (`"dark mode"` gives `dark-mode`, `"../x"` gives `x`), and a
/// name with none of them left fails the test without writing anything.
///
///     @Test func loginScreen() {
///         assertSnapshot(of: LoginViewController().view, as: .dump)
///     }
///
/// - A missing file is recorded and the test fails once, saying so; the next run compares.
/// - `record: true`, or the environment variable `SNAPSHOT_TESTING_RECORD` set to `all` (or
///   `1`), records every snapshot (and fails, so that recording is never mistaken for
///   passing); `never` makes a missing file a failure without writing it.
/// - A mismatch fails with the differing lines as unified-diff hunks (`-` recorded, `+` now),
///   and writes the new snapshot beside the old as `<testName>.<n>.new.<ext>` for inspection
///   (removed again once the snapshot matches).
///
/// Works in Swift Testing tests (an issue) and XCTest tests (`XCTFail`).
@preconcurrency @MainActor
public func assertSnapshot<Value>(of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value>,
                                  named name: String? = nil, record: Bool? = nil,
                                  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                  testName: String = #function, line: UInt = #line, column: UInt = #column) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let failure: String?
    do {
        failure = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record,
                                 file: filePath, testName: testName)
    } catch {
        failure = "Could not make the snapshot: \(error)"
    }
    if let failure { location.fail(failure) }
}

/// What `assertSnapshot(of:as:)` checks, returning the failure message instead of failing (nil
/// when the snapshot matches), as swift-snapshot-testing's `verifySnapshot`. With
/// `snapshotDirectory`, the files are `<snapshotDirectory>/<testName>.<n>.<ext>`.
@preconcurrency @MainActor
public func verifySnapshot<Value>(of value: Value, as snapshotting: Snapshotting<Value>,
                                  named name: String? = nil, record: Bool? = nil,
                                  snapshotDirectory: String? = nil,
                                  file filePath: StaticString = #filePath, testName: String = #function) -> String? {
    let text = snapshotting.snapshot(value)
    let files: SnapshotFiles
    do {
        files = try SnapshotFiles(filePath: "\(filePath)", directory: snapshotDirectory, testName: testName,
                                  name: name, pathExtension: snapshotting.pathExtension)
    } catch {
        return error.message
    }
    let mode = record == true ? SnapshotRecordMode.all : SnapshotRecordMode.fromEnvironment
    let existing = try? String(contentsOf: files.reference, encoding: .utf8)
    if mode == .all || (existing == nil && mode == .missing) {
        do {
            try files.write(text, to: files.reference)
            try? FileManager.default.removeItem(at: files.new)
        } catch {
            return "Could not record snapshot \(files.reference.path): \(error)"
        }
        let why = existing == nil ? "No snapshot was recorded" : "Record mode is on"
        return "\(why): recorded \(files.displayPath(files.reference)). Check it and run again"
            + (mode == .all ? " with record mode off." : ".")
    }
    guard let existing else {
        return "No snapshot at \(files.displayPath(files.reference)) (SNAPSHOT_TESTING_RECORD=never)."
    }
    let expected = existing.hasSuffix("\n") ? String(existing.dropLast()) : existing
    if expected == text {
        try? FileManager.default.removeItem(at: files.new)
        return nil
    }
    try? files.write(text, to: files.new)
    return "Snapshot \(files.displayPath(files.reference)) does not match (- recorded, + now; "
        + "the new snapshot is in \(files.new.lastPathComponent)):\n"
        + lineDiff(expected: expected, actual: text)
}

/// When snapshots are written instead of compared.
enum SnapshotRecordMode {
    /// Every snapshot is written.
    case all
    /// Missing snapshots are written (the default).
    case missing
    /// Nothing is written: a missing snapshot is a failure.
    case never

    /// From `SNAPSHOT_TESTING_RECORD`: `all` or `1`, `never`, anything else `missing`.
    static var fromEnvironment: SnapshotRecordMode {
        switch ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"]?.lowercased() {
        case "all", "1", "true": .all
        case "never": .never
        default: .missing
        }
    }
}

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
/// - A failure leaves the snapshot made now (`<testName>.<n>.actual.<ext>`), the recorded one
///   (`.expected.<ext>`) and their diff (`.diff.txt`) as attachments of a Swift Testing test,
///   and in the test's folder under `HEADLESS_ARTIFACTS` when that is set.
///
/// Works in Swift Testing tests (an issue) and XCTest tests (`XCTFail`).
@preconcurrency @MainActor
public func assertSnapshot<Value>(of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value>,
                                  named name: String? = nil, record: Bool? = nil,
                                  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                  testName: String = #function, line: UInt = #line, column: UInt = #column) {
    assertSnapshot(of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: nil,
                   fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// `assertSnapshot(of:as:)` with the files in `snapshotDirectory` when one is given (the
/// toolkit's own tests).
@MainActor
func assertSnapshot<Value>(of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value>,
                           named name: String?, record: Bool?, snapshotDirectory: String?,
                           fileID: StaticString, file filePath: StaticString,
                           testName: String, line: UInt, column: UInt) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let outcome: SnapshotOutcome
    do {
        outcome = compareSnapshot(of: try value(), as: snapshotting, named: name, record: record,
                                  snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
    } catch {
        outcome = SnapshotOutcome(failure: "Could not make the snapshot: \(error)")
    }
    if let failure = outcome.failure { location.fail(failure, artifacts: outcome.artifacts) }
}

/// What `assertSnapshot(of:as:)` checks, returning the failure message instead of failing (nil
/// when the snapshot matches), as swift-snapshot-testing's `verifySnapshot`. With
/// `snapshotDirectory`, the files are `<snapshotDirectory>/<testName>.<n>.<ext>`.
@preconcurrency @MainActor
public func verifySnapshot<Value>(of value: Value, as snapshotting: Snapshotting<Value>,
                                  named name: String? = nil, record: Bool? = nil,
                                  snapshotDirectory: String? = nil,
                                  file filePath: StaticString = #filePath, testName: String = #function) -> String? {
    compareSnapshot(of: value, as: snapshotting, named: name, record: record,
                    snapshotDirectory: snapshotDirectory, file: filePath, testName: testName).failure
}

/// How a snapshot compared: the failure message (nil when it matched) and the files that
/// explain a failure — the snapshot made now, the recorded one and their diff.
struct SnapshotOutcome {
    var failure: String?
    var artifacts: [FailureArtifact] = []
}

/// Compares (or records) `value`'s snapshot; see ``verifySnapshot(of:as:named:record:snapshotDirectory:file:testName:)``.
@MainActor
func compareSnapshot<Value>(of value: Value, as snapshotting: Snapshotting<Value>, named name: String?,
                            record: Bool?, snapshotDirectory: String?,
                            file filePath: StaticString, testName: String) -> SnapshotOutcome {
    let text = snapshotting.snapshot(value)
    let files: SnapshotFiles
    do {
        files = try SnapshotFiles(filePath: "\(filePath)", directory: snapshotDirectory, testName: testName,
                                  name: name, pathExtension: snapshotting.pathExtension)
    } catch {
        return SnapshotOutcome(failure: error.message)
    }
    // `loginScreen.1.actual.txt`: the snapshot file's name with what it holds before the extension.
    let stem = files.reference.deletingPathExtension().lastPathComponent
    let ext = snapshotting.pathExtension
    let actual = FailureArtifact(name: "\(stem).actual.\(ext)", contents: text)
    let mode = record == true ? SnapshotRecordMode.all : SnapshotRecordMode.fromEnvironment
    let existing = try? String(contentsOf: files.reference, encoding: .utf8)
    if mode == .all || (existing == nil && mode == .missing) {
        do {
            try files.write(text, to: files.reference)
            try? FileManager.default.removeItem(at: files.new)
        } catch {
            return SnapshotOutcome(failure: "Could not record snapshot \(files.reference.path): \(error)", artifacts: [actual])
        }
        let why = existing == nil ? "No snapshot was recorded" : "Record mode is on"
        return SnapshotOutcome(failure: "\(why): recorded \(files.displayPath(files.reference)). Check it and run again"
            + (mode == .all ? " with record mode off." : "."), artifacts: [actual])
    }
    guard let existing else {
        return SnapshotOutcome(failure: "No snapshot at \(files.displayPath(files.reference)) (SNAPSHOT_TESTING_RECORD=never).",
                               artifacts: [actual])
    }
    let expected = existing.hasSuffix("\n") ? String(existing.dropLast()) : existing
    if expected == text {
        try? FileManager.default.removeItem(at: files.new)
        return SnapshotOutcome()
    }
    try? files.write(text, to: files.new)
    let diff = lineDiff(expected: expected, actual: text)
    return SnapshotOutcome(
        failure: "Snapshot \(files.displayPath(files.reference)) does not match (- recorded, + now; "
            + "the new snapshot is in \(files.new.lastPathComponent)):\n" + diff,
        artifacts: [FailureArtifact(name: "\(stem).expected.\(ext)", contents: expected), actual,
                    FailureArtifact(name: "\(stem).diff.txt", contents: diff)])
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

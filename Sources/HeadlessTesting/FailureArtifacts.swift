// FailureArtifacts.swift: what a failing toolkit check leaves for the reader — the expected and
// actual snapshot and their diff, or the screen as it was (tree, picture, accessibility tree) —
// attached to the Swift Testing issue and written, one folder per test, under the folder named
// by `HEADLESS_ARTIFACTS`.

import Foundation
import Testing
import ViewWidgets

/// One file a failure leaves: its name (a file name, never a path) and its text.
struct FailureArtifact: Equatable {
    let name: String
    let contents: String
}

/// Where failures leave their files, and how.
///
/// - In a Swift Testing test every file is an attachment of the test (`Attachment.record`),
///   which `swift test --attachments-path <folder>` saves.
/// - With the environment variable `HEADLESS_ARTIFACTS` set to a folder, every file is also
///   written to `<folder>/<Module>.<Suite>.<test>/`, the test's folder emptied at its first
///   failure in the process so that it holds only this run's files. An XCTest test (corelibs
///   XCTest has no `XCTAttachment`) writes its files to `headless-artifacts-<user id>` in the
///   temporary folder (its owner's only) when the variable is not set.
/// - A failure that wrote files ends its message with the folder.
///
/// Every name is made a file-name part as snapshot names are, a file that would resolve outside
/// its folder is refused, and a link standing where a test's folder or file goes is never
/// followed: nothing is written outside the folder the test run names.
@MainActor
enum FailureArtifacts {
    /// The environment variable that names the folder.
    static let environmentKey = "HEADLESS_ARTIFACTS"
    /// A folder used instead of the environment's (the toolkit's own tests).
    static var folderOverride: String?
    /// The XCTest test in progress (`HeadlessTestCase` sets it), as XCTest names it.
    static var currentXCTestName: String?

    /// How many failures each test's folder received, for the numbers of their files.
    private static var failureCounts: [String: Int] = [:]

    /// Attaches `artifacts` to the current Swift Testing test (when there is one) and writes
    /// them to the test's folder (when there is one); returns the folder written to.
    static func record(_ artifacts: [FailureArtifact], sourceLocation: SourceLocation, inSwiftTesting: Bool) -> URL? {
        guard !artifacts.isEmpty else { return nil }
        if inSwiftTesting {
            for artifact in artifacts {
                Attachment.record(artifact.contents, named: artifact.name, sourceLocation: sourceLocation)
            }
        }
        guard let folder = testFolder(inSwiftTesting: inSwiftTesting) else { return nil }
        let number = (failureCounts[folder.path] ?? 0) + 1
        failureCounts[folder.path] = number
        let files = FileManager.default
        do {
            // A link in place of the folder is never followed (nor removed through).
            if isSymbolicLink(folder) { return nil }
            if number == 1, files.fileExists(atPath: folder.path) { try files.removeItem(at: folder) }
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            for artifact in artifacts {
                guard let file = file("\(number).\(artifact.name)", in: folder), !isSymbolicLink(file) else { continue }
                try artifact.contents.write(to: file, atomically: true, encoding: .utf8)
            }
        } catch {
            return nil
        }
        return folder
    }

    /// The current test's folder: `<root>/<Module>.<Suite>.<test>`; nil when no folder is named
    /// (a Swift Testing test without `HEADLESS_ARTIFACTS`) or a link stands in its place.
    static func testFolder(inSwiftTesting: Bool,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let named = folderOverride ?? environment[environmentKey].flatMap { $0.isEmpty ? nil : $0 }
        let root: URL
        if let named {
            root = URL(fileURLWithPath: named).standardizedFileURL
        } else if !inSwiftTesting, let own = privateTemporaryRoot() {
            root = own
        } else {
            return nil
        }
        // The name is one file-name part, so only a link put in the folder's place could lead
        // elsewhere: such a folder is refused.
        guard let folder = file(testName(inSwiftTesting: inSwiftTesting), in: root), !isSymbolicLink(folder) else { return nil }
        return folder
    }

    /// `headless-artifacts-<user id>` in the temporary folder, made readable by its owner only;
    /// nil when something else (a link, a file, another user's folder) is there.
    private static func privateTemporaryRoot() -> URL? {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("headless-artifacts-\(getuid())").standardizedFileURL
        let files = FileManager.default
        if !files.fileExists(atPath: root.path) {
            try? files.createDirectory(at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        guard let attributes = try? files.attributesOfItem(atPath: root.path),
              attributes[.type] as? FileAttributeType == .typeDirectory,
              (attributes[.ownerAccountID] as? NSNumber)?.uint32Value == getuid() else { return nil }
        return root
    }

    /// Whether `url` is a symbolic link (not followed).
    static func isSymbolicLink(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType == .typeSymbolicLink
    }

    /// The test's name as a file-name part: its module, suites and function
    /// (`LoginTests.LoginScreenTests.badPassword`), or XCTest's `Suite.testName`.
    private static func testName(inSwiftTesting: Bool) -> String {
        let parts: [String]
        if inSwiftTesting, let test = Test.current {
            parts = [test.id.moduleName] + test.id.nameComponents.map { String($0.prefix { $0 != "(" }) }
        } else {
            parts = (currentXCTestName ?? "test").split(separator: ".").map(String.init)
        }
        let name = parts.map(SnapshotFiles.sanitized).filter { !$0.isEmpty }.joined(separator: ".")
        return name.isEmpty ? "test" : name
    }

    /// `name` made a file-name part, in `folder`; nil when it would resolve anywhere else.
    static func file(_ name: String, in folder: URL) -> URL? {
        let clean = name.split(separator: ".").map { SnapshotFiles.sanitized(String($0)) }
            .filter { !$0.isEmpty }.joined(separator: ".")
        guard !clean.isEmpty else { return nil }
        let url = folder.appendingPathComponent(clean).standardizedFileURL
        return url.deletingLastPathComponent().path == folder.path ? url : nil
    }

    /// The screen as a failed query or action found it: each window's tree and picture, and
    /// the key window's accessibility tree (the key window first).
    static func screenState() -> [FailureArtifact] {
        let windows = UIApplication.shared.windows.filter { !$0.isHidden }
        let key = windows.first { $0.isKeyWindow }
        let ordered = (key.map { [$0] } ?? []) + windows.filter { $0 !== key }
        var artifacts: [FailureArtifact] = []
        for (index, window) in ordered.prefix(4).enumerated() {
            let name = index == 0 ? "screen" : "window\(index + 1)"
            artifacts.append(FailureArtifact(name: "\(name).txt", contents: window.recursiveDescription()))
            artifacts.append(FailureArtifact(name: "\(name).svg", contents: window.renderSVG()))
        }
        if let key {
            artifacts.append(FailureArtifact(name: "accessibility.txt", contents: key.accessibilityTreeDescription()))
        }
        return artifacts
    }
}

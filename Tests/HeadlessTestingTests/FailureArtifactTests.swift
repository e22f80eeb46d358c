// FailureArtifactTests.swift: what a failure leaves behind — the recorded and the new snapshot
// and their diff for a snapshot that does not match, the screen's tree, picture and accessibility
// tree for a query or an action that fails — in one folder per test under `HEADLESS_ARTIFACTS`,
// numbered per failure, emptied at the test's first failure, never outside the folder.
import Foundation
import Testing
@testable import HeadlessTesting
import ViewWidgets

/// The message of a known issue, kept from its matching closure.
private final class MessageBox: @unchecked Sendable {
    var text = ""
}

@MainActor
@Suite("Failure artefacts", .headless)
struct FailureArtifactTests {
    /// Runs `body` with failures' files going to a fresh folder, and gives the folder back
    /// (removed when the test ends through `cleanUp`).
    private func withArtifactFolder(_ body: (URL) throws -> Void) rethrows {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("artifact-tests-\(UUID().uuidString)").standardizedFileURL
        FailureArtifacts.folderOverride = root.path
        defer {
            FailureArtifacts.folderOverride = nil
            try? FileManager.default.removeItem(at: root)
        }
        try body(root)
    }

    /// The names of the files in `folder`, sorted.
    private func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    private func label(_ text: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 21))
        label.text = text
        return label
    }

    @Test func aSnapshotThatDiffersLeavesTheRecordedTheNewAndTheirDiff() throws {
        try withArtifactFolder { root in
            let snapshots = root.appendingPathComponent("snapshots")
            _ = verifySnapshot(of: label("Hello") as UIView, as: .dump, named: "greeting", record: true,
                               snapshotDirectory: snapshots.path, testName: "banner()")
            let message = MessageBox()
            withKnownIssue {
                assertSnapshot(of: label("Goodbye") as UIView, as: .dump, named: "greeting", record: nil,
                               snapshotDirectory: snapshots.path, fileID: #fileID, file: #filePath,
                               testName: "banner()", line: #line, column: #column)
            } matching: { issue in
                message.text = issue.comments.map(\.rawValue).joined()
                return true
            }
            let folder = root.appendingPathComponent("FailureArtifactTests.aSnapshotThatDiffersLeavesTheRecordedTheNewAndTheirDiff")
            #expect(files(in: folder) == ["1.banner.greeting.actual.txt", "1.banner.greeting.diff.txt",
                                          "1.banner.greeting.expected.txt"])
            let expected = try String(contentsOf: folder.appendingPathComponent("1.banner.greeting.expected.txt"), encoding: .utf8)
            let actual = try String(contentsOf: folder.appendingPathComponent("1.banner.greeting.actual.txt"), encoding: .utf8)
            let diff = try String(contentsOf: folder.appendingPathComponent("1.banner.greeting.diff.txt"), encoding: .utf8)
            #expect(expected.contains("'Hello'") && !expected.contains("Goodbye"))
            #expect(actual.contains("'Goodbye'") && !actual.contains("Hello"))
            #expect(diff.contains("-") && diff.contains("'Hello'") && diff.contains("+") && diff.contains("'Goodbye'"))
            #expect(message.text.hasSuffix("\nFiles of this failure: \(folder.path)"))
        }
    }

    @Test func aQueryThatFailsLeavesTheScreenAsItWas() throws {
        try withArtifactFolder { root in
            let screen = UIViewController()
            screen.view.backgroundColor = .white
            let hello = label("Hello there")
            hello.frame.origin = CGPoint(x: 20, y: 100)
            screen.view.addSubview(hello)
            let app = XCUIApplication(rootViewController: screen)
            app.launch()
            withKnownIssue {
                app.buttons["Missing"].tap()
            }
            let folder = root.appendingPathComponent("FailureArtifactTests.aQueryThatFailsLeavesTheScreenAsItWas")
            #expect(files(in: folder) == ["1.accessibility.txt", "1.screen.svg", "1.screen.txt"])
            let tree = try String(contentsOf: folder.appendingPathComponent("1.screen.txt"), encoding: .utf8)
            let picture = try String(contentsOf: folder.appendingPathComponent("1.screen.svg"), encoding: .utf8)
            let elements = try String(contentsOf: folder.appendingPathComponent("1.accessibility.txt"), encoding: .utf8)
            #expect(tree.hasPrefix("<UIWindow") && tree.contains("'Hello there'"))
            #expect(picture.contains("<svg") && picture.contains("Hello there"))
            #expect(elements.contains("Hello there"))
        }
    }

    @Test func eachFailureIsNumberedAndAnEarlierRunsFilesGo() throws {
        try withArtifactFolder { root in
            let folder = root.appendingPathComponent("FailureArtifactTests.eachFailureIsNumberedAndAnEarlierRunsFilesGo")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "stale".write(to: folder.appendingPathComponent("7.screen.txt"), atomically: true, encoding: .utf8)
            let app = XCUIApplication(rootViewController: UIViewController())
            app.launch()
            withKnownIssue {
                app.buttons["One"].tap()
                app.buttons["Two"].tap()
            }
            #expect(files(in: folder) == ["1.accessibility.txt", "1.screen.svg", "1.screen.txt",
                                          "2.accessibility.txt", "2.screen.svg", "2.screen.txt"])
        }
    }

    @Test func aTestNameNeverLeadsOutOfTheFolder() throws {
        try withArtifactFolder { root in
            FailureArtifacts.currentXCTestName = "../../escaped/-[Tests testIt]"
            defer { FailureArtifacts.currentXCTestName = nil }
            let folder = try #require(FailureArtifacts.testFolder(inSwiftTesting: false))
            #expect(folder.deletingLastPathComponent().path == root.path)
            #expect(folder.lastPathComponent == "escaped-Tests-testIt")
            let recorded = FailureArtifacts.record([FailureArtifact(name: "../../../x.txt", contents: "x")],
                                                   sourceLocation: #_sourceLocation, inSwiftTesting: false)
            #expect(recorded == folder)
            #expect(files(in: folder) == ["1.x.txt"])
            #expect(files(in: root) == ["escaped-Tests-testIt"])
        }
    }

    @Test func withoutAFolderASwiftTestingTestOnlyAttaches() {
        guard ProcessInfo.processInfo.environment[FailureArtifacts.environmentKey] == nil else { return }
        #expect(FailureArtifacts.testFolder(inSwiftTesting: true) == nil)
        // An XCTest test has no attachments on Linux: its files go to a temporary folder.
        let xctestFolder = FailureArtifacts.testFolder(inSwiftTesting: false)
        #expect(xctestFolder?.path.hasPrefix(FileManager.default.temporaryDirectory.standardizedFileURL.path) == true)
    }
}

// SnapshotTests.swift: snapshot files record a missing snapshot and fail once, pass on a match,
// fail with a hunk diff on a mismatch (writing the new snapshot beside the old), and number a
// test's snapshots; the strategies' texts.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Snapshot assertions", .headless)
final class SnapshotTests {
    /// The folders this test made; removed when the test ends, so runs leave nothing in /tmp.
    private var folders: [URL] = []

    deinit {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }

    /// A fresh temporary folder for one test's snapshots.
    private func makeFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        folders.append(folder)
        return folder
    }

    /// A label with `text` in a 200x40 view.
    private func makeView(_ text: String) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 184, height: 24))
        label.text = text
        view.addSubview(label)
        return view
    }

    private func contents(_ url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }

    @Test func aMissingSnapshotIsRecordedAndFailsOnceThenPasses() throws {
        let folder = makeFolder()
        let view = makeView("Hello")
        let first = verifySnapshot(of: view, as: .accessibility, named: "hello", snapshotDirectory: folder.path, testName: "greeting()")
        #expect(first?.hasPrefix("No snapshot was recorded: recorded") == true)
        let file = folder.appendingPathComponent("greeting.hello.txt")
        #expect(contents(file) == view.accessibilityTreeDescription() + "\n")
        #expect(verifySnapshot(of: view, as: .accessibility, named: "hello", snapshotDirectory: folder.path, testName: "greeting()") == nil)
    }

    @Test func aMismatchShowsAHunkDiffAndWritesTheNewSnapshotBeside() throws {
        let folder = makeFolder()
        _ = verifySnapshot(of: makeView("Hello"), as: .accessibility, named: "hello", snapshotDirectory: folder.path, testName: "greeting()")
        let changed = makeView("Goodbye")
        let failure = try #require(verifySnapshot(of: changed, as: .accessibility, named: "hello",
                                                  snapshotDirectory: folder.path, testName: "greeting()"))
        #expect(failure.contains("does not match"))
        #expect(failure.contains("""
            @@ -1,1 +1,1 @@
            - <UILabel; frame = (8 8; 184 24); label = "Hello"; traits = staticText>
            + <UILabel; frame = (8 8; 184 24); label = "Goodbye"; traits = staticText>
            """))
        let newFile = folder.appendingPathComponent("greeting.hello.new.txt")
        #expect(contents(newFile) == changed.accessibilityTreeDescription() + "\n")
        // The recorded file is untouched; once the view matches again, the new file goes.
        #expect(contents(folder.appendingPathComponent("greeting.hello.txt"))?.contains("Hello") == true)
        #expect(verifySnapshot(of: makeView("Hello"), as: .accessibility, named: "hello",
                               snapshotDirectory: folder.path, testName: "greeting()") == nil)
        #expect(!FileManager.default.fileExists(atPath: newFile.path))
    }

    @Test func recordModeRewritesAndFails() throws {
        let folder = makeFolder()
        _ = verifySnapshot(of: makeView("Hello"), as: .dump, named: "t", snapshotDirectory: folder.path, testName: "tree()")
        let failure = verifySnapshot(of: makeView("Bye"), as: .dump, named: "t", record: true,
                                     snapshotDirectory: folder.path, testName: "tree()")
        #expect(failure?.hasPrefix("Record mode is on") == true)
        #expect(contents(folder.appendingPathComponent("tree.t.txt"))?.contains("Bye") == true)
    }

    @Test func aTestsSnapshotsAreNumberedAndNamed() throws {
        let folder = makeFolder()
        let view = makeView("Hello")
        _ = verifySnapshot(of: view, as: .dump, snapshotDirectory: folder.path, testName: "numbered()")
        _ = verifySnapshot(of: view, as: .svg, snapshotDirectory: folder.path, testName: "numbered()")
        _ = verifySnapshot(of: view, as: .dump, named: "wide", snapshotDirectory: folder.path, testName: "numbered()")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["numbered.1.txt", "numbered.2.svg", "numbered.wide.txt"])
        #expect(contents(folder.appendingPathComponent("numbered.1.txt")) == view.recursiveDescription() + "\n")
        #expect(contents(folder.appendingPathComponent("numbered.2.svg"))?.contains("<svg") == true)
    }

    @Test func aControllerIsSnapshottedAsItsView() throws {
        let folder = makeFolder()
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        _ = verifySnapshot(of: controller, as: .constraints, snapshotDirectory: folder.path, testName: "controller()")
        #expect(contents(folder.appendingPathComponent("controller.1.txt")) == controller.view.recursiveConstraintsDescription() + "\n")
    }

    /// The form screen's accessibility tree, recorded beside this file.
    @Test func theFormScreensAccessibility() {
        let screen = FormScreen()
        screen.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        assertSnapshot(of: screen.view, as: .accessibility)
    }

    @Test func aFailedAssertionIsAnIssue() {
        let view = makeView("Not what was recorded")
        // The new snapshot written beside the recorded one is inspected by people, not kept.
        let newFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SnapshotTests/aFailedAssertionIsAnIssue.fixed.new.txt")
        defer { try? FileManager.default.removeItem(at: newFile) }
        withKnownIssue {
            assertSnapshot(of: view, as: .accessibility, named: "fixed")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("does not match") }
        }
        #expect(FileManager.default.fileExists(atPath: newFile.path))
    }
}

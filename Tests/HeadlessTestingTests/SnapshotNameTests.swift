// SnapshotNameTests.swift: a snapshot name is a file name, never a path. Every form that could
// leave the snapshot folder (parent steps, absolute paths, separators, a test name or extension
// doing the same) writes, reads and deletes nothing outside it.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Snapshot names stay in their folder", .headless)
struct SnapshotNameTests {
    /// `<tmp>/snapshot-names-<uuid>/outer/inner`: snapshots go to `inner`; `outer` holds files
    /// a test must never touch.
    private struct Folders {
        let root: URL
        let outer: URL
        let inner: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-names-\(UUID().uuidString)")
            outer = root.appendingPathComponent("outer")
            inner = outer.appendingPathComponent("inner")
            try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        }

        /// Every file and folder under `root`, as paths relative to it.
        func everything() -> [String] {
            let rootPath = root.standardizedFileURL.path
            let enumerator = FileManager.default.enumerator(atPath: rootPath)
            var paths: [String] = []
            while let path = enumerator?.nextObject() as? String { paths.append(path) }
            return paths.sorted()
        }
    }

    private func makeView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.accessibilityLabel = "Badge"
        view.isAccessibilityElement = true
        return view
    }

    /// Records the view under `name`, and returns the failure message of the recording.
    @discardableResult
    private func record(_ name: String, in folders: Folders, testName: String = "badge()") -> String? {
        verifySnapshot(of: makeView(), as: .accessibility, named: name, snapshotDirectory: folders.inner.path, testName: testName)
    }

    @Test(arguments: [
        ("../../../../tmp/x", "badge.tmp-x.txt"),
        ("../escaped", "badge.escaped.txt"),
        ("/tmp/absolute", "badge.tmp-absolute.txt"),
        ("a/b", "badge.a-b.txt"),
        ("a/../../b", "badge.a-b.txt"),
        ("..\\..\\windows", "badge.windows.txt"),
        ("~/home", "badge.home.txt"),
        ("dark mode", "badge.dark-mode.txt"),
        ("line\nbreak\0nul", "badge.line-break-nul.txt"),
        ("été_2", "badge.été_2.txt"),
    ])
    func aNameBecomesOneFileInTheFolder(name: String, fileName: String) throws {
        let folders = try Folders()
        let failure = try #require(record(name, in: folders))
        #expect(failure.hasPrefix("No snapshot was recorded: recorded"))
        #expect(folders.everything() == ["outer", "outer/inner", "outer/inner/\(fileName)"])
        // The same name compares against the same file.
        #expect(record(name, in: folders) == nil)
    }

    @Test(arguments: ["..", ".", "/", "../..", "///", "-", "", " "])
    func aNameWithNothingToNameAFileIsRefusedAndWritesNothing(name: String) throws {
        let folders = try Folders()
        let failure = try #require(record(name, in: folders))
        #expect(failure.contains("has no letter, digit or _ to name a snapshot file with"))
        #expect(folders.everything() == ["outer", "outer/inner"])
    }

    @Test func aMismatchNeitherWritesNorDeletesOutsideTheFolder() throws {
        let folders = try Folders()
        // Files an escaping name would reach: `inner/badge.x/../../victim[.new].txt`.
        let victims = ["victim.txt", "victim.new.txt"].map { folders.outer.appendingPathComponent($0) }
        for victim in victims { try "keep me\n".write(to: victim, atomically: true, encoding: .utf8) }
        let name = "x/../../victim"
        record(name, in: folders)
        let changed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        changed.accessibilityLabel = "Other"
        changed.isAccessibilityElement = true
        let mismatch = verifySnapshot(of: changed, as: .accessibility, named: name, snapshotDirectory: folders.inner.path, testName: "badge()")
        #expect(mismatch?.contains("does not match") == true)
        #expect(record(name, in: folders) == nil)   // matches again: the .new file goes
        for victim in victims { #expect((try? String(contentsOf: victim, encoding: .utf8)) == "keep me\n") }
        #expect(folders.everything() == ["outer", "outer/inner", "outer/inner/badge.x-victim.txt", "outer/victim.new.txt", "outer/victim.txt"])
    }

    @Test(arguments: [("../../evil()", "evil"), ("/tmp/evil()", "tmp-evil"), ("a/b(x:)", "a-b")])
    func aTestNameIsAFileNameToo(testName: String, fileTestName: String) throws {
        let folders = try Folders()
        record("n", in: folders, testName: testName)
        #expect(folders.everything() == ["outer", "outer/inner", "outer/inner/\(fileTestName).n.txt"])
    }

    @Test func numberedSnapshotsOfAnEscapingTestNameStayInTheFolder() throws {
        let folders = try Folders()
        _ = verifySnapshot(of: makeView(), as: .dump, snapshotDirectory: folders.inner.path, testName: "../../up()")
        #expect(folders.everything() == ["outer", "outer/inner", "outer/inner/up.1.txt"])
    }

    @Test(arguments: ["../../x", "txt/../../../y", "/abs"])
    func anExtensionThatLeavesTheFolderIsRefused(pathExtension: String) throws {
        let folders = try Folders()
        let escaping = Snapshotting<UIView>(pathExtension: pathExtension) { $0.recursiveDescription() }
        let failure = try #require(verifySnapshot(of: makeView(), as: escaping, named: "n",
                                                  snapshotDirectory: folders.inner.path, testName: "badge()"))
        #expect(failure.contains("would be written outside"))
        #expect(failure.contains("nothing was written"))
        #expect(folders.everything() == ["outer", "outer/inner"])
    }

    @Test func anExtensionWithADotIsKept() throws {
        let folders = try Folders()
        let archive = Snapshotting<UIView>(pathExtension: "dump.txt") { $0.recursiveDescription() }
        _ = verifySnapshot(of: makeView(), as: archive, named: "n", snapshotDirectory: folders.inner.path, testName: "badge()")
        #expect(folders.everything() == ["outer", "outer/inner", "outer/inner/badge.n.dump.txt"])
    }
}

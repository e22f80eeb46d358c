// TraceCaseTests.swift: the pages of a parameterized test's cases, and a passing case that must
// not remove the page another case of the run wrote.
import Foundation
import Testing
@testable import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Trace pages of cases", .headless)
struct TraceCaseTests {
    @Test(arguments: [1, 2])
    func eachCaseOfAParameterizedTestHasItsOwnPage(_ value: Int) throws {
        let test = try #require(Test.current)
        let first = TraceFiles.nextCaseName(of: test)
        let second = TraceFiles.nextCaseName(of: test)
        #expect(first != second)
        let pages = [first, second].map {
            TraceFiles.pageURL(testFilePath: "/tmp/Example.swift", nameComponents: ["Suite", "test"], caseName: $0)
        }
        #expect(pages[0] != nil && pages[0] != pages[1])
    }

    @Test func aPassingCaseKeepsThePageAnotherCaseWroteThisRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trace-case-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Suite.test.html")
        // A failing case wrote the page...
        #expect(TraceFiles.write("<html/>", to: url))
        // ...and a passing case of the same name ends after it.
        let passing = TraceRecorder(mode: .retainOnFailure, title: "Suite.test")
        passing.pageURL = url
        passing.install()
        passing.finish(inSwiftTesting: true)
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    @Test func aLinkedTracesFolderIsNotWrittenThrough() throws {
        let files = FileManager.default
        let root = files.temporaryDirectory.appendingPathComponent("trace-link-\(getpid())")
        let elsewhere = root.appendingPathComponent("elsewhere")
        defer { try? files.removeItem(at: root) }
        try files.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try files.createSymbolicLink(at: root.appendingPathComponent("__Traces__"), withDestinationURL: elsewhere)
        let page = root.appendingPathComponent("__Traces__/LoginTests/Suite.test.html")
        #expect(!TraceFiles.write("<html/>", to: page))
        #expect(try files.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }
}

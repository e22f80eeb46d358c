// TraceXCTestTests.swift: a trace from XCTest (Docs/Traces.md): `HeadlessTestCase.trace` records
// the test's steps and writes the page when the test ends.
import Foundation
import XCTest
@testable import HeadlessTesting
import ViewWidgets

final class TraceXCTestTests: HeadlessTestCase {
    override var screen: HeadlessTrait.Screen? { .iPhoneSE }
    override var trace: HeadlessTrait.Trace { .on }

    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("trace-xctest-\(UUID().uuidString)").standardizedFileURL

    override func setUp() {
        let path = folder.path
        MainActor.assumeIsolated { TraceFiles.folderOverride = path }
        super.setUp()
    }

    override func tearDown() {
        super.tearDown()
        // `.on`: the page is written as the test ends, passed or not.
        let page = try? String(contentsOf: folder.appendingPathComponent("TraceXCTestTests.testTheStepsOfAnXCTestTestAreRecorded.html"),
                               encoding: .utf8)
        XCTAssertEqual(page?.contains("<h2>2. tap app.buttons[&quot;Greet&quot;]</h2>"), true)
        XCTAssertTrue(MainActor.assumeIsolated { Headless.actionObserver == nil })
        MainActor.assumeIsolated { TraceFiles.folderOverride = nil }
        try? FileManager.default.removeItem(at: folder)
    }

    @MainActor
    func testTheStepsOfAnXCTestTestAreRecorded() async {
        let app = XCUIApplication(rootViewController: TracedScreen())
        app.launch()
        app.buttons["Greet"].tap(); let line = #line
        let recorder = TraceRecorder.current
        XCTAssertEqual(recorder?.steps.map(\.summary), ["launch", "tap app.buttons[\"Greet\"]"])
        XCTAssertEqual(recorder?.steps.last?.location?.line, line)
    }
}

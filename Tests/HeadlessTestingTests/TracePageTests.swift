// TracePageTests.swift: a trace's page (issue 44): steps listed and shown with changed lines
// marked, the hit chain, problems and failures, text escaped, well-formed; where it goes (names
// sanitised: nothing outside the folder); `.on` writes it for a passing test, `.retainOnFailure`
// only for a failing one.
import Foundation
import Testing
@testable import HeadlessTesting
import TestSupport
import ViewWidgets

@MainActor
@Suite("Trace pages", .headless)
struct TracePageTests {
    /// Runs `body` with trace pages going to a fresh folder, given to `body`, removed after.
    private func withTraceFolder(_ body: (URL) async throws -> Void) async rethrows {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("trace-tests-\(UUID().uuidString)").standardizedFileURL
        TraceFiles.folderOverride = root.path
        defer {
            TraceFiles.folderOverride = nil
            try? FileManager.default.removeItem(at: root)
        }
        try await body(root)
    }

    @Test func thePageShowsEachStepWithChangedLinesHitChainsAndProblems() throws {
        let recorder = recordingTrace {
            let app = XCUIApplication(rootViewController: TracedScreen())
            app.launch()
            app.textFields["Name"].tap()
            app.textFields["Name"].typeText("<b>&\"Ada\"</b>")
            app.buttons["Greet"].tap()
            let messages = Headless.recordingViolations {}
            #expect(messages.isEmpty)
            TraceRecorder.current?.noteProblem("UIKit would raise NSInvalidArgumentException: Can't add self as subview")
            TraceRecorder.current?.noteFailure("Expectation failed: greeting == \"Hi\"")
        }
        let page = TracePage.html(recorder)
        let document = try XMLTree.parse(page)
        let listed = document.descendants(named: "ol").first?.children(named: "li").map { $0.children.first?.text ?? "" }
        #expect(listed == ["launch", "tap app.textFields[\"Name\"]",
                           "type \"<b>&\\\"Ada\\\"</b>\" into app.textFields[\"Name\"]", "tap app.buttons[\"Greet\"]"])
        let sections = document.descendants(named: "section")
        #expect(sections.map { $0["id"] } == ["step-1", "step-2", "step-3", "step-4"])
        #expect(sections[3]["class"] == "step failing")
        // The greeting's line is marked as changed by the Greet tap, escaped.
        let marked = sections[3].descendants(named: "mark").map(\.text)
        #expect(marked.contains { $0.contains("text = 'Hello, <b>&\"Ada\"</b>!'") })
        #expect(page.contains("Hello, &lt;b&gt;&amp;&quot;Ada&quot;&lt;/b&gt;!"))
        #expect(!page.contains("<b>&"))
        // The Swift line the step was written at, the hit chain, the problem and the failure.
        let source = sections[3].descendants(named: "code").first?.text
        #expect(source == "app.buttons[\"Greet\"].tap()")
        let hit = sections[3].descendants(named: "pre").first { $0["class"] == "hit" }?.text ?? ""
        #expect(hit.hasPrefix("a finger at (76, 172) touches <UIButton"))
        let texts = sections[3].descendants(named: "pre").map { ($0["class"] ?? "", $0.text) }
        #expect(texts.contains { $0 == ("failure", "Expectation failed: greeting == \"Hi\"") })
        #expect(texts.contains { $0 == ("problem", "Violation or logged problem: UIKit would raise NSInvalidArgumentException: Can't add self as subview") })
        #expect(sections[3].descendants(named: "details").first?.descendants(named: "summary").first?.text == "accessibility tree after")
        // The picture after each step (before it, only when the screen changed between steps;
        // before the launch no window is shown).
        #expect(sections.map { $0.descendants(named: "svg").count } == [1, 1, 1, 1])
        #expect(!page.contains("<script"))
        // Ids of several pictures do not clash.
        let ids = document.descendants.compactMap { $0["id"] }
        #expect(Set(ids).count == ids.count)
    }

    @Test func aTestNameCannotWriteOutsideTheTraceFolder() throws {
        let url = try #require(TraceFiles.pageURL(testFilePath: "/tmp/project/Tests/LoginTests.swift",
                                                  nameComponents: ["LoginTests", "../../../etc/passwd()"],
                                                  environment: [:]))
        #expect(url.path == "/tmp/project/Tests/__Traces__/LoginTests/LoginTests.etc-passwd.html")
        #expect(TraceFiles.pageURL(testFilePath: "/tmp/project/Tests/LoginTests.swift", nameComponents: ["../..", "/"],
                                   environment: [:]) == nil)
        let artifacts = try #require(TraceFiles.pageURL(testFilePath: "/tmp/project/Tests/LoginTests.swift",
                                                        nameComponents: ["LoginTests", "x()"],
                                                        environment: ["HEADLESS_ARTIFACTS": "/tmp/artifacts"]))
        #expect(artifacts.lastPathComponent == "trace.html")
        #expect(artifacts.path.hasPrefix("/tmp/artifacts/HeadlessTestingTests.TracePageTests."))
    }

    @Test func onWritesThePageOfAPassingTestAndTakesTheHookAway() async throws {
        try await withTraceFolder { root in
            try await HeadlessTrait(trace: .on).provideScope(for: Test.current!, testCase: Test.Case.current) {
                await MainActor.run {
                    #expect(Headless.actionObserver != nil)
                    let app = XCUIApplication(rootViewController: TracedScreen())
                    app.launch()
                    app.buttons["Greet"].tap()
                }
            }
            #expect(Headless.actionObserver == nil)
            let page = root.appendingPathComponent("TracePageTests.onWritesThePageOfAPassingTestAndTakesTheHookAway.html")
            let text = try String(contentsOf: page, encoding: .utf8)
            #expect(text.contains("tap app.buttons[&quot;Greet&quot;]"))
            #expect(text.contains(", passed."))
        }
    }

    @Test func retainOnFailureWritesNothingForAPassingTest() async throws {
        try await withTraceFolder { root in
            try await HeadlessTrait(trace: .retainOnFailure).provideScope(for: Test.current!, testCase: Test.Case.current) {
                await MainActor.run {
                    let app = XCUIApplication(rootViewController: TracedScreen())
                    app.launch()
                    app.buttons["Greet"].tap()
                }
            }
            #expect(!FileManager.default.fileExists(atPath: root.path))
        }
    }

    @Test func retainOnFailureWritesThePageOfAFailingTestShowingTheFailingStep() async throws {
        try await withTraceFolder { root in
            let page = root.appendingPathComponent("TracePageTests.retainOnFailureWritesThePageOfAFailingTestShowingTheFailingStep.html")
            try await withKnownIssue {
                try await HeadlessTrait(actionTimeout: 0.2, trace: .retainOnFailure).provideScope(for: Test.current!, testCase: Test.Case.current) {
                    await MainActor.run {
                        let app = XCUIApplication(rootViewController: TracedScreen())
                        app.launch()
                        app.buttons["Greet"].tap()
                        app.buttons["Say hello"].tap()
                        // Written as the failing step ends: the test can look at it already.
                        #expect(FileManager.default.fileExists(atPath: page.path))
                    }
                }
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("No matches found for app.buttons[\"Say hello\"]")
            }
            let document = try XMLTree.parse(String(contentsOf: page, encoding: .utf8))
            let failing = document.descendants(named: "section").filter { $0["class"] == "step failing" }
            #expect(failing.map { $0.children(named: "h2").first?.text } == ["3. tap app.buttons[\"Say hello\"]"])
            #expect(failing.first?.descendants(named: "pre").contains { $0["class"] == "failure" } == true)
        }
    }

    @Test func aViolationAndAnExpectationThatFailAreShownOnTheirStep() async throws {
        try await withTraceFolder { root in
            // The issues are heard by the trace, then dropped (inside `withKnownIssue` Swift Testing
            // would not hand an `#expect` to the trace's issue handler at all).
            try await IssueHandlingTrait.filterIssues { _ in false }.provideScope(for: Test.current!, testCase: Test.Case.current) {
                try await HeadlessTrait(trace: .retainOnFailure).provideScope(for: Test.current!, testCase: Test.Case.current) {
                    await MainActor.run {
                        let screen = TracedScreen()
                        let app = XCUIApplication(rootViewController: screen)
                        app.launch()
                        app.buttons["Greet"].tap()
                        screen.view.addSubview(screen.view)
                        #expect(screen.greeting.text == "Hi")
                    }
                }
            }
            let page = root.appendingPathComponent("TracePageTests.aViolationAndAnExpectationThatFailAreShownOnTheirStep.html")
            let document = try XMLTree.parse(String(contentsOf: page, encoding: .utf8))
            let step = try #require(document.descendants(named: "section").last)
            #expect(step.children(named: "h2").first?.text == "2. tap app.buttons[\"Greet\"]")
            let pres = step.descendants(named: "pre").map { ($0["class"] ?? "", $0.text) }
            #expect(pres.contains { $0.0 == "problem" && $0.1.hasSuffix("Can't add self as subview") })
            // Heard from the violation handler and from Swift Testing, shown once.
            #expect(pres.filter { $0.0 == "failure" && $0.1.hasSuffix("Can't add self as subview") }.count == 1)
            #expect(pres.contains { $0.0 == "failure" && $0.1.hasPrefix("Expectation failed: (screen.greeting.text") })
        }
    }
}

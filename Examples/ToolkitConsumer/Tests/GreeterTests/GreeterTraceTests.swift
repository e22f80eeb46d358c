// GreeterTraceTests.swift: a failing test leaves a trace page that shows each step (issue 44,
// Docs/Traces.md). The failure is expected (`withKnownIssue`), and still keeps the trace: the
// page is written as the failing step ends, so the test reads it back right away.
import Foundation
import Testing
import HeadlessTesting
import UIKit
import Greeter

@MainActor
@Suite(.headless(screen: .iPhoneSE, actionTimeout: 0.5, trace: .retainOnFailure))
struct GreeterTraceTests {
    @Test func aFailingTestLeavesATracePageShowingEachStep() throws {
        let app = XCUIApplication(rootViewController: GreeterViewController())
        app.launch()
        app.textFields["Name"].tap()
        app.textFields["Name"].typeText("Ada")
        app.buttons["Greet"].tap()
        withKnownIssue {
            app.buttons["Say hello"].tap()
        }
        // Beside this file (__Traces__/GreeterTraceTests/), or in the test's folder of failure
        // files when HEADLESS_ARTIFACTS names one.
        let page: String
        if let root = ProcessInfo.processInfo.environment["HEADLESS_ARTIFACTS"] {
            page = "\(root)/GreeterTests.GreeterTraceTests.aFailingTestLeavesATracePageShowingEachStep/trace.html"
        } else {
            page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("__Traces__/GreeterTraceTests/GreeterTraceTests.aFailingTestLeavesATracePageShowingEachStep.html").path
        }
        let html = try String(contentsOfFile: page, encoding: .utf8)
        for step in ["1. launch", "2. tap app.textFields[&quot;Name&quot;]",
                     "3. type &quot;Ada&quot; into app.textFields[&quot;Name&quot;]",
                     "4. tap app.buttons[&quot;Greet&quot;]", "5. tap app.buttons[&quot;Say hello&quot;]"] {
            #expect(html.contains("<h2>\(step)</h2>"), "\(step)")
        }
        // The failing step is marked, with the failure's text, and the greeting shows before it.
        #expect(html.contains("<section class=\"step failing\" id=\"step-5\">\n<h2>5. tap app.buttons[&quot;Say hello&quot;]</h2>"))
        #expect(html.contains("<pre class=\"failure\">Failed to tap app.buttons[&quot;Say hello&quot;] after waiting 0.5 s of virtual time: it does not exist"))
        #expect(html.contains("<mark>") && html.contains("Hello, Ada!"))
        #expect(html.contains("<code>app.buttons[&quot;Greet&quot;].tap()</code>"))
    }
}

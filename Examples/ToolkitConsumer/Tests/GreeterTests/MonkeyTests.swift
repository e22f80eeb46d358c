// MonkeyTests.swift: the seeded monkey on an app's screen: it finds the bug planted in the
// reading list and writes the few steps that break it as a ready test.
import Testing
import UIKit
import HeadlessTesting
@testable import Greeter

@MainActor
@Suite("The monkey on the reading list", .headless)
struct MonkeyTests {
    @Test func findsThePlantedBugAndWritesAShortTest() throws {
        var found: MonkeyReport?
        withKnownIssue {
            found = Headless.monkey(rootViewController: ReadingListViewController(), seed: 7, steps: 300)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("The monkey (seed 7) broke \"no UIKit exception or error\"") }
        }
        let report = try #require(found)
        let failure = try #require(report.failure)
        #expect(failure.message.hasPrefix("Invalid update: invalid number of rows in section 0."))
        #expect(failure.stepsBeforeShrinking == 16)
        // The books are found by their titles, which count the books added: the four Adds stay.
        #expect(failure.steps == [
            #"app.buttons["Add"].tap()"#, #"app.buttons["Add"].tap()"#, #"app.buttons["Add"].tap()"#,
            #"app.cells["Book 3"].tap()"#, #"app.buttons["Add"].tap()"#, #"app.staticTexts["Book 4"].tap()"#,
            #"app.buttons["Remove read"].tap()"#,
        ])
        #expect(failure.test.contains("""
                @Test func theShortestRunThatBreaksIt() {
                    let app = XCUIApplication(rootViewController: ReadingListViewController())
                    app.launch()
            """))
    }

    /// The test the monkey wrote, its lines as written, breaks the screen again (the known issue is
    /// UIKit's message, which fails a `.headless` test).
    @Test func theWrittenTestBreaksItAgain() {
        withKnownIssue {
            let app = XCUIApplication(rootViewController: ReadingListViewController())
            app.launch()
            app.buttons["Add"].tap()
            app.buttons["Add"].tap()
            app.buttons["Add"].tap()
            app.cells["Book 3"].tap()
            app.buttons["Add"].tap()
            app.staticTexts["Book 4"].tap()
            app.buttons["Remove read"].tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("UIKit would raise NSInternalInconsistencyException: Invalid update") }
        }
    }
}

// RecordedGreeterTests.swift: a test recorded by Headless.explore from an explorer session on
// GreeterViewController: it replays the session.
import Testing
import UIKit
import HeadlessTesting
import Greeter

@MainActor
@Suite(.headless(screen: .iPhoneSE))
struct RecordedGreeterTests {
    @Test func replaysTheSession() {
        let app = XCUIApplication(rootViewController: GreeterViewController())
        app.launch()
        app.textFields["name"].tap()
        app.textFields["name"].typeText("Ada")
        app.buttons["Greet"].tap()
        #expect(app.staticTexts["Hello, Ada!"].exists)
        #expect(app.staticTexts["Ada"].exists)
        assertSnapshot(of: app.window, as: .dump, named: "greeted")
        app.window.tap(at: CGPoint(x: 300, y: 20))  // no element at (300, 20): UIView there
        app.textFields["name"].typeText("Grace\n")
        Headless.advance(by: 0.5)
        app.buttons["Clear"].tap()
        Headless.runUntilIdle()
        #expect(app.textFields["Name"].exists)
        assertSnapshot(of: app.window, as: .dump, named: "cleared")
    }
}

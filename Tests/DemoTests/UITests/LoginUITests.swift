// LoginUITests.swift: the login scene driven as an XCUITest test drives an app: by what the
// screen shows (placeholders, titles), through real touches and typing.
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("login scene, XCUITest-style", .headless)
struct LoginUITests {
    // snippet: xcuitest-login
    @Test func signingIn() {
        let app = XCUIApplication(rootViewController: LoginViewController())
        app.launch()
        #expect(!app.buttons["Sign In"].isEnabled)
        app.textFields["Email"].tap()
        app.textFields["Email"].typeText("ann@example.com")
        app.secureTextFields["Password"].tap()
        app.secureTextFields["Password"].typeText("s3cret")
        app.buttons["Sign In"].tap()
        #expect(app.staticTexts["Signing in as ann@example.com…"].exists)
    }
    // end snippet

    @Test func theReadmeExample() {
        // snippet: readme-xcuitest
        let app = XCUIApplication(rootViewController: LoginViewController())
        app.launch()
        app.textFields["Email"].tap()
        app.textFields["Email"].typeText("ann@example.com")
        app.secureTextFields["Password"].tap()
        app.secureTextFields["Password"].typeText("s3cret")
        app.buttons["Sign In"].tap()
        // end snippet
        #expect((app.window.rootViewController as? LoginViewController)?.signIns == ["ann@example.com"])
    }

    @Test func tappingTheDisabledButtonDoesNothing() {
        let app = XCUIApplication(rootViewController: LoginViewController())
        app.launch()
        let start = Headless.now
        // The button is disabled until both fields have text; with nothing under way that could
        // enable it, the tap is made at once, as XCUITest makes it, and does nothing.
        app.buttons["Sign In"].tap()
        #expect(Headless.now == start)
        #expect((app.window.rootViewController as? LoginViewController)?.signIns == [])
    }
}

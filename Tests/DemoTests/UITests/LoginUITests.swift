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
        app.buttons["Sign In"].tap()
        // end snippet
        // The button is disabled until both fields have text, so the tap reaches it and does nothing.
        #expect((app.window.rootViewController as? LoginViewController)?.signIns == [])
    }
}

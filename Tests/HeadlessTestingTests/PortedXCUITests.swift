// PortedXCUITests.swift: a UI test as written for XCUITest, against a screen of buttons, labels,
// a table and a text field, run in process. Only the lines marked `// XCUITest:` differ: the
// launch line, and the Linux XCTest forms (HeadlessTestCase, `@MainActor ... async`).
import XCTest
import HeadlessTesting
import ViewWidgets

final class PortedXCUITests: HeadlessTestCase {          // XCUITest: XCTestCase
    @MainActor
    func testLoggingInAndPickingAPerson() async {      // XCUITest: func testLoggingInAndPickingAPerson() {
        let app = XCUIApplication(rootViewController: FormScreen())     // XCUITest: let app = XCUIApplication()
        app.launch()

        XCTAssertTrue(app.staticTexts["Welcome"].exists)
        XCTAssertEqual(app.buttons.count, 1)

        let email = app.textFields["email"]
        XCTAssertTrue(email.waitForExistence(timeout: 2))
        email.tap()
        email.typeText("ada@example.com")
        XCTAssertEqual(email.value as? String, "ada@example.com")

        let password = app.secureTextFields["Password"]
        password.tap()
        password.typeText("s3cret")

        let remember = app.switches.firstMatch
        remember.tap()
        XCTAssertEqual(remember.value as? String, "1")

        XCTAssertTrue(app.buttons["Log in"].isHittable)
        app.buttons["Log in"].tap()

        let table = app.tables.element(boundBy: 0)
        XCTAssertEqual(table.cells.count, 2)
        table.cells.element(boundBy: 1).tap()
        XCTAssertTrue(table.cells.element(boundBy: 1).isSelected)
        XCTAssertTrue(app.cells.containing(.staticText, identifier: "Grace").element.exists)
        XCTAssertFalse(app.staticTexts["Linus"].exists)
    }
}

// GreeterXCTestTests.swift: the toolkit from XCTest, through the products only: HeadlessTestCase,
// an XCUITest-style test as written for XCUITest (only the launch line differs), a snapshot.
import XCTest
import HeadlessTesting
import UIKit
import Greeter

final class GreeterXCTestTests: HeadlessTestCase {
    @MainActor
    func testGreeting() async {
        let app = XCUIApplication(rootViewController: GreeterViewController())   // XCUITest: XCUIApplication()
        app.launch()
        let name = app.textFields["name"]
        XCTAssertTrue(name.waitForExistence(timeout: 1))
        name.tap()
        name.typeText("Grace")
        app.buttons["Greet"].tap()
        XCTAssertEqual(app.staticTexts["greeting"].label, "Hello, Grace!")
        XCTAssertTrue(app.cells.staticTexts["Grace"].exists)
    }

    @MainActor
    func testEachTestStartsAtTimeZero() async {
        XCTAssertEqual(Headless.now, 0)
        Headless.advance(by: 2)
    }

    @MainActor
    func testTheScreenMatchesItsSnapshot() async {
        let controller = GreeterViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        assertSnapshot(of: controller.view, as: .accessibility)
    }
}

// XCTestSupportTests.swift: the toolkit from XCTest: HeadlessTestCase resets the runtime and
// turns UIKit violations into failures; snapshots and queries report through XCTFail.
import XCTest
import HeadlessTesting
import ViewWidgets

final class XCTestSupportTests: HeadlessTestCase {
    override var screen: HeadlessTrait.Screen? { .iPhoneSE }

    /// While not nil, failures are collected here instead of failing the test (corelibs XCTest
    /// has no XCTExpectFailure).
    private var caughtFailures: [String]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if caughtFailures != nil {
            caughtFailures?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// The failures `body` records.
    @MainActor
    private func failures(of body: () -> Void) -> [String] {
        caughtFailures = []
        body()
        defer { caughtFailures = nil }
        return caughtFailures ?? []
    }

    @MainActor
    func testEachTestStartsOnAFreshRuntimeAndTheChosenScreen() async {
        XCTAssertEqual(Headless.now, 0)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 375, height: 667))
        Headless.advance(by: 5)
    }

    @MainActor
    func testAnotherTestStartsAtTimeZeroToo() async {
        XCTAssertEqual(Headless.now, 0)
        Headless.advance(by: 5)
    }

    @MainActor
    func testAViolationFailsTheTest() async {
        let view = UIView()
        let failures = failures { view.addSubview(view) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("UIKit would raise") == true, "\(failures)")
    }

    @MainActor
    func testEachTestStartsWithTheDefaultActionTimeout() async {
        XCTAssertEqual(XCUIElement.actionTimeout, 5)
        XCUIElement.actionTimeout = 1
    }

    @MainActor
    func testEachTestStartsWithTheDefaultActionTimeoutToo() async {
        XCTAssertEqual(XCUIElement.actionTimeout, 5)
        XCUIElement.actionTimeout = 1
    }

    @MainActor
    func testAnActionOnAMissingElementFailsAfterTheTimeoutAndADisabledOneDoesNothing() async {
        let screen = FormScreen()
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        screen.logInButton.isEnabled = false
        XCUIElement.actionTimeout = 0.5
        let start = Headless.now
        XCTAssertEqual(failures { app.buttons["Log in"].tap() }, [])
        XCTAssertEqual(Headless.now, start)
        XCTAssertEqual(screen.logIns, 0)
        let missing = failures { app.buttons["Sign up"].tap() }
        XCTAssertEqual(missing.count, 1)
        XCTAssertTrue(missing.first?.contains(
            "Failed to tap app.buttons[\"Sign up\"] after waiting 0.5 s of virtual time: it does not exist") == true, "\(missing)")
        XCTAssertEqual(Headless.now - start, 0.5, accuracy: 1e-6)
    }

    @MainActor
    func testQueriesAndActions() async {
        let app = XCUIApplication(rootViewController: FormScreen())
        app.launch()
        app.buttons["Log in"].tap()
        XCTAssertEqual((app.window.rootViewController as? FormScreen)?.logIns, 1)
        XCTAssertTrue(app.cells["Grace"].exists)
    }

    @MainActor
    func testAFailedQueryFailsThroughXCTest() async {
        let app = XCUIApplication(rootViewController: FormScreen())
        app.launch()
        let failures = failures { app.buttons["Sign up"].tap() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("No matches found for app.buttons[\"Sign up\"]") == true, "\(failures)")
    }

    @MainActor
    func testSnapshotFromXCTest() async {
        let screen = FormScreen()
        screen.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        assertSnapshot(of: screen.view, as: .accessibility)
    }
}

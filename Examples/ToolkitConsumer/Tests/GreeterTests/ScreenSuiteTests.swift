// ScreenSuiteTests.swift: ordinary screen tests by the thousand, the way an app's suite grows:
// the login form typed into and submitted, the 1,000-row table scrolled and a row tapped to
// push its detail, the compositional list with a row swiped and deleted. `SCREEN_TESTS=N` sets
// how many run in all (30 by default, so CI stays quick); they are spread over ten suites so that
// `headless-test --workers N` can spread them over processes. Docs/Performance.md ("What a test
// writer's suite costs") times 10,000 of them.
import Foundation
import Testing
import HeadlessTesting
import UIKit
import Screens

/// Which screen tests each suite runs.
enum ScreenSuite {
    /// How many suites share the tests.
    static let parts = 10

    /// How many tests run in all: `SCREEN_TESTS`, or 30.
    static let count = ProcessInfo.processInfo.environment["SCREEN_TESTS"].flatMap { Int($0) } ?? 30

    /// The tests of suite `part`: every tenth one from `part` on.
    static func cases(part: Int) -> [Int] { Array(stride(from: part, to: count, by: parts)) }

    /// Test number `index`: the login form, the table or the list, in turn.
    @MainActor
    static func run(_ index: Int) {
        switch index % 3 {
        case 0: logIn()
        case 1: scrollAndPush()
        default: swipeAndDelete()
        }
    }

    @MainActor
    private static func launch(_ screen: UIViewController) -> XCUIApplication {
        let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: screen))
        app.launch()
        return app
    }

    @MainActor
    static func logIn() {
        let app = launch(LoginScreen())
        app.textFields["Email"].tap()
        app.textFields["Email"].typeText("ada@example.com")
        app.secureTextFields["Password"].tap()
        app.secureTextFields["Password"].typeText("s3cret")
        app.buttons["Log in"].tap()
        #expect(app.staticTexts["Welcome, ada"].exists)
        #expect(app.navigationBars["Log in"].exists)
        #expect(app.textFields["Email"].value as? String == "ada@example.com")
    }

    @MainActor
    static func scrollAndPush() {
        let app = launch(RowsScreen(style: .plain))
        app.tables.firstMatch.swipeUp()
        app.tables.firstMatch.swipeUp()
        let row = app.cells.element(boundBy: 3).label
        app.cells.element(boundBy: 3).tap()
        #expect(app.navigationBars[row].exists)
        #expect(app.staticTexts["Detail of \(row.lowercased())"].exists)
    }

    @MainActor
    static func swipeAndDelete() {
        let app = launch(SwipeListScreen())
        app.cells["Item 2"].swipeLeft()
        app.buttons["Delete"].tap()
        #expect(!app.cells["Item 2"].exists)
        #expect(app.cells["Item 3"].exists)
        #expect(app.navigationBars["List"].exists)
    }
}

@MainActor @Suite(.headless(screen: .iPhone15)) struct ScreenSuite0 {
    @Test(arguments: ScreenSuite.cases(part: 0)) func screen(_ index: Int) { ScreenSuite.run(index) }
}
@MainActor @Suite(.headless(screen: .iPhone15)) struct ScreenSuite1 {
    @Test(arguments: ScreenSuite.cases(part: 1)) func screen(_ index: Int) { ScreenSuite.run(index) }
}
@MainActor @Suite(.headless(screen: .iPhone15)) struct ScreenSuite2 {
    @Test(arguments: ScreenSuite.cases(part: 2)) func screen(_ index: Int) { ScreenSuite.run(index) }
}
@MainActor @Suite(.headless(screen: .iPhone15)) struct ScreenSuite3 {
    @Test(arguments: ScreenSuite.cases(part: 3)) func screen(_ index: Int) { ScreenSuite.run(index) }
}
@MainActor @Suite(.headless(screen: .iPhone15)) struct ScreenSuite4 {
    @Test(arguments: ScreenSuite.cases(part: 4)) func screen(_ index: Int) { ScreenSuite.run(index) }
}
@MainActor @Suite(.headless(screen: .iPhone15)) struct ScreenSuite5 {
    @Test(arguments: ScreenSuite.cases(part: 5)) func screen(_ index: Int) { ScreenSuite.run(index) }
}
@MainActor @Suite(.headless(screen: .iPhone15)) struct ScreenSuite6 {
    @Test(arguments: ScreenSuite.cases(part: 6)) func screen(_ index: Int) { ScreenSuite.run(index) }
}
@MainActor @Suite(.headless(screen: .iPhone15)) struct ScreenSuite7 {
    @Test(arguments: ScreenSuite.cases(part: 7)) func screen(_ index: Int) { ScreenSuite.run(index) }
}
@MainActor @Suite(.headless(screen: .iPhone15)) struct ScreenSuite8 {
    @Test(arguments: ScreenSuite.cases(part: 8)) func screen(_ index: Int) { ScreenSuite.run(index) }
}
@MainActor @Suite(.headless(screen: .iPhone15)) struct ScreenSuite9 {
    @Test(arguments: ScreenSuite.cases(part: 9)) func screen(_ index: Int) { ScreenSuite.run(index) }
}

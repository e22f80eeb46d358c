// XCUIApplication.swift: the app under a UI test, as XCUITest's `XCUIApplication`, made from a
// window or a root view controller in this process.

import Testing
import ViewWidgets

/// The app under test, as XCUITest's `XCUIApplication`: the root of every query (`app.buttons`,
/// `app.tables.cells`...). XCUITest launches another process; here the app is a window in the
/// test's own process, so the one line that changes in a ported UI test is the one that makes it:
///
///     let app = XCUIApplication(rootViewController: LoginViewController())
///     app.launch()
///     app.textFields["Email"].tap()
///     app.textFields["Email"].typeText("ada@example.com")
///     app.buttons["Log in"].tap()
///
/// The names are XCUITest's: XCUITest does not exist on Linux, so they cannot clash there (on
/// Apple platforms, a UI-test target imports XCTest's and a unit-test target this one).
@preconcurrency @MainActor
public final class XCUIApplication: XCUIElement {
    /// The window the app shows.
    public let window: UIWindow

    /// Arguments the app may read; stored for code written for XCUITest, nothing reads them.
    public var launchArguments: [String] = []
    /// Environment the app may read; stored for code written for XCUITest, nothing reads them.
    public var launchEnvironment: [String: String] = [:]

    /// The app showing `window`.
    public init(window: UIWindow) {
        self.window = window
        super.init(path: "app", pick: .first) { [weak window] in window.map { [$0] } ?? [] }
    }

    /// The app showing `rootViewController` in a window the size of the screen
    /// (`Headless.setScreen`, or the trait's `screen:`); `launch()` shows it.
    public convenience init(rootViewController: UIViewController) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = rootViewController
        self.init(window: window)
    }

    /// Shows the window (`makeKeyAndVisible()`), lays it out and lets the first turn run, as an
    /// app is on screen once launched.
    public func launch() {
        let traced = TraceRecorder.beginStep("launch", nil)
        defer { TraceRecorder.endStep(traced) }
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        Headless.runTurn()
        settle()
    }

    /// Hides the window, as a terminated app leaves the screen.
    public func terminate() {
        window.isHidden = true
    }

    /// Queries from the app start at its window, which is an element of the app.
    override func rootsBelow(_ view: UIView) -> [UIView] { [view] }
}

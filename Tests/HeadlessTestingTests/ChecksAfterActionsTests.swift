// ChecksAfterActionsTests.swift: `.headless(audit:lints:)` runs the accessibility audits and the
// layout lints after every action, failing the test once for each problem, at the action after
// which it was first seen; without the option nothing is checked.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A screen whose "Go" button adds a 20-point "x" button, and whose field echoes into a narrow label.
@MainActor
private final class GrowingScreen: UIViewController {
    let go = UIButton(type: .system)
    let field = UITextField(frame: CGRect(x: 16, y: 200, width: 288, height: 34))
    let echo = UILabel(frame: CGRect(x: 16, y: 250, width: 80, height: 21))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        go.frame = CGRect(x: 16, y: 100, width: 200, height: 44)
        go.setTitle("Go", for: .normal)
        go.addAction(UIAction { [weak self] _ in self?.addSmallButton() }, for: .touchUpInside)
        field.placeholder = "Name"
        field.addAction(UIAction { [weak self] _ in self?.echo.text = self?.field.text }, for: .editingChanged)
        [go, field, echo].forEach(view.addSubview)
    }

    private func addSmallButton() {
        guard view.viewWithTag(7) == nil else { return }
        let small = UIButton(type: .system)
        small.tag = 7
        small.frame = CGRect(x: 240, y: 100, width: 20, height: 20)
        small.setTitle("x", for: .normal)
        view.addSubview(small)
    }
}

@MainActor
private func launchGrowingScreen() -> XCUIApplication {
    let app = XCUIApplication(rootViewController: GrowingScreen())
    app.launch()
    return app
}

@MainActor
@Suite("Audits after each action", .headless(audit: .hitRegion))
struct AuditAfterEachActionTests {
    @Test func aProblemAnActionMakesFailsTheTestOnceNamingTheAction() {
        let app = launchGrowingScreen()
        withKnownIssue {
            app.buttons["Go"].tap()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(
                "Accessibility audit after tap app.buttons[\"Go\"]: Hit region too small (Button, {{240, 100}, {20, 20}}, label: 'x'): "
                + "it is 20 × 20 points")
        }
        // Still there after the next action: not reported again.
        app.buttons["Go"].tap()
    }
}

@MainActor
@Suite("Lints after each action", .headless(lints: .truncatedText))
struct LintsAfterEachActionTests {
    @Test func typingThatCutsALabelShortFailsAtTheTyping() {
        let app = launchGrowingScreen()
        app.textFields["Name"].tap()
        withKnownIssue {
            app.textFields["Name"].typeText("A name far too long")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(
                "Layout lint after type into app.textFields[\"Name\"]: StaticText, {{16, 250}, {80, 21}}, label: 'A name far too long': "
                + "its text does not fit")
        }
    }
}

@MainActor
@Suite("No checks unless asked", .headless)
struct NoChecksAfterActionsTests {
    @Test func theSameActionsFailNothing() {
        let app = launchGrowingScreen()
        app.buttons["Go"].tap()
        app.textFields["Name"].tap()
        app.textFields["Name"].typeText("A name far too long")
        #expect(app.buttons["x"].exists)
    }
}

// ExplainedFailureTests.swift: a query that finds nothing names what nearly matched and why it
// was not found (a label differing in case or spaces, another kind of element, hidden,
// transparent, hidden from accessibility, inside another element, in another window) with the locator that would find it; one that finds several suggests a unique locator
// for each; `app.explain(_:)` gives the same text, and for an element that exists, whether a tap
// reaches it and the hit-test chain where it would land.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A screen with a "Log in" button, a "Forgot password?" label and a card that is one element.
@MainActor
private final class ExplainedScreen: UIViewController {
    let button = UIButton(type: .system)
    let note = UILabel()
    let card = UIView()
    let cardTitle = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        button.setTitle("Log in", for: .normal)
        button.frame = CGRect(x: 16, y: 300, width: 288, height: 44)
        note.text = "Forgot password?"
        note.frame = CGRect(x: 16, y: 360, width: 288, height: 21)
        card.frame = CGRect(x: 16, y: 100, width: 288, height: 120)
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Profile card"
        cardTitle.text = "Ada Lovelace"
        cardTitle.frame = CGRect(x: 8, y: 8, width: 200, height: 21)
        card.addSubview(cardTitle)
        [button, note, card].forEach(view.addSubview)
    }
}

@MainActor
@Suite("Failures that explain", .headless)
struct ExplainedFailureTests {
    private func launch() -> (XCUIApplication, ExplainedScreen) {
        let screen = ExplainedScreen()
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        return (app, screen)
    }

    @Test func aLabelThatDiffersInCaseIsNamedWithTheLocatorThatFindsIt() {
        let (app, _) = launch()
        let text = app.explain(app.buttons["Log In"])
        #expect(text.hasPrefix("No matches found for app.buttons[\"Log In\"]"))
        #expect(text.contains("Button, {{16, 300}, {288, 44}}, label: 'Log in': its label differs in case or spaces; app.buttons[\"Log in\"] finds it"))
        let spaced = app.explain(app.buttons["Log  in "])
        #expect(spaced.contains("its label differs in case or spaces; app.buttons[\"Log in\"] finds it"))
    }

    /// The example in Docs/Testing.md, word for word.
    @Test func theDocumentedExample() {
        let (app, screen) = launch()
        screen.note.text = "Log In"
        #expect(app.explain(app.buttons["Log In"]) == """
            No matches found for app.buttons["Log In"]
            Nearly matching:
                Button, {{16, 300}, {288, 44}}, label: 'Log in': its label differs in case or spaces; app.buttons["Log in"] finds it
                StaticText, {{16, 360}, {288, 21}}, label: 'Log In': it is a StaticText, not a Button; app.staticTexts["Log In"] finds it
            """)
    }

    @Test func anotherKindOfElementIsNamedWithItsQuery() {
        let (app, _) = launch()
        let text = app.explain(app.buttons["Forgot password?"])
        #expect(text.contains("StaticText, {{16, 360}, {288, 21}}, label: 'Forgot password?': it is a StaticText, not a Button; app.staticTexts[\"Forgot password?\"] finds it"))
    }

    @Test func hiddenTransparentAndHiddenFromAccessibilityViewsSayWhy() {
        let (app, screen) = launch()
        screen.button.isHidden = true
        #expect(app.explain(app.buttons["Log in"]).contains("label: 'Log in': it is hidden"))
        screen.button.isHidden = false
        screen.button.alpha = 0
        #expect(app.explain(app.buttons["Log in"]).contains("label: 'Log in': its alpha is below 0.01"))
        screen.button.alpha = 1
        screen.view.accessibilityElementsHidden = true
        let text = app.explain(app.buttons["Log in"])
        #expect(text.contains("label: 'Log in': it is inside a view hidden from accessibility (accessibilityElementsHidden): <UIView"))
    }

    @Test func textInsideAnotherElementIsOutOfReach() {
        let (app, _) = launch()
        let text = app.explain(app.staticTexts["Ada Lovelace"])
        #expect(text.contains("label: 'Ada Lovelace': it is inside the element Other, {{16, 100}, {288, 120}}, label: 'Profile card', whose subviews UI tests do not see"))
    }

    @Test func aViewInAnotherWindowIsNamed() {
        let (app, _) = launch()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let badge = UIButton(type: .system)
        badge.setTitle("Upgrade", for: .normal)
        badge.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        other.addSubview(badge)
        other.isHidden = false
        let text = app.explain(app.buttons["Upgrade"])
        #expect(text.contains("label: 'Upgrade': it is in another window: <UIWindow"))
        withExtendedLifetime(other) {}
    }

    @Test func nothingNearGivesThePlainMessage() {
        let (app, _) = launch()
        #expect(app.explain(app.buttons["Sign up"]) == "No matches found for app.buttons[\"Sign up\"]")
    }

    @Test func severalMatchesEachGetAUniqueLocator() {
        let (app, screen) = launch()
        let second = UIButton(type: .system)
        second.setTitle("Log in", for: .normal)
        second.accessibilityIdentifier = "login.secondary"
        second.frame = CGRect(x: 16, y: 400, width: 288, height: 44)
        screen.view.addSubview(second)
        let text = app.explain(app.buttons["Log in"])
        #expect(text.hasPrefix("Multiple matching elements found for app.buttons[\"Log in\"]:"))
        #expect(text.contains("Unique locators:\n    app.buttons.element(boundBy: 0)\n    app.buttons[\"login.secondary\"]"))
    }

    @Test func anElementThatExistsIsExplainedWithItsHitTestChain() {
        let (app, screen) = launch()
        let text = app.explain(app.buttons["Log in"])
        #expect(text.hasPrefix("app.buttons[\"Log in\"]: Button, {{16, 300}, {288, 44}}, label: 'Log in'"))
        #expect(text.hasSuffix("A tap at (160, 322) reaches it. Hit-test chain: UIButton < UIView < UIWindow"))
        let cover = UIView(frame: CGRect(x: 0, y: 280, width: 320, height: 100))
        screen.view.addSubview(cover)
        let covered = app.explain(app.buttons["Log in"])
        #expect(covered.contains("A tap cannot reach it: <UIView; frame = (0 280; 320 100)"))
        #expect(covered.contains("is in the way at (160, 322) in the window"))
    }

    @Test func aFailedTapCarriesTheExplanation() {
        let (app, _) = launch()
        withKnownIssue {
            app.buttons["Log In"].tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("its label differs in case or spaces; app.buttons[\"Log in\"] finds it") }
        }
    }
}

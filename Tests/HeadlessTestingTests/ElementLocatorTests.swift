// ElementLocatorTests.swift: the query written for a view (the recorder's and the monkey's
// locators): identifier before label before placeholder before position, always unique.
import Testing
@testable import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Element locators", .headless)
struct ElementLocatorTests {
    private func launch() -> (XCUIApplication, FormScreen) {
        let screen = FormScreen()
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        return (app, screen)
    }

    @Test func anIdentifierComesBeforeThePlaceholder() {
        let (app, screen) = launch()
        #expect(ElementLocator.expression(for: screen.emailField, in: app.window) == #"app.textFields["email"]"#)
    }

    @Test func aLabelOrPlaceholderNamesAnElementWithoutAnIdentifier() {
        let (app, screen) = launch()
        #expect(ElementLocator.expression(for: screen.logInButton, in: app.window) == #"app.buttons["Log in"]"#)
        #expect(ElementLocator.expression(for: screen.titleLabel, in: app.window) == #"app.staticTexts["Welcome"]"#)
        #expect(ElementLocator.expression(for: screen.passwordField, in: app.window) == #"app.secureTextFields["Password"]"#)
        #expect(ElementLocator.expression(for: screen.rememberSwitch, in: app.window) == "app.switches.element(boundBy: 0)")
    }

    @Test func theRootCanBeAnyName() {
        let (app, screen) = launch()
        #expect(ElementLocator.expression(for: screen.logInButton, in: app.window, root: "application")
            == #"application.buttons["Log in"]"#)
    }

    @Test func aNameOtherElementsAnswerToFallsBackToThePosition() throws {
        let (app, screen) = launch()
        let second = UIButton(type: .system)
        second.setTitle("Log in", for: .normal)
        second.frame = CGRect(x: 16, y: 200, width: 288, height: 30)
        screen.view.addSubview(second)
        // A third button whose identifier is the others' title: the identifier no longer picks
        // out one element, so its own label is used.
        let third = UIButton(type: .system)
        third.setTitle("Help", for: .normal)
        third.accessibilityIdentifier = "Log in"
        third.frame = CGRect(x: 16, y: 232, width: 100, height: 30)
        screen.view.addSubview(third)
        screen.view.layoutIfNeeded()

        let written = [screen.logInButton, second, third].map { ElementLocator.expression(for: $0, in: app.window) }
        #expect(written == ["app.buttons.element(boundBy: 0)", "app.buttons.element(boundBy: 1)", #"app.buttons["Help"]"#])
        // Each expression finds its own view, and only it.
        #expect(try app.buttons.element(boundBy: 1).resolve().get() === second)
        #expect(try app.buttons["Help"].resolve().get() === third)
    }

    @Test func aViewNoQuerySeesHasNoLocator() throws {
        let (app, screen) = launch()
        let title = try #require(screen.logInButton.titleLabel)
        #expect(ElementLocator.expression(for: title, in: app.window) == nil)   // inside the button's element
        #expect(ElementLocator.expression(for: screen.logo, in: app.window) == nil)  // not an accessibility element
        screen.logInButton.isHidden = true
        #expect(ElementLocator.expression(for: screen.logInButton, in: app.window) == nil)
    }

    @Test func cellsAreFoundByTheirText() throws {
        let (app, screen) = launch()
        let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let written = try #require(ElementLocator.expression(for: cell, in: app.window))
        #expect(written == #"app.cells["Grace"]"#)   // a cell reads its text label
        #expect(try app.cells["Grace"].resolve().get() === cell)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"C:\path"#, #""C:\\path""#),
        ("two\nlines\tand a tab\r", #""two\nlines\tand a tab\r""#),
        ("nul\0bell\u{7}", #""nul\0bell\u{7}""#),
        ("abc\u{202E}cba", #""abc\u{202E}cba""#),
        ("名前 👩‍👩‍👧 é", "\"名前 👩‍👩‍👧 é\""),
    ])
    func textBecomesASwiftLiteral(text: String, literal: String) {
        #expect(ElementLocator.swiftLiteral(text) == literal)
    }
}

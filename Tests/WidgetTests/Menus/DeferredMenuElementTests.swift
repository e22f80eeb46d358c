// DeferredMenuElementTests.swift: when a UIDeferredMenuElement's provider is asked, as Apple
// documents it: a cached element (`init(_:)`) once, the first time any menu shows it, its
// result reused across showings and menus; an uncached one (`uncached(_:)`) every showing.
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UIDeferredMenuElement caching", .headless)
struct DeferredMenuElementTests {
    /// A window with one menu button per menu, titled "A", "B"…, each opening its menu on a tap.
    private func buttons(_ menus: [UIMenu]) -> XCUIApplication {
        let window = makeControlWindow()
        for (index, menu) in menus.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(String(UnicodeScalar(UInt8(65 + index))), for: .normal)
            button.frame = CGRect(x: 20 + CGFloat(index) * 140, y: 40, width: 120, height: 44)
            button.menu = menu
            button.showsMenuAsPrimaryAction = true
            window.addSubview(button)
        }
        return XCUIApplication(window: window)
    }

    /// Closes the open menu with a tap outside it, and lets it go.
    private func close(_ app: XCUIApplication) {
        app.window.tap(at: CGPoint(x: 300, y: 460))
        Headless.advance(by: 1)
    }

    @Test func aCachedElementClosedBeforeItsAnswerIsNotAskedAgain() {
        var asked = 0
        let deferred = UIDeferredMenuElement { completion in
            asked += 1
            _ = Headless.schedule(after: 2) { completion([UIAction(title: "Recent") { _ in }]) }
        }
        let app = buttons([UIMenu(children: [deferred])])
        app.buttons["A"].tap()
        #expect(app.staticTexts["Loading…"].exists)
        app.window.tap(at: CGPoint(x: 300, y: 460))
        Headless.advance(by: 0.5)
        app.buttons["A"].tap()
        #expect(asked == 1)
        #expect(app.staticTexts["Loading…"].exists)
        // The one answer fills the menu shown now.
        Headless.advance(by: 2)
        #expect(app.buttons["Recent"].exists)
        #expect(!app.staticTexts["Loading…"].exists)
        close(app)
        app.buttons["A"].tap()
        #expect(app.buttons["Recent"].exists)
        #expect(asked == 1)
    }

    @Test func aCachedElementIsAskedOnceAcrossMenus() {
        var asked = 0
        let deferred = UIDeferredMenuElement { completion in
            asked += 1
            completion([UIAction(title: "Shared \(asked)") { _ in }])
        }
        let app = buttons([UIMenu(children: [deferred]), UIMenu(title: "Other", children: [deferred])])
        app.buttons["A"].tap()
        #expect(app.buttons["Shared 1"].exists)
        close(app)
        app.buttons["B"].tap()
        #expect(app.buttons["Shared 1"].exists)
        #expect(asked == 1)
    }

    @Test func anUncachedElementIsAskedAgainForEachShowingEvenBeforeItsFirstAnswer() {
        var asked = 0
        let deferred = UIDeferredMenuElement.uncached { completion in
            asked += 1
            let number = asked
            _ = Headless.schedule(after: 1) { completion([UIAction(title: "Answer \(number)") { _ in }]) }
        }
        let app = buttons([UIMenu(children: [deferred])])
        app.buttons["A"].tap()
        app.window.tap(at: CGPoint(x: 300, y: 460))
        Headless.advance(by: 0.5)
        app.buttons["A"].tap()
        #expect(asked == 2)
        Headless.advance(by: 1)
        // This showing shows its own answer; the closed one's came to nothing.
        #expect(app.buttons["Answer 2"].exists)
        #expect(!app.buttons["Answer 1"].exists)
        close(app)
        app.buttons["A"].tap()
        #expect(asked == 3)
        #expect(app.staticTexts["Loading…"].exists)
    }
}

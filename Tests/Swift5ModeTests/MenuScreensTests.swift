// MenuScreensTests.swift: the menus of MenuScreens.swift, compiled in the Swift 5 language
// mode, open and run their handlers as on a device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Menus from Swift 5 language-mode code", .headless)
struct MenuScreensTests {
    private func launch() -> (NotesMenuViewController, XCUIApplication) {
        let notes = NotesMenuViewController()
        let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: notes))
        app.launch()
        return (notes, app)
    }

    @Test func theSortMenuPicksOneOrderAndListsRecentNotes() {
        let (notes, app) = launch()
        app.navigationBars.buttons["Sort"].tap()
        #expect(app.buttons["Date"].isSelected)
        #expect(app.buttons["Groceries"].exists)
        #expect(app.buttons["Ideas"].exists)
        #expect(!app.buttons["Trip"].exists)
        app.buttons["Title"].tap()
        #expect(notes.sortOrder == "Title")
        app.navigationBars.buttons["Sort"].tap()
        #expect(app.buttons["Title"].isSelected)
        #expect(!app.buttons["Date"].isSelected)
        app.buttons["Ideas"].tap()
        #expect(notes.log == ["open Ideas"])
    }

    @Test func thePopUpButtonShowsTheChosenSize() {
        let (notes, app) = launch()
        #expect(notes.sizeButton.currentTitle == "Medium")
        app.buttons["Medium"].tap()
        app.buttons["Large"].tap()
        #expect(notes.textSize == "Large")
        #expect(notes.sizeButton.currentTitle == "Large")
    }

    @Test func aLongPressOnANoteOffersPinAndDelete() {
        let (notes, app) = launch()
        app.cells.element(boundBy: 1).press(forDuration: 0.8)
        #expect(app.staticTexts["Ideas"].exists)
        app.buttons["Delete"].tap()
        #expect(notes.notes == ["Groceries", "Trip"])
        app.cells.element(boundBy: 0).press(forDuration: 0.8)
        app.buttons["Pin"].tap()
        #expect(notes.log == ["pin Groceries"])
    }
}

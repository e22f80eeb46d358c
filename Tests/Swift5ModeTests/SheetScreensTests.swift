// SheetScreensTests.swift: the screen of SheetScreens.swift, compiled in the Swift 5 language
// mode, shows its sheet and popover as on a device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Sheets and popovers from Swift 5 language-mode code", .headless)
struct SheetScreensTests {
    @Test func theFilterSheetRestsAtMediumGrowsWhenDraggedAndRefusesASwipeWithUnsavedChanges() throws {
        let notes = NotesListViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = notes
        window.makeKeyAndVisible()
        notes.showFilters(hasUnsavedChanges: true)
        Headless.advance(by: 1)
        let filters = try #require(notes.presentedViewController)
        let top = filters.view.convert(filters.view.bounds, to: window).minY
        #expect(top > 400 && top < 500)
        window.drag(from: CGPoint(x: 195, y: top + 50), to: CGPoint(x: 195, y: 100), steps: 40)
        Headless.advance(by: 1)
        window.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 800), steps: 20)
        Headless.advance(by: 1)
        // Refused, the card resists below the medium detent and settles there on release.
        #expect(notes.events == ["large", "attempt", "medium"])
        #expect(notes.presentedViewController === filters)
    }

    @Test func theSortPopoverShowsBelowItsButton() throws {
        let notes = NotesListViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = notes
        window.makeKeyAndVisible()
        _ = notes.sortButton.tap()
        Headless.advance(by: 1)
        let options = try #require(notes.presentedViewController)
        let frame = options.view.convert(options.view.bounds, to: window)
        #expect(frame.minY == 117)
        #expect(frame.maxX == 382)
        #expect(options.popoverPresentationController?.arrowDirection == .up)
    }
}

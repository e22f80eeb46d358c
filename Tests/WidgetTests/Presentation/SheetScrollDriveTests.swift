// SheetScrollDriveTests.swift: a table in a sheet drives the sheet, as UIKit's sheets do: scrolled
// to its top, a drag down moves the card (to another detent, or dismisses) and the table stays at
// its top; scrolled down, it scrolls; at a smaller detent a drag up expands the sheet first, unless
// prefersScrollingExpandsWhenScrolledToEdge is false.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Sheet presentation controller: the content's scroll view drives the sheet", .headless)
struct SheetScrollDriveTests {
    @Test func atItsTopADragDownMovesTheSheetToTheSmallerDetentAndTheTableStays() throws {
        let rows = SheetRowsController(style: .plain)
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(rows) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
            sheet.delegate = delegate
        }
        let startOffset = rows.tableView.contentOffset.y
        window.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 360), steps: 20)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["selected com.apple.UIKit.medium"])
        #expect(top(of: rows, in: window) == 255)
        #expect(rows.tableView.contentOffset.y == startOffset)
        #expect(!rows.tableView.isDecelerating)
    }

    @Test func atItsTopASwipeDownDismissesTheSheet() throws {
        let rows = SheetRowsController(style: .plain)
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(rows, from: root) { $0.delegate = delegate }
        let startOffset = rows.tableView.contentOffset.y
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 420), steps: 20)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(root.presentedViewController == nil)
        #expect(rows.tableView.contentOffset.y == startOffset)
    }

    @Test func scrolledDownADragDownScrollsTheTable() throws {
        let rows = SheetRowsController(style: .plain)
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(rows) { $0.delegate = delegate }
        let startOffset = rows.tableView.contentOffset.y
        rows.tableView.contentOffset.y = startOffset + 400
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), steps: 20, holdBeforeLifting: 0.2)
        Headless.advance(by: 1)
        #expect(abs(rows.tableView.contentOffset.y - (startOffset + 200)) < 1)
        #expect(top(of: rows, in: window) == 30)
        #expect(delegate.entries.isEmpty)
    }

    @Test func aDragThatScrollsToTheTopGoesOnMovingTheSheet() throws {
        let rows = SheetRowsController(style: .plain)
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(rows) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
            sheet.delegate = delegate
        }
        let startOffset = rows.tableView.contentOffset.y
        rows.tableView.contentOffset.y = startOffset + 100
        // 100 points scroll the table to its top; the next 200 move the card down to 230.
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 100))
        for step in 1...30 {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(finger, to: CGPoint(x: 160, y: 100 + CGFloat(step) * 10))
        }
        #expect(rows.tableView.contentOffset.y == startOffset)
        #expect(abs(top(of: rows, in: window) - 230) < 12)
        Headless.advance(by: 0.2)
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["selected com.apple.UIKit.medium"])
        #expect(top(of: rows, in: window) == 255)
        #expect(rows.tableView.contentOffset.y == startOffset)
    }

    @Test func atTheMediumDetentADragUpExpandsTheSheetAndTheTableDoesNotScroll() throws {
        let rows = SheetRowsController(style: .plain)
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(rows) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = delegate
        }
        #expect(top(of: rows, in: window) == 255)
        let startOffset = rows.tableView.contentOffset.y
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), steps: 20)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["selected com.apple.UIKit.large"])
        #expect(top(of: rows, in: window) == 30)
        #expect(rows.tableView.contentOffset.y == startOffset)
    }

    @Test func aDragUpPastTheLargestDetentGoesOnScrollingTheTable() throws {
        let rows = SheetRowsController(style: .plain)
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(rows) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = delegate
        }
        let startOffset = rows.tableView.contentOffset.y
        // 225 points raise the card from the medium detent (255) to the large one (30); the
        // rest of the 345 scrolls the table.
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 55), steps: 30, holdBeforeLifting: 0.2)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["selected com.apple.UIKit.large"])
        #expect(top(of: rows, in: window) == 30)
        #expect(abs(rows.tableView.contentOffset.y - (startOffset + 120)) < 12)
    }

    @Test func withoutExpandingByScrollingADragUpAtTheMediumDetentScrolls() throws {
        let rows = SheetRowsController(style: .plain)
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(rows) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.delegate = delegate
        }
        let startOffset = rows.tableView.contentOffset.y
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), steps: 20, holdBeforeLifting: 0.2)
        Headless.advance(by: 1)
        #expect(abs(rows.tableView.contentOffset.y - (startOffset + 100)) < 1)
        #expect(top(of: rows, in: window) == 255)
        #expect(delegate.entries.isEmpty)
    }

    @Test func aTableInANavigationControllerInTheSheetDrivesItToo() throws {
        let rows = SheetRowsController(style: .plain)
        let navigation = UINavigationController(rootViewController: rows)
        let root = UIViewController()
        let window = try presentSheet(navigation, from: root)
        let startOffset = rows.tableView.contentOffset.y
        window.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 460), steps: 20)
        Headless.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(rows.tableView.contentOffset.y == startOffset)
    }
}

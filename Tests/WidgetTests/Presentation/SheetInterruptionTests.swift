// SheetInterruptionTests.swift: a sheet's card interrupted on its way: a cancelled swipe settles
// the selected detent after the appearance calls are undone, a finger catching the card while it
// settles takes it from where it is drawn, a scroll view's drive of the card cut short settles it,
// and a table caught while it bounces past its top springs back.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A sheet delegate that dismisses the sheet as soon as the user picks another detent.
@MainActor
private final class DismissingOnSelection: NSObject, UISheetPresentationControllerDelegate {
    var selections = 0
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        selections += 1
        sheetPresentationController.presentedViewController.dismiss(animated: true)
    }
}

@MainActor
@Suite("Sheet presentation controller: the card interrupted", .headless)
struct SheetInterruptionTests {
    /// Presents `content` as a sheet of the medium and large detents, resting at `selected`, from
    /// a shown root in a 320 × 480 window (medium top 255, large top 30).
    private func presentSheet(_ content: UIViewController, at selected: UISheetPresentationController.Detent.Identifier,
                              delegate: LoggingPresentationDelegate, from root: UIViewController = UIViewController()) throws -> UIWindow {
        try WidgetTests.presentSheet(content, from: root) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = selected
            sheet.delegate = delegate
        }
    }

    /// Moves `finger` from `start` by `distance` points down in `steps` frames.
    private func move(_ window: UIWindow, _ finger: UITouch, from start: CGPoint, by distance: CGFloat, steps: Int = 10) {
        for step in 1...steps {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(finger, to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / CGFloat(steps)))
        }
    }

    /// The card's top as drawn now (its layer's presentation).
    private func drawnTop(of content: UIViewController) -> CGFloat {
        content.view.superview?.layer.presentation()?.frame.minY ?? .nan
    }

    @Test func aCancelledSwipeTellsTheNewDetentAfterTheAppearanceCallsAreUndone() throws {
        let content = AppearanceLoggingContent()
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(content, at: .large, delegate: delegate, from: root)
        content.log = { delegate.entries.append($0) }
        // From the large detent 300 points down: 75 below the medium detent, released at rest, too
        // short to dismiss; the card settles on the medium detent, nearer than the large one.
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 100))
        move(window, finger, from: CGPoint(x: 160, y: 100), by: 300)
        Headless.advance(by: 0.2)
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "viewWillDisappear", "viewWillAppear", "viewDidAppear",
                                     "selected com.apple.UIKit.medium"])
        #expect(root.presentedViewController === content)
        #expect(top(of: content, in: window) == 255)
    }

    @Test func aFingerCatchingTheSettlingCardMovesItFromWhereItIsDrawn() throws {
        let content = UIViewController()
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(content, at: .large, delegate: delegate)
        // 150 points down from the large detent, released at rest: the card settles on the
        // medium detent (75 points away, the large one 150), from where the finger left it.
        let first = window.beginTouch(at: CGPoint(x: 160, y: 100))
        move(window, first, from: CGPoint(x: 160, y: 100), by: 150)
        Headless.advance(by: 0.2)
        window.endTouch(first)
        #expect(drawnTop(of: content) == 180)
        Headless.advance(by: 0.1)
        try #require(drawnTop(of: content) > 181 && drawnTop(of: content) < 254)
        // A second finger catches it on its way and drags it 40 points up.
        let second = window.beginTouch(at: CGPoint(x: 160, y: 300))
        move(window, second, from: CGPoint(x: 160, y: 300), by: -40)
        let dragged = drawnTop(of: content)
        #expect(dragged < 190)
        // The finger rests: the card stays under it (the settle stopped where it was caught,
        // and the drag did not start from the medium detent it was settling on).
        Headless.advance(by: 0.5)
        #expect(drawnTop(of: content) == dragged)
        #expect(top(of: content, in: window) == dragged)
        window.endTouch(second)
        Headless.advance(by: 1)
        #expect(top(of: content, in: window) == 255)
        #expect(delegate.entries == ["selected com.apple.UIKit.medium"])
    }

    /// A regression check: it passed before `ScrollViewPanGestureRecognizer.reset()` ended drives
    /// (a cancelled touch already reaches the pan's action).
    @Test func aDriveOfTheCardWhoseTouchIsCancelledSettlesIt() throws {
        let rows = SheetRowsController()
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(rows, at: .large, delegate: delegate, from: root)
        // The table at its top: 100 points down move the card (top 130), then the system cancels the touch.
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 100))
        move(window, finger, from: CGPoint(x: 160, y: 100), by: 100)
        try #require(top(of: rows, in: window) > 100)
        window.cancelTouch(finger)
        Headless.runUntilIdle()
        #expect(top(of: rows, in: window) == 30)
        #expect(drawnTop(of: rows) == 30)
        #expect(root.presentedViewController === rows)
        #expect(delegate.entries.isEmpty)
        let table = try #require(rows.tableView)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
    }

    /// A regression check: it passed before `ScrollViewPanGestureRecognizer.reset()` ended drives
    /// (disabling the pan already cancels it through its action).
    @Test func aDriveOfTheDismissalWhoseScrollViewPanIsDisabledIsCancelled() throws {
        let rows = SheetRowsController()
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(rows, at: .large, delegate: delegate, from: root)
        // 300 points down from the large detent: the swipe's dismissal is under way.
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 100))
        move(window, finger, from: CGPoint(x: 160, y: 100), by: 300, steps: 20)
        try #require(rows.transitionCoordinator?.isInteractive == true)
        let table = try #require(rows.tableView)
        table.panGestureRecognizer.isEnabled = false
        Headless.runUntilIdle()
        #expect(rows.transitionCoordinator == nil)
        #expect(root.presentedViewController === rows)
        #expect(!rows.isBeingDismissed)
        #expect(top(of: rows, in: window) == 255)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "selected com.apple.UIKit.medium"])
        window.endTouch(finger)
        table.panGestureRecognizer.isEnabled = true
        Headless.runUntilIdle()
        #expect(top(of: rows, in: window) == 255)
    }

    /// A regression check: the table sprang back before this branch; no change was needed.
    @Test func aTableCaughtWhileBouncingPastItsTopSpringsBack() throws {
        let rows = SheetRowsController()
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(rows, at: .medium, delegate: delegate)
        let table = try #require(rows.tableView)
        let startOffset = table.contentOffset.y
        table.contentOffset.y = startOffset + 60
        // A flick down: the rows scroll to their top and bounce past it.
        let flick = window.beginTouch(at: CGPoint(x: 160, y: 300))
        move(window, flick, from: CGPoint(x: 160, y: 300), by: 40, steps: 4)
        window.endTouch(flick)
        var frames = 0
        while table.contentOffset.y >= startOffset - 5, frames < 120 {
            Headless.advance(by: 1.0 / 60)
            frames += 1
        }
        try #require(table.contentOffset.y < startOffset - 5)
        // A finger catches them there and lifts without moving.
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 350))
        Headless.advance(by: 0.3)
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(table.contentOffset.y == startOffset)
        #expect(top(of: rows, in: window) == 255)
        #expect(delegate.entries.isEmpty)
    }

    @Test func aDelegateDismissingOnTheUsersDetentIsNotFoughtByTheSettle() throws {
        let content = UIViewController()
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        let delegate = DismissingOnSelection()
        sheet.delegate = delegate
        root.present(content, animated: false)
        Headless.runUntilIdle()
        // From the medium detent 150 points up (top 105), released at rest: the large detent is
        // nearer; the delegate, told of it, dismisses the sheet.
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 300))
        move(window, finger, from: CGPoint(x: 160, y: 300), by: -150)
        Headless.advance(by: 0.2)
        window.endTouch(finger)
        #expect(delegate.selections == 1)
        #expect(content.isBeingDismissed)
        // The card goes down with the dismissal; it does not rise to the large detent.
        Headless.advance(by: 0.1)
        #expect(drawnTop(of: content) > 105)
        Headless.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func aDriveWhoseScrollViewPanIsRemovedSettlesTheCard() throws {
        let rows = SheetRowsController()
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(rows, at: .large, delegate: delegate)
        let table = try #require(rows.tableView)
        // The table at its top: 100 points down from the large detent move the card (top 130).
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 100))
        move(window, finger, from: CGPoint(x: 160, y: 100), by: 100)
        try #require(top(of: rows, in: window) > 100)
        // The app takes the pan off the table mid-drive: its action never hears an end, but its
        // reset ends the drive as cancelled and the card settles back on its detent.
        table.removeGestureRecognizer(table.panGestureRecognizer)
        Headless.runUntilIdle()
        #expect(top(of: rows, in: window) == 30)
        #expect(drawnTop(of: rows) == 30)
        #expect(delegate.entries.isEmpty)
        window.endTouch(finger)
        // The drive is over: the finger's later lift moves nothing.
        Headless.runUntilIdle()
        #expect(top(of: rows, in: window) == 30)
    }
}

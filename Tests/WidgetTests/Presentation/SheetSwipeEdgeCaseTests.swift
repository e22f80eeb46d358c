// SheetSwipeEdgeCaseTests.swift: the swipe on a sheet's card in the cases around the plain one: a
// sheet that presents another above it, a swipe dragged back above the smallest detent and down
// again, a second finger while a cancelled dismissal still springs back.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Sheet presentation controller: the swipe's edge cases", .headless)
struct SheetSwipeEdgeCaseTests {
    @Test func swipingASheetThatPresentsAnotherSpringsBackAndBothStay() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let first = UIViewController()
        let delegate = LoggingPresentationDelegate()
        first.sheetPresentationController?.delegate = delegate
        root.present(first, animated: false)
        let second = UIViewController()
        let sheet = try #require(second.sheetPresentationController)
        sheet.detents = [.medium()]
        sheet.largestUndimmedDetentIdentifier = .medium
        first.present(second, animated: false)
        Headless.runUntilIdle()
        // Above the second card (top 255), the first card (top 30) takes the finger.
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 440), steps: 20)
        Headless.advance(by: 1)
        #expect(root.presentedViewController === first)
        #expect(first.presentedViewController === second)
        #expect(!first.isBeingDismissed)
        #expect(!second.isBeingDismissed)
        #expect(first.view.window != nil)
        #expect(second.view.window != nil)
        #expect(top(of: first, in: window) == 30)
        #expect(delegate.entries.isEmpty)
        // Nothing is left half dismissed: a dismissal in code still takes both away.
        root.dismiss(animated: true)
        Headless.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }
}

// SheetSwipeDismissalTests.swift: a swipe down on a sheet dismisses it interactively, as UIKit
// does: the adaptive delegate is asked and told as the swipe begins, the card follows the finger
// with the presented controller's transition coordinator interactive, and a swipe released too
// short (dragged back above the smallest detent or not) is cancelled on release, undoing the
// appearance calls; a refused swipe resists.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A delegate that, told the dismissal will happen, follows it through the presented
/// controller's transition coordinator, as Apple's documentation of
/// `presentationControllerWillDismiss(_:)` suggests.
@MainActor
private final class CoordinatorWatchingDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var entries: [String] = []
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        guard let coordinator = presentationController.presentedViewController.transitionCoordinator else {
            entries.append("no coordinator")
            return
        }
        entries.append("willDismiss interactive=\(coordinator.isInteractive)")
        coordinator.notifyWhenInteractionChanges { [self] context in
            entries.append("interaction ended cancelled=\(context.isCancelled)")
        }
        coordinator.animate(alongsideTransition: { [self] _ in entries.append("alongside") },
                            completion: { [self] context in entries.append("completion cancelled=\(context.isCancelled)") })
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        entries.append("didDismiss")
    }
}

/// A popover delegate that logs the deprecated popover dismissal calls too.
@MainActor
private final class PopoverLoggingDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var entries: [String] = []
    var allowsPopoverDismissal = true
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        entries.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        entries.append("didDismiss")
    }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        entries.append("shouldDismissPopover")
        return allowsPopoverDismissal
    }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        entries.append("didDismissPopover")
    }
}

@MainActor
@Suite("Sheet presentation controller: interactive swipe to dismiss", .headless)
struct SheetSwipeDismissalTests {
    /// Puts a finger down at `start` and moves it by `distance` points down in 10 frames.
    private func pull(_ window: UIWindow, from start: CGPoint, by distance: CGFloat) -> UITouch {
        let finger = window.beginTouch(at: start)
        for step in 1...10 {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(finger, to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 10))
        }
        return finger
    }

    /// The card's top as drawn now (its layer's presentation).
    private func drawnTop(of content: UIViewController) -> CGFloat? {
        content.view.superview?.layer.presentation()?.frame.minY
    }

    @Test func theDelegateIsAskedAndToldAsTheSwipeBeginsAndTheCardFollowsTheFinger() throws {
        let content = AppearanceLoggingContent()
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(content, from: root, settles: false) { $0.delegate = delegate }
        content.log = { delegate.entries.append($0) }
        let finger = pull(window, from: CGPoint(x: 160, y: 100), by: 150)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "viewWillDisappear"])
        let coordinator = try #require(content.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(coordinator.initiallyInteractive)
        let top = try #require(drawnTop(of: content))
        #expect(abs(top - 180) < 1)
        #expect(root.presentedViewController === content)
        window.moveTouch(finger, to: CGPoint(x: 160, y: 300))
        Headless.advance(by: 1.0 / 60)
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "viewWillDisappear", "viewDidDisappear", "didDismiss"])
        #expect(root.presentedViewController == nil)
        #expect(content.view.window == nil)
    }

    @Test func theCoordinatorReportsTheInteractionAndItsEnd() throws {
        let content = UIViewController()
        let delegate = CoordinatorWatchingDelegate()
        let window = try presentSheet(content, settles: false) { $0.delegate = delegate }
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), steps: 20)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["willDismiss interactive=true", "alongside", "interaction ended cancelled=false",
                                     "completion cancelled=false", "didDismiss"])
    }

    @Test func aSwipeReleasedWithoutEnoughTravelIsCancelledAndUndoesTheAppearanceCalls() throws {
        let content = AppearanceLoggingContent()
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(content, from: root, settles: false) { $0.delegate = delegate }
        content.log = { delegate.entries.append($0) }
        let finger = pull(window, from: CGPoint(x: 160, y: 100), by: 60)
        let coordinator = try #require(content.transitionCoordinator)
        var cancelled: Bool?
        coordinator.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }
        Headless.advance(by: 0.5)
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(cancelled == true)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(root.presentedViewController === content)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 30)
        #expect(content.transitionCoordinator == nil)
    }

    @Test func draggingBackAboveTheSmallestDetentKeepsTheDismissalUntilReleaseThenSettlesOnTheNearestDetent() throws {
        let content = AppearanceLoggingContent()
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(content, from: root, settles: false) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
            sheet.delegate = delegate
        }
        content.log = { delegate.entries.append($0) }
        // From the large detent (top 30) down past the medium one (top 255), then back up, down
        // and up again in the same gesture.
        let finger = pull(window, from: CGPoint(x: 160, y: 100), by: 300)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "viewWillDisappear"])
        for y in [300, 190, 400, 300, 190] as [CGFloat] {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(finger, to: CGPoint(x: 160, y: y))
        }
        Headless.advance(by: 0.2)
        // Above the smallest detent the dismissal stays, at its start: the card rests there.
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "viewWillDisappear"])
        #expect(content.transitionCoordinator?.isInteractive == true)
        #expect(drawnTop(of: content) == 255)
        window.endTouch(finger)
        Headless.advance(by: 1)
        // Released 90 points below the large detent's top: cancelled, it settles back on the large
        // one (still the selection: nothing to tell).
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(root.presentedViewController === content)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 30)
    }

    @Test func aRefusedSwipeDraggedBackAndDownAgainTellsTheAttemptOnce() throws {
        let content = UIViewController()
        content.isModalInPresentation = true
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(content, settles: false) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
            sheet.delegate = delegate
        }
        let finger = pull(window, from: CGPoint(x: 160, y: 100), by: 300)
        Headless.advance(by: 1.0 / 60)
        window.moveTouch(finger, to: CGPoint(x: 160, y: 190))
        // Above the smallest detent the refused card follows the finger.
        #expect(content.view.convert(content.view.bounds, to: window).minY == 120)
        Headless.advance(by: 1.0 / 60)
        window.moveTouch(finger, to: CGPoint(x: 160, y: 420))
        Headless.advance(by: 0.2)
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["didAttemptToDismiss", "selected com.apple.UIKit.medium"])
        #expect(content.view.convert(content.view.bounds, to: window).minY == 255)
    }

    @Test func aSecondFingerWhileACancelledSwipeSpringsBackIsIgnoredUntilItLifts() throws {
        let content = UIViewController()
        let root = UIViewController()
        let window = try presentSheet(content, from: root, settles: false) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
        }
        // 75 points below the medium detent, released at rest: too short, the dismissal turns back.
        let first = pull(window, from: CGPoint(x: 160, y: 100), by: 300)
        Headless.advance(by: 0.2)
        window.endTouch(first)
        Headless.advance(by: 1.0 / 60)
        let second = window.beginTouch(at: CGPoint(x: 160, y: 330))
        for step in 1...2 {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(second, to: CGPoint(x: 160, y: 330 + CGFloat(step) * 6))
        }
        Headless.advance(by: 1)                    // the card is back on the medium detent
        #expect(content.view.convert(content.view.bounds, to: window).minY == 255)
        for step in 1...5 {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(second, to: CGPoint(x: 160, y: 342 + CGFloat(step) * 4))
        }
        // The card does not jump to where the drag begun during the spring back would put it.
        #expect(content.view.convert(content.view.bounds, to: window).minY == 255)
        Headless.advance(by: 0.2)
        window.endTouch(second)
        Headless.advance(by: 1)
        #expect(root.presentedViewController === content)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 255)
    }

    @Test func draggingBetweenDetentsAsksTheDelegateNothing() throws {
        let content = UIViewController()
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(content, settles: false) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
            sheet.delegate = delegate
        }
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), steps: 20)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["selected com.apple.UIKit.medium"])
        #expect(content.view.convert(content.view.bounds, to: window).minY == 255)
    }

    @Test func aRefusedSwipeTellsTheAttemptAtOnceAndTheCardResists() throws {
        let content = UIViewController()
        content.isModalInPresentation = true
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(content, from: root, settles: false) { $0.delegate = delegate }
        let finger = pull(window, from: CGPoint(x: 160, y: 100), by: 150)
        #expect(delegate.entries == ["didAttemptToDismiss"])
        #expect(content.transitionCoordinator == nil)
        let top = content.view.convert(content.view.bounds, to: window).minY
        #expect(top > 30 && top < 30 + 150)
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["didAttemptToDismiss"])
        #expect(root.presentedViewController === content)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 30)
    }

    @Test func aPopoverAdaptedToASheetAsksAndTellsItsPopoverDelegateToo() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let delegate = PopoverLoggingDelegate()
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        popover.delegate = delegate
        root.present(content, animated: false)
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 420), steps: 20)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["shouldDismissPopover", "willDismiss", "didDismiss", "didDismissPopover"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aPopoverDelegateRefusingKeepsTheAdaptedSheet() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let delegate = PopoverLoggingDelegate()
        delegate.allowsPopoverDismissal = false
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        popover.delegate = delegate
        root.present(content, animated: false)
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 420), steps: 20)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["shouldDismissPopover"])
        #expect(root.presentedViewController === content)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 30)
    }

    @Test func aDelegateRefusingIsAskedOnceAndToldOfTheAttemptAsTheSwipeBegins() throws {
        let content = UIViewController()
        let delegate = LoggingPresentationDelegate()
        delegate.allowsDismissal = false
        let window = try presentSheet(content, settles: false) { $0.delegate = delegate }
        let finger = pull(window, from: CGPoint(x: 160, y: 100), by: 150)
        #expect(delegate.entries == ["shouldDismiss", "didAttemptToDismiss"])
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(content.presentingViewController != nil)
    }
}

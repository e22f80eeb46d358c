// SheetPresentationTests.swift: UISheetPresentationController: detents and their heights, the
// selection by dragging, the grabber, the undimmed detent, and swipe-to-dismiss with the adaptive
// delegate in UIKit's order.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Sheet presentation controller", .headless)
struct SheetPresentationTests {
    @Test func aSheetHasASheetPresentationControllerWithTheLargeDetent() throws {
        let content = UIViewController()
        #expect(content.modalPresentationStyle == .automatic)
        let sheet = try #require(content.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(sheet.prefersGrabberVisible == false)
        #expect(content.presentationController === sheet)
        #expect(content.popoverPresentationController == nil)
        content.modalPresentationStyle = .fullScreen
        #expect(content.sheetPresentationController == nil)
        #expect(content.presentationController != nil)
    }

    @Test func theLargeDetentIsTheCardBelowTheStatusBar() throws {
        let content = UIViewController()
        let window = try presentSheet(content, settles: false)
        let frame = content.view.convert(content.view.bounds, to: window)
        #expect(frame == CGRect(x: 0, y: 30, width: 320, height: 450))
        #expect(content.presentationController?.containerView?.window === window)
        #expect(content.presentationController?.frameOfPresentedViewInContainerView == frame)
        #expect(content.presentationController?.presentingViewController === window.rootViewController)
    }

    @Test func theMediumDetentIsHalfTheLargeHeight() throws {
        let content = UIViewController()
        let window = try presentSheet(content, settles: false) { $0.detents = [.medium(), .large()] }
        let frame = content.view.convert(content.view.bounds, to: window)
        #expect(frame == CGRect(x: 0, y: 255, width: 320, height: 225))
    }

    @Test func aCustomDetentResolvesFromTheMaximumValue() throws {
        let content = UIViewController()
        var maximum: CGFloat = 0
        let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { context in
            maximum = context.maximumDetentValue
            return 100
        }
        let window = try presentSheet(content, settles: false) { $0.detents = [small, .large()] }
        #expect(maximum == 450)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 380)
    }

    @Test func settingTheSelectedDetentMovesTheSheetWithoutTellingTheDelegate() throws {
        let content = UIViewController()
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(content, settles: false) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = delegate
        }
        let sheet = try #require(content.sheetPresentationController)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        Headless.advance(by: 1)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 30)
        #expect(delegate.entries.isEmpty)
    }

    @Test func draggingUpSelectsTheLargeDetentAndTellsTheDelegate() throws {
        let content = UIViewController()
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(content, settles: false) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = delegate
        }
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100), steps: 40)
        Headless.advance(by: 1)
        #expect(content.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(delegate.entries == ["selected com.apple.UIKit.large"])
        #expect(content.view.convert(content.view.bounds, to: window).minY == 30)
    }

    @Test func aShortDragSpringsBack() throws {
        let content = UIViewController()
        let delegate = LoggingPresentationDelegate()
        let window = try presentSheet(content, settles: false) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = delegate
        }
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 260), steps: 40)
        Headless.advance(by: 1)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 255)
        #expect(delegate.entries.isEmpty)
        #expect(content.presentingViewController != nil)
    }

    @Test func swipingDownDismissesWithTheDelegateCallsInOrder() throws {
        let content = LoggingSheetContent()
        let delegate = LoggingPresentationDelegate()
        content.log = { delegate.entries.append($0) }
        let root = UIViewController()
        let window = try presentSheet(content, from: root, settles: false) { $0.delegate = delegate }
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), steps: 20)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "viewWillDisappear", "viewDidDisappear", "didDismiss"])
        #expect(root.presentedViewController == nil)
        #expect(content.view.window == nil)
    }

    @Test func isModalInPresentationRefusesAndReportsTheAttempt() throws {
        let content = UIViewController()
        content.isModalInPresentation = true
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(content, from: root, settles: false) { $0.delegate = delegate }
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), steps: 20)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["didAttemptToDismiss"])
        #expect(root.presentedViewController === content)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 30)
    }

    @Test func aDelegateThatRefusesKeepsTheSheet() throws {
        let content = UIViewController()
        let delegate = LoggingPresentationDelegate()
        delegate.allowsDismissal = false
        let root = UIViewController()
        let window = try presentSheet(content, from: root, settles: false) { $0.delegate = delegate }
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), steps: 20)
        Headless.advance(by: 1)
        #expect(delegate.entries == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(root.presentedViewController === content)
    }

    @Test func programmaticDismissDoesNotCallTheAdaptiveDelegate() throws {
        let content = UIViewController()
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        _ = try presentSheet(content, from: root, settles: false) { $0.delegate = delegate }
        content.dismiss(animated: true)
        Headless.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(delegate.entries.isEmpty)
    }

    @Test func theGrabberShowsAtTheTopOfTheCard() throws {
        let content = UIViewController()
        let window = try presentSheet(content, settles: false) { $0.prefersGrabberVisible = true }
        let card = try #require(content.view.superview)
        let grabber = try #require(card.subviews.last)
        #expect(grabber !== content.view)
        #expect(grabber.frame == CGRect(x: 142, y: 5, width: 36, height: 5))
        #expect(grabber.accessibilityLabel == "Sheet Grabber")
        withExtendedLifetime(window) {}
        content.sheetPresentationController?.prefersGrabberVisible = false
        #expect(grabber.superview == nil)
    }

    @Test func anUndimmedDetentLetsTapsThroughToThePresenter() throws {
        let root = UIViewController()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 60, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let content = UIViewController()
        let window = try presentSheet(content, from: root, settles: false) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        window.tap(at: CGPoint(x: 70, y: 80))
        #expect(taps == 1)
        content.sheetPresentationController?.selectedDetentIdentifier = .large
        let dimmed = try #require(content.view.superview?.superview?.subviews.first)
        #expect(dimmed.alpha == 1)
        content.sheetPresentationController?.selectedDetentIdentifier = .medium
        #expect(dimmed.alpha == 0)
    }

    @Test func thePresentedAndPresentationControllersAreFreedAfterDismissal() throws {
        weak var weakContent: UIViewController?
        weak var weakController: UIPresentationController?
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        do {
            let content = UIViewController()
            let delegate = LoggingPresentationDelegate()
            content.sheetPresentationController?.delegate = delegate
            content.sheetPresentationController?.detents = [.medium()]
            root.present(content, animated: true)
            Headless.advance(by: 1)
            weakContent = content
            weakController = content.presentationController
            window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 470), steps: 20)
            Headless.advance(by: 1)
            #expect(delegate.entries.last == "didDismiss")
        }
        #expect(weakContent == nil)
        #expect(weakController == nil)
    }
}

@MainActor
@Suite("Sheet presentation controller: scroll views inside", .headless)
struct SheetScrollingTests {
    @Test func scrollingAListInsideTheSheetDoesNotMoveTheCard() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let content = UIViewController()
        let scroll = UIScrollView(frame: content.view.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: 320, height: 2000)
        content.view.addSubview(scroll)
        root.present(content, animated: false)
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), steps: 40)
        Headless.advance(by: 2)
        #expect(scroll.contentOffset.y > 100)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 30)
        #expect(root.presentedViewController === content)
    }

    @Test func aDragHeldBeforeItLiftsDoesNotFlickTheSheetAway() throws {
        let content = UIViewController()
        let window = makeShownWindow(root: UIViewController())
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        window.rootViewController?.present(content, animated: false)
        // Down by 48 points quickly (480 pt/s), then held: lifted at rest, the card goes back.
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 300))
        for step in 1...6 {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(finger, to: CGPoint(x: 160, y: 300 + CGFloat(step) * 8))
        }
        Headless.advance(by: 0.5)
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(content.presentingViewController != nil)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 255)
    }
}

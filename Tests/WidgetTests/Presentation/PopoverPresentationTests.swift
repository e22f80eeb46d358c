// PopoverPresentationTests.swift: UIPopoverPresentationController on a phone: it adapts to a
// sheet unless the delegate answers .none, then shows beside its source; a missing source is
// UIKit's error.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Popover presentation controller", .headless)
struct PopoverPresentationTests {
    @Test func aPopoverHasAPopoverPresentationControllerOnlyInThePopoverStyle() throws {
        let content = UIViewController()
        #expect(content.popoverPresentationController == nil)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.permittedArrowDirections == .any)
        #expect(popover.arrowDirection == .unknown)
        #expect(content.sheetPresentationController == nil)
    }

    @Test func aPopoverAdaptsToASheetOnAPhone() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = root.view
        root.present(content, animated: false)
        #expect(content.view.convert(content.view.bounds, to: window) == CGRect(x: 0, y: 30, width: 320, height: 450))
        #expect(content.presentationController?.presentationStyle == .pageSheet)
    }

    @Test func withNoneItShowsBesideItsSource() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let source = UIButton(type: .system)
        source.frame = CGRect(x: 200, y: 60, width: 80, height: 40)
        root.view.addSubview(source)
        let delegate = LoggingPresentationDelegate()
        delegate.adaptiveStyle = .none
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 150)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.sourceRect = source.bounds
        popover.delegate = delegate
        root.present(content, animated: false)
        let frame = content.view.convert(content.view.bounds, to: window)
        #expect(frame == CGRect(x: 112, y: 113, width: 200, height: 150))
        #expect(popover.arrowDirection == .up)
        #expect(popover.presentationStyle == .popover)

        window.tap(at: CGPoint(x: 40, y: 400))
        Headless.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test func aPopoverWithoutASourceIsUIKitsError() {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let delegate = LoggingPresentationDelegate()
        delegate.adaptiveStyle = .none
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.delegate = delegate
        let messages = Headless.recordingViolations { root.present(content, animated: false) }
        #expect(messages == ["UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."])
        #expect(root.presentedViewController == nil)
    }

    @Test func onAPhoneAPopoverKeptWithNoneStillGoesAboveOrBelowItsSource() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let delegate = LoggingPresentationDelegate()
        delegate.adaptiveStyle = .none
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 150)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        popover.delegate = delegate
        root.present(content, animated: false)
        // No room above or below the whole screen, nor beside it: a compact width keeps the
        // rule of above or below (more room below, or as much: below, arrow up).
        #expect(popover.arrowDirection == .up)
        #expect(content.view.convert(content.view.bounds, to: window).minY == 493)
    }
}

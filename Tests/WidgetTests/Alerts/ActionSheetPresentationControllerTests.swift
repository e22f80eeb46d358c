// ActionSheetPresentationControllerTests.swift: an action sheet has one presentation controller,
// its popover presentation controller, whichever is asked for first, on a phone and on an iPad;
// a delegate set on either hears a tap outside the popover, which runs the cancel action's handler.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Action sheets: one presentation controller", .headless)
struct ActionSheetPresentationControllerTests {
    /// An action sheet with "Share" and "Cancel" actions; `picked` collects the titles.
    private func sheet(_ picked: @escaping (String) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Share", style: .default) { _ in picked("Share") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in picked("Cancel") })
        return alert
    }

    @Test func thePresentationControllerAskedFirstIsThePopoverPresentationController() throws {
        let alert = sheet { _ in }
        let controller = try #require(alert.presentationController)
        #expect(controller === alert.popoverPresentationController)
        #expect(controller is UIPopoverPresentationController)
    }

    @Test func thePopoverPresentationControllerAskedFirstIsThePresentationController() throws {
        let alert = sheet { _ in }
        let popover = try #require(alert.popoverPresentationController)
        #expect(alert.presentationController === popover)
        #expect(alert.sheetPresentationController == nil)
        #expect(alert.presentationController === popover)
    }

    @Test func onAPhoneTheObjectStaysTheSameThroughThePresentation() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let alert = sheet { _ in }
        let delegate = LoggingPresentationDelegate()
        alert.presentationController?.delegate = delegate
        root.present(alert, animated: false)
        let popover = try #require(alert.popoverPresentationController)
        #expect(alert.presentationController === popover)
        #expect(popover.delegate === delegate)
        #expect(popover.presentationStyle == .custom)
        #expect(alert.view.frame == window.bounds)
    }

    @Test func onAnIPadADelegateSetOnThePresentationControllerHearsATapOutside() throws {
        let root = UIViewController()
        let (window, source) = iPadWindow(root: root)
        var picked: [String] = []
        let alert = sheet { picked.append($0) }
        let delegate = LoggingPresentationDelegate()
        alert.presentationController?.delegate = delegate
        alert.popoverPresentationController?.sourceView = source
        alert.popoverPresentationController?.sourceRect = source.bounds
        root.present(alert, animated: false)
        #expect(alert.presentationController?.presentationStyle == .popover)
        window.tap(at: CGPoint(x: 40, y: 100))
        Headless.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(picked == ["Cancel"])
    }

    @Test func onAnIPadADelegateSetOnThePopoverControllerFirstHearsATapOutside() throws {
        let root = UIViewController()
        let (window, source) = iPadWindow(root: root)
        let alert = sheet { _ in }
        let delegate = LoggingPresentationDelegate()
        let popover = try #require(alert.popoverPresentationController)
        popover.delegate = delegate
        popover.sourceView = source
        #expect(alert.presentationController?.delegate === delegate)
        root.present(alert, animated: false)
        window.tap(at: CGPoint(x: 40, y: 100))
        Headless.advance(by: 1)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test func aTapOutsideAPopoverSheetWithoutACancelActionRunsNoHandler() throws {
        let root = UIViewController()
        let (window, source) = iPadWindow(root: root)
        var picked: [String] = []
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Share", style: .default) { _ in picked.append("Share") })
        alert.popoverPresentationController?.sourceView = source
        root.present(alert, animated: false)
        window.tap(at: CGPoint(x: 40, y: 100))
        Headless.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(picked.isEmpty)
    }

    @Test func aRefusedTapOutsideRunsNoHandler() throws {
        let root = UIViewController()
        let (window, source) = iPadWindow(root: root)
        var picked: [String] = []
        let alert = sheet { picked.append($0) }
        let delegate = LoggingPresentationDelegate()
        delegate.allowsDismissal = false
        alert.presentationController?.delegate = delegate
        alert.popoverPresentationController?.sourceView = source
        root.present(alert, animated: false)
        window.tap(at: CGPoint(x: 40, y: 100))
        Headless.advance(by: 1)
        #expect(root.presentedViewController === alert)
        #expect(picked.isEmpty)
    }
}

// ActionSheetPopoverTests.swift: an action sheet (`UIAlertController(preferredStyle:
// .actionSheet)`) on an iPad shows as a popover at its popoverPresentationController's source;
// without a source it is UIKit's error; on an iPhone it stays an action sheet and its
// popoverPresentationController is there and harmless.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Action sheets as popovers", .headless)
struct ActionSheetPopoverTests {
    /// An action sheet with "Share", "Delete" and a "Cancel" action; `picked` collects the titles.
    private func sheet(_ picked: @escaping (String) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for (title, style) in [("Share", UIAlertAction.Style.default), ("Delete", .destructive), ("Cancel", .cancel)] {
            alert.addAction(UIAlertAction(title: title, style: style) { _ in picked(title) })
        }
        return alert
    }

    @Test func onAnIPadAnActionSheetShowsAsAPopoverAtItsSource() throws {
        let root = UIViewController()
        let (window, source) = iPadWindow(root: root)
        var picked: [String] = []
        let alert = sheet { picked.append($0) }
        let popover = try #require(alert.popoverPresentationController)
        popover.sourceView = source
        popover.sourceRect = source.bounds
        let presenting = Headless.recordingViolations { root.present(alert, animated: false) }
        #expect(presenting.isEmpty)
        #expect(alert.presentationController === popover)
        #expect(popover.presentationStyle == .popover)
        #expect(popover.arrowDirection == .up)
        // Two rows of 57 points (the cancel action is not shown in a popover), 304 wide, below
        // the source and centred on it.
        #expect(alert.view.convert(alert.view.bounds, to: window) == CGRect(x: 258, y: 553, width: 304, height: 114))
        #expect(frameOfButton(showing: "Cancel", in: window) == nil)
        tapButton(showing: "Delete", in: window)
        Headless.advance(by: 1)
        #expect(picked == ["Delete"])
        #expect(root.presentedViewController == nil)
    }

    @Test func onAnIPadAnActionSheetWithoutASourceIsUIKitsError() {
        let root = UIViewController()
        let (window, _) = iPadWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let alert = sheet { _ in }
        let messages = Headless.recordingViolations { root.present(alert, animated: false) }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Your application has presented a UIAlertController (<UIAlertController>) of style UIAlertControllerStyleActionSheet from UIViewController (<UIViewController>). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover.") == true)
        #expect(root.presentedViewController == nil)
    }

    @Test func onAnIPhoneItStaysAnActionSheetWithAHarmlessPopoverController() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        var picked: [String] = []
        let alert = sheet { picked.append($0) }
        let popover = try #require(alert.popoverPresentationController)
        popover.sourceView = root.view
        root.present(alert, animated: false)
        #expect(alert.presentationController?.presentationStyle == .custom)
        #expect(popover.arrowDirection == .unknown)
        #expect(alert.view.frame == window.bounds)
        // The cancel action shows, apart, at the bottom.
        let cancel = try #require(frameOfButton(showing: "Cancel", in: window))
        #expect(cancel.maxY == 472)
        tapButton(showing: "Cancel", in: window)
        Headless.advance(by: 1)
        #expect(picked == ["Cancel"])
    }

    @Test func anAlertHasNoPopoverControllerAndStaysAnAlertOnAnIPad() {
        let root = UIViewController()
        let (window, _) = iPadWindow(root: root)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(alert.popoverPresentationController == nil)
        root.present(alert, animated: false)
        #expect(alert.view.frame == window.bounds)
        #expect(frameOfButton(showing: "OK", in: window) != nil)
    }

    @Test func onAnIPhoneAnActionSheetSetToPopoverStillRisesFromTheBottom() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let alert = sheet { _ in }
        alert.modalPresentationStyle = .popover
        let popover = try #require(alert.popoverPresentationController)
        popover.sourceView = root.view
        root.present(alert, animated: false)
        #expect(alert.view.frame == window.bounds)
        let cancel = try #require(frameOfButton(showing: "Cancel", in: window))
        #expect(cancel.maxY == 472)
    }

    @Test func aSheetShownAsAPopoverThenInACompactWindowShowsItsCancelGroup() throws {
        let root = UIViewController()
        let (window, source) = iPadWindow(root: root)
        let alert = sheet { _ in }
        let popover = try #require(alert.popoverPresentationController)
        popover.sourceView = source
        popover.sourceRect = source.bounds
        root.present(alert, animated: false)
        #expect(frameOfButton(showing: "Cancel", in: window) == nil)
        root.dismiss(animated: false)
        Headless.runUntilIdle()
        // A slide-over-sized window on the same iPad: compact, so an action sheet.
        let narrowRoot = UIViewController()
        let narrow = makeShownWindow(root: narrowRoot)
        narrowRoot.present(alert, animated: false)
        #expect(alert.view.frame == narrow.bounds)
        let cancel = try #require(frameOfButton(showing: "Cancel", in: narrow))
        #expect(cancel.maxY == 472)
        #expect(alert.view.backgroundColor != .clear)
        withExtendedLifetime(window) {}
    }
}

// AlertTintDimmingTests.swift: while an alert or action sheet is up, the views behind it are
// dimmed (their window's tintAdjustmentMode) and told so; the alert's own buttons are not; all
// comes back when it leaves (Controllers/Presentation+TintDimming.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A view that counts the `tintColorDidChange()` calls it hears.
@MainActor
private final class TintWatchingView: UIView {
    var changes = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        changes += 1
    }
}

@MainActor
@Suite("Alerts dim the tint behind them", .headless)
struct AlertTintDimmingTests {
    private func screen() -> (UIWindow, UIViewController, TintWatchingView) {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let watcher = TintWatchingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(watcher)
        Headless.runUntilIdle()
        return (window, root, watcher)
    }

    @Test func anAlertDimsTheViewsBehindItUntilItIsDismissed() throws {
        let (window, root, watcher) = screen()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))

        root.present(alert, animated: true)
        Headless.runUntilIdle()

        #expect(window.tintAdjustmentMode == .dimmed)
        #expect(watcher.tintAdjustmentMode == .dimmed)
        #expect(watcher.changes == 1)
        let dimmed = watcher.tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba
        #expect(dimmed.red == dimmed.green && dimmed.green == dimmed.blue)   // a grey, not blue
        let cancel = try #require(labels(showing: "Cancel", in: window).last)
        #expect(cancel.tintAdjustmentMode == .normal)

        tapButton(showing: "Cancel", in: window)
        Headless.runUntilIdle()

        #expect(root.presentedViewController == nil)
        #expect(window.tintAdjustmentMode == .normal)
        #expect(watcher.changes == 2)
        #expect(watcher.tintColor == UIColor.systemBlue)
    }

    @Test func anActionSheetDimsToo() {
        let (window, root, watcher) = screen()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))

        root.present(sheet, animated: false)
        #expect(watcher.tintAdjustmentMode == .dimmed)

        sheet.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(watcher.tintAdjustmentMode == .normal)
        #expect(window.tintAdjustmentMode == .normal)
    }

    @Test func aSheetPresentationDoesNotDim() {
        let (window, root, watcher) = screen()
        root.present(UIViewController(), animated: false)
        #expect(root.presentedViewController != nil)
        #expect(window.tintAdjustmentMode == .normal)
        #expect(watcher.tintAdjustmentMode == .normal)
        #expect(watcher.changes == 0)
    }

    @Test func aWindowTheAppDimmedStaysDimmedAfterTheAlert() {
        let (window, root, watcher) = screen()
        window.tintAdjustmentMode = .dimmed
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))

        root.present(alert, animated: false)
        alert.dismiss(animated: false)

        #expect(root.presentedViewController == nil)
        #expect(watcher.tintAdjustmentMode == .dimmed)
    }
}

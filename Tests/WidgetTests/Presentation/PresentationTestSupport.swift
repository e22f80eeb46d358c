// PresentationTestSupport.swift: a delegate that logs what a presentation controller tells it,
// presented controllers that log their appearance calls, a sheet of rows, and presenting a sheet.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Logs the adaptive, sheet and popover delegate calls it hears.
@MainActor
final class LoggingPresentationDelegate: NSObject, UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true
    var adaptiveStyle: UIModalPresentationStyle = .automatic

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveStyle
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        entries.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        entries.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        entries.append("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        entries.append("selected \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// A presented controller that logs its disappearance calls into a shared log.
@MainActor
class LoggingSheetContent: UIViewController {
    var log: (String) -> Void = { _ in }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("viewDidDisappear")
    }
}

/// A presented controller that logs all four appearance calls once `log` is set: the
/// disappearance calls as ``LoggingSheetContent``, and the appearance calls.
@MainActor
final class AppearanceLoggingContent: LoggingSheetContent {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("viewDidAppear")
    }
}

/// A table controller of 60 rows ("Row 0" …) for sheets whose content scrolls.
@MainActor
class SheetRowsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// Presents `content` as a sheet from a shown root in a 320 × 480 window (after `configure`),
/// and runs the presentation to its end unless `settles` is false.
@MainActor
func presentSheet(_ content: UIViewController, from root: UIViewController = UIViewController(), settles: Bool = true,
                  configure: (UISheetPresentationController) -> Void = { _ in }) throws -> UIWindow {
    let window = makeShownWindow(root: root)
    let sheet = try #require(content.sheetPresentationController)
    configure(sheet)
    root.present(content, animated: false)
    if settles { Headless.runUntilIdle() }
    return window
}

/// The top of `controller`'s view in `window`.
@MainActor
func top(of controller: UIViewController, in window: UIWindow) -> CGFloat {
    controller.view.convert(controller.view.bounds, to: window).minY
}

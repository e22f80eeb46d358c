// PresentationTestSupport.swift: a delegate that logs what a presentation controller tells it,
// and a presented controller that logs its appearance calls.
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

/// A presented controller that logs its appearance calls into a shared log.
@MainActor
final class LoggingSheetContent: UIViewController {
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

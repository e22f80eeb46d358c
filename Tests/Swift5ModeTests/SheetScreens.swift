// SheetScreens.swift: a screen written as an iOS 15 app writes it: a filter sheet with medium
// and large detents and a grabber, protected against losing edits, and a popover kept as a
// popover on a phone.
import UIKit

class NotesListViewController: UIViewController, UIAdaptivePresentationControllerDelegate,
    UIPopoverPresentationControllerDelegate, UISheetPresentationControllerDelegate {
    let sortButton = UIButton(type: .system)
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        sortButton.setTitle("Sort", for: .normal)
        sortButton.frame = CGRect(x: 280, y: 60, width: 80, height: 44)
        sortButton.addAction(UIAction { [weak self] _ in self?.showSortOptions() }, for: .touchUpInside)
        view.addSubview(sortButton)
    }

    func showFilters(hasUnsavedChanges: Bool) {
        let filters = UIViewController()
        filters.isModalInPresentation = hasUnsavedChanges
        if let sheet = filters.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = self
        }
        present(filters, animated: true, completion: nil)
    }

    func showSortOptions() {
        let options = UIViewController()
        options.preferredContentSize = CGSize(width: 200, height: 120)
        options.modalPresentationStyle = .popover
        if let popover = options.popoverPresentationController {
            popover.sourceView = sortButton
            popover.sourceRect = sortButton.bounds
            popover.permittedArrowDirections = [.up, .down]
            popover.delegate = self
        }
        present(options, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("attempt")
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        events.append(sheetPresentationController.selectedDetentIdentifier == .large ? "large" : "medium")
    }
}

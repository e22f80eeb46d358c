// UIViewController+PresentationController.swift: a controller's presentation controller (made
// when first asked for or when presented, by style), and the adaptation of a popover on a phone
// (a popover in a regular-width window stays one).

extension UIViewController {
    /// The object managing this controller's presentation, as UIKit's `presentationController`:
    /// made when first asked for (so a delegate can be set before presenting) or when presented,
    /// from ``modalPresentationStyle``; the same object while presented and afterwards, unless the
    /// style changes to one of another kind. For an action sheet it is its
    /// ``popoverPresentationController``, as for any controller whose style is `.popover`.
    public var presentationController: UIPresentationController? {
        presentationControllerForCurrentStyle()
    }

    /// The popover presentation controller, as UIKit's `popoverPresentationController`: non-nil
    /// when ``modalPresentationStyle`` is `.popover`, and for an action sheet (a
    /// `UIAlertController` of style `.actionSheet`), which uses it in a regular-width window.
    /// It is the same object as ``presentationController``.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if presentationState.isActionSheet { return actionSheetPopoverController() }
        guard modalPresentationStyle == .popover else { return nil }
        return presentationControllerForCurrentStyle() as? UIPopoverPresentationController
    }

    /// The sheet presentation controller (iOS 15), as UIKit's `sheetPresentationController`:
    /// non-nil for `.pageSheet`, `.formSheet` and `.automatic`.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationControllerForCurrentStyle() as? UISheetPresentationController
    }

    /// An action sheet's popover presentation controller, made on first use and kept: it is also
    /// its presentation controller, on a phone (where it shows as an action sheet) as on an iPad.
    func actionSheetPopoverController() -> UIPopoverPresentationController {
        if let existing = presentationState.actionSheetPopover { return existing }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        presentationState.actionSheetPopover = made
        presentationState.presentationControllerStorage = made
        return made
    }

    /// The stored presentation controller, replaced by one of the right class when the style changed
    /// (never while presented); an action sheet's popover presentation controller for an action sheet.
    func presentationControllerForCurrentStyle() -> UIPresentationController {
        let state = presentationState
        if state.isActionSheet { return actionSheetPopoverController() }
        if let existing = state.presentationControllerStorage,
           state.presentation != nil || Self.presentationControllerKind(existing) == Self.kind(for: modalPresentationStyle) {
            return existing
        }
        let made: UIPresentationController
        switch Self.kind(for: modalPresentationStyle) {
        case 1: made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        case 2: made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        default: made = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        state.presentationControllerStorage = made
        return made
    }

    /// 1 for the sheet styles, 2 for a popover, 0 for the others.
    private static func kind(for style: UIModalPresentationStyle) -> Int {
        switch style {
        case .automatic, .pageSheet, .formSheet: 1
        case .popover: 2
        default: 0
        }
    }

    private static func presentationControllerKind(_ controller: UIPresentationController) -> Int {
        controller is UISheetPresentationController ? 1 : controller is UIPopoverPresentationController ? 2 : 0
    }

    /// The style a presentation is made in. A popover in a regular-width window stays a popover;
    /// in a compact-width one (a phone's) it asks its delegate (`.none` keeps the popover;
    /// `.automatic`, the default, makes it a sheet), after `prepareForPopoverPresentation(_:)`.
    /// Nil when the presentation must not be made: a popover shown without a source, UIKit's error.
    func adaptedPresentationStyle(in window: UIWindow, from presenter: UIViewController) -> UIModalPresentationStyle? {
        let style = modalPresentationStyle
        if presentationState.isActionSheet {
            return actionSheetStyle(in: window, from: presenter)
        }
        guard style == .popover, let popover = presentationControllerForCurrentStyle() as? UIPopoverPresentationController else {
            return style
        }
        (popover.delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        let adapted: UIModalPresentationStyle = window.traitCollection.horizontalSizeClass == .regular ? UIModalPresentationStyle.none
            : popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: window.traitCollection) ?? .automatic
        switch adapted {
        case .none:
            guard popover.hasSource else {
                Headless.reportViolation(
                    "UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.",
                    exceptionName: "NSGenericException")
                return nil
            }
            return .popover
        case .automatic, .popover:
            return .pageSheet
        default:
            return adapted
        }
    }

    /// An action sheet's style: its own (custom) presentation in a compact width; a popover in a
    /// regular width, which needs a source: without one, UIKit's error, and no presentation.
    private func actionSheetStyle(in window: UIWindow, from presenter: UIViewController) -> UIModalPresentationStyle? {
        guard window.traitCollection.horizontalSizeClass == .regular else { return .custom }
        let popover = actionSheetPopoverController()
        (popover.delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        guard popover.hasSource else {
            Headless.reportViolation(
                "Your application has presented a UIAlertController (\(messageName)) of style UIAlertControllerStyleActionSheet from \(type(of: presenter)) (\(presenter.messageName)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.",
                exceptionName: "NSGenericException")
            return nil
        }
        return .popover
    }
}

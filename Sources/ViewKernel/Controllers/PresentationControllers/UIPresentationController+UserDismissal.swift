// UIPresentationController+UserDismissal.swift: a dismissal the user starts (a swipe down on a
// sheet, a tap outside a popover): the refusal rules and the delegate calls in UIKit's order.

extension UIPresentationController {
    /// Whether the presented controller, or a child shown in its view, sets `isModalInPresentation`
    /// (UIKit honours it on a navigation controller's visible child too).
    var isModalInPresentationAnywhere: Bool {
        var pending = [presentedViewController]
        while let controller = pending.popLast() {
            if controller.isModalInPresentation { return true }
            pending.append(contentsOf: controller.childrenShownInView())
        }
        return false
    }

    /// The user released a gesture that dismisses: refused (`isModalInPresentation`, or the
    /// delegate's `presentationControllerShouldDismiss(_:)` answered false) it tells the delegate
    /// `presentationControllerDidAttemptToDismiss(_:)` and returns false; otherwise it tells
    /// `presentationControllerWillDismiss(_:)`, dismisses with animation, then tells
    /// `presentationControllerDidDismiss(_:)`, and returns true.
    func attemptUserDismissal() -> Bool {
        if isModalInPresentationAnywhere || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        if let popover = self as? UIPopoverPresentationController,
           let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate,
           !popoverDelegate.popoverPresentationControllerShouldDismissPopover(popover) {
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        let presented = presentedViewController
        presentingViewController.dismiss(animated: true) { [self, presented] in
            _ = presented
            delegate?.presentationControllerDidDismiss(self)
            if let popover = self as? UIPopoverPresentationController {
                (delegate as? UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(popover)
            }
        }
        return true
    }
}

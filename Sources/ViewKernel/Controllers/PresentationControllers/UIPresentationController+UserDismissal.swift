// UIPresentationController+UserDismissal.swift: a dismissal the user starts (a swipe down on a
// sheet, a tap outside a popover): the refusal rules, and the delegate calls in UIKit's order for
// a tap outside a popover.

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

    /// Whether the user may dismiss: not when `isModalInPresentation` is set (the delegate is then
    /// not asked), else the delegate's `presentationControllerShouldDismiss(_:)` answer.
    func allowsUserDismissal() -> Bool {
        !isModalInPresentationAnywhere && delegate?.presentationControllerShouldDismiss(self) != false
    }

    /// The user made a gesture that dismisses at once (a tap outside a popover): refused
    /// (``allowsUserDismissal()``) it tells the delegate `presentationControllerDidAttemptToDismiss(_:)`
    /// and returns false; otherwise it tells `presentationControllerWillDismiss(_:)`, dismisses
    /// with animation, runs the presented controller's `onUserDismissal` (an action sheet's cancel
    /// action), then tells `presentationControllerDidDismiss(_:)`, and returns true. (A
    /// sheet's swipe drives its dismissal under the finger: Presentation+SheetPan.swift.)
    func attemptUserDismissal() -> Bool {
        if !allowsUserDismissal() {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        guard popoverDelegateAllowsDismissal() else { return false }
        delegate?.presentationControllerWillDismiss(self)
        let presented = presentedViewController
        presentingViewController.dismiss(animated: true) { [self, presented] in
            presented.presentationState.onUserDismissal?()
            tellDelegatesOfUserDismissal()
        }
        return true
    }

    /// For a popover (shown as one, or adapted to a sheet), the deprecated
    /// `popoverPresentationControllerShouldDismissPopover(_:)` answer; true otherwise.
    func popoverDelegateAllowsDismissal() -> Bool {
        guard let popover = self as? UIPopoverPresentationController,
              let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate else { return true }
        return popoverDelegate.popoverPresentationControllerShouldDismissPopover(popover)
    }

    /// A dismissal the user made has ended: `presentationControllerDidDismiss(_:)`, then, for a
    /// popover, the deprecated `popoverPresentationControllerDidDismissPopover(_:)`.
    func tellDelegatesOfUserDismissal() {
        delegate?.presentationControllerDidDismiss(self)
        if let popover = self as? UIPopoverPresentationController {
            (delegate as? UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(popover)
        }
    }
}

// UIView+FirstResponder.swift: ending editing in a subtree (`endEditing(_:)`), and the first
// responder's forced resignation when its view leaves its window.

extension UIView {
    /// The first responder when it is this view or one of its descendants.
    var firstResponderInSubtree: UIView? {
        guard let responder = Headless.current.firstResponder as? UIView,
              responder.isDescendant(of: self) else { return nil }
        return responder
    }

    /// What `endEditing(_:)` does: asks the first responder in this subtree to resign, or, when
    /// `force` is true, makes it resign without asking. True when it resigned or there was none.
    func resignFirstResponderInSubtree(force: Bool) -> Bool {
        guard let responder = firstResponderInSubtree else { return true }
        if force {
            responder.forceResignFirstResponder()
            return true
        }
        return responder.resignFirstResponder()
    }

    /// Called before this subtree moves to `newWindow`: a first responder inside it that is about
    /// to leave its window resigns, and may not refuse (as in UIKit, its delegate hears that
    /// editing ended while the view is still in the window).
    func resignFirstResponderLeavingWindow(for newWindow: UIWindow?) {
        guard Headless.current.firstResponder != nil, let responder = firstResponderInSubtree,
              responder.window !== newWindow else { return }
        responder.forceResignFirstResponder()
    }
}

extension UIResponder {
    /// Whether the current resignation may not be refused (`endEditing(true)`, the view leaving
    /// its window): a text input ends its editing without asking its delegate.
    package var isResigningByForce: Bool { Headless.current.isForcingResign }

    /// Runs `body` (a change of first responder and what a text input does around it), then
    /// moves the keyboard once for the first responder it leaves, so that the keyboard's
    /// notifications come after the editing callbacks `body` makes.
    package static func holdingKeyboardUpdates<Result>(_ body: () -> Result) -> Result {
        SoftwareKeyboard.holdingUpdates(body)
    }

    /// Makes this responder resign without asking: `resignFirstResponder()` runs (so a text input
    /// ends its editing), with ``canResignFirstResponder`` ignored; a responder that still keeps
    /// the status (an override that did not call `super`) loses it all the same.
    package func forceResignFirstResponder() {
        guard isFirstResponder else { return }
        let runtime = Headless.current
        let wasForcing = runtime.isForcingResign
        runtime.isForcingResign = true
        defer { runtime.isForcingResign = wasForcing }
        _ = resignFirstResponder()
        if isFirstResponder {
            runtime.firstResponder = nil
            runtime.keyboard.setNeedsUpdate()
        }
    }
}

// Presentation+TintDimming.swift: while an alert or action sheet is presented, the views behind
// it are dimmed: their window's `tintAdjustmentMode` is `.dimmed` (the alert's own views keep
// the normal tint), and it goes back to what it was when the alert leaves.

extension Presentation {
    /// Dims the tint of everything in `window` but this presentation's container: the window's
    /// `tintAdjustmentMode` becomes `.dimmed`, which tells every view that inherits it
    /// (`tintColorDidChange()`). A window already dimmed (by the app, or by an alert below this
    /// one) is left as it is, and this presentation will not restore it.
    func dimTintBehind(in window: UIWindow) {
        container.tintAdjustmentMode = .normal
        guard window.tintAdjustmentModeStorage != .dimmed else { return }
        tintDimming = TintDimming(window: window, savedMode: window.tintAdjustmentModeStorage)
        window.tintAdjustmentMode = .dimmed
    }

    /// Gives the window dimmed by ``dimTintBehind(in:)`` back its mode, if the app has not changed
    /// it since; called as the presentation's views leave the window.
    func restoreTintBehind() {
        guard let dimming = tintDimming else { return }
        tintDimming = nil
        guard let window = dimming.window, window.tintAdjustmentModeStorage == .dimmed else { return }
        window.tintAdjustmentMode = dimming.savedMode
    }

    /// The window a presentation dimmed and the mode it had before.
    struct TintDimming {
        weak var window: UIWindow?
        let savedMode: UIView.TintAdjustmentMode
    }
}

// UIView+LongPress.swift: pressing and holding a view as a person would, for tests.

extension UIView {
    /// Presses the centre of the part of the view that can be seen, holds the finger still for
    /// `duration` seconds of virtual time (the clock advances, so a long-press recognizer, a
    /// context menu or a timer fires meanwhile), then lifts it: the same path as `tap()`
    /// (hit-testing, gesture recognizers, the responder chain). UIKit's long press needs 0.5 s,
    /// so the default of 1 second opens a context menu. Returns the view that received the
    /// touch, or nil after reporting why the view could not be reached (as `tap()` does).
    /// A headless addition (not UIKit API).
    @discardableResult
    public func longPress(duration: TimeInterval = 1) -> UIView? {
        guard let (point, window) = tapLocation() else {
            let reason = tapRefusalReason() ?? "no part of it can be touched"
            Headless.reportViolation("Cannot long-press \(description): \(reason)", exceptionName: "HeadlessSimulatedTouch")
            return nil
        }
        let touch = window.beginTouch(at: point)
        Headless.advance(by: duration.isFinite ? max(0, duration) : 0)
        window.endTouch(touch)
        return touch.view
    }
}

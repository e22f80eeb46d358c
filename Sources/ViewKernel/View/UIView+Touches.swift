// UIView+Touches.swift: tapping a view as a person would, and why a tap cannot reach it.

extension UIView {
    /// Taps the centre of the part of the view that can be seen in its window, through the real
    /// path (hit-testing, gesture recognizers, the responder chain), as a person would
    /// (see Docs/Touches.md). Returns the view that received the touch: this view, or one of its
    /// subviews that lies on top at that point.
    ///
    /// When the tap could not reach the view, nothing is tapped and a violation says why, naming
    /// the view at fault by its description line: the view is not in a window; it, an ancestor or
    /// its window is hidden; it or an ancestor has alpha below 0.01 or user interaction disabled;
    /// no part of it is visible; the simulated keyboard covers the point; or another view would
    /// receive the touch.
    /// A headless addition (not UIKit API).
    @discardableResult
    public func tap() -> UIView? {
        let traced = Headless.beginAction(HeadlessAction(.viewTap, "tap \(description)", window: window))
        defer { Headless.endAction(traced) }
        switch tapTarget() {
        case .refused(let reason):
            reportTapRefusal(reason)
            return nil
        case .point(let point, let window):
            return window.tap(at: point)
        }
    }

    /// Why `tap()` could not reach this view (the same reasons it reports: not in a window,
    /// hidden, transparent, not interactive, not visible, under the keyboard, or another view in
    /// the way), or nil when a tap at the centre of its visible part would land on it. Changes
    /// nothing. A headless addition, for tools that explain a tap before making it.
    public func tapRefusalReason() -> String? {
        if case .refused(let reason) = tapTarget() { return reason }
        return nil
    }

    /// Where `tap()` would touch this view (window coordinates) and its window, or nil when it
    /// cannot (``tapRefusalReason()`` says why). For UI-test tools that press, swipe or
    /// double-tap where a finger would.
    ///
    /// With `acceptingContainers`, as XCUITest taps an element: a view that ignores touches
    /// itself (a label) may be tapped when the touch lands on a view that contains it (its
    /// header, its cell), which then gets the touch.
    package func tapLocation(acceptingContainers: Bool = false) -> (point: CGPoint, window: UIWindow)? {
        if case .point(let point, let window) = tapTarget(acceptingContainers: acceptingContainers) { return (point, window) }
        return nil
    }

    /// Why ``tapLocation(acceptingContainers:)`` finds no point, or nil when it does.
    package func tapRefusalReason(acceptingContainers: Bool) -> String? {
        if case .refused(let reason) = tapTarget(acceptingContainers: acceptingContainers) { return reason }
        return nil
    }

    /// Where `tap()` would touch this view, or why it cannot.
    private enum TapTarget {
        case point(CGPoint, UIWindow)
        case refused(String)
    }

    private func tapTarget(acceptingContainers: Bool = false) -> TapTarget {
        guard let window else { return .refused("it is not in a window") }
        if let reason = reasonTouchesCannotReach(window: window, ignoringInteraction: acceptingContainers) {
            return .refused(reason)
        }
        guard var visible = visibleRectInWindow(window) else {
            return .refused("no part of it is visible in its window")
        }
        if !(window is KeyboardWindow), let keyboard = Headless.keyboardFrame?
            .offsetBy(dx: -window.frame.minX, dy: -window.frame.minY), keyboard.intersects(visible) {
            // The keyboard covers the bottom of the screen: a person taps the part above it.
            guard keyboard.minY > visible.minY else { return .refused("the keyboard covers it") }
            visible.size.height = keyboard.minY - visible.minY
        }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        let hit = window.hitTest(point, with: nil)
        guard let hit, hit.isDescendant(of: self) || (acceptingContainers && isDescendant(of: hit)) else {
            let place = "(\(formatNumber(point.x)), \(formatNumber(point.y)))"
            if let hit { return .refused("\(hit.description) is in the way at \(place) in the window") }
            return .refused("no view receives a touch at \(place) in the window")
        }
        return .point(point, window)
    }

    /// Why no touch can reach this view (hidden, transparent or not interactive, itself or an
    /// ancestor), or nil when hit-testing may reach it.
    private func reasonTouchesCannotReach(window: UIWindow, ignoringInteraction: Bool = false) -> String? {
        var view: UIView? = self
        while let current = view {
            let isSelf = current === self
            // Only made for the view at fault: describing every ancestor of a deep view is slow.
            var line: String { current.description }
            if current.isHidden {
                if isSelf { return "it is hidden" }
                if current === window { return "its window is hidden (call makeKeyAndVisible()): \(line)" }
                return "it is inside a hidden view: \(line)"
            }
            if current.layer.opacity < 0.01 {
                return isSelf ? "its alpha is below 0.01" : "it is inside a view whose alpha is below 0.01: \(line)"
            }
            if !current.isUserInteractionEnabled, !ignoringInteraction {
                return isSelf ? "it has userInteractionEnabled = NO"
                    : "it is inside a view with userInteractionEnabled = NO: \(line)"
            }
            view = current.superview
        }
        return nil
    }

    /// The part of the view's bounds left after clipping by every clipping ancestor and by the
    /// window's bounds, in window coordinates; nil when nothing is left.
    func visibleRectInWindow(_ window: UIWindow) -> CGRect? {
        var rect = convert(bounds, to: window)
        var ancestor = superview
        while let current = ancestor, current !== window {
            if current.clipsToBounds {
                rect = rect.intersection(current.convert(current.bounds, to: window))
            }
            ancestor = current.superview
        }
        rect = rect.intersection(window.bounds)
        return rect.isNull || rect.isEmpty ? nil : rect
    }

    private func reportTapRefusal(_ reason: String) {
        Headless.reportViolation("Cannot tap \(description): \(reason)", exceptionName: "HeadlessSimulatedTouch")
    }
}

// WindowExplorer+Why.swift: `why X Y`: whether a tap at a point reaches the control drawn there,
// and if not, what stops it.

import ViewWidgets

extension WindowExplorer {
    /// Names the view drawn at `point` (the front-most one there, hidden or not, and the control
    /// it belongs to) and says whether a tap there reaches it: if not, because it or an ancestor
    /// is hidden, transparent or not interactive, because the point lies outside a clipping
    /// ancestor, or because another view takes the touch.
    func whyReport(at point: CGPoint) -> String {
        let hit = window.hitTest(point, with: nil)
        guard let drawn = frontMostViewDrawn(at: point, in: window) else {
            return "no view is drawn at \(place(point))"
        }
        // The control a person would aim for: the drawn view's nearest UIControl, else the view.
        var target: UIView = drawn
        var ancestor: UIView? = drawn
        while let current = ancestor, current !== window {
            if current is UIControl { target = current; break }
            ancestor = current.superview
        }
        if let hit, hit === target || hit.isDescendant(of: target) {
            return "a tap at \(place(point)) reaches \(target.description)"
        }
        let lead = "a tap at \(place(point)) does not reach \(target.description)"
        var view: UIView? = target
        while let current = view {
            let own = current === target
            let line = current.description
            if current.isHidden { return "\(lead): \(own ? "it is hidden" : "it is inside a hidden view: \(line)")" }
            if current.alpha < 0.01 {
                return "\(lead): \(own ? "its alpha is below 0.01" : "it is inside a view whose alpha is below 0.01: \(line)")"
            }
            if !current.isUserInteractionEnabled {
                return "\(lead): \(own ? "it has userInteractionEnabled = NO" : "it is inside a view with userInteractionEnabled = NO: \(line)")"
            }
            // Hit-testing looks inside a view only where the view itself contains the point.
            if let parent = current.superview, !parent.point(inside: window.convert(point, to: parent), with: nil) {
                return "\(lead): the point is outside its ancestor \(parent.description), so hit-testing never looks inside it"
            }
            view = current.superview
        }
        if let hit { return "\(lead): \(hit.description) takes the touch" }
        return "\(lead): no view takes a touch there"
    }

    /// The front-most view whose rectangle contains `point`, ignoring whether it takes touches.
    private func frontMostViewDrawn(at point: CGPoint, in root: UIView) -> UIView? {
        var found: UIView?
        for entry in TreeSnapshot(of: window).entries where entry.view !== root && entry.rectInWindow.contains(point) {
            found = entry.view   // later entries are drawn above earlier ones
        }
        return found
    }
}

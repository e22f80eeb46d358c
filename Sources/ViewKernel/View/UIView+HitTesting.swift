// UIView+HitTesting.swift: which view a point lands on (BEHAVIOURS C15–16).

extension UIView {
    /// Whether the view can receive touches at all: visible, interactive, not transparent, and not
    /// animating unless the animation allows user interaction (`.allowUserInteraction`).
    var acceptsTouches: Bool {
        isUserInteractionEnabled && !isHidden && layer.opacity >= 0.01 && !layer.refusesTouchesWhileAnimating
    }

    /// UIKit's hit-testing: refuse when hidden, not interactive, alpha below 0.01 or `point` outside;
    /// otherwise ask the subviews front-most first, and answer self when none takes it.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsTouches, self.point(inside: point, with: event) else { return nil }
        for child in subviewStorage.reversed() {
            let local = child.convertFromSuperview(point)
            if let hit = child.hitTest(local, with: event) { return hit }
        }
        return self
    }
}

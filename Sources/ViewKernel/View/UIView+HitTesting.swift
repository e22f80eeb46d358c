// UIView+HitTesting.swift: which view a point lands on
// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).

extension UIView {
    /// Whether the view can receive touches at all: visible, interactive, not transparent, and not
    /// animating unless the animation allows user interaction (`.allowUserInteraction`).
    @inline(__always)
    var acceptsTouches: Bool {
        // The layer's stored state, as UIKit reads its own; only the interaction flag is asked.
        let layer = self.layer
        return isUserInteractionEnabled && !layer.isHiddenStorage && layer.opacityStorage >= 0.01
            && !layer.refusesTouchesWhileAnimating
    }

    /// UIKit's hit-testing rules, behind `hitTest(_:with:)`: refuse when hidden, not interactive,
    /// alpha below 0.01 or `point` outside; otherwise ask the subviews front-most first, and
    /// answer self when none takes it.
    ///
    /// A subview whose transform has no inverse (a scale of 0) covers no area on screen, so no point
    /// can land in it: it is skipped, rather than asked with a point "converted" through a
    /// transform that cannot be undone (`inverted()` returns a singular transform unchanged, which
    /// would map every point of the parent into the collapsed view).
    func farthestTouchableView(at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsTouches, self.point(inside: point, with: event) else { return nil }
        let children = subviewStorage
        var index = children.count
        while index > 0 {
            index -= 1
            let child = children[index]
            let transform = child.layer.transformStorage
            guard transform.a * transform.d - transform.b * transform.c != 0 else { continue }
            let local = child.convertFromSuperview(point)
            if let hit = child.hitTest(local, with: event) { return hit }
        }
        return self
    }
}

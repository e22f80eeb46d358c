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
    ///
    /// Every subview is asked through its own `hitTest(_:with:)`, which a subclass may override,
    /// except a plain `UIView` (not a subclass), whose `hitTest(_:with:)` and `point(inside:with:)`
    /// are these very rules: it is descended into here, with an explicit stack of the levels still
    /// to finish, so the depth of a chain of plain views is limited by memory, not by the call
    /// stack. The answer, and the calls any subclass sees, are the same as with the recursion.
    func farthestTouchableView(at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsTouches, self.point(inside: point, with: event) else { return nil }
        guard !subviewStorage.isEmpty else { return self }
        // The levels entered and not finished: the view (which takes the point if none of its
        // subviews does), the point in its coordinates, its subviews as they were when it was
        // entered, and how many of them, counted from the back, are still to be asked.
        var levels: [(view: UIView, point: CGPoint, children: [UIView], remaining: Int)] =
            [(self, point, subviewStorage, subviewStorage.count)]
        levels.reserveCapacity(16)
        while !levels.isEmpty {
            // The top level's fields are read in place: copying the whole entry would retain and
            // release its view and subview array on every step.
            let top = levels.count - 1
            let remaining = levels[top].remaining
            // A level whose subviews all refused answers itself, and so does every level above it
            // (a default hit test returns what its subview's returned).
            guard remaining > 0 else { return levels[top].view }
            levels[top].remaining = remaining - 1
            let child = levels[top].children[remaining - 1]
            let transform = child.layer.transformStorage
            guard transform.a * transform.d - transform.b * transform.c != 0 else { continue }
            let local = child.convertFromSuperview(levels[top].point)
            if type(of: child) == UIView.self {
                guard child.acceptsTouches, child.pointIsInsideBounds(local) else { continue }
                let grandchildren = child.subviewStorage
                if grandchildren.isEmpty { return child }
                levels.append((child, local, grandchildren, grandchildren.count))
            } else {
                // A subclass is asked through its own `hitTest(_:with:)`, which recurses on the call
                // stack; past `maximumNestedHitTests` such calls the touch stops here, reported,
                // rather than overflow the stack.
                guard UIView.nestedHitTests < UIView.maximumNestedHitTests else {
                    Headless.reportViolation("hitTest(_:with:) went more than \(UIView.maximumNestedHitTests) overridable calls deep at \(child.description); the touch stops at \(levels[top].view.description)",
                                             exceptionName: "HeadlessHitTestDepth")
                    return levels[top].view
                }
                UIView.nestedHitTests += 1
                defer { UIView.nestedHitTests -= 1 }
                if let hit = child.hitTest(local, with: event) { return hit }
            }
        }
        return self
    }

    /// How many `hitTest(_:with:)` calls of subclasses are nested on the call stack now.
    static var nestedHitTests = 0

    /// How deep subclasses' `hitTest(_:with:)` calls may nest before hit-testing stops and reports
    /// it: 1,000 (about 1 KB of stack each in a debug build, three times that under the address
    /// sanitizer; a chain of plain views is descended without recursion, to any depth).
    static let maximumNestedHitTests = 1_000
}

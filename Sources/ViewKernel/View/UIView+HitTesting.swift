// UIView+HitTesting.swift: UIKit's rule for which view a point lands on
// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)), and the small
// predicates it is made of. FastPaths/UIView+FastHitTesting.swift applies the same rule, through
// the same predicates, to the subviews whose class keeps it, without asking them.

extension UIView {
    /// UIKit's hit-testing rule, the default `hitTest(_:with:)`: nil when the view is hidden, has
    /// alpha below 0.01, has user interaction disabled, animates without `.allowUserInteraction`,
    /// or `point(inside:with:)` is false; else the first answer of its subviews, asked front-most
    /// first with the point in their coordinates; else the view itself.
    final func hitTestByUIKitsRule(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEligibleForHitTesting, self.point(inside: point, with: event) else { return nil }
        // Subviews whose class keeps this rule are not asked but followed, in a loop (no call per
        // level), up to the first that overrides part of it; without the method table, all are asked.
        guard let overrides = UIViewOverrides.hitTesting else {
            return askingSubviews(below: subviewStorage.count, at: point, with: event)
        }
        return followingSubviewsThatKeepTheRule(at: point, with: event, overrides)
    }

    /// The rule's search over the subviews before `end`, front-most first, each asked through its
    /// own `hitTest(_:with:)`: the first that answers wins, else self. The subviews are a copy
    /// taken first, as UIKit iterates one, so an answer that changes the tree changes nothing here.
    final func askingSubviews(below end: Int, at point: CGPoint, with event: UIEvent?) -> UIView? {
        let children = subviewStorage
        var index = min(end, children.count)
        while index > 0 {
            index -= 1
            let child = children[index]
            guard child.coversArea else { continue }
            let local = child.convertFromSuperview(point)
            // The subview's own `hitTest(_:with:)` nests on the call stack; past
            // `maximumNestedHitTests` such calls the touch stops here rather than overflow the
            // stack. A device has no such limit and raises nothing, so it is a logged problem:
            // the touch goes on to the view reached.
            guard UIView.nestedHitTests < UIView.maximumNestedHitTests else {
                Headless.reportLoggedProblem("hitTest(_:with:) went more than \(UIView.maximumNestedHitTests) overridable calls deep at \(child.description); the touch stops at \(description)")
                return self
            }
            UIView.nestedHitTests += 1
            defer { UIView.nestedHitTests -= 1 }
            if let hit = child.hitTest(local, with: event) { return hit }
        }
        return self
    }

    // MARK: - The rule's predicates (the fast walker calls them too)

    /// The rule's first test, on the view's own state: interactive, shown, alpha at least 0.01,
    /// and not animating without `.allowUserInteraction`. `isUserInteractionEnabled` is asked.
    @inline(__always)
    final var isEligibleForHitTesting: Bool {
        UIView.acceptsTouches(interactive: isUserInteractionEnabled, hidden: layer.isHiddenStorage,
                              opacity: layer.opacityStorage) && animationsAllowTouches
    }

    /// The part of ``isEligibleForHitTesting`` made of flags: interactive, not hidden, alpha at
    /// least 0.01. The hidden flag and the opacity are the layer's stored ones, as UIKit reads its
    /// own. It takes values, not the view: the fast walker holds views `unowned(unsafe)`, and any
    /// call given such a view retains it for the call, which would double the cost of a level.
    @inline(__always)
    static func acceptsTouches(interactive: Bool, hidden: Bool, opacity: Float) -> Bool {
        interactive && !hidden && opacity >= 0.01
    }

    /// Whether the view's animations let touches through: none is under way, or every one was
    /// made with `.allowUserInteraction`. The one place hit-testing asks the animations.
    @inline(__always)
    final var animationsAllowTouches: Bool {
        layer.addedAnimations.isEmpty || !layer.refusesTouchesWhileAnimating
    }

    /// Whether the view covers any area in its superview. One whose transform has no inverse (a
    /// scale of 0) covers none, so no point can land in it: it is skipped, rather than asked with a
    /// point "converted" through a transform that cannot be undone (`inverted()` returns a singular
    /// transform unchanged, which would map every point of the parent into the collapsed view).
    @inline(__always)
    final var coversArea: Bool {
        let transform = layer.transformStorage
        return transform.a * transform.d - transform.b * transform.c != 0
    }

    /// How many subviews' `hitTest(_:with:)` calls are nested on the call stack now.
    static var nestedHitTests = 0

    /// How deep subviews' `hitTest(_:with:)` calls may nest before hit-testing stops and reports
    /// it: 1,000 (about 1 KB of stack each in a debug build, three times that under the address
    /// sanitizer). Views whose class keeps UIView's hit-testing are followed in a loop, to any
    /// depth; only overriding classes (or every class, when the method table cannot be read)
    /// are asked through the call stack.
    static let maximumNestedHitTests = 1_000
}

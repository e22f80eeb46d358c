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
    /// Subviews whose class keeps UIView's `hitTest(_:with:)`, `point(inside:with:)` and
    /// `isUserInteractionEnabled` (UIViewOverrides.swift) are not asked: their answer is read
    /// from their stored flags and geometry, as their own `hitTest` would read it. Such a subview
    /// that takes the point never answers nil (it answers a descendant or itself), so the search
    /// goes on inside it, in a loop rather than a call per level. From the first subview whose
    /// class overrides one of them, the rest of that level is searched by asking each subview.
    func farthestTouchableView(at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsTouches, self.point(inside: point, with: event) else { return nil }
        guard let overrides = UIViewOverrides.hitTesting else {
            return askingSubviews(below: subviewStorage.count, at: point, with: event)
        }
        // No view is retained while only this loop runs: no other code runs, so the tree cannot
        // change under it (the caller holds self, the tree holds the rest). Before any subview
        // is asked, `askingSubviews` takes the level as it is, as a retained copy.
        unowned(unsafe) var view = self
        var point = point
        // The last class seen to keep the defaults: a grid of siblings is usually of one class.
        var knownDefault: UnsafeRawPointer?
        search: while true {
            // The level's elements in place, not retained (a copy of the array would be, and
            // reading an element through the view retains the array every time): the array is
            // neither changed nor released while this loop reads it, as nothing else runs.
            var index = view.subviewStorage.count
            guard index > 0 else { return view }
            guard let children = view.subviewStorage._baseAddressIfContiguous else {
                return view.askingSubviews(below: index, at: point, with: event)
            }
            while index > 0 {
                index -= 1
                unowned(unsafe) let child = children[index]
                let metadata = UIViewOverrides.metadata(of: child)
                guard metadata == knownDefault || overrides.keepsDefaults(metadata) else {
                    return view.askingSubviews(below: index + 1, at: point, with: event)
                }
                knownDefault = metadata
                unowned(unsafe) let layer = child.layer
                let local: CGPoint
                let bounds = layer.boundsStorage
                if layer.hasIdentityTransform, bounds.size.width >= 0, bounds.size.height >= 0 {
                    // `convertFromSuperview` and the bounds test without a transform, written out
                    // for bounds of non-negative size, whose `minX` is `origin.x` and `width` is
                    // `size.width` exactly: the same arithmetic, without standardizing the rect.
                    let origin = bounds.origin, size = bounds.size
                    let anchor = layer.anchorPointStorage, position = layer.positionStorage
                    local = CGPoint(x: point.x - (position.x - (origin.x + size.width * anchor.x)),
                                    y: point.y - (position.y - (origin.y + size.height * anchor.y)))
                    guard local.x >= origin.x, local.x < origin.x + size.width,
                          local.y >= origin.y, local.y < origin.y + size.height else { continue }
                } else {
                    if !layer.hasIdentityTransform {
                        let transform = layer.transformStorage
                        guard transform.a * transform.d - transform.b * transform.c != 0 else { continue }
                    }
                    local = child.convertFromSuperview(point)
                    guard local.x >= bounds.minX, local.x < bounds.maxX,
                          local.y >= bounds.minY, local.y < bounds.maxY else { continue }
                }
                // What the subview's own hitTest would check besides the point (all of it, so the
                // order of these pure reads does not matter).
                guard child.userInteractionStorage, !layer.isHiddenStorage, layer.opacityStorage >= 0.01,
                      layer.addedAnimations.isEmpty || !layer.refusesTouchesWhileAnimating else { continue }
                view = child
                point = local
                continue search
            }
            return view
        }
    }

    /// The default search over the subviews before `end` (front-most first), asking each:
    /// the first that answers wins, else self. The subviews are a copy taken first, as the
    /// default `hitTest` iterates, so a subview's answer that changes the tree changes nothing here.
    private func askingSubviews(below end: Int, at point: CGPoint, with event: UIEvent?) -> UIView? {
        let children = subviewStorage
        var index = Swift.min(end, children.count)
        while index > 0 {
            index -= 1
            let child = children[index]
            let transform = child.layer.transformStorage
            guard transform.a * transform.d - transform.b * transform.c != 0 else { continue }
            let local = child.convertFromSuperview(point)
            // The subview's own `hitTest(_:with:)` nests on the call stack; past
            // `maximumNestedHitTests` such calls the touch stops here, reported, rather than
            // overflow the stack.
            guard UIView.nestedHitTests < UIView.maximumNestedHitTests else {
                Headless.reportViolation("hitTest(_:with:) went more than \(UIView.maximumNestedHitTests) overridable calls deep at \(child.description); the touch stops at \(description)",
                                         exceptionName: "HeadlessHitTestDepth")
                return self
            }
            UIView.nestedHitTests += 1
            defer { UIView.nestedHitTests -= 1 }
            if let hit = child.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// How many subviews' `hitTest(_:with:)` calls are nested on the call stack now.
    static var nestedHitTests = 0

    /// How deep subviews' `hitTest(_:with:)` calls may nest before hit-testing stops and reports
    /// it: 1,000 (about 1 KB of stack each in a debug build, three times that under the address
    /// sanitizer). Views whose class keeps UIView's hit-testing are descended in a loop, to any
    /// depth; only overriding classes (or every class, when the method table cannot be read)
    /// are asked through the call stack.
    static let maximumNestedHitTests = 1_000
}

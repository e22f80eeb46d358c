// UIView+FastHitTesting.swift: UIKit's hit-testing rule (UIView+HitTesting.swift) followed down
// the subviews whose class keeps it, in a loop, without asking them (why this folder reads class
// metadata: UIViewOverrides.swift).

extension UIView {
    /// The search of ``hitTestByUIKitsRule(_:with:)`` below a view that passed the rule's own
    /// tests. Subviews whose class keeps UIView's `hitTest(_:with:)`, `point(inside:with:)` and
    /// `isUserInteractionEnabled` are not asked: the rule is applied to them here, through its
    /// predicates, reading their stored flags and geometry as their own `hitTest` would. Such a
    /// subview that takes the point never answers nil (it answers a descendant or itself), so the
    /// search goes on inside it, in a loop rather than a call per level. From the first subview
    /// whose class overrides one of them, the rest of that level is searched by the rule's
    /// ``askingSubviews(below:at:with:)``, which asks each subview.
    final func followingSubviewsThatKeepTheRule(at point: CGPoint, with event: UIEvent?,
                                                _ overrides: UIViewOverrides) -> UIView? {
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
                // The rule for `child`, as its own `hitTest` would apply it (pure reads, so their
                // order does not matter): the point inside it, then its own state. The common path
                // reads stored fields through `child` and `layer` and hands the rule's predicates
                // values: any call given a reference held `unowned(unsafe)` retains it for the
                // call, which is most of the work per sibling.
                unowned(unsafe) let layer = child.layer
                let bounds = layer.boundsStorage
                let local: CGPoint
                if layer.hasIdentityTransform, bounds.size.width >= 0, bounds.size.height >= 0 {
                    // `convertFromSuperview` and `pointIsInsideBounds` without a transform, written
                    // out for bounds of non-negative size, whose `minX` is `origin.x` and `width`
                    // is `size.width` exactly: the same arithmetic, without standardizing the rect.
                    let origin = bounds.origin, size = bounds.size
                    let anchor = layer.anchorPointStorage, position = layer.positionStorage
                    local = CGPoint(x: point.x - (position.x - (origin.x + size.width * anchor.x)),
                                    y: point.y - (position.y - (origin.y + size.height * anchor.y)))
                    guard local.x >= origin.x, local.x < origin.x + size.width,
                          local.y >= origin.y, local.y < origin.y + size.height else { continue }
                } else {
                    guard let transformed = child.pointInsideFromSuperview(point) else { continue }
                    local = transformed
                }
                // `isEligibleForHitTesting`, with the flag that `isUserInteractionEnabled` returns
                // for its class. `animationsAllowTouches` is asked only of a view that has
                // animations (one without any never refuses touches), and out of line: it may
                // call code that frees objects, and `child` would be retained around such a call.
                guard UIView.acceptsTouches(interactive: child.userInteractionStorage,
                                            hidden: layer.isHiddenStorage, opacity: layer.opacityStorage),
                      layer.addedAnimations.isEmpty
                        || UIView.animationsAllowTouches(of: Unmanaged.passUnretained(child)) else { continue }
                view = child
                point = local
                continue search
            }
            return view
        }
    }

    /// ``animationsAllowTouches`` of a view the caller holds `unowned(unsafe)`, asked out of line.
    @inline(never)
    private static func animationsAllowTouches(of view: Unmanaged<UIView>) -> Bool {
        view.takeUnretainedValue().animationsAllowTouches
    }

    /// `point`, in the superview's coordinates, in this view's when the default
    /// `point(inside:with:)` takes it there; nil when it does not, or the view covers no area:
    /// the rule's ``coversArea``, `convertFromSuperview` and `pointIsInsideBounds`.
    private final func pointInsideFromSuperview(_ point: CGPoint) -> CGPoint? {
        guard coversArea else { return nil }
        let local = convertFromSuperview(point)
        return pointIsInsideBounds(local) ? local : nil
    }
}

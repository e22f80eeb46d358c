// UIView+Geometry.swift: the layer's callbacks, and the transforms that conversion between coordinate
// spaces goes through.

extension UIView {
    // MARK: - Layer callbacks

    /// The layer's bounds changed: autoresize the subviews and ask for layout when the size changed.
    func layerBoundsDidChange(from oldBounds: CGRect) {
        let newSize = layer.bounds.size
        guard newSize != oldBounds.size else { return }
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        if engineVariables != nil { engineGeometryDidChange() }
        if autoresizesSubviews, !subviewStorage.isEmpty {
            // The lengths, as `frame` and `bounds.width` give them: a size stored negative (which
            // autoresizing itself can produce) must not turn a growth of 1 point into one of 100.
            resizeSubviews(withOldSize: CGSize(width: oldBounds.width, height: oldBounds.height))
        }
    }

    /// The layer's position, anchor or transform changed: a view that translates its frame into
    /// constraints moves its pins.
    func layerGeometryDidChange() {
        if engineVariables != nil { engineGeometryDidChange() }
    }

    /// The geometry of a view in the Auto Layout engine changed: one that translates its frame
    /// moves its pins; one that constraints place was moved by hand and goes back at the next pass.
    private func engineGeometryDidChange() {
        guard let state = autoLayoutStorage else { return }
        if state.translatesAutoresizingMask {
            Headless.current.layoutEngine.frameDidChange(of: self)
        } else {
            // Moved by hand (or by the engine, which clears this right after): the superview's
            // next layout pass puts it back where the constraints say, as UIKit does.
            state.engineFrameIsStale = true
        }
    }

    /// The layer is about to change an animatable property: inside an animation block, the old
    /// value is recorded so the change animates from it (UIKit's `action(for:forKey:)`).
    func layerWillChangeAnimatableValue(for key: LayerAnimationKey) {
        Headless.current.animationTransaction.captureChange(of: key, in: layer)
    }

    /// The layer's opacity changed. Nothing to do yet; animations hook here.
    func layerAppearanceDidChange() {}

    // MARK: - Conversion

    /// The transform that maps this view's coordinates to its superview's:
    /// move the anchor to the origin, apply `transform`, then move to `center`.
    var transformToSuperview: CGAffineTransform {
        let bounds = layer.bounds, anchor = layer.anchorPoint
        let anchorX = bounds.minX + bounds.width * anchor.x
        let anchorY = bounds.minY + bounds.height * anchor.y
        let position = layer.position
        let transform = layer.affineTransform()
        if transform.isIdentity {
            return CGAffineTransform(translationX: position.x - anchorX, y: position.y - anchorY)
        }
        return CGAffineTransform(translationX: -anchorX, y: -anchorY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// `point`, in the superview's coordinates, in this view's: `transformToSuperview` undone.
    ///
    /// Hit-testing calls this for every subview it asks, so the common case, no transform, skips
    /// building and inverting the matrix. The result is the same to the last bit: inverting a
    /// pure translation only negates it.
    @inline(__always)
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        // The layer's stored geometry, as UIKit reads its own: no overridable accessor is asked.
        let layer = self.layer
        guard layer.transformStorage.isIdentity else { return point.applying(transformToSuperview.inverted()) }
        let bounds = layer.boundsStorage, anchor = layer.anchorPointStorage, position = layer.positionStorage
        let anchorX = bounds.minX + bounds.width * anchor.x
        let anchorY = bounds.minY + bounds.height * anchor.y
        return CGPoint(x: point.x - (position.x - anchorX), y: point.y - (position.y - anchorY))
    }

    /// The transform from this view's coordinates to those of its root (the window when in one).
    /// A window at the root also applies its own frame, so two windows share screen coordinates.
    var transformToRoot: (root: UIView, transform: CGAffineTransform) {
        var transform = CGAffineTransform.identity
        var view = self
        while let parent = view.superview {
            transform = transform.concatenating(view.transformToSuperview)
            view = parent
        }
        return (view, transform)
    }

    /// The transform from this view's coordinates to `other`'s (nil: the window, or the root when
    /// the view is not in a window).
    func transform(to other: UIView?) -> CGAffineTransform {
        let (root, toRoot) = transformToRoot
        guard let other else {
            return toRoot
        }
        if other === self { return .identity }
        // Fast paths: the target is this view's superview or one of its children.
        if other === superview { return transformToSuperview }
        if other.superview === self { return other.transformToSuperview.inverted() }
        let (otherRoot, otherToRoot) = other.transformToRoot
        var up = toRoot, down = otherToRoot
        if root !== otherRoot, root is UIWindow, otherRoot is UIWindow {
            up = up.concatenating(root.transformToSuperview)
            down = down.concatenating(otherRoot.transformToSuperview)
        }
        return up.concatenating(down.inverted())
    }
}

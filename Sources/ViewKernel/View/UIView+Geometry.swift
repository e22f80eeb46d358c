// UIView+Geometry.swift: the layer's callbacks, and the transforms that conversion between coordinate
// spaces goes through.

extension UIView {
    // MARK: - Anchor point and 3-D transform

    /// The point of the bounds, in unit coordinates, that `center` names and that transforms turn
    /// around (iOS 16): the layer's `anchorPoint`, (0.5, 0.5) by default. Changing it keeps
    /// `center` and moves the frame, as on a device.
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// The view's transform in three dimensions (iOS 13): the layer's `transform`. The view is
    /// laid out and drawn with its part in the plane, which `transform` reads.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: - Layer callbacks

    /// The layer's bounds changed: autoresize the subviews and ask for layout when the size changed.
    func layerBoundsDidChange(from oldBounds: CGRect) {
        let newSize = layer.bounds.size
        if newSize != oldBounds.size {
            safeAreaFrameDidChange()
        } else if layer.bounds.origin != oldBounds.origin {
            // Only the origin moved (a scroll): the safe areas below this view change, no other.
            if let state = autoLayoutStorage {
                let runtime = Headless.current
                runtime.safeAreaStamp &+= 1
                state.boundsOriginStamp = runtime.safeAreaStamp
            } else if !subviewStorage.isEmpty, !stampNearestSafeAreaKeepersBelow() {
                UIView.safeAreaInputsDidChange()
            }
        }
        guard newSize != oldBounds.size else { return }
        setNeedsLayout()
        // A window's size classes follow its size (an iPad window made narrower turns compact).
        if isWindowView { traitInputsDidChange() }
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
        safeAreaFrameDidChange()
        if engineVariables != nil { engineGeometryDidChange() }
    }

    /// The frame changed: the safe areas of this view and the views below it may have.
    func safeAreaFrameDidChange() {
        safeAreaSubtreeMoved(under: superviewStorage)
    }

    /// This view's frame or place under `parent` changed: its safe area and those below it may
    /// have, no other view's, so the view is stamped rather than every kept safe area dropped.
    /// A view without Auto Layout state keeps no safe area and carries no stamp: with no subviews,
    /// nothing kept changes; with some, the nearest views below it that have the state are
    /// stamped (a table's cell entering or leaving the screen: its content view), or, past 32
    /// views, every kept safe area is stale. So it is too for a bar of a container (a navigation
    /// bar, a toolbar, a tab bar: a subview of a bar-covering controller's view), which covers
    /// its siblings.
    func safeAreaSubtreeMoved(under parent: UIView?) {
        if let parent, ClassTraits.barCoveringContainer(parent.viewDelegate) != nil {
            return UIView.safeAreaInputsDidChange()
        }
        guard let state = autoLayoutStorage else {
            if !subviewStorage.isEmpty, !stampNearestSafeAreaKeepersBelow() { UIView.safeAreaInputsDidChange() }
            return
        }
        let runtime = Headless.current
        runtime.safeAreaStamp &+= 1
        state.frameStamp = runtime.safeAreaStamp
    }

    /// Stamps the frames of the nearest views below this one that have Auto Layout state (every
    /// view below keeping a safe area is one of them or under one); false, having stamped some,
    /// past 32 views looked at. Without a safe area anywhere nothing is kept, and nothing is
    /// looked at (a table scrolled by whole screens moves cells at every step).
    private func stampNearestSafeAreaKeepersBelow() -> Bool {
        let runtime = Headless.current
        guard runtime.safeAreaMatters else { return true }
        runtime.safeAreaStamp &+= 1
        var budget = 32
        return stampSafeAreaKeepers(below: self, stamp: runtime.safeAreaStamp, budget: &budget)
    }

    /// Stamps the nearest views with Auto Layout state below `view` with `stamp`, looking at no
    /// more views than `budget` allows (without making an array: this runs for every cell moved).
    private func stampSafeAreaKeepers(below view: UIView, stamp: Int, budget: inout Int) -> Bool {
        for child in view.subviewStorage {
            budget -= 1
            guard budget >= 0 else { return false }
            if let state = child.autoLayoutStorage {
                state.frameStamp = stamp
            } else if !child.subviewStorage.isEmpty, !stampSafeAreaKeepers(below: child, stamp: stamp, budget: &budget) {
                return false
            }
        }
        return true
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
        guard layer.transformStorage.isIdentity else { return point.applying(transformToSuperview.inverted()) }
        let offset = offsetInSuperview
        return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
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
        if other === self { return .identity }
        // Fast paths: the target is this view's superview or one of its children.
        if let other {
            if other === superviewStorage { return transformToSuperview }
            if other.superviewStorage === self { return other.transformToSuperview.inverted() }
        }
        let (root, toRoot) = transformToRoot
        guard let other else { return toRoot }
        let (otherRoot, otherToRoot) = other.transformToRoot
        var up = toRoot, down = otherToRoot
        if root !== otherRoot, root is UIWindow, otherRoot is UIWindow {
            up = up.concatenating(root.transformToSuperview)
            down = down.concatenating(otherRoot.transformToSuperview)
        }
        return up.concatenating(down.inverted())
    }

    // MARK: - Conversion without matrices

    /// What `convertFromSuperview` subtracts: where this view's bounds origin sits in its
    /// superview, when the view has no transform (the translation `transformToSuperview` is then).
    @inline(__always)
    private var offsetInSuperview: CGPoint {
        let layer = self.layer
        let bounds = layer.boundsStorage, anchor = layer.anchorPointStorage, position = layer.positionStorage
        return CGPoint(x: position.x - (bounds.minX + bounds.width * anchor.x),
                       y: position.y - (bounds.minY + bounds.height * anchor.y))
    }

    /// `point` in this view's coordinates, in `other`'s (nil: the root's): `convert(_:to:)`.
    func mapped(_ point: CGPoint, to other: UIView?) -> CGPoint {
        if let offset = translation(to: other) { return CGPoint(x: point.x + offset.x, y: point.y + offset.y) }
        return point.applying(transform(to: other))
    }

    /// `point` in the root's coordinates, in this view's: `convert(_:from: nil)`.
    func mappedFromRoot(_ point: CGPoint) -> CGPoint {
        if let (_, offset) = translationToRoot { return CGPoint(x: point.x - offset.x, y: point.y - offset.y) }
        return point.applying(transformToRoot.transform.inverted())
    }

    /// `transformToRoot` when it is a pure translation (no view on the way up has a transform):
    /// the root and the translation, summed in the order the matrices would be concatenated, so
    /// that it equals the matrix's `tx` and `ty`. Nil when some view on the way has a transform.
    private var translationToRoot: (root: UIView, offset: CGPoint)? {
        var x: CGFloat = 0, y: CGFloat = 0
        // Not retained: nothing runs during the walk that could change the tree.
        unowned(unsafe) var view = self
        while let parent = view.superviewStorage {
            guard view.layer.hasIdentityTransform else { return nil }
            let offset = view.offsetInSuperview
            x += offset.x
            y += offset.y
            view = parent
        }
        return (view, CGPoint(x: x, y: y))
    }

    /// `transform(to:)` when it is a pure translation, as its `tx` and `ty`; nil when a view on the
    /// way has a transform, or the views are in different windows. Converting a point through a
    /// matrix multiplies by 1 and adds 0 in every translation-only case: the sums give the same
    /// coordinates without building, concatenating and inverting matrices (touches ask for their
    /// location through this on every phase).
    func translation(to other: UIView?) -> CGPoint? {
        if other === self { return .zero }
        if let other {
            if other === superviewStorage {
                return layer.hasIdentityTransform ? offsetInSuperview : nil
            }
            if other.superviewStorage === self {
                guard other.layer.hasIdentityTransform else { return nil }
                let offset = other.offsetInSuperview
                return CGPoint(x: -offset.x, y: -offset.y)
            }
        }
        guard let (root, up) = translationToRoot else { return nil }
        guard let other else { return up }
        guard let (otherRoot, down) = other.translationToRoot, otherRoot === root else { return nil }
        return CGPoint(x: up.x - down.x, y: up.y - down.y)
    }
}

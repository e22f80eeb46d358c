// CALayer+Animation.swift: a layer's animations (those added with `add(_:forKey:)`, implicit
// ones and view animations, all alike), its presentation copy, and removing animations.

extension CALayer {
    /// The presentation copy `presentation()` gives and the pictures and animations read: the
    /// model values with each attached animation's value at `Headless.now` (in the layer's time)
    /// written over its property, in the order the animations were added, view animations among
    /// them. Of the layer's class for the built-in classes, else of the nearest built-in one.
    func presentationLayer() -> CALayer {
        let copy = makePresentationCopy()
        copy.makeExtras().modelLayer = self
        guard !addedAnimations.isEmpty else { return copy }
        let layerTime = localTime(atGlobalTime: Headless.current.now)
        for animation in addedAnimations { animation.apply(atLayerTime: layerTime, to: copy) }
        return copy
    }

    /// The value at `keyPath` of the layer as it is shown now (what `presentation()` would hold),
    /// for a layer of any class: a headless addition for layers whose class is declared outside
    /// this package, which have no presentation copy here. `presentationValue(forKeyPath:
    /// "opacity")` of a fading layer is its opacity on the virtual clock.
    public func presentationValue(forKeyPath keyPath: String) -> Any? {
        presentationLayer().value(forKeyPath: keyPath)
    }

    /// Attaches a copy of `anim` under `key` (replacing an animation under the same key, which
    /// stops unfinished), as Core Animation's `add(_:forKey:)`: a duration of 0 takes the
    /// transaction's (0.25 s unless set), a begin time of 0 begins now; the presentation moves
    /// on the virtual clock, the delegate hears `animationDidStart` on the turn it begins and
    /// `animationDidStop(_:finished:)` when its active duration ends (when it is removed first,
    /// with `false`, on the next turn). A property animation without a key path is ignored.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let property = anim as? CAPropertyAnimation, property.keyPath == nil { return }
        guard let copy = anim.copy() as? CAAnimation else { return }
        // Core Animation files every transition under `kCATransition`, whatever the key given.
        Headless.current.coreAnimation.add(copy, forKey: anim is CATransition ? kCATransition : key, to: self)
    }

    /// The animation attached under `key`, or nil: the copy the layer runs (its duration and
    /// begin time filled in); for a view animation, the `CABasicAnimation` (or
    /// `CASpringAnimation`) its block made. Do not change it: changes have no effect.
    public func animation(forKey key: String) -> CAAnimation? {
        animation(under: key)?.animation
    }

    /// Removes every animation attached to the layer: the presentation shows the model values at
    /// once; each delegate hears its animation stopped, and each animation block whose
    /// animations are all gone runs its completion, with `finished == false` on the next run
    /// loop turn. Reproduces `CALayer.removeAllAnimations()`.
    public func removeAllAnimations() {
        for added in addedAnimations { Headless.current.coreAnimation.remove(added, from: self) }
    }

    /// Removes the animation attached under `key` (for view animations: "opacity", "position",
    /// "bounds", "transform", "backgroundColor"); does nothing for another key. Reproduces
    /// `CALayer.removeAnimation(forKey:)`.
    public func removeAnimation(forKey key: String) {
        guard let added = animation(under: key) else { return }
        Headless.current.coreAnimation.remove(added, from: self)
    }

    /// The keys of the attached animations in the order they were added, or nil when there are
    /// none, as `CALayer.animationKeys()`. View animations are under their property's key path
    /// ("opacity", "position", "bounds", "transform", "backgroundColor"); animations added
    /// without a key are not listed.
    public func animationKeys() -> [String]? {
        var keys: [String] = []
        for added in addedAnimations {
            if let key = added.key { keys.append(key) }
        }
        return keys.isEmpty ? nil : keys
    }

    // MARK: - Machinery

    /// The attached animation under `key`.
    func animation(under key: String) -> AddedAnimation? {
        for added in addedAnimations where added.key == key { return added }
        return nil
    }

    /// Whether the layer refuses touches because a view animation without
    /// `.allowUserInteraction` runs on it.
    @inline(__always)
    var refusesTouchesWhileAnimating: Bool {
        for added in addedAnimations where added.refusesTouches { return true }
        return false
    }

    /// Called by the setters of animatable properties just before the value changes: inside an
    /// animation block, a view's layer runs the action its view gives (`action(for:forKey:)`),
    /// which records the old value (UIKit animates view-backed layers only in blocks); a
    /// standalone layer that has been shown runs its implicit animation.
    ///
    /// Inlined into every setter: outside an animation block a view's layer only reads the flag
    /// (an out-of-line call cost tree.layout 4% more instructions; Docs/Performance.md).
    @inline(__always)
    func willChangeAnimatableValue(for key: LayerAnimationKey) {
        if backsView {
            guard Headless.current.viewAnimationState.isCapturing else { return }
            runViewAction(for: key)
        } else {
            willChangeLayerProperty(key.rawValue)
        }
    }

    /// Runs the action the view gives for `key` inside an animation block, if any.
    @inline(never)
    private func runViewAction(for key: LayerAnimationKey) {
        guard let action = action(forKey: key.rawValue), !(action is NSNull) else { return }
        run(action, forKey: key.rawValue)
    }

    /// The model value of an animatable property.
    func animatableValue(for key: LayerAnimationKey) -> AnimatableValue {
        switch key {
        case .position: return .point(position)
        case .bounds: return .rect(bounds)
        case .transform: return .transform(affineTransform())
        case .opacity: return .opacity(opacity)
        case .backgroundColor: return .color(backgroundColor)
        }
    }

    /// Writes an animated value into this (presentation) copy.
    func setAnimatableValue(_ value: AnimatableValue, for key: LayerAnimationKey) {
        switch (key, value) {
        case let (.position, .point(point)): position = point
        case let (.bounds, .rect(rect)): bounds = rect
        case let (.transform, .transform(transform)): setAffineTransform(transform)
        case let (.opacity, .opacity(opacity)): self.opacity = opacity
        case let (.backgroundColor, .color(color)): backgroundColor = color
        default: break
        }
    }
}

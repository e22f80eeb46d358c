// CALayer+Animation.swift: a layer's running animations (view animations and those added with
// `add(_:forKey:)`), its presentation copy, and removing animations.

extension CALayer {
    /// A copy of the layer as it is shown now: the model values, with each running animation's
    /// value at `Headless.now` in place of its property: view animations first (opacity,
    /// position, bounds, the affine transform, the background colour), then the animations added
    /// with `add(_:forKey:)` in the order they were added, in the layer's time.
    ///
    /// Reproduces `CALayer.presentation()`. Unlike Core Animation, it never returns nil (a layer
    /// here needs no render pass to have a presentation). The copy is of the layer's class for
    /// the built-in classes (`CAShapeLayer`, `CAGradientLayer`), else a `CALayer`.
    public func presentation() -> CALayer? {
        let copy = makePresentationCopy()
        let now = Headless.current.now
        for animation in runningAnimations {
            copy.setAnimatableValue(animation.value(at: now), for: animation.key)
        }
        if let added = extras?.addedAnimations, !added.isEmpty {
            let layerTime = localTime(atGlobalTime: now)
            for animation in added { animation.apply(atLayerTime: layerTime, to: copy) }
        }
        return copy
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
        Headless.current.coreAnimation.add(copy, forKey: key, to: self)
    }

    /// The animation attached under `key`, or nil. An added animation is the copy the layer runs
    /// (its duration and begin time filled in); a view animation is described as the
    /// `CABasicAnimation` UIKit would have added. Do not change it: changes have no effect.
    public func animation(forKey key: String) -> CAAnimation? {
        if let added = extras?.addedAnimations.first(where: { $0.key == key }) { return added.animation }
        guard let view = runningAnimations.first(where: { $0.key.rawValue == key }) else { return nil }
        return view.basicAnimationDescription()
    }

    /// Removes every animation attached to the layer: the presentation shows the model values at
    /// once; each animation block whose animations are all gone runs its completion, and each
    /// added animation's delegate hears it stopped, with `finished == false` on the next run loop
    /// turn. Reproduces `CALayer.removeAllAnimations()`.
    public func removeAllAnimations() {
        if !runningAnimations.isEmpty { Headless.current.animationScheduler.removeAllAnimations(from: self) }
        for added in extras?.addedAnimations ?? [] {
            Headless.current.coreAnimation.remove(added, from: self)
        }
    }

    /// Removes the animation stored under `key` (for view animations: "opacity", "position",
    /// "bounds", "transform", "backgroundColor"); does nothing for another key. Reproduces
    /// `CALayer.removeAnimation(forKey:)`.
    public func removeAnimation(forKey key: String) {
        if let added = extras?.addedAnimations.first(where: { $0.key == key }) {
            Headless.current.coreAnimation.remove(added, from: self)
        }
        guard let animationKey = LayerAnimationKey(rawValue: key) else { return }
        Headless.current.animationScheduler.removeAnimation(forKey: animationKey, from: self)
    }

    /// The keys of the attached animations in the order they were added, or nil when there are
    /// none, as `CALayer.animationKeys()`. View animations are under their property's key path
    /// ("opacity", "position", "bounds", "transform", "backgroundColor"); animations added
    /// without a key are not listed.
    public func animationKeys() -> [String]? {
        var keyed: [(serial: Int, key: String)] = runningAnimations.map { ($0.serial, $0.key.rawValue) }
        for added in extras?.addedAnimations ?? [] {
            if let key = added.key { keyed.append((added.serial, key)) }
        }
        return keyed.isEmpty ? nil : keyed.sorted { $0.serial < $1.serial }.map(\.key)
    }

    // MARK: - Machinery

    /// Whether the layer refuses touches because it animates without `.allowUserInteraction`.
    @inline(__always)
    var refusesTouchesWhileAnimating: Bool {
        !runningAnimations.isEmpty && runningAnimations.contains { !$0.group.allowsUserInteraction }
    }

    /// Called by the setters of animatable properties just before the value changes: inside an
    /// animation block, a view records the old value (UIKit animates view-backed layers only in
    /// blocks); a standalone layer that has been shown runs its implicit animation.
    func willChangeAnimatableValue(for key: LayerAnimationKey) {
        if backsView {
            guard Headless.current.animationTransaction.isCapturing, let delegate else { return }
            delegate.layerWillChangeAnimatableValue(for: key)
        } else {
            willChangeLayerProperty(key.rawValue)
        }
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
    private func setAnimatableValue(_ value: AnimatableValue, for key: LayerAnimationKey) {
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

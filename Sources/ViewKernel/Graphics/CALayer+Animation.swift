// CALayer+Animation.swift: a layer's running animations, its presentation copy, and removing animations.

extension CALayer {
    /// A copy of the layer as it is shown now: the model values, with each running animation's
    /// value at `Headless.now` in place of its property (opacity, position, bounds, the affine
    /// transform, the background colour).
    ///
    /// Reproduces `CALayer.presentation()`. Unlike Core Animation, it never returns nil (a layer
    /// here needs no render pass to have a presentation), and the copy is a plain `CALayer`.
    public func presentation() -> CALayer? {
        let copy = CALayer(layer: self)
        let now = Headless.current.now
        for animation in runningAnimations {
            copy.setAnimatableValue(animation.value(at: now), for: animation.key)
        }
        return copy
    }

    /// Removes every animation attached to the layer: the presentation shows the model values at
    /// once, and each animation block whose animations are all gone runs its completion with
    /// `finished == false` on the next run loop turn. Reproduces `CALayer.removeAllAnimations()`.
    public func removeAllAnimations() {
        guard !runningAnimations.isEmpty else { return }
        Headless.current.animationScheduler.removeAllAnimations(from: self)
    }

    /// Removes the animation stored under `key` ("opacity", "position", "bounds", "transform",
    /// "backgroundColor"); does nothing for another key. Reproduces `CALayer.removeAnimation(forKey:)`.
    public func removeAnimation(forKey key: String) {
        guard let animationKey = LayerAnimationKey(rawValue: key) else { return }
        Headless.current.animationScheduler.removeAnimation(forKey: animationKey, from: self)
    }

    /// The keys of the running animations in the order they were added, or nil when there are none,
    /// as `CALayer.animationKeys()`. The keys are the property key paths ("opacity", "position",
    /// "bounds", "transform", "backgroundColor").
    public func animationKeys() -> [String]? {
        runningAnimations.isEmpty ? nil : runningAnimations.map(\.key.rawValue)
    }

    // MARK: - Machinery

    /// Whether the layer refuses touches because it animates without `.allowUserInteraction`.
    @inline(__always)
    var refusesTouchesWhileAnimating: Bool {
        !runningAnimations.isEmpty && runningAnimations.contains { !$0.group.allowsUserInteraction }
    }

    /// Called by the setters of animatable properties just before the value changes: inside an
    /// animation block, the view records the old value (UIKit animates only view-backed layers).
    func willChangeAnimatableValue(for key: LayerAnimationKey) {
        guard Headless.current.animationTransaction.isCapturing, let delegate else { return }
        delegate.layerWillChangeAnimatableValue(for: key)
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

// CALayer+Actions.swift: implicit animations: a standalone layer that has been shown in a window
// animates a change of an animatable property with the action its `action(forKey:)` finds, in
// the current transaction's duration, unless the transaction disables actions.

extension CALayer {
    /// The default search of `action(forKey:)`: the delegate's answer for a view's layer (a view
    /// answers `NSNull`, no action, outside animation blocks), else `actions[event]` (`NSNull`
    /// stops the search), else the class's default action.
    func standardAction(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }

    /// A basic animation of `event` when it names an animatable property of a layer (a shape or
    /// gradient layer's own properties included), else nil.
    static func standardDefaultAction(forKey event: String) -> CAAction? {
        guard CALayer.implicitlyAnimatableKeys.contains(event) else { return nil }
        return CABasicAnimation(keyPath: event)
    }

    /// The properties whose changes animate implicitly.
    static let implicitlyAnimatableKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "opacity", "transform", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "zPosition",
        "path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "lineDashPhase", "miterLimit",
        "colors", "locations", "startPoint", "endPoint",
    ]

    /// Called before an animatable property of a standalone layer changes: once the layer has
    /// been shown in a window, and unless the transaction disables actions, its action runs (a
    /// default action animates from the value shown now to the new value).
    func willChangeLayerProperty(_ key: String) {
        guard !backsView, let extras, extras.isRendered, hostWindow != nil else { return }
        runImplicitAction(forKey: key)
    }

    /// Runs the action for a change of `key`.
    func runImplicitAction(forKey key: String) {
        guard !CATransaction.disableActions(), let action = action(forKey: key), !(action is NSNull) else { return }
        run(action, forKey: key)
    }

    /// Runs `action` for a change of `key`: an animation is added as Core Animation adds an
    /// implicit one (from the value shown now, on the transaction's timing function unless it has
    /// its own); any other action runs itself (a view's action records the change in its block).
    func run(_ action: CAAction, forKey key: String) {
        guard let animation = action as? CAAnimation else {
            action.run(forKey: key, object: self, arguments: nil)
            return
        }
        guard let copy = animation.copy() as? CAAnimation else { return }
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = key }
        if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            let shown = hasAnimations ? presentationLayer() : self
            basic.fromValue = shown.animatableValue(forKeyPath: basic.keyPath ?? key)?.anyValue
        }
        if copy.timingFunction == nil {
            copy.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        }
        add(copy, forKey: key)
    }
}

// UIViewController+Traits.swift: a controller's traits and the overrides it sets for itself and
// for its children.

extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
    /// The controller's traits: its parent's (or its presenter's, or the window's for a window's
    /// root controller), with the parent's overrides for it and its own on top. A presented sheet
    /// or popover is at the elevated level.
    public var traitCollection: UITraitCollection { TraitNode.controller(self).resolvedTraits }

    /// The appearance this controller, its view and its children use, whatever they inherit;
    /// `.unspecified` (the default) inherits it. The same trait as `traitOverrides.userInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState?.overrides.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits this controller overrides for itself, its view and its children (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { MutableTraitValues(values: traitState?.overrides ?? TraitValues()) }
        set {
            let values = TraitValues(reading: newValue)
            guard values != (traitState?.overrides ?? TraitValues()) else { return }
            traitEnvironmentState.overrides = values
            traitInputsDidChange()
        }
    }

    /// Gives `childViewController` the traits `collection` sets on top of this controller's (nil
    /// removes them). A controller that is not a child of this one is left alone, as in UIKit.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parentStorage === self else { return }
        guard childViewController.traitState?.overrideFromParent != collection else { return }
        childViewController.traitEnvironmentState.overrideFromParent = collection
        childViewController.traitInputsDidChange()
    }

    /// Sends the trait changes this controller, its view and its children wait for now (iOS 17).
    public func updateTraitsIfNeeded() {
        guard let view = viewStorage else {
            reportTraitsIfChanged()
            return
        }
        view.updateTraitsIfNeeded()
    }

    /// The controller's trait state, made on first use.
    var traitEnvironmentState: TraitEnvironmentState {
        if let state = traitState { return state }
        let state = TraitEnvironmentState()
        traitState = state
        return state
    }

    /// Something this controller's traits depend on changed: cached traits are stale and its view
    /// is checked at the next layout pass.
    func traitInputsDidChange() {
        Headless.current.traitsDidChange()
        viewStorage?.traitInputsDidChange()
    }
}

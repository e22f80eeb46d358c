// UIView+Traits.swift: a view's trait overrides, and the trait update UIKit runs before layout:
// each view whose traits changed hears of it once, parents before children.

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    /// The appearance this view and everything in it use, whatever they inherit; `.unspecified`
    /// (the default) inherits it. The same trait as `traitOverrides.userInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState?.overrides.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits this view overrides for itself and its subviews (iOS 17):
    /// `view.traitOverrides.preferredContentSizeCategory = .accessibilityLarge`.
    public var traitOverrides: UITraitOverrides {
        get { MutableTraitValues(values: traitState?.overrides ?? TraitValues()) }
        set {
            let values = TraitValues(reading: newValue)
            let previous = traitState?.overrides ?? TraitValues()
            guard values != previous else { return }
            traitEnvironmentState.overrides = values
            if values.layoutDirection != previous.layoutDirection {
                Headless.current.layoutEngine.layoutDirectionMayHaveChanged(for: self)
            }
            traitInputsDidChange()
        }
    }

    /// Sends the trait changes this view and its subtree wait for now, rather than at the next
    /// layout pass (iOS 17).
    public func updateTraitsIfNeeded() {
        traitInputsDidChange()
        deliverTraitChanges()
    }

    /// The view's trait state, made on first use.
    var traitEnvironmentState: TraitEnvironmentState {
        if let state = traitState { return state }
        let state = TraitEnvironmentState()
        traitState = state
        return state
    }

    /// Something this view's traits depend on changed (an override, its place in the tree): the
    /// cached traits everywhere are stale, and the view is checked at its tree's next layout pass.
    func traitInputsDidChange() {
        traitsMayHaveMoved()
        setNeedsLayout()
    }

    /// The view joined a superview: its traits may differ (checked at the next layout pass, which
    /// adding a subview asks for).
    func traitsMayHaveMoved() {
        dropCachedTraitsOfSubtree()
        traitsNeedUpdate = true
        var ancestor = superviewStorage
        while let view = ancestor, !view.subtreeTraitsNeedUpdate {
            view.subtreeTraitsNeedUpdate = true
            ancestor = view.superviewStorage
        }
    }

    /// Something the traits of this view and the views below it depend on changed (its place in
    /// the tree, its overrides): their cached traits are dropped, and no other view's. A view's
    /// traits come from its chain of trait parents, and only the views of this subtree have
    /// this view in theirs, unless the subtree holds a controller's view: a controller's traits
    /// reach the controllers it presents, elsewhere in the tree, so then (and for a subtree of
    /// more than 64 views, where dropping everything at once is cheaper) every cached
    /// collection is dropped. A cell entering a table dropped every view's cache before.
    func dropCachedTraitsOfSubtree() {
        let runtime = Headless.current
        var budget = 64
        if !dropCachedTraitsOfSubtree(generation: runtime.traitGeneration, budget: &budget) { runtime.traitsDidChange() }
    }

    /// Drops the cached traits of this subtree's views; false, having dropped some of them, when
    /// the subtree holds a controller's view or more views than `budget` allows. Below a view
    /// whose cached traits are already stale there are none to drop: a view's traits are cached
    /// only on the way up from a question (`TraitNode.resolvedTraits` caches every node up to
    /// one with valid traits), so valid traits below mean valid traits here, and every drop
    /// takes a whole subtree (a cell taken off the screen and shown again costs one look).
    private func dropCachedTraitsOfSubtree(generation: Int, budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0, viewDelegate == nil else { return false }
        guard cachedTraitsGeneration == generation else { return true }
        cachedTraitsGeneration = 0
        for child in subviewStorage where !child.dropCachedTraitsOfSubtree(generation: generation, budget: &budget) {
            return false
        }
        return true
    }

    /// `color` as the layer shows it: a dynamic colour resolved with the view's traits.
    func resolvedForLayer(_ color: UIColor) -> UIColor {
        color.isDynamic ? color.resolvedColor(with: traitCollection) : color
    }

    /// Tells each view of this subtree whose traits changed since it last heard, parents before
    /// children, a controller before its root view: `traitCollectionDidChange(_:)` and the
    /// matching registrations, with the new traits current. Only the views marked (and everything
    /// below a view whose traits changed) are visited; the walk uses an explicit stack.
    func deliverTraitChanges() {
        guard traitsNeedUpdate || subtreeTraitsNeedUpdate else { return }
        var stack: [(view: UIView, forced: Bool)] = [(self, traitsNeedUpdate)]
        while let (view, forced) = stack.popLast() {
            var changed = false
            if forced || view.traitsNeedUpdate {
                view.traitsNeedUpdate = false
                if let controller = view.viewDelegate as? UIViewController { controller.reportTraitsIfChanged() }
                changed = view.reportTraitsIfChanged()
            }
            guard changed || view.subtreeTraitsNeedUpdate else { continue }
            view.subtreeTraitsNeedUpdate = false
            var index = view.subviewStorage.count
            while index > 0 {
                index -= 1
                let child = view.subviewStorage[index]
                if changed || child.traitsNeedUpdate || child.subtreeTraitsNeedUpdate { stack.append((child, changed)) }
            }
        }
    }

    /// Reports the view's traits when they differ from those it last heard of; returns whether
    /// they did. The view lays out (and redraws, when it draws its own content) again, and a
    /// dynamic background colour is resolved anew.
    private func reportTraitsIfChanged() -> Bool {
        let traits = traitCollection
        let previous = reportedTraits ?? Headless.current.screenTraits
        reportedTraits = traits
        guard previous !== traits, previous.values != traits.values else { return false }
        traits.performAsCurrent {
            if traits.hasDifferentColorAppearance(comparedTo: previous), let backgroundColor, backgroundColor.isDynamic {
                layer.backgroundColor = backgroundColor.resolvedColor(with: traits).cgColor
            }
            if traits.layoutDirection != previous.layoutDirection { layoutDirectionDidChange() }
            (self as? TraitAdaptingView)?.traitsDidChange(from: previous)
            traitCollectionDidChange(previous)
            traitState?.deliverRegistrations(to: self, previous: previous, current: traits)
        }
        setNeedsLayout()
        if !CALayer.isKnownNotToDraw(layer) { setNeedsDisplay() }
        return true
    }
}

/// A view of the package that adapts itself when its traits change (a label's font following the
/// text size), before the app's `traitCollectionDidChange(_:)` runs.
@MainActor
package protocol TraitAdaptingView: UIView {
    /// The view's traits changed from `previous` to its `traitCollection`.
    func traitsDidChange(from previous: UITraitCollection)
}

extension UIViewController {
    /// Reports the controller's traits when they differ from those it last heard of.
    func reportTraitsIfChanged() {
        let traits = traitCollection
        let previous = reportedTraits ?? Headless.current.screenTraits
        reportedTraits = traits
        guard previous !== traits, previous.values != traits.values else { return }
        traits.performAsCurrent {
            traitCollectionDidChange(previous)
            traitState?.deliverRegistrations(to: self, previous: previous, current: traits)
        }
    }
}

extension UIColor {
    /// Whether the colour depends on traits (``init(dynamicProvider:)`` or a system colour).
    var isDynamic: Bool { dynamicProvider != nil }
}

extension UIView {
    /// Runs `body` with the view's traits as `UITraitCollection.current` (what UIKit does around
    /// `layoutSubviews()` and `draw(_:)`). Costs nothing more than the check when the view has
    /// the screen's traits and no collection is set as current.
    func withTraitsAsCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        let traits = traitCollection
        if traits === Headless.current.screenTraits, !UITraitCollection.isCurrentSet { return try body() }
        return try traits.performingAsCurrent(body)
    }
}

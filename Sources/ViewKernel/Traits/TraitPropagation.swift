// TraitPropagation.swift: how an environment's traits are worked out: from the screen, through the
// window, controllers and views, each adding its overrides; cached until something that traits
// depend on changes.

/// A place traits flow through: a view or a view controller.
@MainActor
enum TraitNode {
    case view(UIView)
    case controller(UIViewController)

    /// Where this node takes its traits from: a controller's root view from the controller; a
    /// presented controller from its presenter; any other controller from its view's superview,
    /// as since iOS 17 (a window's root controller from the window, a child from the view it was
    /// added to), or from its parent while its view is not in one; a view from its superview.
    /// Nil at the top (a window, a detached view or controller).
    var traitParent: TraitNode? {
        switch self {
        case .view(let view):
            if let controller = view.viewDelegate as? UIViewController { return .controller(controller) }
            return view.superview.map(TraitNode.view)
        case .controller(let controller):
            if let presenter = controller.presentingControllerForTraits { return .controller(presenter) }
            if let superview = controller.viewIfLoaded?.superview { return .view(superview) }
            return controller.parent.map(TraitNode.controller)
        }
    }

    /// The traits cached here, when still valid.
    var validCachedTraits: UITraitCollection? {
        let generation = Headless.current.traitGeneration
        switch self {
        case .view(let view): return view.cachedTraitsGeneration == generation ? view.cachedTraits : nil
        case .controller(let controller):
            return controller.cachedTraitsGeneration == generation ? controller.cachedTraits : nil
        }
    }

    /// Caches `traits` here for the current generation.
    func cache(_ traits: UITraitCollection) {
        let generation = Headless.current.traitGeneration
        switch self {
        case .view(let view):
            view.cachedTraits = traits
            view.cachedTraitsGeneration = generation
        case .controller(let controller):
            controller.cachedTraits = traits
            controller.cachedTraitsGeneration = generation
        }
    }

    /// `inherited` with what this node adds: a window's screen and size classes, a presented
    /// sheet's elevated level, a parent's overrides for a child, then the node's own overrides.
    /// The same instance when nothing changes.
    func traits(inheriting inherited: UITraitCollection?) -> UITraitCollection {
        var traits: UITraitCollection
        let own: TraitValues?
        switch self {
        case .view(let view):
            traits = inherited ?? (view.isWindowView ? Headless.current.windowTraits(forWindowSize: view.bounds.size)
                                                      : Headless.current.screenTraits)
            own = view.traitState?.overrides
        case .controller(let controller):
            traits = inherited ?? Headless.current.screenTraits
            if controller.presentingControllerForTraits != nil,
               controller.modalPresentationStyle.isSheetLike, traits.userInterfaceLevel != .elevated {
                traits = traits.overridden(by: TraitValues(userInterfaceLevel: .elevated))
            }
            if let parent = controller.parent, let fromParent = parent.overrideTraitCollection(forChild: controller) {
                traits = traits.overridden(by: fromParent.values)
            }
            own = controller.traitState?.overrides
        }
        if let own, own != TraitValues() { traits = traits.overridden(by: own) }
        if case .view(let view) = self, let state = view.traitState {
            traits = traits.limitingContentSizeCategory(minimum: state.minimumContentSizeCategory,
                                                        maximum: state.maximumContentSizeCategory)
        }
        return traits
    }

    /// The node's traits: walks up to the nearest node with valid cached traits (or the top),
    /// then back down, caching each node's traits. No recursion, so any depth is fine.
    var resolvedTraits: UITraitCollection {
        if let cached = validCachedTraits { return cached }
        var chain: [TraitNode] = [self]
        var inherited: UITraitCollection?
        var node = traitParent
        while let current = node {
            if let cached = current.validCachedTraits {
                inherited = cached
                break
            }
            chain.append(current)
            node = current.traitParent
        }
        for current in chain.reversed() {
            let traits = current.traits(inheriting: inherited)
            current.cache(traits)
            inherited = traits
        }
        return inherited ?? Headless.current.screenTraits
    }
}

extension UITraitCollection {
    /// This collection with every trait `values` sets taken from it; itself when none differs.
    func overridden(by values: TraitValues) -> UITraitCollection {
        let merged = self.values.overridden(by: values)
        return merged == self.values ? self : UITraitCollection(values: merged)
    }
}

extension TraitValues {
    /// Values setting only the level.
    init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init()
        self.userInterfaceLevel = userInterfaceLevel
    }
}

extension UIModalPresentationStyle {
    /// Whether the presented content sits above the presenter on a device, at the elevated level:
    /// sheets and popovers (`.automatic` is a sheet for most controllers).
    var isSheetLike: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover: return true
        default: return false
        }
    }
}

extension UIViewController {
    /// The presenting controller when this controller is presented (not a child of a presented
    /// one): where a presented controller takes its traits from.
    var presentingControllerForTraits: UIViewController? {
        parent == nil ? presentingViewController : nil
    }
}

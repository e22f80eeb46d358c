// LayoutEngine+Tree.swift: what the engine does when the tree changes: a subtree that leaves takes
// its outside constraints with it, and insets (safe area, margins) follow the layout pass.

extension LayoutEngine {
    /// Whether any item ever entered the engine; until then, layout passes skip it entirely.
    var isInUse: Bool { !engineConstraintDescriptions.isEmpty || !layoutConstraints.isEmpty }

    /// `view` is leaving `parent`: the constraints held by `parent` and its ancestors that relate
    /// something in `view`'s subtree to something outside are deactivated, as UIKit removes them
    /// ("removing the view also removes any constraints that refer to the view or its subtree").
    func subtreeWillLeave(_ view: UIView, parent: UIView) {
        var ancestor: UIView? = parent
        var leaving: [NSLayoutConstraint] = []
        while let current = ancestor {
            for constraint in current.autoLayoutStorage?.constraints ?? [] where constraint.touches(subtreeOf: view) {
                leaving.append(constraint)
            }
            ancestor = current.superview
        }
        guard !leaving.isEmpty else { return }
        leaving.forEach(deactivate)
        commitChanges()
    }

    /// Brings `view`'s safe area and layout margins up to date at the start of its layout pass:
    /// `safeAreaInsetsDidChange()` and `layoutMarginsDidChange()` (and the controller's) when they
    /// changed, the subviews marked to follow, and the view's system guides moved.
    func refreshInsets(of view: UIView) {
        // Without a safe area anywhere, insets change only through setters, which tell the engine
        // themselves; only margins preserved from the superview follow the layout.
        let safeAreaMatters = Headless.current.safeAreaMatters
        guard safeAreaMatters || view.autoLayoutStorage?.preservesSuperviewLayoutMargins == true else { return }
        let state = view.autoLayout
        let safe = view.safeAreaInsets
        let controller = view.layoutObserver
        var changed = false
        if safe != state.reportedSafeAreaInsets {
            state.reportedSafeAreaInsets = safe
            ClassTraits.safeAreaConsumer(view)?.safeAreaInsetsDidChangeForContentInset()
            view.safeAreaInsetsDidChange()
            controller?.viewSafeAreaInsetsDidChange()
            for child in view.subviewStorage { child.setNeedsLayout() }
            changed = true
        }
        let margins = view.effectiveLayoutMargins
        if margins != state.reportedLayoutMargins {
            let hadMargins = state.reportedLayoutMargins != nil
            state.reportedLayoutMargins = margins
            if hadMargins || margins != UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
                view.layoutMarginsDidChange()
                controller?.viewLayoutMarginsDidChange()
            }
            changed = true
        }
        if changed, view.engineVariables != nil { systemInsetsDidChange(of: view) }
    }
}

extension NSLayoutConstraint {
    /// Whether one item is in `view`'s subtree (a guide by its owning view) and the other is not.
    func touches(subtreeOf view: UIView) -> Bool {
        func inside(_ item: AnyObject?) -> Bool? {
            guard let item = item as? any LayoutItem, let anchor = LayoutEngine.anchorView(of: item) else { return nil }
            return anchor.isInSubtree(of: view)
        }
        let first = inside(firstItem), second = inside(secondItem)
        guard let first else { return false }
        guard let second else { return false }
        return first != second
    }
}

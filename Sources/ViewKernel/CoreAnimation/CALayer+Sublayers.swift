// CALayer+Sublayers.swift: layers added to layers, and how they sit among a view's subviews.
//
// A view's layer has two kinds of sublayers: its subviews' layers (the view tree owns them) and
// layers added with `addSublayer` and kin (kept in `extras.sublayers`). An added layer remembers
// the subview layer it was put just above (or the bottom); `sublayers` merges the two lists in
// that order, so a gradient inserted at index 0 stays below every subview and a layer added on
// top stays above the subviews that were there, as on a device.

extension CALayer {
    /// Every sublayer back to front: for a view's layer, its subviews' layers with the added
    /// layers placed among them; for another layer, the added layers.
    func orderedSublayers() -> [CALayer] {
        let added = extras?.sublayers ?? []
        guard let view = delegate, !view.subviewStorage.isEmpty else { return added }
        let subviewLayers = view.subviewStorage.map(\.layer)
        if added.isEmpty { return subviewLayers }
        var result: [CALayer] = []
        result.reserveCapacity(added.count + subviewLayers.count)
        let present = Set(subviewLayers.map(ObjectIdentifier.init))
        // Added layers whose subview left (or that never had a place) go on top.
        func isOnTop(_ layer: CALayer) -> Bool {
            guard let placement = layer.extras, placement.hasPlacement else { return true }
            guard let above = placement.placedAbove else { return false }
            return !present.contains(ObjectIdentifier(above))
        }
        result += added.filter { !isOnTop($0) && $0.extras?.placedAbove == nil }
        for subviewLayer in subviewLayers {
            result.append(subviewLayer)
            result += added.filter { !isOnTop($0) && $0.extras?.placedAbove === subviewLayer }
        }
        result += added.filter(isOnTop)
        return result
    }

    /// Inserts `layer` at `index` in `sublayers` (nil or past the end: on top), taking it out of
    /// its superlayer first.
    func insertAddedSublayer(_ layer: CALayer, at index: Int?) {
        guard canAdopt(layer) else { return }
        layer.detachFromSuperlayer()
        var order = orderedSublayers()
        let position = min(max(0, index ?? order.count), order.count)
        order.insert(layer, at: position)
        place(layer, in: order, at: position)
    }

    /// Inserts `layer` just above or below `sibling`; on top when `sibling` is not a sublayer.
    func insertAddedSublayer(_ layer: CALayer, relativeTo sibling: CALayer?, above: Bool) {
        guard canAdopt(layer) else { return }
        layer.detachFromSuperlayer()
        var order = orderedSublayers()
        guard let sibling, let siblingIndex = order.firstIndex(where: { $0 === sibling }) else {
            order.append(layer)
            place(layer, in: order, at: order.count - 1)
            return
        }
        let position = above ? siblingIndex + 1 : siblingIndex
        order.insert(layer, at: position)
        place(layer, in: order, at: position)
    }

    /// Replaces the added sublayers with `layers`, in order, on top of a view's subviews.
    func replaceAddedSublayers(with layers: [CALayer]) {
        for layer in extras?.sublayers ?? [] { layer.detachFromSuperlayer() }
        for layer in layers { insertAddedSublayer(layer, at: nil) }
    }

    /// Takes the layer out of its superlayer (a view's layer: its view out of its superview).
    func detachFromSuperlayer() {
        if let view = delegate {
            view.removeFromSuperview()
            return
        }
        guard let extras, let parent = extras.superlayer else { return }
        let wasInWindow = hostWindow != nil
        parent.extras?.sublayers.removeAll { $0 === self }
        extras.superlayer = nil
        extras.placedAbove = nil
        extras.hasPlacement = false
        if wasInWindow { treeDidLeaveWindow() }
    }

    /// The layer and those added below it left the window: they stop animating implicitly and
    /// lose their animations at the turn's commit unless they are back in one.
    private func treeDidLeaveWindow() {
        Headless.current.coreAnimation.layerLeftTree(self)
        func forget(_ layer: CALayer) {
            layer.extras?.isRendered = false
            layer.extras?.sublayers.forEach(forget)
        }
        forget(self)
    }

    // MARK: - Machinery

    /// Whether `layer` may be added here: not a view's layer (views own those; adding one is
    /// ignored), not this layer or one of its ancestors.
    private func canAdopt(_ layer: CALayer) -> Bool {
        guard layer.delegate == nil else {
            Headless.reportLoggedProblem("Adding a view's layer to another layer is not supported; add the view as a subview.")
            return false
        }
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer { return false }
            ancestor = current.superlayer
        }
        return true
    }

    /// Records `layer` (at `position` in the merged `order`) in the added sublayers: after the
    /// added layer below it, and placed above the nearest subview layer below it.
    private func place(_ layer: CALayer, in order: [CALayer], at position: Int) {
        let parentExtras = makeExtras()
        let layerExtras = layer.makeExtras()
        layerExtras.superlayer = self
        var below: CALayer?
        var placedAbove: CALayer?
        for candidate in order[..<position].reversed() {
            if below == nil, candidate.delegate == nil { below = candidate }
            if candidate.delegate != nil { placedAbove = candidate; break }
        }
        if delegate != nil {
            layerExtras.hasPlacement = true
            layerExtras.placedAbove = placedAbove
        }
        if let below, let index = parentExtras.sublayers.firstIndex(where: { $0 === below }) {
            parentExtras.sublayers.insert(layer, at: index + 1)
        } else {
            parentExtras.sublayers.insert(layer, at: 0)
        }
        layer.treeDidEnterWindow()
    }
}

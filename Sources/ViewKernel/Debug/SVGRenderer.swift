// SVGRenderer.swift: how `renderSVG()` walks the tree: one group per visible view, in tree order,
// holding the view's background, its own marks, its subviews (clipped when it clips) and its
// border, as Core Animation composites a layer.

extension SVGDrawingContext {
    /// Draws `view` and its subtree. The root is drawn in its own bounds coordinates (the
    /// picture's viewBox); every other view in a group whose `matrix()` is its transform to its
    /// superview: centre, transform about the anchor, and its own bounds origin.
    ///
    /// Hidden views and views with no alpha are left out with their subtrees, as they do not
    /// appear on a device; alpha is the group's opacity, so it multiplies down the tree. A view
    /// with running animations is drawn with its presentation values unless ``layerTree`` is
    /// `.model`. Views more than ``SVGDrawingContext/viewDepthLimit`` levels below the root are
    /// left out with their subtrees, in their place a comment that counts them.
    ///
    /// The tree is walked with an explicit stack (a view's group is opened, its subviews drawn,
    /// then the group closed by a step pushed below them), so a deep tree needs no call stack.
    func drawTree(of view: UIView, isRoot: Bool) {
        var steps: [SVGTreeStep] = [.view(view, level: 0)]
        while let step = steps.popLast() {
            switch step {
            case .view(let view, let level):
                if level > SVGDrawingContext.viewDepthLimit {
                    var count = 0
                    view.forEachInSubtree { _ in count += 1 }
                    write("<!-- \(count) \(count == 1 ? "view" : "views") more than \(SVGDrawingContext.viewDepthLimit) levels deep left out -->")
                    continue
                }
                // A view a portal draws elsewhere (a context menu lifted it) is not drawn in place.
                if level > 0, view.layer.isDrawnElsewhere { continue }
                guard let closing = openView(view, isRoot: isRoot && level == 0) else { continue }
                steps.append(.close(closing))
                if view.layer.extras?.sublayers.isEmpty ?? true {
                    for subview in view.subviewStorage.reversed() { steps.append(.view(subview, level: level + 1)) }
                } else {
                    for sublayer in view.layer.orderedSublayers().reversed() {
                        if let subview = sublayer.delegate {
                            steps.append(.view(subview, level: level + 1))
                        } else {
                            steps.append(.layer(sublayer))
                        }
                    }
                }
            case .layer(let layer):
                drawLayerTree(of: layer)
            case .close(let closing):
                closeView(closing)
            }
        }
    }

    /// Opens a visible view's group and draws what lies below its subviews: the background, the
    /// clip when it clips, its layer's content and its own marks. Returns what closing the group
    /// needs, or nil when the view is not drawn.
    private func openView(_ view: UIView, isRoot: Bool) -> SVGTreeStep.Closing? {
        let model = view.layer
        let animates = layerTree == .presentation && model.hasAnimations
        let layer = animates ? model.presentationLayer() : model
        guard !layer.isHidden, layer.opacity > 0 else { return nil }
        var attributes: [(String, String)] = []
        if !isRoot {
            let transform = animates ? SVGDrawingContext.transformToSuperlayer(of: layer) : view.transformToSuperview
            if !transform.isIdentity { attributes.append(("transform", SVGMarkup.matrix(transform))) }
        }
        if layer.opacity < 1 { attributes.append(("opacity", SVGMarkup.number(CGFloat(layer.opacity)))) }
        write(SVGMarkup.openTag("g", attributes) + ">")
        depth += 1
        write(SVGMarkup.element("title", [], text: view.description))
        let bounds = layer.bounds
        // What the view draws resolves its dynamic colours with the view's traits, as on a device.
        return view.withTraitsAsCurrent {
            if let background = layer.backgroundColor {
                fillRect(bounds, color: UIColor(cgColor: background), cornerRadius: layer.cornerRadius,
                         corners: layer.maskedCorners)
            } else if let background = (view as? SVGDefaultBackground)?.svgDefaultBackgroundColor {
                fillRect(bounds, color: background, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners)
            }
            let clips = layer.masksToBounds
            if clips { openClipGroup(to: bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners) }
            // The marks an enclosing view keeps for above its subviews wait until this view is done.
            let closing = SVGTreeStep.Closing(layer: layer, clips: clips, enclosingOverlay: overlayLines,
                                              enclosingWritesOverlay: writesOverlay)
            overlayLines = []
            writesOverlay = false
            drawLayerContent(of: layer, contentMode: view.contentMode)
            view.drawSVGContent(in: self)
            writesOverlay = false
            return closing
        }
    }

    /// Closes a view's group after its subviews: the marks it asked to have above them, the end of
    /// its clip, its border, then the group's end.
    private func closeView(_ closing: SVGTreeStep.Closing) {
        lines += overlayLines
        overlayLines = closing.enclosingOverlay
        writesOverlay = closing.enclosingWritesOverlay
        if closing.clips {
            depth -= 1
            write("</g>")
        }
        drawBorder(of: closing.layer)
        depth -= 1
        write("</g>")
    }

    /// The transform from a layer's coordinates to its superlayer's: its bounds origin, its
    /// transform about the anchor point, and its position (`UIView.transformToSuperview`, for a
    /// presentation copy that no view owns).
    static func transformToSuperlayer(of layer: CALayer) -> CGAffineTransform {
        let bounds = layer.bounds, anchor = layer.anchorPoint, position = layer.position
        let anchorX = bounds.minX + bounds.width * anchor.x
        let anchorY = bounds.minY + bounds.height * anchor.y
        return CGAffineTransform(translationX: -anchorX, y: -anchorY)
            .concatenating(layer.affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The border: inside the bounds, following the rounded corners, above content and subviews.
    func drawBorder(of layer: CALayer) {
        let width = layer.borderWidth
        guard width > 0, width.isFinite, let cgColor = layer.borderColor else { return }
        let color = UIColor(cgColor: cgColor)
        let bounds = layer.bounds
        let radius = SVGDrawingContext.clampedCornerRadius(layer.cornerRadius, in: bounds.size)
        if width * 2 >= min(bounds.width, bounds.height) {
            // A border this wide covers the whole layer.
            fillRect(bounds, color: color, cornerRadius: radius, corners: layer.maskedCorners)
            return
        }
        strokeRect(bounds.insetBy(dx: width / 2, dy: width / 2), color: color, lineWidth: width,
                   cornerRadius: max(0, radius - width / 2), corners: layer.maskedCorners)
    }
}

/// One step of the walk that draws a view tree: enter a view (`level` below the picture's root),
/// draw a layer added to a view's layer, or close a view's group once its subviews are drawn.
@MainActor
enum SVGTreeStep {
    /// What closing a view's group needs: the layer drawn (for the border), whether a clip group is
    /// open, and the enclosing view's marks kept for above its subviews.
    struct Closing {
        let layer: CALayer
        let clips: Bool
        let enclosingOverlay: [String]
        let enclosingWritesOverlay: Bool
    }

    case view(UIView, level: Int)
    case layer(CALayer)
    case close(Closing)
}

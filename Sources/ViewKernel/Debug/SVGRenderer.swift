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
    /// `.model`.
    func drawTree(of view: UIView, isRoot: Bool) {
        let model = view.layer
        let animates = layerTree == .presentation && model.hasAnimations
        let layer = animates ? (model.presentation() ?? model) : model
        guard !layer.isHidden, layer.opacity > 0 else { return }
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
        if let background = layer.backgroundColor {
            fillRect(bounds, color: UIColor(cgColor: background), cornerRadius: layer.cornerRadius)
        } else if let background = (view as? SVGDefaultBackground)?.svgDefaultBackgroundColor {
            fillRect(bounds, color: background, cornerRadius: layer.cornerRadius)
        }
        if layer.masksToBounds {
            withClip(to: bounds, cornerRadius: layer.cornerRadius) { drawContentAndSubviews(of: view, layer: layer) }
        } else {
            drawContentAndSubviews(of: view, layer: layer)
        }
        drawBorder(of: layer)
        depth -= 1
        write("</g>")
    }

    /// The view's own marks (its layer's content and drawing, then `drawSVGContent(in:)`), its
    /// subviews back to front with the layers added to its layer among them, then the marks it
    /// asked to have above its subviews. The overlay of an enclosing view is kept aside meanwhile.
    private func drawContentAndSubviews(of view: UIView, layer: CALayer) {
        let enclosingOverlay = overlayLines
        let enclosingWritesOverlay = writesOverlay
        overlayLines = []
        writesOverlay = false
        drawLayerContent(of: layer, contentMode: view.contentMode)
        view.drawSVGContent(in: self)
        writesOverlay = false
        if view.layer.extras?.sublayers.isEmpty ?? true {
            for subview in view.subviewStorage {
                drawTree(of: subview, isRoot: false)
            }
        } else {
            for sublayer in view.layer.orderedSublayers() {
                if let subview = sublayer.delegate { drawTree(of: subview, isRoot: false) } else { drawLayerTree(of: sublayer) }
            }
        }
        lines += overlayLines
        overlayLines = enclosingOverlay
        writesOverlay = enclosingWritesOverlay
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

    /// The border: inside the bounds, following the corner radius, above content and subviews.
    func drawBorder(of layer: CALayer) {
        let width = layer.borderWidth
        guard width > 0, width.isFinite, let cgColor = layer.borderColor else { return }
        let color = UIColor(cgColor: cgColor)
        let bounds = layer.bounds
        let radius = SVGDrawingContext.clampedCornerRadius(layer.cornerRadius, in: bounds.size)
        if width * 2 >= Swift.min(bounds.width, bounds.height) {
            // A border this wide covers the whole layer.
            fillRect(bounds, color: color, cornerRadius: radius)
            return
        }
        strokeRect(bounds.insetBy(dx: width / 2, dy: width / 2), color: color, lineWidth: width,
                   cornerRadius: Swift.max(0, radius - width / 2))
    }
}

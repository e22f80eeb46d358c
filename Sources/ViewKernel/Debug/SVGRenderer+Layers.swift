// SVGRenderer+Layers.swift: layers in pictures: a layer's own content (its contents image, what
// it drew, a shape layer's path, a gradient), and layers added with `addSublayer`, each a group
// composited as Core Animation composites it.

extension SVGDrawingContext {
    /// A layer's content, in its bounds coordinates: the `contents` image filling the bounds, the
    /// content of its class (a shape layer's path, a gradient layer's colours), then what its
    /// last display recorded, placed by `contentMode`.
    func drawLayerContent(of layer: CALayer, contentMode: UIView.ContentMode) {
        let bounds = layer.bounds
        if let image = layer.contents as? CGImage { drawImage(image.image, in: bounds) }
        layer.drawSVGLayerContent(in: self)
        if let drawing = layer.extras?.drawing { drawRecording(drawing, in: bounds, contentMode: contentMode) }
    }

    /// Draws an added layer and its sublayers: a group in its superlayer's coordinates (its
    /// position, anchor and transform), titled with its dump line, holding its background, its
    /// content, its sublayers (clipped when `masksToBounds`) and its border. Hidden and fully
    /// transparent layers are left out with their sublayers; a layer with animations is drawn with
    /// its presentation values unless ``layerTree`` is `.model`.
    func drawLayerTree(of model: CALayer) {
        let animates = layerTree == .presentation && model.hasAnimations
        let layer = animates ? model.presentationLayer() : model
        guard !layer.isHidden, layer.opacity > 0 else { return }
        var attributes: [(String, String)] = []
        let transform = SVGDrawingContext.transformToSuperlayer(of: layer)
        if !transform.isIdentity { attributes.append(("transform", SVGMarkup.matrix(transform))) }
        if layer.opacity < 1 { attributes.append(("opacity", SVGMarkup.number(CGFloat(layer.opacity)))) }
        write(SVGMarkup.openTag("g", attributes) + ">")
        depth += 1
        write(SVGMarkup.element("title", [], text: model.descriptionLine()))
        let bounds = layer.bounds
        if let background = layer.backgroundColor {
            fillRect(bounds, color: UIColor(cgColor: background), cornerRadius: layer.cornerRadius,
                     corners: layer.maskedCorners)
        }
        let content = {
            self.drawLayerContent(of: layer, contentMode: .scaleToFill)
            for sublayer in model.extras?.sublayers ?? [] { self.drawLayerTree(of: sublayer) }
        }
        if layer.masksToBounds {
            openClipGroup(to: bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners)
            content()
            depth -= 1
            write("</g>")
        } else {
            content()
        }
        drawBorder(of: layer)
        depth -= 1
        write("</g>")
    }
}

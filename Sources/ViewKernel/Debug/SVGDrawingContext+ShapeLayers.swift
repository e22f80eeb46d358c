// SVGDrawingContext+ShapeLayers.swift: shape and gradient layers in pictures: a shape layer's
// path filled and stroked (the stroke trimmed to strokeStart...strokeEnd), a gradient layer's
// colours as an SVG gradient over its bounds.

extension SVGDrawingContext {
    /// Draws a shape layer's path in the layer's coordinates: the fill, then the stroke. A
    /// trimmed stroke is drawn with a dash as long as the kept part (`pathLength` 1), so the
    /// dash pattern is not drawn then.
    func drawShape(of layer: CAShapeLayer) {
        guard let path = layer.path, !path.isEmpty else { return }
        let data = PathElement.svgPathData(of: path.elements)
        if let fill = layer.fillColor, UIColor(cgColor: fill).rgba.alpha > 0 {
            var attributes = [("d", data)] + SVGMarkup.paint("fill", UIColor(cgColor: fill))
            if layer.fillRule == .evenOdd { attributes.append(("fill-rule", "evenodd")) }
            write(SVGMarkup.element("path", attributes))
        }
        let start = max(0, min(1, layer.strokeStart)), end = max(0, min(1, layer.strokeEnd))
        guard let stroke = layer.strokeColor, UIColor(cgColor: stroke).rgba.alpha > 0, layer.lineWidth > 0,
              end > start else { return }
        var attributes = [("d", data), ("fill", "none")] + SVGMarkup.paint("stroke", UIColor(cgColor: stroke))
            + [("stroke-width", SVGMarkup.number(layer.lineWidth))]
        let trimmed = start > 0 || end < 1
        attributes += SVGDrawingContext.lineAttributes(
            cap: layer.lineCap == .round ? .round : layer.lineCap == .square ? .square : .butt,
            join: layer.lineJoin == .round ? .round : layer.lineJoin == .bevel ? .bevel : .miter,
            miterLimit: layer.miterLimit, dashPhase: trimmed ? 0 : layer.lineDashPhase,
            dashLengths: trimmed ? [] : (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
        if trimmed {
            attributes += [("pathLength", "1"), ("stroke-dasharray", SVGMarkup.numbers([end - start, 1])),
                           ("stroke-dashoffset", SVGMarkup.number(-start))]
        }
        write(SVGMarkup.element("path", attributes))
    }

    /// Fills a gradient layer's bounds (rounded by its corner radius) with its gradient.
    func drawGradient(of layer: CAGradientLayer) {
        let colors = layer.gradientColors
        let bounds = layer.bounds
        guard !colors.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let locations = layer.locations.map { $0.map { CGFloat($0.doubleValue) } }
        let offsets: [CGFloat] = locations.flatMap { $0.count == colors.count ? $0 : nil }
            ?? (colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) })
        let start = CGPoint(x: bounds.minX + layer.startPoint.x * bounds.width, y: bounds.minY + layer.startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + layer.endPoint.x * bounds.width, y: bounds.minY + layer.endPoint.y * bounds.height)
        let id = document.makeID("gradient")
        var lines: [String]
        if layer.type == .radial {
            let radii = CGSize(width: max(abs(end.x - start.x), 0.0001), height: max(abs(end.y - start.y), 0.0001))
            lines = [SVGMarkup.openTag("radialGradient", [
                ("id", id), ("gradientUnits", "userSpaceOnUse"), ("cx", "0"), ("cy", "0"), ("r", "1"),
                ("gradientTransform", SVGMarkup.matrix(CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height,
                                                                         tx: start.x, ty: start.y))),
            ]) + ">"]
        } else {
            lines = [SVGMarkup.openTag("linearGradient", [
                ("id", id), ("gradientUnits", "userSpaceOnUse"),
                ("x1", SVGMarkup.number(start.x)), ("y1", SVGMarkup.number(start.y)),
                ("x2", SVGMarkup.number(end.x)), ("y2", SVGMarkup.number(end.y)),
            ]) + ">"]
        }
        for (color, offset) in zip(colors, offsets) {
            let ui = UIColor(cgColor: color)
            var attributes = [("offset", SVGMarkup.number(max(0, min(1, offset)))),
                              ("stop-color", SVGMarkup.hexColor(ui))]
            let alpha = SVGMarkup.opacity(of: ui)
            if alpha < 1 { attributes.append(("stop-opacity", SVGMarkup.number(alpha))) }
            lines.append("  " + SVGMarkup.element("stop", attributes))
        }
        lines.append(layer.type == .radial ? "</radialGradient>" : "</linearGradient>")
        document.addDefinition(lines)
        write(SVGMarkup.element("rect", rectAttributes(bounds, cornerRadius: layer.cornerRadius) + [("fill", "url(#\(id))")]))
    }
}

extension CALayer {
    /// `(x y; w h)` in the dump's number format.
    static func describe(_ rect: CGRect) -> String {
        guard !rect.isNull else { return "null" }
        return "(\(formatNumber(rect.minX)) \(formatNumber(rect.minY)); \(formatNumber(rect.width)) \(formatNumber(rect.height)))"
    }
}

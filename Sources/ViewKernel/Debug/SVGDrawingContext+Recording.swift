// SVGDrawingContext+Recording.swift: recorded drawing in pictures: each `DrawingCommand` of a
// view's `draw(_:)` or a drawn image as SVG paths, text and images, clipped as it was clipped.

extension SVGDrawingContext {
    /// Draws `commands` (recorded in base coordinates), grouping runs of commands that share a clip
    /// under one clip path. Clears and shadows are not drawn.
    func drawRecording(_ commands: [DrawingCommand]) {
        var index = 0
        while index < commands.count {
            let clip = commands[index].clip
            var end = index + 1
            while end < commands.count, commands[end].clip == clip { end += 1 }
            withClips(clip[...]) {
                for command in commands[index..<end] { draw(command) }
            }
            index = end
        }
    }

    /// Draws a view's or layer's recorded content, drawn in `drawnBounds`, placed in `bounds` as
    /// `contentMode` places old content until it is redrawn, cut to where it lands.
    func drawRecording(_ drawing: LayerDrawing, in bounds: CGRect, contentMode: UIView.ContentMode) {
        guard !drawing.commands.isEmpty else { return }
        let drawn = drawing.bounds
        let target = SVGDrawingContext.placement(of: drawn.size, in: bounds, contentMode: contentMode)
        guard drawn.width > 0, drawn.height > 0 else { return }
        let transform = CGAffineTransform(translationX: -drawn.minX, y: -drawn.minY)
            .concatenating(CGAffineTransform(scaleX: target.width / drawn.width, y: target.height / drawn.height))
            .concatenating(CGAffineTransform(translationX: target.minX, y: target.minY))
        withClip(to: target) {
            withTransform(transform) { drawRecording(drawing.commands) }
        }
    }

    /// Where content of `size` lands in `bounds` under `contentMode`, as a layer shows its old
    /// content after a resize (`.redraw` stretches it until the redraw).
    static func placement(of size: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let widthRatio = bounds.width / size.width, heightRatio = bounds.height / size.height
            let ratio = contentMode == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
            let scaled = CGSize(width: size.width * ratio, height: size.height * ratio)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
                          width: scaled.width, height: scaled.height)
        default:
            let x: CGFloat, y: CGFloat
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch contentMode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    // MARK: - Machinery

    /// Runs `body` inside one clip group per clip path.
    private func withClips(_ clips: ArraySlice<DrawingCommand.Clip>, _ body: () -> Void) {
        guard let first = clips.first else { return body() }
        let id = document.makeID("clip")
        var attributes = [("d", PathElement.svgPathData(of: first.path.elements))]
        if first.rule == .evenOdd { attributes.append(("clip-rule", "evenodd")) }
        document.addDefinition([SVGMarkup.openTag("clipPath", [("id", id)]) + ">",
                                SVGMarkup.element("path", attributes), "</clipPath>"])
        group([("clip-path", "url(#\(id))")]) { withClips(clips.dropFirst(), body) }
    }

    /// Draws one command.
    private func draw(_ command: DrawingCommand) {
        switch command.operation {
        case .fill(let rule):
            guard let color = paintColor(command), !command.path.isEmpty else { return }
            var attributes = [("d", PathElement.svgPathData(of: command.path.elements))] + SVGMarkup.paint("fill", color)
            if rule == .evenOdd { attributes.append(("fill-rule", "evenodd")) }
            write(SVGMarkup.element("path", attributes))
        case .stroke:
            drawStroke(command)
        case .clear:
            return
        case let .image(image, flipped):
            withCommandTransform(command) {
                let rect = command.rect
                let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
                withTransform(flipped ? flip : .identity) { drawImage(image, in: rect) }
            }
        case .text(let layout):
            withCommandTransform(command) { drawTextLayout(layout) }
        }
    }

    /// Strokes the command's path: in base coordinates when the transform only moves, else in
    /// user space inside the transform, so the line width scales as it did when painted.
    private func drawStroke(_ command: DrawingCommand) {
        guard let color = paintColor(command), command.lineWidth > 0, !command.path.isEmpty else { return }
        let t = command.transform
        let movesOnly = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
        var elements = command.path.elements
        if !movesOnly {
            let determinant = t.a * t.d - t.b * t.c
            guard determinant != 0, determinant.isFinite else { return }
            let inverse = t.inverted()
            elements = elements.map { $0.applying(inverse) }
        }
        var attributes = [("d", PathElement.svgPathData(of: elements)), ("fill", "none")]
            + SVGMarkup.paint("stroke", color) + [("stroke-width", SVGMarkup.number(command.lineWidth))]
        attributes += SVGDrawingContext.lineAttributes(cap: command.lineCap, join: command.lineJoin,
                                                       miterLimit: command.miterLimit,
                                                       dashPhase: command.lineDashPhase,
                                                       dashLengths: command.lineDashLengths)
        if !movesOnly { attributes.append(("transform", SVGMarkup.matrix(t))) }
        write(SVGMarkup.element("path", attributes))
    }

    /// `stroke-linecap`, `stroke-linejoin`, `stroke-miterlimit` and the dash attributes that differ
    /// from SVG's defaults.
    static func lineAttributes(cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat,
                               dashPhase: CGFloat, dashLengths: [CGFloat]) -> [(String, String)] {
        var attributes: [(String, String)] = []
        switch cap {
        case .butt: break
        case .round: attributes.append(("stroke-linecap", "round"))
        case .square: attributes.append(("stroke-linecap", "square"))
        }
        switch join {
        case .miter: if miterLimit != 4 { attributes.append(("stroke-miterlimit", SVGMarkup.number(miterLimit))) }
        case .round: attributes.append(("stroke-linejoin", "round"))
        case .bevel: attributes.append(("stroke-linejoin", "bevel"))
        }
        let dashes = dashLengths.filter { $0 >= 0 && $0.isFinite }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            attributes.append(("stroke-dasharray", SVGMarkup.numbers(dashes)))
            if dashPhase != 0 { attributes.append(("stroke-dashoffset", SVGMarkup.number(dashPhase))) }
        }
        return attributes
    }

    /// The command's colour with its alpha multiplied in; nil when nothing would show.
    private func paintColor(_ command: DrawingCommand) -> UIColor? {
        guard let cgColor = command.color else { return nil }
        let color = UIColor(cgColor: cgColor)
        let alpha = color.rgba.alpha * command.alpha
        guard alpha > 0 else { return nil }
        return alpha == color.rgba.alpha ? color : color.withAlphaComponent(alpha)
    }

    /// Runs `body` inside the command's transform and alpha (for images and text, drawn in user space).
    private func withCommandTransform(_ command: DrawingCommand, _ body: () -> Void) {
        guard command.alpha > 0 else { return }
        var attributes: [(String, String)] = []
        if !command.transform.isIdentity { attributes.append(("transform", SVGMarkup.matrix(command.transform))) }
        if command.alpha < 1 { attributes.append(("opacity", SVGMarkup.number(command.alpha))) }
        group(attributes, body)
    }
}

// CGContext+Painting.swift: painting in a recording context: filling and stroking the current
// path or a shape, clipping, clearing, and drawing images and text, each recorded as a
// `DrawingCommand` with the graphics state of the moment.

#if !canImport(Darwin)
extension CGContext {
    // MARK: - The current path

    /// Fills the current path by `rule` with the fill colour, then empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        guard !path.isEmpty else { return }
        record(command(.fill(rule), path: path, color: state.fillColor))
    }

    /// Strokes the current path with the stroke colour and line settings, then empties the path.
    public func strokePath() {
        let path = takePath()
        guard !path.isEmpty else { return }
        record(command(.stroke, path: path, color: state.strokeColor))
    }

    /// Paints the current path as `mode` says (fill, stroke, or fill then stroke), then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takePath()
        guard !path.isEmpty else { return }
        switch mode {
        case .fill: record(command(.fill(.winding), path: path, color: state.fillColor))
        case .eoFill: record(command(.fill(.evenOdd), path: path, color: state.fillColor))
        case .stroke: record(command(.stroke, path: path, color: state.strokeColor))
        case .fillStroke, .eoFillStroke:
            record(command(.fill(mode == .fillStroke ? .winding : .evenOdd), path: path, color: state.fillColor))
            record(command(.stroke, path: path, color: state.strokeColor))
        }
    }

    /// Makes the current path a clip (intersected with the clip in effect), then empties it.
    /// An empty path clips everything away.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        state.clip.append(DrawingCommand.Clip(path: path, rule: rule))
    }

    // MARK: - Shapes

    /// Fills `rect` with the fill colour; the current path is emptied, as in CoreGraphics.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills each rectangle with the fill colour.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the outline of `rect` with the stroke colour and line settings.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with a line `width` wide (the line width is unchanged after).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = saved
    }

    /// Strokes the outline of the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate segments between each pair of points (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {
        guard let outline = outline(of: rect, function: "CGContextClearRect") else { return }
        record(command(.clear, path: outline, color: nil, rect: rect))
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: state.transform)
        state.clip.append(DrawingCommand.Clip(path: path, rule: .winding))
    }

    /// The bounding box of the clip in user space: the base bounds when nothing clips.
    public var boundingBoxOfClipPath: CGRect {
        var box = bounds
        for clip in state.clip { box = box.intersection(clip.path.boundingBoxOfPath) }
        return box.isNull ? box : box.applying(state.transform.inverted())
    }

    // MARK: - Images and text

    /// Draws `image` into `rect`. CoreGraphics puts an image's first row at the bottom, so in
    /// UIKit's flipped coordinates (a view's `draw(_:)`, an image renderer) it comes out upside
    /// down, as on a device; `UIImage.draw(in:)` draws it the right way up. With `byTiling`, the
    /// image is repeated at `rect`'s size over the clip (recorded as one image).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        recordImage(image.image, in: rect, flipped: true)
    }

    /// Records `image` drawn into `rect` (user space), the right way up unless `flipped`.
    func recordImage(_ image: UIImage, in rect: CGRect, flipped: Bool, alpha: CGFloat = 1, blendMode: CGBlendMode? = nil) {
        guard let outline = outline(of: rect.standardized, function: "CGContextDrawImage") else { return }
        var made = command(.image(image, flipped: flipped), path: outline, color: nil, rect: rect.standardized)
        if alpha < 1 || blendMode != nil {
            made = made.with(alpha: made.alpha * min(1, max(0, alpha)), blendMode: blendMode ?? made.blendMode)
        }
        record(made)
    }

    /// Records text laid out in `rect` (user space); the layout's lines are in user space too.
    func recordText(_ layout: TextLayout, in rect: CGRect) {
        guard let outline = outline(of: rect, function: "CGContextShowText") else { return }
        record(command(.text(layout), path: outline, color: nil, rect: rect))
    }

    /// `rect`'s outline in base coordinates; nil, logged as `function`, when `rect` or the outline
    /// is not finite: nothing is drawn, so that no drawing command holds NaN (a decision).
    private func outline(of rect: CGRect, function: String) -> CGPath? {
        let base = rect.applying(state.transform)
        guard rect.origin.isAllFinite, rect.size.isAllFinite, base.origin.isAllFinite, base.size.isAllFinite else {
            reportGraphicsProblem("\(function): invalid rectangle {\(rect.origin.bracedText), \(rect.size.bracedText)}, not finite; nothing is drawn")
            return nil
        }
        return CGPath(rect: base, transform: nil)
    }

    /// A command with the state now.
    private func command(_ operation: DrawingCommand.Operation, path: CGPath, color: CGColor?,
                         rect: CGRect? = nil) -> DrawingCommand {
        let s = state
        return DrawingCommand(operation: operation, path: path, rect: rect ?? path.boundingBoxOfPath, color: color,
                              lineWidth: s.lineWidth, lineCap: s.lineCap, lineJoin: s.lineJoin,
                              miterLimit: s.miterLimit, lineDashPhase: s.lineDashPhase,
                              lineDashLengths: s.lineDashLengths, transform: s.transform, alpha: s.alpha,
                              blendMode: s.blendMode, clip: s.clip, shadow: s.shadow)
    }
}

extension DrawingCommand {
    /// The same command with another alpha and blend mode.
    func with(alpha: CGFloat, blendMode: CGBlendMode) -> DrawingCommand {
        DrawingCommand(operation: operation, path: path, rect: rect, color: color, lineWidth: lineWidth,
                       lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit, lineDashPhase: lineDashPhase,
                       lineDashLengths: lineDashLengths, transform: transform, alpha: alpha, blendMode: blendMode,
                       clip: clip, shadow: shadow)
    }
}
#endif

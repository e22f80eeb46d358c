// CGContext.swift: a graphics context that records what is painted into it: its graphics state
// (colours, line settings, transform, clip), the current path, and the stack of saved states.
// Painting (fill, stroke, clip, images) is in CGContext+Painting.swift.

#if !canImport(Darwin)
/// A graphics context, as CoreGraphics' `CGContext`, that records instead of rasterizing.
///
/// UIKit makes one for `draw(_:)` (`UIGraphicsGetCurrentContext()`), for `UIGraphicsImageRenderer`
/// and for the legacy image contexts. Its state and path API is CoreGraphics': paths are built in
/// user space and kept in base coordinates (the current transform applied as each point is
/// added, as CoreGraphics does), and each fill, stroke, image or text becomes a
/// ``DrawingCommand`` with the state of that moment. The base transform is the identity: user
/// space starts as the view's bounds coordinates, with no device scale or flip.
public final class CGContext {
    /// The graphics state `saveGState()` saves and `restoreGState()` restores.
    struct GraphicsState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var lineDashPhase: CGFloat = 0
        var lineDashLengths: [CGFloat] = []
        var transform = CGAffineTransform.identity
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var clip: [DrawingCommand.Clip] = []
        var shadow: DrawingCommand.Shadow?
        var shouldAntialias = true
        var interpolationQuality = CGInterpolationQuality.default
    }

    /// The state now.
    var state = GraphicsState()
    /// The saved states, innermost last.
    private var savedStates: [GraphicsState] = []
    /// The current path, in base coordinates.
    var currentPath = CGMutablePath()
    /// What was painted, in order.
    private(set) var commands: [DrawingCommand] = []
    /// The base area: a view's bounds, an image's bounds.
    let bounds: CGRect
    /// Whether a default `draw(_:)` or `draw(in:)` (one that draws nothing) ran in this context:
    /// with nothing recorded, the class does not draw.
    private(set) var reachedDefaultDrawing = false

    /// Makes a recording context over `bounds` (what is painted outside them is kept; pictures
    /// cut it off).
    init(bounds: CGRect) {
        self.bounds = bounds
    }

    /// Notes that a default drawing method, which paints nothing, ran.
    func noteDefaultDrawing() {
        reachedDefaultDrawing = true
    }

    /// Appends a command made by painting.
    func record(_ command: DrawingCommand) {
        commands.append(command)
    }

    // MARK: - Graphics state

    /// Pushes a copy of the graphics state (colours, line settings, transform, clip, alpha, shadow).
    public func saveGState() {
        savedStates.append(state)
    }

    /// Pops the state saved last; does nothing when none is saved.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
    }

    /// Sets the colour fills paint with.
    public func setFillColor(_ color: CGColor) {
        if CGContext.acceptsColor(color, function: "CGContextSetFillColorWithColor") { state.fillColor = color }
    }

    /// Sets the colour strokes paint with.
    public func setStrokeColor(_ color: CGColor) {
        if CGContext.acceptsColor(color, function: "CGContextSetStrokeColorWithColor") { state.strokeColor = color }
    }

    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Sets the stroke width, in user space. A NaN or infinite width is refused and logged
    /// ("CGContextSetLineWidth nan is refused: it must be finite; 1 is kept"), a decision:
    /// CoreGraphics does not document it.
    public func setLineWidth(_ width: CGFloat) {
        if graphicsAcceptsFinite(width.isFinite, formatNumber(width), kept: formatNumber(state.lineWidth),
                                   for: "CGContextSetLineWidth") { state.lineWidth = width }
    }

    /// Sets how line ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

    /// Sets how line joins are drawn.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    /// Sets the miter limit of sharp joins; a NaN or infinite limit is refused and logged, as a width.
    public func setMiterLimit(_ limit: CGFloat) {
        if graphicsAcceptsFinite(limit.isFinite, formatNumber(limit), kept: formatNumber(state.miterLimit),
                                   for: "CGContextSetMiterLimit") { state.miterLimit = limit }
    }

    /// Sets the dash pattern: alternating painted and unpainted lengths from `phase`; an empty
    /// list draws solid lines. A NaN or infinite phase or length refuses the whole pattern, logged
    /// ("CGContextSetLineDash phase 0, lengths [4, nan] is refused: it must be finite; ...").
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        func text(_ phase: CGFloat, _ lengths: [CGFloat]) -> String {
            "phase \(formatNumber(phase)), lengths [\(lengths.map(formatNumber).joined(separator: ", "))]"
        }
        guard graphicsAcceptsFinite(phase.isFinite && lengths.allSatisfy(\.isFinite), text(phase, lengths),
                                      kept: text(state.lineDashPhase, state.lineDashLengths),
                                      for: "CGContextSetLineDash") else { return }
        state.lineDashPhase = phase
        state.lineDashLengths = lengths
    }

    /// Sets the global alpha multiplied into everything painted (clamped to 0...1, as a layer's
    /// opacity). NaN is refused and logged, as a layer's opacity is.
    public func setAlpha(_ alpha: CGFloat) {
        guard graphicsAcceptsFinite(!alpha.isNaN, formatNumber(alpha), kept: formatNumber(state.alpha),
                                      for: "CGContextSetAlpha") else { return }
        state.alpha = min(1, max(0, alpha))
    }

    /// Sets the blend mode (recorded; pictures draw `.normal`).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Sets a shadow; a nil colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        let kept = state.shadow.map { "offset \($0.offset.bracedText), blur \(formatNumber($0.blur))" } ?? "no shadow"
        guard graphicsAcceptsFinite(offset.isAllFinite && blur.isFinite,
                                      "offset \(offset.bracedText), blur \(formatNumber(blur))",
                                      kept: kept, for: "CGContextSetShadowWithColor"),
              color.map({ CGContext.acceptsColor($0, function: "CGContextSetShadowWithColor") }) ?? true else { return }
        state.shadow = DrawingCommand.Shadow(offset: offset, blur: blur, color: color)
    }

    /// Sets a shadow in black at a third opacity, CoreGraphics' default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Sets whether shapes are anti-aliased; kept, without effect.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

    /// Allows anti-aliasing; kept, without effect.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// How smoothly images are scaled; kept, without effect.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: - Transform

    /// The current transformation matrix, from user space to base coordinates (the identity at
    /// first: base coordinates have no device scale here).
    public var ctm: CGAffineTransform { state.transform }

    /// Moves the origin of user space by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales user space by `sx` and `sy`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (clockwise on screen in UIKit's coordinates).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to user space, before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    // MARK: - Path

    /// Starts a new, empty current path.
    public func beginPath() {
        currentPath = CGMutablePath()
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        currentPath.move(to: point, transform: state.transform)
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        currentPath.addLine(to: point, transform: state.transform)
    }

    /// Adds a move to the first point and lines through the rest.
    public func addLines(between points: [CGPoint]) {
        currentPath.addLines(between: points, transform: state.transform)
    }

    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.transform)
    }

    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.transform)
    }

    /// Adds an arc around `center`; `clockwise` in CoreGraphics' sense (counterclockwise on screen
    /// in UIKit's flipped coordinates).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, transform: state.transform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius,
                           transform: state.transform)
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        currentPath.addRect(rect, transform: state.transform)
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        currentPath.addRects(rects, transform: state.transform)
    }

    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        currentPath.addEllipse(in: rect, transform: state.transform)
    }

    /// Adds the elements of `path`, in user space.
    public func addPath(_ path: CGPath) {
        currentPath.addPath(path, transform: state.transform)
    }

    /// Closes the current subpath.
    public func closePath() {
        currentPath.closeSubpath()
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint {
        currentPath.currentPoint.applying(state.transform.inverted())
    }

    /// The bounding box of the current path, in user space; null when empty.
    public var boundingBoxOfPath: CGRect {
        let box = currentPath.boundingBoxOfPath
        return box.isNull ? box : box.applying(state.transform.inverted())
    }

    /// A copy of the current path, in user space; nil when empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        var inverse = state.transform.inverted()
        return currentPath.copy(using: &inverse)
    }

    /// Takes the current path, leaving an empty one, as painting does.
    func takePath() -> CGPath {
        let path = CGPath(elements: currentPath.elements)
        currentPath = CGMutablePath()
        return path
    }
}
#endif

#if !canImport(Darwin)
extension CGContext {
    /// Whether every component of `color` is finite; otherwise logs "`function` <CGColor [nan 0 0 1]>
    /// is refused: it must be finite; the old colour is kept".
    static func acceptsColor(_ color: CGColor, function: String) -> Bool {
        graphicsAcceptsFinite((color.components ?? []).allSatisfy(\.isFinite), color.description,
                              kept: "the old colour", for: function)
    }
}
#endif

// UIBezierPath.swift: UIKit's path object: shapes and segments in UIKit's coordinates, the line
// settings it strokes with, and filling, stroking and clipping in the current context.

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The bit mask.
    public let rawValue: UInt
    /// Makes a set of corners from a bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of straight and curved segments with the settings it is stroked with, as UIKit's
/// `UIBezierPath`. Angles are in radians with 0 pointing right, and `clockwise` means clockwise
/// on screen (UIKit's coordinates have y pointing down).
///
/// `fill()`, `stroke()` and `addClip()` paint into the current context (`draw(_:)`, an image
/// renderer), which records them; `cgPath` is the CoreGraphics path a `CAShapeLayer` takes.
open class UIBezierPath: NSObject, NSCopying {
    /// The path built so far.
    private var storage = CGMutablePath()
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Makes an empty path.
    public override init() {
        super.init()
    }

    /// Makes a closed path that is `rect`: its origin, then the other corners clockwise.
    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    /// Makes a closed path that is the ellipse inscribed in `rect`, starting at the middle of
    /// its right edge and going clockwise.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// Makes a closed path that is `rect` with every corner rounded by `cornerRadius` (at most
    /// half the shorter side). UIKit draws continuous ("squircle") corners; these are
    /// quarter circles (Docs/Differences.md).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Makes a closed path that is `rect` with the given corners rounded by `cornerRadii.width`
    /// (UIKit ignores the height), at most half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radius = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, limit))
        let size = CGSize(width: radius, height: radius)
        let order: [UIRectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        storage.append(PathElement.roundedRect(r, corners: order.map { corners.contains($0) ? size : .zero }),
                       function: "UIBezierPath(roundedRect:)")
    }

    /// Makes an open path that is an arc of the circle around `center` from `startAngle` to
    /// `endAngle`, clockwise (the angle increasing) or counterclockwise on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Makes a path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        storage.elements = cgPath.elements
    }

    // MARK: - The path

    /// The path as an immutable CoreGraphics path; setting it replaces the elements.
    open var cgPath: CGPath {
        get { CGPath(elements: storage.elements) }
        set { storage.elements = newValue.elements }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        storage.move(to: point)
    }

    /// Adds a straight line to `point` (logged and ignored without a current point).
    open func addLine(to point: CGPoint) {
        storage.addLine(to: point)
    }

    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc around `center`, clockwise on screen when `clockwise`; a line joins the
    /// current point to its start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                       clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        storage.closeSubpath()
    }

    /// Removes every element.
    open func removeAllPoints() {
        storage.elements.removeAll()
    }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) {
        storage.addPath(bezierPath.storage)
    }

    /// A path of the same shape with every subpath running the other way (same settings).
    open func reversing() -> UIBezierPath {
        let reversed = copyWithSettings()
        reversed.storage.elements = PathElement.reversed(storage.elements)
        return reversed
    }

    /// Transforms every point of the path; a transform that takes a point to NaN or infinity
    /// changes nothing (logged).
    open func apply(_ transform: CGAffineTransform) {
        guard let transformed = storage.transformedElements(transform, function: "UIBezierPath.apply",
                                                            outcome: "the path is unchanged") else { return }
        storage.elements = transformed
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle holding every point, control points included (`CGRect.null` when empty).
    open var bounds: CGRect { storage.boundingBox }

    /// The end of the last element; `.zero` when empty.
    open var currentPoint: CGPoint { storage.currentPoint }

    /// Whether `point` is inside the filled path, by `usesEvenOddFillRule`.
    open func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: - Drawing settings

    /// The stroke width; 1 by default. NaN or infinity is refused and logged ("UIBezierPath
    /// lineWidth nan is refused: it must be finite; 1 is kept"), a decision.
    open var lineWidth: CGFloat = 1 {
        didSet {
            if !graphicsAcceptsFinite(lineWidth.isFinite, formatNumber(lineWidth), kept: formatNumber(oldValue),
                                      for: "UIBezierPath lineWidth") { lineWidth = oldValue }
        }
    }

    /// How line ends are drawn; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt

    /// How joins are drawn; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter

    /// The miter limit; 10 by default. NaN or infinity is refused and logged, as `lineWidth`.
    open var miterLimit: CGFloat = 10 {
        didSet {
            if !graphicsAcceptsFinite(miterLimit.isFinite, formatNumber(miterLimit), kept: formatNumber(oldValue),
                                      for: "UIBezierPath miterLimit") { miterLimit = oldValue }
        }
    }

    /// How finely curves are flattened when rendered; 0.6 by default, kept without effect.
    open var flatness: CGFloat = 0.6

    /// Whether filling and `contains(_:)` use the even-odd rule; false (non-zero winding) by default.
    open var usesEvenOddFillRule = false

    /// Sets the dash pattern: `count` lengths from `pattern`, starting `phase` into it; nil or a
    /// count of 0 draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = 0
            return
        }
        let lengths = Array(UnsafeBufferPointer(start: pattern, count: count))
        func text(_ phase: CGFloat, _ lengths: [CGFloat]) -> String {
            "phase \(formatNumber(phase)), lengths [\(lengths.map(formatNumber).joined(separator: ", "))]"
        }
        // A NaN or infinite phase or length refuses the whole pattern, logged, as CGContext does.
        guard graphicsAcceptsFinite(phase.isFinite && lengths.allSatisfy(\.isFinite), text(phase, lengths),
                                    kept: text(dashPhase, dashPattern), for: "UIBezierPath setLineDash") else { return }
        dashPattern = lengths
        dashPhase = phase
    }

    /// Reads the dash pattern: writes its lengths to `pattern` (which must hold them all), their
    /// number to `count` and the phase to `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: - Painting into the current context

    /// Fills the path (open subpaths closed) with the current context's fill colour; the
    /// context's state and current path are left as they were.
    open func fill() {
        paint { context in context.fillPath(using: self.usesEvenOddFillRule ? .evenOdd : .winding) }
    }

    /// Fills the path with `blendMode` and `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.fillPath(using: self.usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    /// Strokes the path with the current context's stroke colour and this path's line settings.
    open func stroke() {
        paint { context in
            self.applyLineSettings(to: context)
            context.strokePath()
        }
    }

    /// Strokes the path with `blendMode` and `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint { context in
            self.applyLineSettings(to: context)
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.strokePath()
        }
    }

    /// Intersects the current context's clip with the path (it stays until the state is restored).
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let saved = context.currentPath
        context.currentPath = CGMutablePath()
        context.addPath(storage)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.currentPath = saved
    }

    // MARK: - Copying

    /// A copy with the same elements and settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = copyWithSettings()
        copy.storage.elements = storage.elements
        return copy
    }

    // MARK: - Machinery

    /// A new empty path with this path's line settings.
    private func copyWithSettings() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    /// Runs `body` on the current context with this path as its current path, saving and
    /// restoring the graphics state and the context's own path around it.
    private func paint(_ body: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let saved = context.currentPath
        context.saveGState()
        context.currentPath = CGMutablePath()
        context.addPath(storage)
        body(context)
        context.restoreGState()
        context.currentPath = saved
    }

    private func applyLineSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }
}

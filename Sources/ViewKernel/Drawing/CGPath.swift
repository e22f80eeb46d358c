// CGPath.swift: CoreGraphics' immutable and mutable paths, kept as a list of elements (moves,
// lines, quadratic and cubic Bézier curves, closes); arcs and ellipses become cubic curves as
// CoreGraphics makes them. Geometry (bounds, hit-testing, length) is in CGPath+Geometry.swift.

#if !canImport(Darwin)
/// One element of a path as `applyWithBlock(_:)` hands it over, as CoreGraphics' `CGPathElement`:
/// its type and its points (1 for a move or a line, 2 for a quadratic curve, 3 for a cubic
/// curve, none for a close; the end point comes last).
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points, valid only during the call that hands the element over.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Makes an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The kinds of path element, with CoreGraphics' raw values.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at a point.
    case moveToPoint = 0
    /// A straight line to a point.
    case addLineToPoint = 1
    /// A quadratic Bézier curve through one control point.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve through two control points.
    case addCurveToPoint = 3
    /// Closes the subpath with a line back to its start.
    case closeSubpath = 4
}

/// Which points are inside a path when it is filled, with CoreGraphics' raw values.
public enum CGPathFillRule: Int, Sendable {
    /// The non-zero winding number rule (the default).
    case winding = 0
    /// The even-odd rule.
    case evenOdd = 1
}

/// The function `apply(info:function:)` calls for each element (a Swift function here: the
/// element type is not a C type).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// An immutable graphics path, as CoreGraphics' `CGPath`: subpaths of lines and Bézier curves.
///
/// Paths are compared by their elements. Arcs, ellipses and rounded rectangles are stored as the
/// cubic curves CoreGraphics approximates them with, so `applyWithBlock(_:)` shows curves where
/// they were added.
public class CGPath: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The elements, in the order they were added.
    var elements: [PathElement]

    /// Makes a path of `elements`.
    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// Makes a path that is the rectangle `rect`: a move to its origin, three lines, a close.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Makes a path that is the ellipse inscribed in `rect`: four cubic curves from the middle
    /// of its right edge, clockwise on screen.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Makes a path that is `rect` with elliptical corners `cornerWidth` by `cornerHeight`
    /// (each at most half the side; larger or negative radii are reported and clamped).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element would start from: the end of the last element (the start of
    /// the subpath after a close); `.zero` for an empty path.
    public var currentPoint: CGPoint { PathElement.currentPoint(of: elements) ?? .zero }

    /// An immutable copy; never nil here.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point transformed by `transform` (nil: unchanged); nil (and
    /// logged) when the transform takes a point to NaN or infinity.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        transformedElements(transform?.pointee ?? .identity, function: "CGPathCreateCopyByTransformingPath").map(CGPath.init)
    }

    /// A mutable copy; never nil here.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point transformed by `transform` (nil: unchanged); nil (and
    /// logged) when the transform takes a point to NaN or infinity.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        transformedElements(transform?.pointee ?? .identity, function: "CGPathCreateMutableCopyByTransformingPath")
            .map(CGMutablePath.init)
    }

    /// The elements transformed by `transform`, or nil, logged as `function` with `outcome`, when
    /// a point would not be finite.
    func transformedElements(_ transform: CGAffineTransform, function: String,
                             outcome: String = "no copy is made") -> [PathElement]? {
        let transformed = elements.map { $0.applying(transform) }
        return PathElement.checkFinite(transformed, function: function, outcome: outcome) ? transformed : nil
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let (type, values) = element.typeAndPoints
            for (index, point) in values.enumerated() { points[index] = point }
            var pathElement = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &pathElement) { block($0) }
        }
    }

    /// Calls `function` with `info` and each element in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Whether the path is exactly one rectangle as `addRect` makes it; writes the rectangle to
    /// `rect` when it is.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = PathElement.rectangle(in: elements) else { return false }
        rect?.pointee = found
        return true
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    /// The elements as SVG path data (`M 0 0 L 10 0 Z`), so a failing comparison reads well.
    public var description: String { PathElement.svgPathData(of: elements) }
}

/// A path that can be built up, as CoreGraphics' `CGMutablePath`. Every method takes a
/// `transform` applied to the points it adds (the identity by default).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Makes an empty path.
    public init() {
        super.init(elements: [])
    }

    /// Makes a path of `elements`.
    override init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    // Every method adds nothing when one of its points is NaN or infinite (once transformed): it
    // logs "CGPathAddLineToPoint: invalid point {nan, 5}, not finite; nothing is added", a decision
    // (CoreGraphics documents no check), so that no path, picture or drawing command holds NaN.

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append([.move(point.placed(by: transform))], function: "CGPathMoveToPoint")
    }

    /// Adds a line from the current point to `point`; logged and ignored on an empty path.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        appendAfterCurrentPoint(.line(point.placed(by: transform)), function: "CGPathAddLineToPoint")
    }

    /// Adds a move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        addLines(between: points, transform: transform, function: "CGPathAddLines")
    }

    /// `addLines(between:transform:)`, all or nothing, logged as `function`.
    private func addLines(between points: [CGPoint], transform: CGAffineTransform, function: String, close: Bool = false) {
        guard let first = points.first else { return }
        var added: [PathElement] = [.move(first.placed(by: transform))]
        added += points.dropFirst().map { .line($0.placed(by: transform)) }
        if close { added.append(.close) }
        append(added, function: function)
    }

    /// Adds the rectangle as a closed subpath: its origin, the other corners clockwise on screen.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform,
                 function: "CGPathAddRect", close: true)
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves, starting at
    /// the middle of the right edge and going clockwise on screen.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(PathElement.ellipse(in: rect.standardized).map { $0.applying(transform) }, function: "CGPathAddEllipseInRect")
    }

    /// Adds `rect` with elliptical corners as a closed subpath, from the end of the top-left
    /// corner clockwise on screen. Radii larger than half a side, or negative, are reported as
    /// CoreGraphics reports them and clamped.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        if cornerWidth < 0 || cornerHeight < 0 || cornerWidth * 2 > r.width || cornerHeight * 2 > r.height {
            reportGraphicsProblem("CGPathAddRoundedRect: invalid corner size: \(formatNumber(cornerWidth)) x \(formatNumber(cornerHeight)) for a rectangle of \(formatNumber(r.width)) x \(formatNumber(r.height))")
        }
        let width = max(0, min(cornerWidth, r.width / 2))
        let height = max(0, min(cornerHeight, r.height / 2))
        append(PathElement.roundedRect(r, radii: CGSize(width: width, height: height)).map { $0.applying(transform) },
               function: "CGPathAddRoundedRect")
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians, 0
    /// pointing right). `clockwise` is CoreGraphics' sense: in UIKit's flipped coordinates a
    /// clockwise arc turns counterclockwise on screen (the angle decreases). A line joins the
    /// current point to the arc's start; an empty path moves there.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let sweep = PathElement.arcSweep(from: startAngle, to: endAngle, increasing: !clockwise)
        addArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform, function: "CGPathAddArc")
    }

    /// Adds an arc around `center` from `startAngle` through `delta` radians (positive: the
    /// angle increases, clockwise on screen in UIKit's coordinates).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform,
               function: "CGPathAddRelativeArc")
    }

    /// `addRelativeArc`, all or nothing, logged as `function`.
    private func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                        transform: CGAffineTransform, function: String) {
        let arc = PathElement.arc(center: center, radius: radius, startAngle: startAngle, sweep: delta)
        guard case let .move(start)? = arc.first else { return }
        let transformed = start.placed(by: transform)
        var added: [PathElement] = []
        if elements.isEmpty {
            added.append(.move(transformed))
        } else if PathElement.currentPoint(of: elements) != transformed {
            added.append(.line(transformed))
        }
        added += arc.dropFirst().map { $0.applying(transform) }
        append(added, function: function)
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to the lines from the
    /// current point to `tangent1End` and from there to `tangent2End`; a plain line to
    /// `tangent1End` when the points are in a line or the radius is 0. Logged and ignored on an
    /// empty path.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let current = PathElement.currentPoint(of: elements) else {
            reportGraphicsProblem("CGPathAddArcToPoint: no current point.")
            return
        }
        let ends = [tangent1End.placed(by: transform), tangent2End.placed(by: transform)]
        guard PathElement.checkFinite([.line(ends[0]), .line(ends[1])], function: "CGPathAddArcToPoint") else { return }
        let start = current.applying(transform.inverted())
        guard let tangent = PathElement.tangentArc(from: start, corner: tangent1End, to: tangent2End, radius: radius)
        else {
            append([.line(tangent1End.placed(by: transform))], function: "CGPathAddArcToPoint")
            return
        }
        addArc(center: tangent.center, radius: radius, startAngle: tangent.startAngle, delta: tangent.sweep,
               transform: transform, function: "CGPathAddArcToPoint")
    }

    /// Adds a cubic Bézier curve to `end` through `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        appendAfterCurrentPoint(.curve(control1.placed(by: transform), control2.placed(by: transform), end.placed(by: transform)),
                                function: "CGPathAddCurveToPoint")
    }

    /// Adds a quadratic Bézier curve to `end` through `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        appendAfterCurrentPoint(.quadCurve(control.placed(by: transform), end.placed(by: transform)),
                                function: "CGPathAddQuadCurveToPoint")
    }

    /// Adds the elements of `path`, transformed (nothing, logged, when the transform takes a
    /// point to NaN or infinity).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        if let added = path.transformedElements(transform, function: "CGPathAddPath", outcome: "nothing is added") { elements += added }
    }

    /// Closes the current subpath with a line back to its start; does nothing on an empty path
    /// or right after another close.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    /// Appends a drawing element. On an empty path, which has no current point, CoreGraphics
    /// logs `function` and adds nothing.
    private func appendAfterCurrentPoint(_ element: PathElement, function: String) {
        guard !elements.isEmpty else {
            reportGraphicsProblem("\(function): no current point.")
            return
        }
        append([element], function: function)
    }

    /// Appends `added` when all its points are finite; otherwise logs `function` and adds nothing.
    func append(_ added: [PathElement], function: String) {
        guard PathElement.checkFinite(added, function: function) else { return }
        elements += added
    }
}
extension CGPoint {
    /// The point transformed by `transform`, or the point itself for the identity: applying the
    /// identity to an infinite coordinate would make the other one NaN (0 × infinity), and the
    /// message for a refused point shows the point given.
    fileprivate func placed(by transform: CGAffineTransform) -> CGPoint {
        transform.isIdentity ? self : applying(transform)
    }
}
#endif

// SVGDrawingContext.swift: what a view draws its own marks with when `renderSVG()` draws it:
// shapes, lines, clips and transforms here; text and images in the `+Text` and `+Images` files.

/// The canvas a view draws its own marks on in a picture made by `renderSVG()`: the picture's
/// counterpart of the graphics context UIKit hands to `draw(_:)`.
///
/// A view overrides ``UIView/drawSVGContent(in:)`` and calls these primitives in its own bounds
/// coordinates (origin included); the marks land above the view's background and below its
/// subviews, or above the subviews inside ``drawAboveSubviews(_:)``. Colours carry their own
/// alpha; the view's `alpha` applies on top, as group opacity. Every primitive ignores a shape
/// with no area or a colour with no alpha, so callers need not check.
@preconcurrency @MainActor
public final class SVGDrawingContext {
    /// The shared definitions and ids of the picture.
    let document: SVGDocument
    /// The picture's body, one element per line, indented.
    var lines: [String] = []
    /// The current view's marks that go above its subviews.
    var overlayLines: [String] = []
    /// Whether marks go to `overlayLines` now.
    var writesOverlay = false
    /// How deep in the element tree the next line is.
    var depth: Int
    /// Which layer tree the picture shows (presentation unless the caller asked for the model).
    var layerTree = SVGLayerTree.presentation
    /// How many portals (SVGRenderer+Portals.swift) are being drawn one inside another now.
    var portalDepth = 0
    /// Whether the comment that marks where the indentation stops growing was written.
    private var hasMarkedIndentationLimit = false

    /// How many levels of elements are indented, two spaces each: 64.
    static let indentationLimit = 64
    /// How many levels below the picture's root views are drawn: 10,000. Deeper views are left
    /// out, with their subtrees, so a chain a million views deep gives a picture of a few
    /// megabytes rather than a gigabyte no viewer could open.
    static let viewDepthLimit = 10_000

    /// Makes a context that writes at `depth` (1: directly inside `<svg>`).
    init(document: SVGDocument, depth: Int) {
        self.document = document
        self.depth = depth
    }

    // MARK: - Shapes

    /// Fills `rect` with `color`; corners are rounded by `cornerRadius`, clamped to half the
    /// shorter side as Core Animation clamps a layer's corner radius.
    public func fillRect(_ rect: CGRect, color: UIColor, cornerRadius: CGFloat = 0) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, SVGMarkup.opacity(of: color) > 0 else { return }
        write(SVGMarkup.element("rect", rectAttributes(rect, cornerRadius: cornerRadius) + SVGMarkup.paint("fill", color)))
    }

    /// Strokes the outline of `rect` with a line `lineWidth` wide centred on the edge, with
    /// corners rounded by `cornerRadius` (clamped as in ``fillRect(_:color:cornerRadius:)``).
    public func strokeRect(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, cornerRadius: CGFloat = 0) {
        let rect = rect.standardized
        guard lineWidth > 0, rect.width > 0 || rect.height > 0, SVGMarkup.opacity(of: color) > 0 else { return }
        write(SVGMarkup.element("rect", rectAttributes(rect, cornerRadius: cornerRadius) + [("fill", "none")]
                                + SVGMarkup.paint("stroke", color) + [("stroke-width", SVGMarkup.number(lineWidth))]))
    }

    /// Fills the ellipse inscribed in `rect` (a circle when `rect` is square), as a switch's knob.
    public func fillEllipse(in rect: CGRect, color: UIColor) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, SVGMarkup.opacity(of: color) > 0 else { return }
        write(SVGMarkup.element("ellipse", [
            ("cx", SVGMarkup.number(rect.midX)), ("cy", SVGMarkup.number(rect.midY)),
            ("rx", SVGMarkup.number(rect.width / 2)), ("ry", SVGMarkup.number(rect.height / 2)),
        ] + SVGMarkup.paint("fill", color)))
    }

    /// Strokes the outline of the ellipse inscribed in `rect` with a line `lineWidth` wide centred
    /// on it, as an info button's ring.
    public func strokeEllipse(in rect: CGRect, color: UIColor, lineWidth: CGFloat) {
        let rect = rect.standardized
        guard lineWidth > 0, rect.width > 0, rect.height > 0, SVGMarkup.opacity(of: color) > 0 else { return }
        write(SVGMarkup.element("ellipse", [
            ("cx", SVGMarkup.number(rect.midX)), ("cy", SVGMarkup.number(rect.midY)),
            ("rx", SVGMarkup.number(rect.width / 2)), ("ry", SVGMarkup.number(rect.height / 2)), ("fill", "none"),
        ] + SVGMarkup.paint("stroke", color) + [("stroke-width", SVGMarkup.number(lineWidth))]))
    }

    /// Draws a straight line `lineWidth` wide from `start` to `end`, with square ends cut at the
    /// end points (butt caps).
    public func strokeLine(from start: CGPoint, to end: CGPoint, color: UIColor, lineWidth: CGFloat) {
        guard lineWidth > 0, start != end, SVGMarkup.opacity(of: color) > 0 else { return }
        write(SVGMarkup.element("line", [
            ("x1", SVGMarkup.number(start.x)), ("y1", SVGMarkup.number(start.y)),
            ("x2", SVGMarkup.number(end.x)), ("y2", SVGMarkup.number(end.y)),
        ] + SVGMarkup.paint("stroke", color) + [("stroke-width", SVGMarkup.number(lineWidth))]))
    }

    /// Draws connected line segments through `points` with round joins and caps, as a chevron or
    /// a check mark is drawn.
    public func strokePolyline(_ points: [CGPoint], color: UIColor, lineWidth: CGFloat) {
        guard points.count > 1, lineWidth > 0, SVGMarkup.opacity(of: color) > 0 else { return }
        write(SVGMarkup.element("polyline", [("points", pointList(points)), ("fill", "none")]
                                + SVGMarkup.paint("stroke", color)
                                + [("stroke-width", SVGMarkup.number(lineWidth)),
                                   ("stroke-linecap", "round"), ("stroke-linejoin", "round")]))
    }

    /// Fills the polygon through `points` (closed back to the first point).
    public func fillPolygon(_ points: [CGPoint], color: UIColor) {
        guard points.count > 2, SVGMarkup.opacity(of: color) > 0 else { return }
        write(SVGMarkup.element("polygon", [("points", pointList(points))] + SVGMarkup.paint("fill", color)))
    }

    // MARK: - Structure

    /// Runs `body` with its marks clipped to `rect` (rounded by `cornerRadius`), as
    /// `UIRectClip` or a layer's `masksToBounds` clips drawing.
    public func withClip(to rect: CGRect, cornerRadius: CGFloat = 0, _ body: () -> Void) {
        openClipGroup(to: rect, cornerRadius: cornerRadius)
        body()
        depth -= 1
        write("</g>")
    }

    /// Defines a clip path for `rect` (rounded at `corners`) and opens a group clipped to it
    /// (closed with `</g>`, one level out).
    func openClipGroup(to rect: CGRect, cornerRadius: CGFloat, corners: CACornerMask = SVGDrawingContext.allCorners) {
        let id = document.makeID("clip")
        document.addDefinition([
            SVGMarkup.openTag("clipPath", [("id", id)]) + ">",
            roundedRectElement(rect.standardized, cornerRadius: cornerRadius, corners: corners, paint: []),
            "</clipPath>",
        ])
        write(SVGMarkup.openTag("g", [("clip-path", "url(#\(id))")]) + ">")
        depth += 1
    }

    /// Runs `body` with its coordinates mapped through `transform` (concatenated with the current
    /// one), as `CGContext.concatenate(_:)` does.
    public func withTransform(_ transform: CGAffineTransform, _ body: () -> Void) {
        group(transform.isIdentity ? [] : [("transform", SVGMarkup.matrix(transform))], body)
    }

    /// Runs `body` so that its marks are drawn above this view's subviews (still below its
    /// border), where UIKit keeps parts that are subviews on a device: a table cell's separator,
    /// an accessory.
    public func drawAboveSubviews(_ body: () -> Void) {
        let wasWritingOverlay = writesOverlay
        writesOverlay = true
        body()
        writesOverlay = wasWritingOverlay
    }

    // MARK: - Writing

    /// Writes one element line at the current depth, to the overlay when inside `drawAboveSubviews`.
    ///
    /// The indentation stops growing at ``indentationLimit`` levels, so a deep tree's lines stay
    /// short; the first line that would have gone deeper is preceded by a comment that says so.
    func write(_ line: String) {
        if depth > SVGDrawingContext.indentationLimit, !hasMarkedIndentationLimit {
            hasMarkedIndentationLimit = true
            write("<!-- nested more than \(SVGDrawingContext.indentationLimit) levels deep: the indentation stops growing here -->")
        }
        let indented = String(repeating: "  ", count: min(depth, SVGDrawingContext.indentationLimit)) + line
        if writesOverlay { overlayLines.append(indented) } else { lines.append(indented) }
    }

    /// Wraps the lines `body` writes in `<g attributes>`; writes them bare when there are no attributes.
    func group(_ attributes: [(String, String)], _ body: () -> Void) {
        guard !attributes.isEmpty else { return body() }
        write(SVGMarkup.openTag("g", attributes) + ">")
        depth += 1
        body()
        depth -= 1
        write("</g>")
    }

    /// `x`, `y`, `width`, `height` and, for rounded corners, `rx` and `ry`.
    func rectAttributes(_ rect: CGRect, cornerRadius: CGFloat) -> [(String, String)] {
        var attributes = [
            ("x", SVGMarkup.number(rect.minX)), ("y", SVGMarkup.number(rect.minY)),
            ("width", SVGMarkup.number(rect.width)), ("height", SVGMarkup.number(rect.height)),
        ]
        let radius = SVGDrawingContext.clampedCornerRadius(cornerRadius, in: rect.size)
        if radius > 0 {
            attributes += [("rx", SVGMarkup.number(radius)), ("ry", SVGMarkup.number(radius))]
        }
        return attributes
    }

    /// A corner radius no larger than half the shorter side (0 for negative or non-finite radii).
    static func clampedCornerRadius(_ radius: CGFloat, in size: CGSize) -> CGFloat {
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, min(abs(size.width), abs(size.height)) / 2)
    }

    /// `x,y x,y ...` for `points`.
    private func pointList(_ points: [CGPoint]) -> String {
        points.map { SVGMarkup.number($0.x) + "," + SVGMarkup.number($0.y) }.joined(separator: " ")
    }
}

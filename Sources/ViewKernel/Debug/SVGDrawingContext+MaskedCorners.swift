// SVGDrawingContext+MaskedCorners.swift: rectangles rounded at some corners only, as a layer's
// `maskedCorners` asks (an inset-grouped section's first row rounds only its top corners).

extension SVGDrawingContext {
    /// All four corners: a layer's `maskedCorners` by default.
    static let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// Fills `rect` rounded by `cornerRadius` at `corners` only.
    func fillRect(_ rect: CGRect, color: UIColor, cornerRadius: CGFloat, corners: CACornerMask) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, SVGMarkup.opacity(of: color) > 0 else { return }
        write(roundedRectElement(rect, cornerRadius: cornerRadius, corners: corners, paint: SVGMarkup.paint("fill", color)))
    }

    /// Strokes the outline of `rect` rounded by `cornerRadius` at `corners` only.
    func strokeRect(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, cornerRadius: CGFloat, corners: CACornerMask) {
        let rect = rect.standardized
        guard lineWidth > 0, rect.width > 0 || rect.height > 0, SVGMarkup.opacity(of: color) > 0 else { return }
        let paint = [("fill", "none")] + SVGMarkup.paint("stroke", color) + [("stroke-width", SVGMarkup.number(lineWidth))]
        write(roundedRectElement(rect, cornerRadius: cornerRadius, corners: corners, paint: paint))
    }

    /// A `rect` element when every corner or none is rounded, else a `path` that rounds only
    /// `corners` (minY is the top, as in UIKit), clockwise from the top-left corner.
    func roundedRectElement(_ rect: CGRect, cornerRadius: CGFloat, corners: CACornerMask,
                            paint: [(String, String)]) -> String {
        let radius = SVGDrawingContext.clampedCornerRadius(cornerRadius, in: rect.size)
        guard radius > 0, !corners.isEmpty, !corners.isSuperset(of: SVGDrawingContext.allCorners) else {
            return SVGMarkup.element("rect", rectAttributes(rect, cornerRadius: corners.isEmpty ? 0 : radius) + paint)
        }
        func r(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let (topLeft, topRight) = (r(.layerMinXMinYCorner), r(.layerMaxXMinYCorner))
        let (bottomRight, bottomLeft) = (r(.layerMaxXMaxYCorner), r(.layerMinXMaxYCorner))
        func n(_ value: CGFloat) -> String { SVGMarkup.number(value) }
        func arc(_ radius: CGFloat, to x: CGFloat, _ y: CGFloat) -> String {
            radius > 0 ? " A\(n(radius)),\(n(radius)) 0 0 1 \(n(x)),\(n(y))" : ""
        }
        var d = "M\(n(rect.minX + topLeft)),\(n(rect.minY)) H\(n(rect.maxX - topRight))"
        d += arc(topRight, to: rect.maxX, rect.minY + topRight) + " V\(n(rect.maxY - bottomRight))"
        d += arc(bottomRight, to: rect.maxX - bottomRight, rect.maxY) + " H\(n(rect.minX + bottomLeft))"
        d += arc(bottomLeft, to: rect.minX, rect.maxY - bottomLeft) + " V\(n(rect.minY + topLeft))"
        d += arc(topLeft, to: rect.minX + topLeft, rect.minY) + " Z"
        return SVGMarkup.element("path", [("d", d)] + paint)
    }
}

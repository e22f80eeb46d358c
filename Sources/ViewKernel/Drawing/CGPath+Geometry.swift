// CGPath+Geometry.swift: what a path covers: its bounding boxes, whether it contains a point,
// and its outline as straight segments (for hit-testing, length and trimming).

#if !canImport(Darwin)
extension CGPath {
    /// The smallest rectangle holding every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        PathGeometry.box(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle holding the path as drawn: curves by their extremes, not their
    /// control points; `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        PathGeometry.tightBox(of: elements)
    }

    /// Whether `point` is inside the path, transformed by `transform`, when it is filled by
    /// `rule`; open subpaths count as closed, as filling closes them.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let polygons = PathGeometry.flattened(elements.map { $0.applying(transform) })
        return PathGeometry.contains(point, in: polygons, rule: rule)
    }
}
#endif

/// Path geometry shared by paths, Bézier paths and shape layers.
enum PathGeometry {
    /// The box around `points`; null without points.
    static func box(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The box around the drawn path: end points and the extremes of each curve.
    static func tightBox(of elements: [PathElement]) -> CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                points.append(p); current = p; subpathStart = p
            case .line(let p):
                points.append(p); current = p
            case let .quadCurve(c, p):
                // A quadratic is the cubic with controls 2/3 of the way to its control point.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                points += cubicExtremes(current, c1, c2, p) + [p]; current = p
            case let .curve(c1, c2, p):
                points += cubicExtremes(current, c1, c2, p) + [p]; current = p
            case .close:
                current = subpathStart
            }
        }
        return box(of: points)
    }

    /// The points of a cubic where x or y turns round.
    private static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var parameters: [CGFloat] = []
        for axis in 0..<2 {
            let a0 = axis == 0 ? p0.x : p0.y, a1 = axis == 0 ? p1.x : p1.y
            let a2 = axis == 0 ? p2.x : p2.y, a3 = axis == 0 ? p3.x : p3.y
            // The derivative's coefficients: a t² + b t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { parameters.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    parameters += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
        }
        return parameters.filter { $0 > 0 && $0 < 1 }.map { cubicPoint(p0, p1, p2, p3, $0) }
    }

    /// The point of a cubic Bézier curve at parameter `t`.
    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// How many straight segments stand for one curve when flattening.
    static let segmentsPerCurve = 24

    /// The path as polylines, one per subpath, each with whether it was closed. Curves become
    /// ``segmentsPerCurve`` segments.
    static func flattenedSubpaths(_ elements: [PathElement]) -> [(points: [CGPoint], closed: Bool)] {
        var subpaths: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if !current.isEmpty { subpaths.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case let .quadCurve(c, p):
                let p0 = current.last ?? p
                for step in 1...segmentsPerCurve {
                    let t = CGFloat(step) / CGFloat(segmentsPerCurve), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .curve(c1, c2, p):
                let p0 = current.last ?? p
                for step in 1...segmentsPerCurve {
                    current.append(cubicPoint(p0, c1, c2, p, CGFloat(step) / CGFloat(segmentsPerCurve)))
                }
            case .close:
                let start = current.first
                finish(closed: true)
                // The next element starts where the closed subpath began.
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return subpaths.filter { $0.points.count > 1 || $0.closed }
    }

    /// The subpaths as polygons (every subpath counts as closed, as filling closes them).
    static func flattened(_ elements: [PathElement]) -> [[CGPoint]] {
        flattenedSubpaths(elements).map(\.points)
    }

    /// Whether `point` is inside the polygons under `rule`.
    static func contains(_ point: CGPoint, in polygons: [[CGPoint]], rule: CGPathFillRule) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard point.x < x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// The length of the drawn path (curves measured along their flattened outline; a close
    /// counts the line back to the subpath's start).
    static func length(of elements: [PathElement]) -> CGFloat {
        var total: CGFloat = 0
        for subpath in flattenedSubpaths(elements) {
            var points = subpath.points
            if subpath.closed, let first = points.first { points.append(first) }
            for index in points.indices.dropFirst() {
                let dx = points[index].x - points[index - 1].x, dy = points[index].y - points[index - 1].y
                total += (dx * dx + dy * dy).squareRoot()
            }
        }
        return total
    }
}

// PathElement.swift: the elements paths are stored as, and the shapes (rectangles, ellipses,
// rounded rectangles, arcs) built from them the way CoreGraphics builds them.

/// One element of a path: CoreGraphics' element types with their points, end point last.
enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case close

    /// The point the element ends at; nil for a close.
    var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(_, let p), .curve(_, _, let p): return p
        case .close: return nil
        }
    }

    /// Every point of the element, end point last.
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case let .quadCurve(c, p): return [c, p]
        case let .curve(c1, c2, p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The element as `applyWithBlock` reports it.
    var typeAndPoints: (CGPathElementType, [CGPoint]) {
        switch self {
        case .move: return (.moveToPoint, points)
        case .line: return (.addLineToPoint, points)
        case .quadCurve: return (.addQuadCurveToPoint, points)
        case .curve: return (.addCurveToPoint, points)
        case .close: return (.closeSubpath, [])
        }
    }

    /// The element with every point transformed.
    func applying(_ t: CGAffineTransform) -> PathElement {
        if t.isIdentity { return self }
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case let .quadCurve(c, p): return .quadCurve(c.applying(t), p.applying(t))
        case let .curve(c1, c2, p): return .curve(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }

    /// The current point after `elements`: the last end point, or after a close the start of the
    /// closed subpath; nil for no elements.
    static func currentPoint(of elements: [PathElement]) -> CGPoint? {
        guard let last = elements.last else { return nil }
        if let end = last.endPoint { return end }
        for element in elements.reversed() {
            if case .move(let start) = element { return start }
        }
        return elements.first?.endPoint
    }

    /// The rectangle `elements` are when they are exactly one as `addRect` makes it.
    static func rectangle(in elements: [PathElement]) -> CGRect? {
        guard elements.count == 5, case let .move(a) = elements[0], case let .line(b) = elements[1],
              case let .line(c) = elements[2], case let .line(d) = elements[3], elements[4] == .close
        else { return nil }
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return nil }
        return CGRect(x: a.x, y: a.y, width: c.x - a.x, height: c.y - a.y).standardized
    }

    /// SVG path data: `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`.
    static func svgPathData(of elements: [PathElement]) -> String {
        elements.map { element in
            let numbers = element.points.flatMap { [$0.x, $0.y] }.map { SVGMarkup.number($0) }
            switch element {
            case .move: return (["M"] + numbers).joined(separator: " ")
            case .line: return (["L"] + numbers).joined(separator: " ")
            case .quadCurve: return (["Q"] + numbers).joined(separator: " ")
            case .curve: return (["C"] + numbers).joined(separator: " ")
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }

    /// The same shape with every subpath running the other way: it starts at the subpath's
    /// last point, each segment is walked backwards, and a closed subpath stays closed.
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var subpaths: [[PathElement]] = []
        for element in elements {
            if case .move = element { subpaths.append([element]) } else if subpaths.isEmpty {
                subpaths.append([element])
            } else {
                subpaths[subpaths.count - 1].append(element)
            }
        }
        var result: [PathElement] = []
        for subpath in subpaths {
            guard case let .move(start) = subpath.first else { result += subpath; continue }
            let closed = subpath.last == .close
            var previous = start
            var segments: [(from: CGPoint, element: PathElement)] = []
            for element in subpath.dropFirst() where element != .close {
                segments.append((previous, element))
                previous = element.endPoint ?? previous
            }
            result.append(.move(previous))
            for (from, element) in segments.reversed() {
                switch element {
                case .line, .move: result.append(.line(from))
                case let .quadCurve(c, _): result.append(.quadCurve(c, from))
                case let .curve(c1, c2, _): result.append(.curve(c2, c1, from))
                case .close: break
                }
            }
            if closed { result.append(.close) }
        }
        return result
    }

    // MARK: - Shapes

    /// The length of a control arm of a cubic Bézier quarter circle of radius 1.
    static let quarterCircleKappa: CGFloat = 0.5522847498307936

    /// The ellipse inscribed in `r`: from the middle of the right edge, clockwise on screen.
    static func ellipse(in r: CGRect) -> [PathElement] {
        let k = quarterCircleKappa
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        return [
            .move(CGPoint(x: r.maxX, y: cy)),
            .curve(CGPoint(x: r.maxX, y: cy + ry * k), CGPoint(x: cx + rx * k, y: r.maxY), CGPoint(x: cx, y: r.maxY)),
            .curve(CGPoint(x: cx - rx * k, y: r.maxY), CGPoint(x: r.minX, y: cy + ry * k), CGPoint(x: r.minX, y: cy)),
            .curve(CGPoint(x: r.minX, y: cy - ry * k), CGPoint(x: cx - rx * k, y: r.minY), CGPoint(x: cx, y: r.minY)),
            .curve(CGPoint(x: cx + rx * k, y: r.minY), CGPoint(x: r.maxX, y: cy - ry * k), CGPoint(x: r.maxX, y: cy)),
            .close,
        ]
    }

    /// `r` with each corner rounded by the radii (already clamped); a plain rectangle without radii.
    static func roundedRect(_ r: CGRect, radii: CGSize) -> [PathElement] {
        roundedRect(r, corners: [radii, radii, radii, radii])
    }

    /// `r` with corners rounded by `corners` (top-left, top-right, bottom-right, bottom-left):
    /// from the end of the top-left corner, clockwise on screen, closed.
    static func roundedRect(_ r: CGRect, corners: [CGSize]) -> [PathElement] {
        let k = quarterCircleKappa
        let tl = corners[0], tr = corners[1], br = corners[2], bl = corners[3]
        var elements: [PathElement] = [.move(CGPoint(x: r.minX + tl.width, y: r.minY)),
                                       .line(CGPoint(x: r.maxX - tr.width, y: r.minY))]
        if tr != .zero {
            elements.append(.curve(CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                                   CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)),
                                   CGPoint(x: r.maxX, y: r.minY + tr.height)))
        }
        elements.append(.line(CGPoint(x: r.maxX, y: r.maxY - br.height)))
        if br != .zero {
            elements.append(.curve(CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                                   CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY),
                                   CGPoint(x: r.maxX - br.width, y: r.maxY)))
        }
        elements.append(.line(CGPoint(x: r.minX + bl.width, y: r.maxY)))
        if bl != .zero {
            elements.append(.curve(CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                                   CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)),
                                   CGPoint(x: r.minX, y: r.maxY - bl.height)))
        }
        elements.append(.line(CGPoint(x: r.minX, y: r.minY + tl.height)))
        if tl != .zero {
            elements.append(.curve(CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                                   CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY),
                                   CGPoint(x: r.minX + tl.width, y: r.minY)))
        }
        elements.append(.close)
        return elements
    }

    /// The signed angle an arc from `start` to `end` turns through: with the angle increasing
    /// (`increasing`) or decreasing, at most one full turn; equal angles give no arc, and a
    /// difference of a full turn or more a full circle.
    static func arcSweep(from start: CGFloat, to end: CGFloat, increasing: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var delta = increasing ? end - start : start - end
        if delta >= turn {
            delta = turn
        } else if delta < 0 {
            delta = delta.truncatingRemainder(dividingBy: turn)
            if delta < 0 { delta += turn }
        }
        return increasing ? delta : -delta
    }

    /// The most turns an arc is drawn with: beyond it, ``boundedSweep(_:)`` drops pairs of turns.
    static let maximumArcTurns: CGFloat = 100

    /// `sweep`, or for a sweep of more than ``maximumArcTurns`` turns (1e300 radians asks for
    /// 1.6e299 of them, more curves than memory holds) 98 or 99 turns plus the rest: a turn past
    /// the first only retraces the circle, so the stroke is the same, and dropping whole pairs of
    /// turns keeps the parity the even-odd rule fills by and the end angle (`sweep` modulo two
    /// turns, exact in floating point). A decision: CoreGraphics does not document a limit.
    static func boundedSweep(_ sweep: CGFloat) -> CGFloat {
        let turn = 2 * CGFloat.pi
        guard abs(sweep) > maximumArcTurns * turn else { return sweep }
        let kept = abs(sweep).truncatingRemainder(dividingBy: 2 * turn) + (maximumArcTurns - 2) * turn
        return sweep < 0 ? -kept : kept
    }

    /// An arc as a move to its start and cubic curves of at most a quarter turn each; a NaN or
    /// infinite sweep (no end angle) or radius draws only the move, a huge one is bounded by
    /// ``boundedSweep(_:)``.
    static func arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat) -> [PathElement] {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * Foundation.cos(angle), y: center.y + radius * Foundation.sin(angle))
        }
        var elements: [PathElement] = [.move(point(startAngle))]
        guard sweep != 0, sweep.isFinite, radius.isFinite else { return elements }
        let sweep = boundedSweep(sweep)
        // At most 4 * maximumArcTurns curves now; the clamping conversion keeps it total anyway.
        let count = max(1, Int(clampingFloat: (abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * Foundation.tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * Foundation.sin(angle), y: p0.y + k * Foundation.cos(angle))
            let c2 = CGPoint(x: p3.x + k * Foundation.sin(next), y: p3.y - k * Foundation.cos(next))
            elements.append(.curve(c1, c2, p3))
            angle = next
        }
        return elements
    }

    /// The circle of `radius` tangent to the line from `start` to `corner` and to the line from
    /// `corner` to `end`: its centre and the arc between the tangent points (less than half a
    /// turn). Nil when the points are in a line or the radius is not positive.
    static func tangentArc(from start: CGPoint, corner: CGPoint, to end: CGPoint,
                           radius: CGFloat) -> (center: CGPoint, startAngle: CGFloat, sweep: CGFloat)? {
        guard radius > 0, radius.isFinite else { return nil }
        func unit(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
            let length = (x * x + y * y).squareRoot()
            return length > 0 ? CGPoint(x: x / length, y: y / length) : nil
        }
        guard let v1 = unit(start.x - corner.x, start.y - corner.y),
              let v2 = unit(end.x - corner.x, end.y - corner.y) else { return nil }
        let cosine = max(-1, min(1, v1.x * v2.x + v1.y * v2.y))
        let angle = Foundation.acos(cosine)
        guard angle > 1e-9, angle < CGFloat.pi - 1e-9, let bisector = unit(v1.x + v2.x, v1.y + v2.y) else { return nil }
        let tangentDistance = radius / Foundation.tan(angle / 2)
        let centerDistance = radius / Foundation.sin(angle / 2)
        let center = CGPoint(x: corner.x + bisector.x * centerDistance, y: corner.y + bisector.y * centerDistance)
        let a = CGPoint(x: corner.x + v1.x * tangentDistance, y: corner.y + v1.y * tangentDistance)
        let b = CGPoint(x: corner.x + v2.x * tangentDistance, y: corner.y + v2.y * tangentDistance)
        let startAngle = Foundation.atan2(a.y - center.y, a.x - center.x)
        var sweep = Foundation.atan2(b.y - center.y, b.x - center.x) - startAngle
        if sweep > CGFloat.pi { sweep -= 2 * CGFloat.pi }
        if sweep < -CGFloat.pi { sweep += 2 * CGFloat.pi }
        return (center, startAngle, sweep)
    }
}

extension PathElement {
    /// Whether every point of `elements` is finite; otherwise logs, for `function`, the first point
    /// that is not ("CGPathAddLineToPoint: invalid point {nan, 5}, not finite; nothing is added").
    static func checkFinite(_ elements: [PathElement], function: String, outcome: String = "nothing is added") -> Bool {
        for element in elements {
            for point in element.points where !point.isAllFinite {
                reportGraphicsProblem("\(function): invalid point \(point.bracedText), not finite; \(outcome)")
                return false
            }
        }
        return true
    }
}

/// Reports a problem CoreGraphics logs (a path element with no current point): through
/// `Headless.reportLoggedProblem` on the main actor, to standard error elsewhere.
func reportGraphicsProblem(_ message: String) {
    let reported = MainActorCheck.runIfOnMainActor { Headless.reportLoggedProblem(message) }
    if !reported { FileHandle.standardError.write(Data((message + "\n").utf8)) }
}

/// Whether a value given to `function` is finite; otherwise logs "`function` `value` is refused:
/// it must be finite; `kept` is kept" (through ``reportGraphicsProblem(_:)``) and the caller keeps
/// its state. A decision: CoreGraphics does not say what a NaN line width or dash does, and
/// pictures and the drawing-command log must never show "nan" or "inf".
func graphicsAcceptsFinite(_ isFinite: Bool, _ value: @autoclosure () -> String,
                           kept: @autoclosure () -> String, for function: String) -> Bool {
    if isFinite { return true }
    reportGraphicsProblem("\(function) \(value()) is refused: it must be finite; \(kept()) is kept")
    return false
}

// Keyframes.swift: the value of a keyframe animation at a fraction of its duration: between
// keyframe values at their key times, or at a point along a path.

/// Keyframe values with their key times, segment timing functions and calculation mode.
struct KeyframeValues {
    let frames: [AnimatableValue]
    let keyTimes: [CGFloat]?
    let timingFunctions: [CAMediaTimingFunction]?
    let mode: CAAnimationCalculationMode

    /// The value at `fraction` (0...1) of the animation.
    func value(at fraction: CGFloat) -> AnimatableValue? {
        guard let first = frames.first else { return nil }
        let count = frames.count
        guard count > 1 else { return first }
        let f = min(max(fraction, 0), 1)
        if mode == .discrete {
            let times = discreteTimes()
            let index = times.lastIndex { $0 <= f } ?? 0
            return frames[min(index, count - 1)]
        }
        let paced = mode == .paced || mode == .cubicPaced
        let times = paced ? pacedTimes() : interpolationTimes()
        if f <= times[0] { return frames[0] }
        guard let segment = (0..<count - 1).first(where: { f <= times[$0 + 1] }) else { return frames[count - 1] }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (f - times[segment]) / span : 1
        if !paced, let functions = timingFunctions, segment < functions.count {
            local = CGFloat(functions[segment].curve.progress(at: Double(local)))
        }
        if mode == .cubic, let smooth = catmullRom(segment: segment, local: local) { return smooth }
        return frames[segment].interpolated(to: frames[segment + 1], progress: Double(local))
    }

    /// Key times for interpolation: the given ones when there is one per frame, else even.
    private func interpolationTimes() -> [CGFloat] {
        if let keyTimes, keyTimes.count == frames.count { return keyTimes }
        return (0..<frames.count).map { CGFloat($0) / CGFloat(frames.count - 1) }
    }

    /// Key times for discrete frames: each frame holds until the next (n + 1 times may be given).
    private func discreteTimes() -> [CGFloat] {
        if let keyTimes, keyTimes.count == frames.count || keyTimes.count == frames.count + 1 { return keyTimes }
        return (0..<frames.count).map { CGFloat($0) / CGFloat(frames.count) }
    }

    /// Key times spread by the distance between frames, for an even pace.
    private func pacedTimes() -> [CGFloat] {
        var distances: [CGFloat] = [0]
        for index in 1..<frames.count {
            distances.append(distances[index - 1] + frames[index - 1].distance(to: frames[index]))
        }
        guard let total = distances.last, total > 0 else { return interpolationTimes() }
        return distances.map { $0 / total }
    }

    /// A Catmull-Rom point between frames `segment` and `segment + 1` for numbers and points.
    private func catmullRom(segment: Int, local t: CGFloat) -> AnimatableValue? {
        let p0 = frames[max(segment - 1, 0)], p1 = frames[segment]
        let p2 = frames[segment + 1], p3 = frames[min(segment + 2, frames.count - 1)]
        func blend(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
        }
        switch (p0, p1, p2, p3) {
        case let (.point(a), .point(b), .point(c), .point(d)):
            return .point(CGPoint(x: blend(a.x, b.x, c.x, d.x), y: blend(a.y, b.y, c.y, d.y)))
        case let (.scalar(a), .scalar(b), .scalar(c), .scalar(d)):
            return .scalar(blend(a, b, c, d))
        default:
            return nil
        }
    }
}

/// A path that a keyframe animation follows: each element's end point is a keyframe.
struct KeyframePath {
    /// One piece between keyframes: a jump (a move), a line, or a curve (as a cubic).
    private struct Segment {
        let start: CGPoint
        let controls: (CGPoint, CGPoint)?
        let end: CGPoint
        let isJump: Bool

        func point(at t: CGFloat) -> CGPoint {
            if isJump { return t < 1 ? start : end }
            guard let (c1, c2) = controls else {
                return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            }
            return PathGeometry.cubicPoint(start, c1, c2, end, t)
        }

        /// The direction of travel at `t`.
        func angle(at t: CGFloat) -> CGFloat {
            let a = point(at: max(0, t - 0.001)), b = point(at: min(1, t + 0.001))
            return Foundation.atan2(b.y - a.y, b.x - a.x)
        }

        var length: CGFloat {
            guard !isJump else { return 0 }
            var total: CGFloat = 0
            var previous = start
            for step in 1...PathGeometry.segmentsPerCurve {
                let next = point(at: CGFloat(step) / CGFloat(PathGeometry.segmentsPerCurve))
                total += ((next.x - previous.x) * (next.x - previous.x) + (next.y - previous.y) * (next.y - previous.y)).squareRoot()
                previous = next
            }
            return total
        }
    }

    private let segments: [Segment]
    private let origin: CGPoint?

    init(_ path: CGPath) {
        var segments: [Segment] = []
        var current: CGPoint?
        var subpathStart = CGPoint.zero
        for element in path.elements {
            let from = current ?? element.endPoint ?? .zero
            switch element {
            case .move(let p):
                if current != nil { segments.append(Segment(start: from, controls: nil, end: p, isJump: true)) }
                subpathStart = p
                current = p
            case .line(let p):
                segments.append(Segment(start: from, controls: nil, end: p, isJump: false)); current = p
            case let .quadCurve(c, p):
                let c1 = CGPoint(x: from.x + 2 / 3 * (c.x - from.x), y: from.y + 2 / 3 * (c.y - from.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                segments.append(Segment(start: from, controls: (c1, c2), end: p, isJump: false)); current = p
            case let .curve(c1, c2, p):
                segments.append(Segment(start: from, controls: (c1, c2), end: p, isJump: false)); current = p
            case .close:
                segments.append(Segment(start: from, controls: nil, end: subpathStart, isJump: false))
                current = subpathStart
            }
        }
        self.segments = segments
        origin = path.elements.first?.endPoint
    }

    /// Where the segment and the parameter in it are at `fraction` of the animation.
    private func locate(_ fraction: CGFloat, paced: Bool, keyTimes: [CGFloat]?) -> (Segment, CGFloat)? {
        guard !segments.isEmpty else { return nil }
        let f = min(max(fraction, 0), 1)
        var times: [CGFloat]
        if paced {
            let lengths = segments.map(\.length)
            let total = lengths.reduce(0, +)
            var running: CGFloat = 0
            times = [0]
            for length in lengths {
                running += length
                times.append(total > 0 ? running / total : 0)
            }
        } else if let keyTimes, keyTimes.count == segments.count + 1 {
            times = keyTimes
        } else {
            times = (0...segments.count).map { CGFloat($0) / CGFloat(segments.count) }
        }
        for index in segments.indices where f <= times[index + 1] && !(paced && segments[index].isJump) {
            let span = times[index + 1] - times[index]
            return (segments[index], span > 0 ? (f - times[index]) / span : 1)
        }
        return segments.last.map { ($0, 1) }
    }

    /// The point at `fraction` of the animation.
    func point(at fraction: CGFloat, paced: Bool, keyTimes: [CGFloat]?) -> CGPoint? {
        guard let (segment, t) = locate(fraction, paced: paced, keyTimes: keyTimes) else { return origin }
        return segment.point(at: t)
    }

    /// The direction of travel at `fraction`, in radians.
    func tangentAngle(at fraction: CGFloat, paced: Bool, keyTimes: [CGFloat]?) -> CGFloat? {
        guard let (segment, t) = locate(fraction, paced: paced, keyTimes: keyTimes) else { return nil }
        return segment.angle(at: t)
    }
}

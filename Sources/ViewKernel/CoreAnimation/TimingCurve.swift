// TimingCurve.swift: the pace of an animation: Core Animation's cubic Bézier curves and a damped spring.

/// Maps the fraction of an animation's duration that has elapsed (0...1) to the fraction of the
/// change that is shown, as `CAMediaTimingFunction` and UIKit's spring animations do.
///
/// Every curve starts exactly at 0 and ends exactly at 1; in between, a spring may overshoot.
enum TimingCurve: Equatable, Sendable {
    /// Constant speed.
    case linear
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points, as `CAMediaTimingFunction`.
    case cubicBezier(CubicBezier)
    /// A damped spring that settles by the end of the duration.
    case spring(DampedSpring)

    /// Core Animation's `easeInEaseOut`: the cubic Bézier (0.42, 0), (0.58, 1). UIKit's default.
    static let easeInEaseOut = TimingCurve.cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// Core Animation's `easeIn`: the cubic Bézier (0.42, 0), (1, 1).
    static let easeIn = TimingCurve.cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    /// Core Animation's `easeOut`: the cubic Bézier (0, 0), (0.58, 1).
    static let easeOut = TimingCurve.cubicBezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))

    /// The fraction of the change shown when `fraction` of the duration has elapsed. `fraction`
    /// is clamped to 0...1; the answer is exactly 0 at 0 and exactly 1 at 1.
    func progress(at fraction: Double) -> Double {
        guard fraction.isFinite, fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        switch self {
        case .linear: return fraction
        case .cubicBezier(let curve): return curve.progress(at: fraction)
        case .spring(let spring): return spring.progress(at: fraction)
        }
    }
}

/// A unit cubic Bézier timing curve: x is time, y is progress, from (0, 0) to (1, 1) through the
/// control points (x1, y1) and (x2, y2). The x coordinates are clamped to 0...1, as Core Animation
/// requires, so x grows with the curve parameter and each time has one progress.
struct CubicBezier: Equatable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// The progress at time `x` (0 < x < 1): find the curve parameter whose x is `x`, then read y.
    func progress(at x: Double) -> Double {
        y(atParameter: parameter(forX: x))
    }

    /// One coordinate of the curve at parameter `t`, for control values `p1` and `p2`:
    /// 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³, in Horner form.
    private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The derivative of ``coordinate(_:_:_:)`` with respect to `t`.
    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }

    private func y(atParameter t: Double) -> Double {
        CubicBezier.coordinate(t, y1, y2)
    }

    /// Solves x(t) = `x` by Newton's method, falling back to bisection where the slope is flat.
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = CubicBezier.coordinate(t, x1, x2) - x
            if abs(error) < tolerance { return t }
            let derivative = CubicBezier.slope(t, x1, x2)
            if abs(derivative) < 1e-9 { break }
            t -= error / derivative
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = CubicBezier.coordinate(t, x1, x2)
            if abs(value - x) < tolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}

/// A damped harmonic oscillator pulled from 0 towards 1, for
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`.
///
/// `dampingRatio` 1 settles without overshoot, smaller values oscillate. `initialVelocity` is in
/// UIKit's unit: 1 means the whole distance per second. The stiffness is chosen from the duration
/// so the motion has settled to within 0.1 % of the distance when the duration ends.
struct DampedSpring: Equatable, Sendable {
    /// The damping ratio, at least 0.01 (a ratio of 0 would never settle).
    let dampingRatio: Double
    /// The natural angular frequency, in radians per duration.
    let frequency: Double
    /// The initial velocity, in distances per duration.
    let initialVelocity: Double

    /// Makes the spring for an animation of `duration` seconds.
    init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        let zeta = dampingRatio.isFinite ? max(dampingRatio, 0.01) : 1
        self.dampingRatio = zeta
        // ln(1000): the number of time constants after which the motion is within 0.1 % of its end.
        let settle = 6.907755278982137
        if zeta < 1 {
            frequency = settle / zeta
        } else if zeta == 1 {
            frequency = 9.233413476451103 // (1 + w) e^-w = 0.001
        } else {
            frequency = settle / (zeta - (zeta * zeta - 1).squareRoot())
        }
        let scaledVelocity = initialVelocity * (duration.isFinite && duration > 0 ? duration : 1)
        self.initialVelocity = scaledVelocity.isFinite ? scaledVelocity : 0
    }

    /// Makes the spring with its three numbers, each per duration: the motion of a physical
    /// spring scaled to the time it takes to settle.
    init(dampingRatio: Double, frequency: Double, initialVelocity: Double) {
        self.dampingRatio = dampingRatio.isFinite ? max(dampingRatio, 0.01) : 1
        self.frequency = frequency.isFinite && frequency > 0 ? frequency : 9.233413476451103
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// Sets `animation`'s mass, stiffness, damping and initial velocity to this spring's, for an
    /// animation of `duration` seconds, as UIKit describes a spring block's animation: the same
    /// motion, in seconds instead of fractions of the duration.
    @MainActor
    func describe(in animation: CASpringAnimation, duration: TimeInterval) {
        let seconds = duration.isFinite && duration > 0 ? duration : 1
        let omega = frequency / seconds
        animation.mass = 1
        animation.stiffness = CGFloat(omega * omega)
        animation.damping = CGFloat(2 * dampingRatio * omega)
        animation.initialVelocity = CGFloat(initialVelocity / seconds)
        animation.allowsOverdamping = dampingRatio > 1
    }

    /// The progress at `fraction` of the duration: 1 plus the spring's displacement, which starts
    /// at -1 with the initial velocity.
    func progress(at fraction: Double) -> Double {
        let t = fraction, zeta = dampingRatio, omega = frequency, velocity = initialVelocity
        let displacement: Double
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let cosineTerm = -1.0
            let sineTerm = (velocity - zeta * omega) / damped
            displacement = Foundation.exp(-zeta * omega * t)
                * (cosineTerm * Foundation.cos(damped * t) + sineTerm * Foundation.sin(damped * t))
        } else if zeta == 1 {
            displacement = Foundation.exp(-omega * t) * (-1 + (velocity - omega) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let slow = -omega * (zeta - root), fast = -omega * (zeta + root)
            let fastWeight = (velocity + slow) / (fast - slow)
            let slowWeight = -1 - fastWeight
            displacement = slowWeight * Foundation.exp(slow * t) + fastWeight * Foundation.exp(fast * t)
        }
        return 1 + displacement
    }
}

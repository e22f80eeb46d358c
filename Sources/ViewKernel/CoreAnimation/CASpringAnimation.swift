// CASpringAnimation.swift: a basic animation paced by a damped spring, as Core Animation's
// `CASpringAnimation`: the motion of a mass on a spring, in seconds of the animation's time.

/// An animation whose value follows a mass pulled by a damped spring from the start value to
/// the end value, as Core Animation's `CASpringAnimation`. The motion is physical: it depends on
/// `mass`, `stiffness`, `damping` and `initialVelocity`, not on `duration`, which only says how
/// long the animation runs (set it to `settlingDuration` to let the spring come to rest).
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default (must be greater than 0).
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default (must be greater than 0).
    open var stiffness: CGFloat = 100
    /// The damping; 10 by default (at least 0).
    open var damping: CGFloat = 10
    /// The initial velocity, in distances (end minus start) per second: positive towards the
    /// end value, negative away from it; 0 by default.
    open var initialVelocity: CGFloat = 0
    /// Whether damping beyond critical is kept; false by default, which limits the spring to
    /// critical damping.
    open var allowsOverdamping = false

    /// Makes a spring animation with the default mass, stiffness and damping.
    public required init() {
        super.init()
    }

    /// Makes a spring that seems to last `perceptualDuration` seconds and bounces by `bounce`
    /// (0: no bounce, up to 1; negative: sluggish), as the iOS 17 initializer does.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration, 0.0001)
        let frequency = 2 * CGFloat.pi / CGFloat(duration)
        stiffness = frequency * frequency
        damping = bounce >= 0 ? 4 * CGFloat.pi * (1 - bounce) / CGFloat(duration)
                              : 4 * CGFloat.pi / (CGFloat(duration) * (1 + bounce))
        allowsOverdamping = bounce < 0
    }

    /// The duration the spring's motion seems to take: 2π √(mass / stiffness).
    open var perceptualDuration: CFTimeInterval {
        Double(2 * CGFloat.pi * (mass / stiffness).squareRoot())
    }

    /// How much the spring bounces: 1 minus the damping ratio (negative when overdamped).
    open var bounce: CGFloat {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// How long the spring takes to come to rest: the time after which it stays within 0.1 %
    /// of the distance from the end value.
    open var settlingDuration: CFTimeInterval {
        let step = 1.0 / 240
        var lastUnsettled = 0.0
        var time = 0.0
        while time < 120 {
            if abs(displacement(at: time)) >= 0.001 {
                lastUnsettled = time
            } else if envelope(after: time) < 0.001 {
                break   // the motion can no longer leave the band: the rest of the scan would not move the answer
            }
            time += step
        }
        return lastUnsettled + step
    }

    /// Copies the spring's settings.
    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    /// The value `simpleTime` seconds into the motion.
    @MainActor
    override func value(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval,
                        base: AnimatableValue) -> AnimatableValue? {
        guard let (start, end) = endpoints(base: base) else { return nil }
        return start.interpolated(to: end, progress: 1 - displacement(at: simpleTime))
    }

    // MARK: - The spring

    /// The damping ratio: damping over critical damping, at most 1 unless overdamping is allowed.
    private var dampingRatio: CGFloat {
        let critical = 2 * (max(stiffness, 0.0001) * max(mass, 0.0001)).squareRoot()
        let ratio = max(damping, 0) / critical
        return allowsOverdamping ? ratio : min(ratio, 1)
    }

    /// The distance still to go at `time` seconds, as a fraction of the whole: 1 at the start.
    /// A bound on the distance from the end value at every time from `time` on (it only
    /// shrinks), or infinity while none is known yet.
    private func envelope(after time: CFTimeInterval) -> Double {
        let omega = Double((max(stiffness, 0.0001) / max(mass, 0.0001)).squareRoot())
        let zeta = Double(dampingRatio)
        let x0 = 1.0, v0 = -Double(initialVelocity)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return Foundation.exp(-zeta * omega * time) * (abs(x0) + abs((v0 + zeta * omega * x0) / damped))
        }
        if zeta == 1 {
            // t·e^(−ωt) shrinks only after its peak at 1/ω.
            guard time > 1 / omega else { return .infinity }
            return Foundation.exp(-omega * time) * (abs(x0) + abs(v0 + omega * x0) * time)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        return abs(c1) * Foundation.exp(r1 * time) + abs(c2) * Foundation.exp(r2 * time)
    }

    func displacement(at time: CFTimeInterval) -> Double {
        guard time > 0 else { return 1 }
        let omega = Double((max(stiffness, 0.0001) / max(mass, 0.0001)).squareRoot())
        let zeta = Double(dampingRatio)
        let x0 = 1.0, v0 = -Double(initialVelocity)
        let t = time
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * omega * x0) / damped
            return Foundation.exp(-zeta * omega * t) * (a * Foundation.cos(damped * t) + b * Foundation.sin(damped * t))
        }
        if zeta == 1 {
            return Foundation.exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        return c1 * Foundation.exp(r1 * t) + c2 * Foundation.exp(r2 * t)
    }
}

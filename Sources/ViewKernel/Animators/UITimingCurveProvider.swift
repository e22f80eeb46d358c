// UITimingCurveProvider.swift: the timing curves a property animator follows (UIKit's
// `UITimingCurveProvider`, `UICubicTimingParameters` and `UISpringTimingParameters`).

/// The kind of curve a timing provider describes, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// One of the built-in curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve with custom control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}

/// An object that gives a property animator its timing, as UIKit's `UITimingCurveProvider`.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve: a built-in one or one with custom control points, as UIKit's
/// `UICubicTimingParameters`.
@MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve; `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point, in the unit square.
    public let controlPoint1: CGPoint
    /// The second control point, in the unit square.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The system's default curve, ease-in-ease-out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points = UICubicTimingParameters.controlPoints(of: curve)
        controlPoint1 = points.0
        controlPoint2 = points.1
        isBuiltin = true
        super.init()
    }

    /// A curve through (0, 0) and (1, 1) with the two control points given.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    /// `.builtin` for a built-in curve, `.cubic` for custom control points.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// nil: a cubic curve has no spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve the engine follows.
    var timingCurve: TimingCurve {
        if isBuiltin, animationCurve == .linear { return .linear }
        let coordinates = [controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y]
        guard coordinates.allSatisfy({ $0.isFinite }) else { return .easeInEaseOut }
        return .cubicBezier(CubicBezier(x1: Double(controlPoint1.x), y1: Double(controlPoint1.y),
                                        x2: Double(controlPoint2.x), y2: Double(controlPoint2.y)))
    }

    /// The control points Core Animation gives each built-in curve.
    private static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeInOut: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: return (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: return (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
}

/// A spring timing curve, as UIKit's `UISpringTimingParameters`: by damping ratio (the motion
/// settles in the animator's duration) or by mass, stiffness and damping (the motion takes the
/// time the spring needs to settle, and the animator's duration is ignored).
@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity: the distance of the whole change per second is 1.
    public let initialVelocity: CGVector
    private enum Model {
        case ratio(CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }
    private let model: Model

    /// The system's default spring: critically damped, settling in the animator's duration.
    public override convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` of critical damping (1: no overshoot; smaller values oscillate).
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` of critical damping and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        model = .ratio(ratio)
        initialVelocity = velocity
        super.init()
    }

    /// A physical spring: a `mass` on a spring of `stiffness` with `damping`.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        model = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
        super.init()
    }

    /// A spring that seems to last `duration` seconds and bounces by `bounce` (iOS 17).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                  initialVelocity: initialVelocity)
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// nil: a spring has no cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The curve the engine follows and how long it lasts, for an animator of `duration` seconds.
    func timing(forDuration duration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
        let velocity = Double(initialVelocity.dx)
        switch model {
        case .ratio(let ratio):
            return (.spring(DampedSpring(dampingRatio: Double(ratio), initialVelocity: velocity, duration: duration)),
                    duration)
        case .physical(let mass, let stiffness, let damping):
            let spring = CASpringAnimation()
            spring.mass = mass > 0 ? mass : 1
            spring.stiffness = stiffness > 0 ? stiffness : 100
            spring.damping = max(damping, 0)
            spring.allowsOverdamping = true
            let settling = spring.settlingDuration
            let omega = Double((spring.stiffness / spring.mass).squareRoot())
            let ratio = Double(spring.damping) / (2 * Double((spring.stiffness * spring.mass).squareRoot()))
            return (.spring(DampedSpring(dampingRatio: ratio, frequency: omega * settling,
                                         initialVelocity: velocity * settling)), settling)
        }
    }
}

/// The curve and duration an animator follows for a timing provider of any kind.
@MainActor
func resolvedTiming(of provider: UITimingCurveProvider?, duration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
    if let spring = provider?.springTimingParameters { return spring.timing(forDuration: duration) }
    if let cubic = provider?.cubicTimingParameters { return (cubic.timingCurve, duration) }
    return (.easeInEaseOut, duration)
}

// CAMediaTiming.swift: Core Animation's timing vocabulary: the media timing protocol, fill
// modes, timing functions, the media clock, and the action protocol implicit animations use.

#if !canImport(Darwin)
/// A time interval in seconds, as CoreFoundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double
#endif

/// The current time of Core Animation's clock: the virtual time (`Headless.now`), so animations
/// timed with it stay on the virtual clock.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    Headless.now
}

/// The timing of an animation or a layer, as Core Animation's `CAMediaTiming`: when it begins,
/// how long one pass lasts, how fast its time runs, how it repeats, and what it shows outside
/// its active time.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time (0 for an animation: when it is committed).
    var beginTime: CFTimeInterval { get set }
    /// The length of one pass, in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast time runs relative to the parent (1: the same; 0: stopped).
    var speed: Float { get set }
    /// An offset added to the object's local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many passes (fractions allowed); `.infinity` forever; 0 means one.
    var repeatCount: Float { get set }
    /// How long to repeat, in seconds, instead of a count; 0: not used.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass runs forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What shows before the beginning and after the end.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time, as Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a fill mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The animation has no effect outside its active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value stays after the end (while the animation is attached).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value shows before the beginning.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `.forwards` and `.backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The names of the predefined timing functions, as Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Constant speed: (0, 0), (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0), (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0), (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default, a gentle ease: (0.25, 0.1), (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// The pace of an animation, as Core Animation's `CAMediaTimingFunction`: a cubic Bézier curve
/// from (0, 0) to (1, 1) mapping elapsed time to progress.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The two control points.
    private let controlPoints: (Float, Float, Float, Float)

    /// Makes one of the predefined functions; an unknown name gives the linear one.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Makes a function through the control points (c1x, c1y) and (c2x, c2y); the x values are
    /// clamped to 0...1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
        super.init()
    }

    /// Writes control point `idx` (0: the start (0, 0), 1 and 2: the controls, 3: the end (1, 1))
    /// to `ptr` as two floats.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [(0, 0), (controlPoints.0, controlPoints.1), (controlPoints.2, controlPoints.3), (1, 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = points[idx].0
        ptr[1] = points[idx].1
    }

    /// The curve the function describes.
    var curve: TimingCurve {
        let (x1, y1, x2, y2) = controlPoints
        if x1 == y1, x2 == y2 { return .linear }
        return .cubicBezier(CubicBezier(x1: Double(x1), y1: Double(y1), x2: Double(x2), y2: Double(y2)))
    }

    /// Functions are equal when their control points are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return controlPoints == other.controlPoints
    }

    /// A hash of the control points.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(controlPoints.0); hasher.combine(controlPoints.1)
        hasher.combine(controlPoints.2); hasher.combine(controlPoints.3)
        return hasher.finalize()
    }
}

/// Something a layer runs when a property changes, as Core Animation's `CAAction`: an animation
/// (added under the property's key) or `NSNull` (nothing happens).
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` in a layer's `actions` turns an implicit animation off.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

// CAKeyframeAnimation.swift: animations through a list of values or along a path, as Core
// Animation's `CAKeyframeAnimation`, with its calculation and rotation modes.

/// How a keyframe animation moves between its keyframes, as `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight from one keyframe to the next, at the key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe shown until the next key time, without interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// At an even pace over the whole animation; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth (Catmull-Rom) curve through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at an even pace (here: `.paced`).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a path turns to follow it, as `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns to the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to the path's direction, plus half a turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through keyframes, as Core Animation's `CAKeyframeAnimation`: `values` at
/// `keyTimes` (fractions of the duration, evenly spread when not given), or, for a point
/// property, along `path`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, of the property's type.
    open var values: [Any]?
    /// A path for a point property (`position`) to follow; when set, `values` is ignored.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions 0...1 of the duration, one per value.
    open var keyTimes: [NSNumber]?
    /// The pace of each segment between keyframes (one fewer than the values).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the values in between are worked out; `.linear` by default.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Tension of cubic curves, one per keyframe; kept, without effect.
    open var tensionValues: [NSNumber]?
    /// Continuity of cubic curves, one per keyframe; kept, without effect.
    open var continuityValues: [NSNumber]?
    /// Bias of cubic curves, one per keyframe; kept, without effect.
    open var biasValues: [NSNumber]?
    /// Whether a layer moving along `path` turns with it; nil (the default) keeps it upright.
    open var rotationMode: CAAnimationRotationMode?

    /// Copies the keyframes and modes.
    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }

    /// Writes the value at `simpleTime`; along a path with a rotation mode, the layer's rotation too.
    @MainActor
    override func apply(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval, to layer: CALayer) {
        super.apply(atSimpleTime: simpleTime, duration: duration, to: layer)
        guard let path, let rotationMode, let keyPath, keyPath == "position" else { return }
        let fraction = keyframeFraction(atSimpleTime: simpleTime, duration: duration)
        guard let angle = KeyframePath(path).tangentAngle(at: fraction, paced: isPaced,
                                                          keyTimes: keyTimes?.map { CGFloat($0.doubleValue) })
        else { return }
        var components = TransformComponents(layer.affineTransform())
        components.angle = angle + (rotationMode == .rotateAutoReverse ? CGFloat.pi : 0)
        layer.setAffineTransform(components.transform)
    }

    /// The keyframe value at `simpleTime`.
    @MainActor
    override func value(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval,
                        base: AnimatableValue) -> AnimatableValue? {
        let fraction = keyframeFraction(atSimpleTime: simpleTime, duration: duration)
        if let path {
            guard case .point = base else { return nil }
            return KeyframePath(path).point(at: fraction, paced: isPaced,
                                            keyTimes: keyTimes?.map { CGFloat($0.doubleValue) }).map { .point($0) }
        }
        let frames = (values ?? []).compactMap { AnimatableValue(any: $0, like: base) }
        guard !frames.isEmpty, frames.count == values?.count else { return nil }
        return KeyframeValues(frames: frames, keyTimes: keyTimes?.map { CGFloat($0.doubleValue) },
                              timingFunctions: timingFunctions, mode: calculationMode).value(at: fraction)
    }

    /// Whether the keyframes are spread by distance rather than key times.
    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    /// The fraction of the whole animation at `simpleTime`, along the animation's own timing
    /// function (which paces the whole run; `timingFunctions` pace each segment).
    private func keyframeFraction(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval) -> CGFloat {
        CGFloat(progress(atSimpleTime: simpleTime, duration: duration))
    }
}

// CAAnimation.swift: Core Animation's animation objects: the abstract animation with its timing
// and delegate, property animations, basic animations and groups. How their values are worked
// out is in CAAnimation+Values.swift; how a layer runs them, in CoreAnimationScheduler.swift.

/// What an animation tells about its life, as Core Animation's `CAAnimationDelegate`. Both
/// methods are optional (they do nothing by default). They are called with the copy of the
/// animation that the layer runs, not the object that was added.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started (at its begin time, on that run loop turn).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran its active duration, false when it was
    /// removed first (told on the next run loop turn, after the transaction that removed it).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation, as Core Animation's abstract `CAAnimation`: its timing (`CAMediaTiming`), its
/// pace, its delegate (retained, as Core Animation documents), and whether it leaves the layer
/// when it ends.
///
/// `CALayer.add(_:forKey:)` copies the animation, so changing it afterwards changes nothing.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, @preconcurrency NSCopying {
    /// Makes an animation with Core Animation's defaults.
    public required override init() {
        super.init()
    }

    /// The value Core Animation gives a property it is not told: `nil` for every key here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The pace of the animation; nil means linear.
    open var timingFunction: CAMediaTimingFunction?

    /// The delegate, retained by the animation (a rare exception to the memory rules, as Core
    /// Animation documents; do not make an animation its own delegate).
    open var delegate: (any CAAnimationDelegate)?

    /// Whether the animation comes off the layer when its active duration ends; true by default.
    open var isRemovedOnCompletion = true

    // MARK: - CAMediaTiming

    /// When the animation begins, in the layer's time; 0 (the default) means when its
    /// transaction commits (`CACurrentMediaTime() + 1` begins a second later).
    open var beginTime: CFTimeInterval = 0
    /// The length of one pass; 0 (the default) takes the transaction's duration (0.25 s unless set).
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs; 1 by default.
    open var speed: Float = 1
    /// An offset into the animation's time; 0 by default.
    open var timeOffset: CFTimeInterval = 0
    /// How many passes; 0 (the default) means one, `.infinity` forever.
    open var repeatCount: Float = 0
    /// How long to repeat, in seconds; 0 (the default) uses `repeatCount`.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass runs back again; false by default.
    open var autoreverses = false
    /// What shows outside the active time; `.removed` by default.
    open var fillMode = CAMediaTimingFillMode.removed

    // MARK: - CAAction

    /// Adds a copy of the animation to `anObject` (a layer) under `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: - Copying

    /// A copy with the same settings (the delegate is shared).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copySettings(from: self)
        return copy
    }

    /// Takes over `other`'s settings; each subclass copies its own and calls `super`.
    func copySettings(from other: CAAnimation) {
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }

    // MARK: - Values (overridden by each kind; CAAnimation+Values.swift)

    /// Applies the animation's value at `simpleTime` (seconds into one pass, 0...duration) to
    /// the presentation copy `layer`; the base animation changes nothing.
    @MainActor
    func apply(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval, to layer: CALayer) {}
}

/// An animation of one layer property named by a key path, as Core Animation's
/// `CAPropertyAnimation`: `"opacity"`, `"position"`, `"position.x"`, `"bounds.size"`,
/// `"transform.rotation.z"`, `"transform.scale"`, `"backgroundColor"`, `"cornerRadius"`, a shape
/// layer's `"strokeEnd"` or `"path"`, a gradient layer's `"colors"`...
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the animated value is added to the property's value instead of replacing it.
    open var isAdditive = false
    /// Whether a repeating animation builds on the value the previous pass ended at.
    open var isCumulative = false

    /// Makes an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Copies the key path and the additive and cumulative flags.
    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// The property's value in `layer` now, then the animated value written over it.
    @MainActor
    override func apply(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval, to layer: CALayer) {
        guard let keyPath, let base = layer.animatableValue(forKeyPath: keyPath),
              var value = value(atSimpleTime: simpleTime, duration: duration, base: base)
        else { return }
        if isAdditive { value = base.adding(value) }
        layer.setAnimatableValue(value, forKeyPath: keyPath)
    }

    /// The value at `simpleTime`, given the property's underlying value `base`; nil: no effect.
    @MainActor
    func value(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval,
               base: AnimatableValue) -> AnimatableValue? { nil }
}

/// An animation of a property between two values, as Core Animation's `CABasicAnimation`.
///
/// With `fromValue` and `toValue` it moves between them; with one of them, between it and the
/// property's current value; with `byValue`, by that amount. Values are the property's type:
/// numbers (`NSNumber`, `Double`, `CGFloat`, `Float`, `Int`), `CGPoint`, `CGSize`, `CGRect`,
/// `CGColor`, `CGPath`, `CGAffineTransform` or `CATransform3D`, arrays of colours or numbers.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The change the animation makes.
    open var byValue: Any?

    /// Copies the values.
    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// Interpolates between the resolved start and end values along the timing function.
    @MainActor
    override func value(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval,
                        base: AnimatableValue) -> AnimatableValue? {
        guard let (start, end) = endpoints(base: base) else { return nil }
        return start.interpolated(to: end, progress: progress(atSimpleTime: simpleTime, duration: duration))
    }
}

/// Animations that run together in the group's time, as Core Animation's `CAAnimationGroup`.
/// A child with a duration of 0 lasts as long as the group; children are cut off at the group's
/// end. The children's delegates and `isRemovedOnCompletion` are ignored.
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    /// Copies the children (each one copied).
    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    /// Applies each child at its own time within the group's pass.
    @MainActor
    override func apply(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval, to layer: CALayer) {
        for child in animations ?? [] {
            let childDuration = child.duration > 0 ? child.duration : duration
            let timing = AnimationTimeline(animation: child, beginTime: child.beginTime, duration: childDuration)
            guard let childTime = timing.simpleTime(atParentTime: simpleTime) else { continue }
            child.apply(atSimpleTime: childTime, duration: childDuration, to: layer)
        }
    }
}

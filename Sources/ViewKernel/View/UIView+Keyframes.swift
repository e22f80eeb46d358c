// UIView+Keyframes.swift: keyframe view animations (`animateKeyframes`, `addKeyframe`) and the
// iOS 17 spring animation given by its perceived duration and bounce.

extension UIView {
    /// Options for keyframe view animations, with UIKit's raw bits (`UIViewKeyframeAnimationOptions`).
    ///
    /// Honoured here: `allowUserInteraction`, `beginFromCurrentState`, `repeat`, `autoreverse`,
    /// `overrideInheritedDuration`, the calculation modes, and (as on a device, though UIKit does
    /// not name them here) the curve bits of ``UIView/AnimationOptions`` (bits 16–19), which pace
    /// the whole animation: ease in and out unless others are given.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time so they animate with their parent (1 << 0).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let the animating views receive touches (1 << 1); without it they refuse them.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the value currently shown by an in-flight animation (1 << 2).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely (1 << 3).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run each cycle forwards and then backwards (1 << 4).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use this block's duration even when nested in another block (1 << 5).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Inherit no option from an enclosing block (1 << 9).
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight from one keyframe to the next (0 << 10): the default.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value shown without interpolation until the next keyframe (1 << 10).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace over the whole animation; the keyframes' times are ignored (2 << 10).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes (3 << 10).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace (4 << 10).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode these options choose (bits 10–12).
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }

    /// Animates the changes made in `animations` through keyframes over `duration` seconds,
    /// starting `delay` seconds from now, then calls `completion` as
    /// ``animate(withDuration:delay:options:animations:completion:)`` does.
    ///
    /// Inside `animations`, each ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// gives the values a keyframe reaches and when, as fractions of the whole animation: a
    /// property goes from its value before the block through each keyframe's value in turn, and
    /// holds between keyframes. A change made in `animations` outside any keyframe animates over
    /// the whole duration, as a block without keyframes does. Each changed property of each layer
    /// becomes one `CAKeyframeAnimation`, paced as a whole by the options' curve (ease in and
    /// out by default). A duration of 0 or less applies the changes at once.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let animationOptions = AnimationOptions(rawValue: options.rawValue)
        var curve = animationOptions.curve.timingCurve
        let state = Headless.current.viewAnimationState
        let outer = state.currentBlock
        // A property animator (or an interactive transition's animator) drives the block: it
        // goes from the values before the block to those after, without the keyframes between
        // (Docs/Differences.md).
        if outer == nil, state.transitionCapture != nil, state.animationsEnabled {
            return runAnimationBlock(duration: duration, delay: delay, curve: curve, options: animationOptions,
                                     animations: animations, completion: completion)
        }
        if let outer, let animator = outer.propertyAnimator {
            let block = ViewAnimationBlock(duration: outer.duration, delay: 0, curve: outer.curve, repeatCount: 0,
                                           autoreverses: false, beginsFromCurrentState: false,
                                           allowsUserInteraction: outer.allowsUserInteraction, completion: nil)
            block.propertyAnimator = animator
            block.animatorStartFraction = outer.animatorStartFraction
            if let completion { animator.addCompletion { completion($0 == .end) } }
            state.open(block)
            animations()
            state.close()
            return
        }
        // Nested in another block, it takes that block's curve unless told not to (a spring has
        // no curve for keyframes: the block keeps its own).
        if let outer, !animationOptions.contains(.overrideInheritedCurve), outer.curve.mediaTimingFunction != nil {
            curve = outer.curve
        }
        let inheritsDuration = outer != nil && !options.contains(.overrideInheritedDuration)
        let block = ViewAnimationBlock(
            duration: inheritsDuration ? outer?.duration ?? duration : duration, delay: delay, curve: curve,
            repeatCount: options.contains(.repeat) ? .infinity : 0, autoreverses: options.contains(.autoreverse),
            beginsFromCurrentState: options.contains(.beginFromCurrentState),
            allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        block.keyframeMode = options.calculationMode
        state.open(block)
        animations()
        state.close()
    }

    /// One keyframe of the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``
    /// block: the changes made in `animations` are reached from `frameStartTime` to
    /// `frameStartTime + frameDuration`, fractions (0...1, clamped) of the whole animation; a
    /// duration of 0 changes the values at the start time.
    ///
    /// Outside a keyframe block the changes are made as the block around would make them: animated
    /// with an ordinary animation block, at once outside any.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        let state = Headless.current.viewAnimationState
        guard let parent = state.currentBlock, parent.keyframeMode != nil else { return animations() }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        let keyframe = ViewAnimationBlock(
            duration: parent.duration, delay: parent.delay, curve: parent.curve, repeatCount: parent.repeatCount,
            autoreverses: parent.autoreverses, beginsFromCurrentState: parent.beginsFromCurrentState,
            allowsUserInteraction: parent.allowsUserInteraction, completion: nil)
        keyframe.keyframeParent = parent
        keyframe.keyframeSpan = (start, start + length)
        state.keyframeWillStart(in: parent)
        state.open(keyframe)
        animations()
        state.close()
    }

    /// Animates the changes made in `animations` with a spring that seems to last `duration`
    /// seconds and bounces by `bounce` (0: none, up to 1; negative: overdamped, down to −1), as
    /// iOS 17's spring animations: `CASpringAnimation(perceptualDuration:bounce:)`'s spring,
    /// leaving at `initialSpringVelocity` distances a second. The animation runs until the
    /// spring settles (its `settlingDuration`), and `completion` runs then.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
                              initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        guard duration > 0, duration.isFinite else {
            return runAnimationBlock(duration: 0, delay: delay, curve: options.curve.timingCurve, options: options,
                                     animations: animations, completion: completion)
        }
        // Within ±0.99: a bounce of 1 never settles, and −1 never arrives.
        let clampedBounce = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: clampedBounce)
        spring.initialVelocity = initialSpringVelocity.isFinite ? initialSpringVelocity : 0
        let settling = spring.settlingDuration
        let ratio = clampedBounce >= 0 ? 1 - clampedBounce : 1 / (1 + clampedBounce)
        let curve = DampedSpring(dampingRatio: Double(ratio), frequency: 2 * Double.pi / duration * settling,
                                 initialVelocity: Double(spring.initialVelocity) * settling)
        runAnimationBlock(duration: settling, delay: delay, curve: .spring(curve), options: options,
                          animations: animations, completion: completion)
    }
}

// UIView+Animation.swift: block-based and begin/commit view animations on the virtual clock
// (see Docs/Time.md).

extension UIView {
    // MARK: - Block-based animations

    /// Animates the changes made in `animations` over `duration` seconds with the ease-in-out curve.
    ///
    /// As in UIKit, the block runs at once and the model values are final when this returns; the
    /// layer's `presentation()` moves from the old values to the new ones on the virtual clock.
    /// Animatable: `frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes made in `animations` over `duration` seconds, then calls `completion`.
    ///
    /// `completion` gets `true` when the animations ran to their end, `false` when they were
    /// replaced by a later animation of the same property or removed; with a duration of 0 or
    /// less, or animations disabled, the changes apply at once and `completion(true)` runs on the
    /// next run loop turn, never inside this call.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds, starting `delay` seconds
    /// from now, with the curve and behaviour that `options` choose.
    ///
    /// During the delay the old values show. `.repeat` repeats forever (until the animations are
    /// removed), `.autoreverse` runs each cycle there and back (the model value shows afterwards),
    /// `.beginFromCurrentState` starts from the value an in-flight animation shows, and without
    /// `.allowUserInteraction` the animating views refuse touches until the animations end.
    /// A block nested in another takes the outer block's duration and curve unless
    /// `.overrideInheritedDuration` / `.overrideInheritedCurve` is given.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimationBlock(duration: duration, delay: delay, curve: options.curve.timingCurve,
                          options: options, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with a damped spring that settles in `duration`
    /// seconds. `dampingRatio` 1 stops without overshoot, smaller values oscillate; `velocity` is
    /// the initial speed in distances per second (1: the whole change in one second).
    ///
    /// The curve bits of `options` are ignored: the spring is the curve. Everything else is as
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = DampedSpring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity),
                                  duration: duration)
        runAnimationBlock(duration: duration, delay: delay, curve: .spring(spring),
                          options: options, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block,
    /// so its changes apply at once. Reproduces `UIView.performWithoutAnimation(_:)`.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let state = Headless.current.viewAnimationState
        let wasEnabled = state.animationsEnabled
        state.animationsEnabled = false
        defer { state.animationsEnabled = wasEnabled }
        actionsWithoutAnimation()
    }

    /// Turns animations on or off for the whole app; while off, animation blocks still run but
    /// their changes apply at once
    /// (https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)).
    public class func setAnimationsEnabled(_ enabled: Bool) {
        Headless.current.viewAnimationState.animationsEnabled = enabled
    }

    /// Whether animations are enabled; true unless turned off, false inside `performWithoutAnimation`.
    public class var areAnimationsEnabled: Bool {
        Headless.current.viewAnimationState.animationsEnabled
    }

    /// The duration of the innermost open animation block, or 0 outside any block.
    public class var inheritedAnimationDuration: TimeInterval {
        Headless.current.viewAnimationState.currentBlock?.duration ?? 0
    }

    // MARK: - Begin/commit animations

    /// Opens a set of animations: the changes made until the matching ``commitAnimations()``
    /// animate, by default over 0.2 s with the ease-in-out curve. Sets nest; the outermost commit
    /// starts them all, and a nested set starts with the enclosing set's duration and curve.
    /// The identifier and context are accepted for source compatibility and not used.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let outer = Headless.current.viewAnimationState.currentBlock
        Headless.current.viewAnimationState.open(ViewAnimationBlock(
            duration: outer?.duration ?? 0.2, delay: 0, curve: outer?.curve ?? .easeInEaseOut,
            repeatCount: 0, autoreverses: false, beginsFromCurrentState: false,
            allowsUserInteraction: false, completion: nil))
    }

    /// Closes the innermost set opened by ``beginAnimations(_:context:)``; the outermost commit
    /// starts the animations. Does nothing when no set is open.
    public class func commitAnimations() {
        Headless.current.viewAnimationState.close()
    }

    /// Sets the duration, in seconds, of the innermost open animation block; does nothing outside
    /// one.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        Headless.current.viewAnimationState.currentBlock?.duration = duration
    }

    /// Sets the delay, in seconds, of the innermost open animation block; does nothing outside one.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        Headless.current.viewAnimationState.currentBlock?.delay = delay
    }

    /// Sets the curve of the innermost open animation block; does nothing outside one.
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        Headless.current.viewAnimationState.currentBlock?.curve = curve.timingCurve
    }

    /// Sets how many cycles the innermost open animation block runs (fractions allowed; 0 means
    /// one); does nothing outside one.
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        Headless.current.viewAnimationState.currentBlock?.repeatCount = Double(repeatCount)
    }

    /// Sets whether each cycle of the innermost open animation block runs there and back; does
    /// nothing outside one.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        Headless.current.viewAnimationState.currentBlock?.autoreverses = repeatAutoreverses
    }

    /// Sets whether the innermost open animation block starts from the values in-flight animations
    /// show (the changes made after this call); does nothing outside a block.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        Headless.current.viewAnimationState.currentBlock?.beginsFromCurrentState = fromCurrentState
    }

    // MARK: - Machinery

    /// What `action(for:forKey:)` answers by default: inside an animation block (animations
    /// enabled), for a property view animations animate, the action that records the change in
    /// the block; otherwise `NSNull`, no action.
    func animationBlockAction(forKey event: String) -> CAAction? {
        guard Headless.current.viewAnimationState.isCapturing, LayerAnimationKey(rawValue: event) != nil else { return NSNull() }
        return ViewAnimationAction.shared
    }

    /// Opens a block with the given settings (inheriting an enclosing block's duration and curve
    /// unless the options override them), runs `animations`, and closes it.
    class func runAnimationBlock(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve,
                                         options: AnimationOptions, animations: () -> Void,
                                         completion: ((Bool) -> Void)?) {
        let state = Headless.current.viewAnimationState
        let outer = state.currentBlock
        // An interactive transition's animator is running: its blocks are scrubbed by the transition.
        if outer == nil, let capture = state.transitionCapture, state.animationsEnabled {
            capture.runBlock(duration: duration, delay: delay, curve: curve, animations: animations, completion: completion)
            return
        }
        let inheritsDuration = outer != nil && !options.contains(.overrideInheritedDuration)
        let inheritsCurve = outer != nil && !options.contains(.overrideInheritedCurve)
        let block = ViewAnimationBlock(
            duration: inheritsDuration ? outer?.duration ?? duration : duration,
            delay: delay,
            curve: inheritsCurve ? outer?.curve ?? curve : curve,
            repeatCount: options.contains(.repeat) ? .infinity : 0,
            autoreverses: options.contains(.autoreverse),
            beginsFromCurrentState: options.contains(.beginFromCurrentState),
            allowsUserInteraction: options.contains(.allowUserInteraction),
            completion: completion)
        if state.transitionCapture != nil, let outer, let animator = outer.propertyAnimator {
            // A block nested in a scrubbed one goes with it.
            block.propertyAnimator = animator
            block.animatorStartFraction = outer.animatorStartFraction
        }
        state.open(block)
        animations()
        state.close()
    }
}

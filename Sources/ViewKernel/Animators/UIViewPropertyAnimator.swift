// UIViewPropertyAnimator.swift: UIKit's interruptible view animator on the virtual clock:
// start, pause, scrub, reverse, stop and finish animations of view properties.

/// Animates changes to views that can be paused, scrubbed, reversed, retimed and stopped while
/// they run, as UIKit's `UIViewPropertyAnimator`.
///
/// The animations of an inactive animator wait until it becomes active (`startAnimation()`,
/// `pauseAnimation()` or setting `fractionComplete`); then their blocks run, the model values
/// become final at once, and each changed property shows, in `layer.presentation()`, the value
/// at the animator's progress on its timing curve. Time is virtual: `Headless.advance(by:)`
/// moves it. The animator is kept alive while it is active or stopped, as on a device.
///
///     let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
///     animator.pauseAnimation()
///     animator.fractionComplete = 0.3        // card.layer.presentation()?.opacity == 0.7
///     animator.startAnimation()              // runs the remaining 0.7 s
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing curve's provider given at creation, or the one `continueAnimation` set.
    open private(set) var timingParameters: UITimingCurveProvider?
    /// The duration given at creation, in seconds.
    open private(set) var duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)`; 0 by default.
    open private(set) var delay: TimeInterval = 0
    /// Whether the animating views take touches; true by default. Setting it on an active
    /// animator is an error, as in UIKit.
    open var isUserInteractionEnabled: Bool {
        get { userInteractionStorage }
        set { if refuseChangeWhileActive("isUserInteractionEnabled") { userInteractionStorage = newValue } }
    }
    /// Whether you hit-test the animating views yourself; false by default (kept, not used:
    /// hit-testing here uses the model values).
    open var isManualHitTestingEnabled = false
    /// Whether the animations can be paused and stopped; true by default. Setting it on an
    /// active animator is an error, as in UIKit.
    open var isInterruptible: Bool {
        get { interruptibleStorage }
        set { if refuseChangeWhileActive("isInterruptible") { interruptibleStorage = newValue } }
    }
    /// Whether scrubbing a paused animator moves the properties linearly (true, the default)
    /// or along the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, when its animations end (so it can
    /// be reversed), without running its completions; false by default.
    open var pausesOnCompletion = false

    /// The animator's state.
    open internal(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are moving (during a start delay too); false when paused.
    open var isRunning: Bool { state == .active && motion != nil }

    /// Whether the animations run back towards their start values. Reversing a running
    /// animator turns its properties back from where they are; a reversed run ends at `.start`,
    /// with the properties' values from before the animations. When the animator becomes
    /// inactive again (its run ended, or it was stopped and finished) it is false, so an
    /// animator used again runs its new animations forwards.
    open var isReversed: Bool {
        get { reversedStorage }
        set { setReversed(newValue) }
    }

    /// How far the animations have come, from 0 to 1. Setting it scrubs a paused animator (an
    /// inactive one becomes active and paused); values outside 0...1 are clamped. As in UIKit,
    /// a running or stopped animator ignores the change.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set { scrub(to: Double(newValue)) }
    }

    // MARK: - Machinery state

    var curve: TimingCurve
    /// The duration of the motion from 0 to 1 on the curve: the animator's, or the time a
    /// physical spring takes to settle.
    var curveDuration: TimeInterval
    /// The last `continueAnimation` duration factor; 1 until then.
    var durationFactor: Double = 1
    /// The time the motion takes from 0 to 1.
    var effectiveDuration: TimeInterval { curveDuration * durationFactor }
    /// Whether the progress was set by `fractionComplete` since the animator last moved.
    var isScrubbing = false
    var userInteractionStorage = true
    var interruptibleStorage = true
    var reversedStorage = false
    /// The progress while not moving.
    var pausedFraction: Double = 0
    /// While moving: the time the motion (re)started (later than now during a delay) and the
    /// progress then.
    var motion: (anchorTime: TimeInterval, anchorFraction: Double)?
    /// Whether the segments must be re-based before moving again (reversed while paused).
    var needsRebase = false
    var pendingAnimations: [(animations: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var segments: [DrivenSegment] = []
    var endWork: Headless.WorkItem?

    // MARK: - Creating

    /// An animator of `duration` seconds with the timing of `parameters`
    /// (`UICubicTimingParameters` or `UISpringTimingParameters`), inactive and without
    /// animations.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        let seconds = duration.isFinite ? max(duration, 0) : 0
        self.duration = seconds
        timingParameters = parameters
        (curve, curveDuration) = resolvedTiming(of: parameters, duration: seconds)
        super.init()
    }

    /// An animator with one of the built-in curves and, optionally, its first animations.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through the two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of `ratio` of critical damping that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`), with the curve and user interaction of
    /// `options` (other options are ignored, as in UIKit), its animations and completion.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration,
                                 timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.userInteractionStorage = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - UIViewImplicitlyAnimating

    /// Adds animations. An inactive animator runs them when it becomes active, over its
    /// duration; an active one runs them now, over the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that begin after `delayFactor` (0...1) of the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        switch state {
        case .inactive:
            pendingAnimations.append((animation, factor))
        case .active:
            let fraction = currentFraction
            run(animation, startingAt: fraction + factor * (1 - fraction))
        case .stopped:
            Headless.reportViolation("Animations cannot be added to a stopped animator.")
        }
    }

    /// Adds a block run once the animations end, with where they ended. Completions run once.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes the animations from where they are, with `parameters`' timing (nil: the current
    /// one) and a duration of `durationFactor` times the original one for the whole run (0: the
    /// same duration as before).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        switch state {
        case .stopped:
            Headless.reportViolation("continueAnimation(withTimingParameters:durationFactor:) cannot be called on a stopped animator.")
            return
        case .inactive:
            activate()
        case .active:
            guard interruptibleStorage || motion == nil else { return reportNotInterruptible() }
        }
        let fraction = currentFraction
        halt(at: fraction)
        rebaseSegments(at: fraction)
        if let parameters {
            timingParameters = parameters
            (curve, curveDuration) = resolvedTiming(of: parameters, duration: duration)
        }
        self.durationFactor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        move(from: fraction, after: 0)
    }

    // MARK: - UIViewAnimating

    /// Starts the animations, or resumes paused ones from where they are.
    open func startAnimation() {
        begin(after: 0)
    }

    /// Starts the animations after `delay` seconds (the old values show meanwhile).
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay.isFinite ? max(delay, 0) : 0
        begin(after: self.delay)
    }

    /// Pauses the animations where they are; an inactive animator becomes active and paused at
    /// its start. Pausing an animator that is not interruptible is an error.
    open func pauseAnimation() {
        switch state {
        case .stopped:
            Headless.reportViolation("pauseAnimation cannot be called on a stopped animator.")
        case .inactive:
            activate()
        case .active:
            guard motion != nil else { return }
            guard interruptibleStorage else { return reportNotInterruptible() }
            halt(at: currentFraction)
        }
    }

    /// Stops the animations where they are: each property keeps the value it shows now as its
    /// model value. `true` makes the animator inactive without running its completions; `false`
    /// leaves it stopped until `finishAnimation(at:)`. Stopping a stopped animator, or one that
    /// is not interruptible, is an error.
    open func stopAnimation(_ withoutFinishing: Bool) {
        switch state {
        case .inactive:
            return
        case .stopped:
            Headless.reportViolation("stopAnimation: cannot be called on an animator that is already stopped.")
            return
        case .active:
            guard interruptibleStorage else { return reportNotInterruptible() }
        }
        let fraction = currentFraction
        halt(at: fraction)
        settleSegments(at: .current)
        if withoutFinishing {
            segments.removeAll()
            completions.removeAll()
            deactivate()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the properties take their values at `finalPosition` (`.current`
    /// keeps them), the animator becomes inactive and its completions run with the position.
    /// Calling it on an animator that is not stopped is an error, as in UIKit.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            Headless.reportViolation("finishAnimationAtPosition: should only be called on a stopped animator!")
            return
        }
        // `.current` keeps the values `stopAnimation` committed (and whatever the app set since).
        if finalPosition != .current { settleSegments(at: finalPosition) }
        complete(at: finalPosition)
    }
}

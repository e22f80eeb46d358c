// UIViewAnimating.swift: the protocols and states of interruptible animators (UIKit's
// `UIViewAnimating` and `UIViewImplicitlyAnimating`), which `UIViewPropertyAnimator` adopts.

/// The states an animator moves through, as UIKit's `UIViewAnimatingState`.
///
/// An animator starts `.inactive`; starting or pausing it (or setting its `fractionComplete`)
/// makes it `.active` until its animations end; `stopAnimation(false)` makes it `.stopped` until
/// `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    /// No animation is under way: a new animator, or one whose animations ended.
    case inactive = 0
    /// The animations are running or paused.
    case active = 1
    /// Stopped with `stopAnimation(false)`: the properties keep their current values until
    /// `finishAnimation(at:)`.
    case stopped = 2
}

/// Where the animated properties end, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the values the animations set (the end).
    case end = 0
    /// At the values before the animations (the start), as after a reversed run.
    case start = 1
    /// At the values shown when the animator stopped.
    case current = 2
}

/// The flow control of an animator: start, pause, stop, finish, reverse and scrub, as UIKit's
/// `UIViewAnimating` protocol.
@MainActor
public protocol UIViewAnimating: AnyObject {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are moving: active and not paused.
    var isRunning: Bool { get }
    /// Whether the animations run backwards, towards their start values.
    var isReversed: Bool { get set }
    /// How far the animations have come, from 0 (start) to 1 (end).
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are: `true` ends at once without completions, `false`
    /// leaves the animator stopped until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animator with the properties at `finalPosition`, running its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations can be added and retimed while it runs, as UIKit's
/// `UIViewImplicitlyAnimating`. The methods are optional in UIKit: here they have default
/// implementations that do nothing.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that begin after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations that run for the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block run when the animations end, with where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing and a duration of `durationFactor` times the
    /// original one.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing: an animator that supports added animations implements it.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing: an animator that supports added animations implements it.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing: an animator that supports completions implements it.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing: an animator that supports retiming implements it.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}

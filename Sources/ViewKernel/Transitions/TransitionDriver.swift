// TransitionDriver.swift: how an interactive transition's animations are held and scrubbed: the
// view animation blocks and property animators its animator makes become paused property
// animators (or its interruptible animator is used), moved to the interaction's progress, then
// run on to the end or back to the start on the virtual clock.

/// The animations of one interactive transition, driven by its progress.
///
/// While the animator runs (`animateTransition(using:)`), each outermost view animation block
/// becomes a property animator of the block's delay plus duration, whose changes begin after the
/// delay, with the block's curve; property animators started then are taken too. At progress
/// `p` of a transition of duration `T`, each shows its state at time `p × T` (as UIKit's paused
/// container layer does). Finishing runs each on at the completion speed; cancelling runs each
/// back to its start, so every property takes its value from before the transition again.
@MainActor
package final class TransitionDriver {
    /// The transition's duration.
    let duration: TimeInterval
    /// The animator's interruptible animator, driven instead of the captured animators.
    var interruptible: (any UIViewImplicitlyAnimating)?
    /// The property animators holding the transition's animations, with their whole durations.
    private(set) var animators: [UIViewPropertyAnimator] = []

    init(duration: TimeInterval) {
        self.duration = duration
    }

    /// Runs a view animation block as a property animator of its own, held by the driver.
    func runBlock(duration blockDuration: TimeInterval, delay: TimeInterval, curve: TimingCurve,
                  animations: () -> Void, completion: ((Bool) -> Void)?) {
        let wait = delay.isFinite ? max(delay, 0) : 0
        let length = blockDuration.isFinite ? max(blockDuration, 0) : 0
        let total = wait + length
        let animator = UIViewPropertyAnimator(duration: total, timingParameters: UICubicTimingParameters())
        animator.curve = curve
        animator.curveDuration = total
        animator.scrubsLinearly = false
        adopt(animator)
        animator.pauseAnimation()
        animator.run(animations, startingAt: total > 0 ? wait / total : 0)
        if let completion { animator.addCompletion { _ in completion(true) } }
    }

    /// Takes a property animator that became active while the animator ran.
    func adopt(_ animator: UIViewPropertyAnimator) {
        guard !animators.contains(where: { $0 === animator }) else { return }
        animators.append(animator)
    }

    /// Holds every taken animator paused at its start, once the animator has run.
    func holdAtStart() {
        for animator in animators where animator.state == .active {
            if animator.isRunning, animator.isInterruptible { animator.pauseAnimation() }
            animator.fractionComplete = 0
        }
    }

    /// Shows the animations at `percent` of the transition.
    func update(_ percent: CGFloat) {
        if let interruptible {
            interruptible.fractionComplete = percent
            return
        }
        let time = Double(percent) * duration
        for animator in animators where animator.state == .active {
            animator.fractionComplete = animator.duration > 0 ? CGFloat(min(time / animator.duration, 1)) : 1
        }
    }

    /// Runs the animations on to their end (`reversed` false) or back to their start, at `speed`
    /// times their own pace, with `timing` if given.
    func run(reversed: Bool, speed: CGFloat, timing: UITimingCurveProvider?) {
        let factor = speed.isFinite && speed > 0 ? 1 / speed : 1
        if let interruptible {
            interruptible.isReversed = reversed
            interruptible.continueAnimation(withTimingParameters: timing, durationFactor: factor)
            return
        }
        for animator in animators where animator.state == .active {
            animator.isReversed = reversed
            animator.continueAnimation(withTimingParameters: timing, durationFactor: factor)
        }
    }

    /// Stops the animations where they are (the transition is caught by an interaction again).
    func pause() {
        if let interruptible {
            interruptible.pauseAnimation()
            return
        }
        for animator in animators where animator.isRunning { animator.pauseAnimation() }
    }

    /// The whole duration of the longest driven animation (the interruptible animator's counts
    /// as the transition's).
    var longestDuration: TimeInterval {
        interruptible != nil ? duration : animators.map(\.duration).max() ?? 0
    }

    /// The progress of the animations now, as a fraction of the transition.
    var currentPercent: CGFloat {
        if let interruptible { return interruptible.fractionComplete }
        guard duration > 0 else { return 1 }
        let longest = animators.max { $0.duration < $1.duration }
        guard let longest else { return 0 }
        return CGFloat(min(Double(longest.fractionComplete) * longest.duration / duration, 1))
    }
}

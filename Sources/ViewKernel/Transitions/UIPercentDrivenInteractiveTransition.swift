// UIPercentDrivenInteractiveTransition.swift: UIKit's ready-made interaction controller, which
// scrubs a transition's animations to the percentage an app reports (from a pan, usually).

/// An interaction controller that shows a transition's animations at the percentage reported
/// with ``update(_:)``, then runs them on with ``finish()`` or back with ``cancel()``, as UIKit's
/// `UIPercentDrivenInteractiveTransition`.
///
/// Return it from `interactionControllerForDismissal(using:)` (or the presentation, push and pop
/// equivalents) while a gesture drives the transition. The animator's view animation blocks and
/// property animators are scrubbed; an animator that provides `interruptibleAnimator(using:)` has
/// that animator driven instead (`fractionComplete`, then `continueAnimation` or `isReversed`).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The context of the transition being driven, until it ends.
    private var context: TransitionContext?
    private var percentStorage: CGFloat = 0

    /// The duration of the transition being driven (its animator's); 0 when none.
    open var duration: CGFloat {
        CGFloat(context?.transitionDuration ?? 0)
    }

    /// The last percentage reported with ``update(_:)``, from 0 to 1.
    open var percentComplete: CGFloat { percentStorage }

    /// How fast the animations run once the interaction ends: 1 (the default) at their own pace,
    /// 2 twice as fast. Values of 0 or less count as 1.
    open var completionSpeed: CGFloat = 1

    /// The curve of the animations once the interaction ends; `.easeInOut` by default (kept; the
    /// animations keep their own curves unless ``timingCurve`` is set).
    open var completionCurve: UIView.AnimationCurve = .easeInOut

    /// The timing of the animations once the interaction ends (nil: their own).
    open var timingCurve: UITimingCurveProvider?

    /// Whether the transition starts interactive; true by default. False starts it running,
    /// and ``pause()`` makes it interactive.
    open var wantsInteractiveStart = true

    /// Makes the interaction controller.
    public override init() {
        super.init()
    }

    /// Starts the transition: the animator runs, its animations held at their start (running at
    /// once when ``wantsInteractiveStart`` is false).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else {
            Headless.reportLoggedProblem("UIPercentDrivenInteractiveTransition can only drive a transition UIKit started.")
            return
        }
        self.context = context
        percentStorage = 0
        // Watched before the animator runs: it may complete the transition at once.
        watchEnd(of: context)
        context.runAnimator(driven: true)
        let wantsInteraction = wantsInteractiveStart
        if !wantsInteraction { context.driver?.run(reversed: false, speed: 1, timing: nil) }
    }

    /// Shows the animations at `percentComplete` (0...1) of the transition.
    open func update(_ percentComplete: CGFloat) {
        guard let context, context.isInteractive, percentComplete.isFinite else { return }
        percentStorage = min(max(percentComplete, 0), 1)
        context.updateInteractiveTransition(percentStorage)
        context.driver?.update(percentStorage)
    }

    /// Catches a running transition (after ``finish()`` or ``cancel()``, or one that started
    /// running): its animations stop where they are and the transition is interactive again.
    open func pause() {
        guard let context, !context.isInteractive, !context.isCompleted else { return }
        context.driver?.pause()
        percentStorage = context.driver?.currentPercent ?? percentStorage
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(percentStorage)
    }

    /// Ends the interaction: the animations run to their end at ``completionSpeed``.
    open func finish() {
        guard let context, context.isInteractive else { return }
        context.finishInteractiveTransition()
        context.driver?.run(reversed: false, speed: completionSpeed, timing: timingCurve)
    }

    /// Ends the interaction and cancels the transition: the animations run back to their start at
    /// ``completionSpeed``; the animator's completion then calls `completeTransition(false)`.
    open func cancel() {
        guard let context, context.isInteractive else { return }
        context.cancelInteractiveTransition()
        context.driver?.run(reversed: true, speed: completionSpeed, timing: timingCurve)
    }

    /// Lets go of the context once the transition ended.
    private func watchEnd(of context: TransitionContext) {
        let previous = context.onEnded
        context.onEnded = { [weak self, weak context] completed in
            if let self, self.context === context { self.context = nil }
            previous?(completed)
        }
    }
}

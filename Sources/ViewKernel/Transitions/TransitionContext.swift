// TransitionContext.swift: the package's one transition context: handed to a transition's
// animator and interaction controller, it runs the animator (driven by the interaction or on the
// clock), tracks interaction and cancellation, and hands the end to whoever made it (a
// presentation, a navigation controller, a tab bar controller) through a closure.

/// The context of one custom transition (a presentation, dismissal, push, pop or tab switch).
///
/// Whoever starts the transition makes the context with the controllers, views and frames taking
/// part, and `onComplete`, run once with whether the transition completed; then calls
/// ``start()``. The context asks the interaction controller to start (interactive transitions) or
/// runs the animator on the virtual clock. A transition whose animator never calls
/// `completeTransition(_:)` is ended for it, with a logged problem, ``completionMargin`` seconds
/// after its duration (UIKit would stay stuck: Docs/Differences.md).
@preconcurrency @MainActor
package final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// Virtual seconds after the transition's duration (or the end of its interaction) after which
    /// a transition whose animator did not call `completeTransition(_:)` is ended for it.
    package static let completionMargin: TimeInterval = 2

    package let containerView: UIView
    package let isAnimated: Bool
    package let presentationStyle: UIModalPresentationStyle
    package var targetTransform: CGAffineTransform { .identity }
    package private(set) var isInteractive = false
    package private(set) var transitionWasCancelled = false
    /// The last progress an interaction reported.
    package private(set) var percentComplete: CGFloat = 0
    /// Whether `completeTransition(_:)` was called (or the transition was ended for the animator).
    package private(set) var isCompleted = false

    /// The animator running the transition.
    package let animator: any UIViewControllerAnimatedTransitioning
    /// The interaction controller driving it, if any (let go of when a reset abandons it).
    package private(set) var interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// The coordinator controllers see during the transition; it reflects this context.
    package let coordinator: TransitionCoordinator
    /// The drive of an interactive transition's animations, once the animator ran.
    package private(set) var driver: TransitionDriver?

    private var controllers: [UITransitionContextViewControllerKey: UIViewController]
    private var views: [UITransitionContextViewKey: UIView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private var onComplete: ((Bool) -> Void)?
    /// Run once after the animator's `animationEnded(_:)`, with whether the transition completed
    /// (a presentation's completion block).
    package var onEnded: ((Bool) -> Void)?
    private var watchdog: Headless.WorkItem?
    /// Whether ``prepareInteraction()`` ran.
    private var isPrepared = false
    /// Whether the coordinator's alongside animations were started (or handed to an animator).
    private var alongsideStarted = false
    /// The capture of view animations the driver replaced while the animator runs, if it runs.
    private var replacedCapture: TransitionDriver??
    /// True while the driver's animators are stopped at the end: their completions calling
    /// `completeTransition(_:)` again are expected, not misuse.
    private var isStoppingDriver = false
    /// The runtime the transition runs in (a reset abandons it).
    private weak var runtime: HeadlessRuntime?

    /// A context for the transition from `from` to `to`. `views` holds the views the animator may
    /// touch; `initialFrames` and `finalFrames` the frames of the controllers' views that are known.
    package init(containerView: UIView, isAnimated: Bool, presentationStyle: UIModalPresentationStyle,
                 from: UIViewController?, to: UIViewController?, views: [UITransitionContextViewKey: UIView],
                 initialFrames: [(UIViewController, CGRect)], finalFrames: [(UIViewController, CGRect)],
                 animator: any UIViewControllerAnimatedTransitioning,
                 interactionController: (any UIViewControllerInteractiveTransitioning)?,
                 coordinator: TransitionCoordinator, onComplete: @escaping (Bool) -> Void) {
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
        self.views = views
        self.initialFrames = Dictionary(initialFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { _, last in last })
        self.finalFrames = Dictionary(finalFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { _, last in last })
        self.animator = animator
        self.interactionController = interactionController
        self.coordinator = coordinator
        self.onComplete = onComplete
        runtime = Headless.current
        super.init()
        coordinator.context = self
        TransitionContext.underWay.removeAll { $0.context == nil }
        TransitionContext.underWay.append(WeakContext(context: self))
    }

    // MARK: - Reset

    /// A context referred to without being retained.
    private struct WeakContext {
        weak var context: TransitionContext?
    }

    /// The contexts of the transitions under way, for ``abandonTransitionsUnderWay()``.
    private static var underWay: [WeakContext] = []

    /// Lets go of what the transitions under way hold (`Headless.reset()`): they will never end,
    /// and the cycles they hold until their end (the interaction controller and the context, the
    /// animator's completions in the driven animations and the context, the coordinator's
    /// alongside and completion closures and the controllers holding the coordinator) would keep
    /// their controllers and views alive.
    package static func abandonTransitionsUnderWay() {
        let contexts = underWay.compactMap(\.context)
        underWay = []
        for context in contexts where !context.isCompleted {
            context.watchdog?.cancel()
            context.watchdog = nil
            context.driver = nil
            context.interactionController = nil
            context.onComplete = nil
            context.onEnded = nil
            // A presented controller holds its context until the end: the context lets go of it.
            context.controllers = [:]
            context.views = [:]
            // The coordinator's closures (the apps') refer to the controllers that refer to it.
            context.coordinator.abandon()
        }
    }

    /// The transitions under way, one line each (from which controller to which, and the
    /// animator), for a UI test's failure that lists what is still pending.
    package static var descriptionsUnderWay: [String] {
        underWay.compactMap(\.context).filter { !$0.isCompleted && !$0.isAbandoned }.map { context in
            let name: (UIViewController?) -> String = { $0.map { String(describing: type(of: $0)) } ?? "nothing" }
            let how = context.isInteractive ? "interactive, \(formatNumber(context.percentComplete * 100))% complete" : "animated"
            return "a transition from \(name(context.controllers[.from])) to \(name(context.controllers[.to])) "
                + "(\(how) by \(String(describing: type(of: context.animator))))"
        }
    }

    /// The animator's duration for this transition (0 when it answers a negative or non-finite one).
    package var transitionDuration: TimeInterval {
        let duration = animator.transitionDuration(using: self)
        return duration.isFinite ? max(duration, 0) : 0
    }

    // MARK: - Starting

    /// Whether the runtime the transition started in was reset since: the transition will never
    /// end, and must not keep its controllers from presenting or dismissing.
    package var isAbandoned: Bool { runtime !== Headless.current }

    /// Makes the transition interactive from the start when its interaction controller wants it,
    /// before its "will" calls run, so the coordinator they see reports it (UIKit asks for the
    /// interaction controller before the transition begins). ``start()`` does it if not done.
    package func prepareInteraction() {
        guard !isPrepared else { return }
        isPrepared = true
        guard let interactionController, interactionController.wantsInteractiveStart else { return }
        isInteractive = true
        coordinator.beginInteraction()
    }

    /// Starts the transition: the interaction controller starts it (interactive from the start
    /// when it wants to be), or the animator runs on the clock.
    package func start() {
        if let interactionController {
            prepareInteraction()
            interactionController.startInteractiveTransition(self)
            // An interaction controller of the app's may not run the alongside animations.
            if !alongsideStarted, !isCompleted { runAlongsideAnimations() }
            if !isInteractive { armWatchdog() }
        } else {
            runAnimator(driven: false)
            armWatchdog()
        }
    }

    /// Runs the animator (and the coordinator's alongside animations with it). `driven`: its
    /// animations are held at their start, to be scrubbed by ``driver`` (a percent-driven
    /// interaction); with an interruptible animator, that animator is driven instead.
    @discardableResult
    package func runAnimator(driven: Bool) -> TransitionDriver? {
        guard driven else {
            animator.animateTransition(using: self)
            if !isCompleted { runAlongsideAnimations() }
            return nil
        }
        let driver = TransitionDriver(duration: transitionDuration)
        self.driver = driver
        let interruptible = animator.interruptibleAnimator(using: self)
        if !(interruptible is UnprovidedInterruptibleAnimator) {
            driver.interruptible = interruptible
            alongsideStarted = true
            interruptible.addAnimations { [coordinator] in coordinator.runAnimations() }
            interruptible.pauseAnimation()
            return driver
        }
        let state = Headless.current.viewAnimationState
        replacedCapture = .some(state.transitionCapture)
        state.transitionCapture = driver
        animator.animateTransition(using: self)
        if !isCompleted { runAlongsideAnimations() }
        endCapture()
        if !isCompleted { driver.holdAtStart() }
        return driver
    }

    /// Gives view animations back to whoever captured them before the animator ran.
    private func endCapture() {
        guard let replaced = replacedCapture else { return }
        replacedCapture = nil
        Headless.current.viewAnimationState.transitionCapture = replaced
    }

    private func runAlongsideAnimations() {
        guard !isCompleted else { return }
        alongsideStarted = true
        let duration = transitionDuration
        if isAnimated, duration > 0 {
            UIView.animate(withDuration: duration, animations: { [coordinator] in coordinator.runAnimations() })
        } else {
            UIView.performWithoutAnimation { coordinator.runAnimations() }
        }
    }

    // MARK: - UIViewControllerContextTransitioning

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        controllers[key]
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    package func initialFrame(for vc: UIViewController) -> CGRect {
        initialFrames[ObjectIdentifier(vc)] ?? .zero
    }

    package func finalFrame(for vc: UIViewController) -> CGRect {
        finalFrames[ObjectIdentifier(vc)] ?? .zero
    }

    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !isCompleted, percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        coordinator.interactivePercent = self.percentComplete
    }

    package func finishInteractiveTransition() { endInteraction(cancelled: false) }

    package func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    package func pauseInteractiveTransition() {
        guard !isCompleted, !isInteractive else { return }
        watchdog?.cancel()
        watchdog = nil
        isInteractive = true
        transitionWasCancelled = false
        coordinator.resumeInteraction()
    }

    package func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            guard !isStoppingDriver else { return }
            Headless.reportLoggedProblem(
                "completeTransition: was called more than once for the same transition (animator \(Self.describe(animator))); the later call is ignored.")
            return
        }
        // An animator that completes inside animateTransition: the end runs outside the capture,
        // and the alongside animations not yet run run now, without animation.
        endCapture()
        if !alongsideStarted {
            alongsideStarted = true
            UIView.performWithoutAnimation { coordinator.runAnimations() }
        }
        isCompleted = true
        stopDriver(at: didComplete ? .end : .start)
        watchdog?.cancel()
        watchdog = nil
        isInteractive = false
        coordinator.isInteractive = false
        if !didComplete { transitionWasCancelled = true }
        coordinator.isCancelled = !didComplete
        let finish = onComplete
        onComplete = nil
        finish?(didComplete)
        animator.animationEnded(didComplete)
        driver = nil
        let ended = onEnded
        onEnded = nil
        ended?(didComplete)
    }

    // MARK: - Ends

    /// Stops the driven animations still held paused (the animator completed before they ran
    /// on), at their end or start.
    private func stopDriver(at position: UIViewAnimatingPosition) {
        guard let driver else { return }
        isStoppingDriver = true
        defer { isStoppingDriver = false }
        let animators: [any UIViewImplicitlyAnimating] = driver.interruptible.map { [$0] } ?? driver.animators
        for animator in animators where animator.state == .active && !animator.isRunning {
            animator.stopAnimation(false)
            animator.finishAnimation(at: position)
        }
    }

    /// The interaction ended: the transition finishes or goes back, the coordinator hears of it,
    /// and the watchdog waits for the animator's `completeTransition(_:)`.
    private func endInteraction(cancelled: Bool) {
        guard !isCompleted, isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        coordinator.endInteraction(cancelled: cancelled)
        // The animations run on (or back) at the completion speed, from up to the whole duration.
        let speed = interactionController?.completionSpeed ?? 1
        let longest = max(driver?.longestDuration ?? 0, transitionDuration)
        armWatchdog(after: longest / (speed.isFinite && speed > 0 ? Double(speed) : 1))
    }

    /// Ends the transition for an animator that did not call `completeTransition(_:)` within
    /// `wait` (its duration when nil) plus ``completionMargin``, once the views of the container
    /// no longer animate (an animator may delay its animations).
    private func armWatchdog(after wait: TimeInterval? = nil, since start: TimeInterval? = nil) {
        watchdog?.cancel()
        watchdog = nil
        guard !isCompleted else { return }
        let armedAt = start ?? Headless.now
        let due = Headless.now + (wait ?? transitionDuration) + TransitionContext.completionMargin
        watchdog = Headless.current.enqueue(at: due) { [weak self] in
            guard let self, !self.isCompleted else { return }
            self.watchdog = nil
            if Self.animates(self.containerView.layer) {
                self.armWatchdog(after: 0, since: armedAt)
                return
            }
            let waited = ((Headless.now - armedAt) * 1000).rounded() / 1000
            Headless.reportLoggedProblem(
                "The animator \(Self.describe(self.animator)) did not call completeTransition: within \(waited) s; the transition was ended for it.")
            self.completeTransition(!self.transitionWasCancelled)
        }
    }

    /// Whether `layer` or a layer below it has an animation.
    private static func animates(_ layer: CALayer) -> Bool {
        if layer.animationKeys()?.isEmpty == false { return true }
        return (layer.sublayers ?? []).contains { animates($0) }
    }

    private static func describe(_ object: AnyObject) -> String { "<\(String(describing: type(of: object)))>" }
}

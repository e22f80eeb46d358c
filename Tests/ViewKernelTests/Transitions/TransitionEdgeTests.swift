// TransitionEdgeTests.swift: custom transitions at their edges: an interactive dismissal seen
// as interactive from viewWillDisappear, a cross-dissolve that moves the presenter's view into
// the container, animators that complete inside animateTransition, an interaction controller of
// the app's, slow finishes and delayed animations, a reset mid-transition keeping nothing alive
// (Transitions/).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A controller that looks at its transition coordinator in viewWillDisappear, as iOS code
/// reacting to an interactive dismissal does.
@MainActor
final class CoordinatorWatchingController: UIViewController {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let coordinator = transitionCoordinator else { return }
        log.entries.append("willDisappear interactive=\(coordinator.isInteractive) duration=\(coordinator.transitionDuration)")
        coordinator.notifyWhenInteractionChanges { [log] context in
            log.entries.append("interaction changed cancelled=\(context.isCancelled)")
        }
    }
}

/// Apple's CustomTransitions cross-dissolve: the incoming view is added to the container (the
/// presenter's view, on dismissal) and both views fade; `addsFromView` also puts the outgoing view
/// in the container. `synchronous` completes inside animateTransition, after starting its block.
@MainActor
final class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var addsFromView = false
    var synchronous = false
    var delay: TimeInterval = 0
    var log: EventLog?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        guard let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        if addsFromView, let fromView { container.addSubview(fromView) }
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        UIView.animate(withDuration: 0.5, delay: delay, options: [], animations: {
            fromView?.alpha = 0
            toView.alpha = 1
        }, completion: { [log] _ in
            log?.entries.append("block completion")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
        if synchronous { transitionContext.completeTransition(true) }
    }
}

/// A full-screen transitioning delegate with a ``CrossDissolveAnimator`` both ways.
@MainActor
final class CrossDissolveDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = CrossDissolveAnimator()
    var interaction: UIViewControllerInteractiveTransitioning?
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
}

/// An interaction controller of the app's: it keeps the context and lets the test drive it.
@MainActor
final class AppInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }
}

/// A controller that logs the alongside animation it registers in viewWillAppear.
@MainActor
final class AlongsideController: UIViewController {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { [log] _ in log.entries.append("alongside") })
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("viewDidAppear")
    }
}

@MainActor
@Suite("Custom transitions: edge cases", .headless)
struct TransitionEdgeTests {
    /// A root and a full-screen presented controller with a cross-dissolve delegate.
    private func crossDissolve(presented: UIViewController) -> (UIViewController, UIWindow, CrossDissolveDelegate) {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let delegate = CrossDissolveDelegate()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        return (root, window, delegate)
    }

    @Test func anInteractiveDismissalIsInteractiveInViewWillDisappearAndReportsItsCancel() {
        let log = EventLog()
        let presented = CoordinatorWatchingController(log: log)
        let (root, window, delegate) = crossDissolve(presented: presented)
        defer { withExtendedLifetime(delegate) {} }
        root.present(presented, animated: false)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        presented.dismiss(animated: true)
        #expect(log.entries == ["willDisappear interactive=true duration=0.5"])
        interaction.update(0.4)
        interaction.cancel()
        #expect(log.entries.last == "interaction changed cancelled=true")
        Headless.advance(by: 0.6)
        #expect(root.presentedViewController === presented)
        #expect(presented.view.window === window)
        #expect(root.view.window == nil)
    }

    /// (The delegate is held weakly: this test once dropped it, so the built-in dismissal ran and
    /// it passed without the animator; it now checks that the animator runs.)
    @Test func aCrossDissolveDismissalLeavesThePresentersViewInTheWindow() {
        let presented = UIViewController()
        let (root, window, delegate) = crossDissolve(presented: presented)
        defer { withExtendedLifetime(delegate) {} }
        root.present(presented, animated: true)
        Headless.advance(by: 0.6)
        #expect(root.view.window == nil)
        presented.dismiss(animated: true)
        // The animator moved the presenter's view into the container and fades it in.
        #expect(root.view.superview === presented.transitionCoordinator?.containerView)
        Headless.advance(by: 0.25)
        #expect(abs((root.view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        Headless.advance(by: 0.35)
        #expect(root.view.window === window)
        #expect(root.view.superview === window)
        #expect(root.view.frame == window.bounds)
        #expect(presented.view.window == nil)
    }

    @Test func aCancelledCrossDissolveDismissalTakesThePresentersViewAwayAgainAndALaterOneBringsItBack() {
        let presented = UIViewController()
        let (root, window, delegate) = crossDissolve(presented: presented)
        defer { withExtendedLifetime(delegate) {} }
        root.present(presented, animated: false)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        presented.dismiss(animated: true)
        interaction.update(0.5)
        interaction.cancel()
        Headless.advance(by: 0.6)
        #expect(root.view.window == nil)
        #expect(presented.view.window === window)
        delegate.interaction = nil
        presented.dismiss(animated: true)
        Headless.advance(by: 0.6)
        #expect(root.view.superview === window)
    }

    @Test func aPresenterViewMovedIntoTheContainerDuringAPresentationComesBackOnDismissal() {
        let presented = UIViewController()
        let (root, window, delegate) = crossDissolve(presented: presented)
        defer { withExtendedLifetime(delegate) {} }
        delegate.animator.addsFromView = true
        root.present(presented, animated: true)
        Headless.advance(by: 0.6)
        #expect(root.view.window == nil)
        presented.dismiss(animated: false)
        #expect(root.view.superview === window)
    }

    @Test func alongsideAnimationsOfASynchronousCompletionRunOnceBeforeTheEndWithoutAnimation() {
        let log = EventLog()
        let presented = AlongsideController(log: log)
        let (root, window, delegate) = crossDissolve(presented: presented)
        defer { withExtendedLifetime(delegate) {} }
        defer { withExtendedLifetime(window) {} }
        delegate.animator.synchronous = true
        let messages = Headless.recordingViolations {
            root.present(presented, animated: true) { log.entries.append("completion") }
            #expect(log.entries == ["alongside", "viewDidAppear", "completion"])
            Headless.advance(by: 0.6)
        }
        #expect(log.entries == ["alongside", "viewDidAppear", "completion"])
        // The animator's own block ends later and calls completeTransition again: its misuse.
        #expect(messages.count == 1 && messages.first?.contains("more than once") == true)
    }

    @Test func aPercentDrivenSynchronousCompletionLetsTheNextPresentationAnimate() {
        let log = EventLog()
        let presented = AlongsideController(log: log)
        let (root, window, delegate) = crossDissolve(presented: presented)
        defer { withExtendedLifetime(delegate) {} }
        defer { withExtendedLifetime(window) {} }
        delegate.animator.synchronous = true
        delegate.animator.log = log
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        let next = UIViewController()
        root.present(presented, animated: true) { presented.present(next, animated: true) }
        #expect(log.entries == ["alongside", "block completion", "viewDidAppear"])
        #expect(next.isBeingPresented)
        #expect(presented.view.alpha == 1 && presented.view.layer.animationKeys()?.isEmpty != false)
        Headless.advance(by: 0.25)
        #expect(next.isBeingPresented)
        Headless.advance(by: 0.3)
        #expect(!next.isBeingPresented)
        #expect(presented.presentedViewController === next)
    }

    @Test func anAppInteractionControllersTransitionRunsTheAlongsideAnimationsOnce() {
        let log = EventLog()
        let presented = AlongsideController(log: log)
        let (root, window, delegate) = crossDissolve(presented: presented)
        defer { withExtendedLifetime(delegate) {} }
        defer { withExtendedLifetime(window) {} }
        let interaction = AppInteraction()
        delegate.interaction = interaction
        root.present(presented, animated: true)
        #expect(log.entries == ["alongside"])
        #expect(presented.transitionCoordinator?.isInteractive == true)
        interaction.context?.updateInteractiveTransition(0.5)
        interaction.context?.finishInteractiveTransition()
        interaction.context?.completeTransition(true)
        #expect(log.entries == ["alongside", "viewDidAppear"])
        #expect(!presented.isBeingPresented)
    }

    @Test func aSlowFinishAndADelayedAnimatorAreNotEndedByTheWatchdog() {
        let presented = UIViewController()
        let (root, window, delegate) = crossDissolve(presented: presented)
        defer { withExtendedLifetime(delegate) {} }
        defer { withExtendedLifetime(window) {} }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 0.1
        delegate.interaction = interaction
        let messages = Headless.recordingViolations {
            root.present(presented, animated: true)
            interaction.update(0.1)
            interaction.finish()
            // The rest, 0.45 s at a tenth of the speed, takes 4.5 s.
            Headless.advance(by: 4.4)
            #expect(presented.isBeingPresented)
            Headless.advance(by: 0.2)
            #expect(!presented.isBeingPresented)
            delegate.interaction = nil
            delegate.animator.delay = 3
            presented.dismiss(animated: true)
            Headless.advance(by: 3.4)
            #expect(presented.isBeingDismissed)
            Headless.advance(by: 0.2)
            #expect(root.presentedViewController == nil)
        }
        #expect(messages.isEmpty)
    }

    @Test func theCoordinatorOfACustomPresentationHasNoFromView() {
        let fixture = CustomPresentationFixture()
        fixture.root.present(fixture.presented, animated: true)
        #expect(fixture.presented.transitionCoordinator?.view(forKey: .from) == nil)
        #expect(fixture.presented.transitionCoordinator?.view(forKey: .to) === fixture.presented.view)
        Headless.advance(by: 1.1)
    }

    @Test func aCustomPresentationControllersDefaultFrameIsTheContainersBounds() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        root.present(presented, animated: false)
        let controller = presented.presentationController
        presented.view.frame = CGRect(x: 10, y: 300, width: 100, height: 50)
        #expect(controller?.frameOfPresentedViewInContainerView == controller?.containerView?.bounds)
        #expect(controller?.containerView?.bounds == window.bounds)
    }

    @Test func aResetMidTransitionDoesNotKeepTheControllersFromDismissing() {
        let fixture = CustomPresentationFixture()
        fixture.presentAndSettle()
        fixture.presented.dismiss(animated: true)
        #expect(fixture.presented.isBeingDismissed)
        Headless.reset()
        fixture.presented.dismiss(animated: false)
        #expect(fixture.root.presentedViewController == nil)
        #expect(!fixture.presented.isBeingDismissed)
    }

    /// The context's cycles (the interaction and the context, the context and the controllers)
    /// kept the presenter alive. (A presented controller outlives a reset even without a
    /// transition: that is not the transition's doing, and not checked here.)
    @Test func aResetMidPercentDrivenDismissalKeepsThePresenterNoLongerAlive() {
        weak var weakRoot: UIViewController?
        do {
            let presented = UIViewController()
            let (root, window, delegate) = crossDissolve(presented: presented)
            weakRoot = root
            root.present(presented, animated: false)
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            presented.dismiss(animated: true)
            interaction.update(0.5)
            #expect(presented.isBeingDismissed)
            Headless.reset()
            withExtendedLifetime((window, delegate, interaction)) {}
        }
        #expect(weakRoot == nil)
    }
}

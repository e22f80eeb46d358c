// TransitionTestSupport.swift: an animator, a presentation controller and a transitioning
// delegate that log what UIKit asks of them, for the custom transition tests.

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// An animator that slides the presented view up from below the container (presenting) or down
/// out of it (dismissing), linearly over `duration`, and logs its calls.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let log: EventLog
    var duration: TimeInterval = 1
    /// When false, the animator never calls completeTransition (bad input).
    var completes = true
    /// When true, the animator calls completeTransition twice (bad input).
    var completesTwice = false
    /// The context handed to animateTransition, weakly (for the leak test).
    weak var lastContext: UIViewControllerContextTransitioning?
    /// What the animator saw in the context.
    var sawToView: UIView?
    var sawFromView: UIView?
    var sawFinalFrame: CGRect?
    var sawContainer: UIView?

    init(presenting: Bool, log: EventLog) {
        isPresenting = presenting
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log.entries.append("animateTransition(\(isPresenting ? "present" : "dismiss"))")
        lastContext = transitionContext
        let container = transitionContext.containerView
        sawContainer = container
        sawToView = transitionContext.view(forKey: .to)
        sawFromView = transitionContext.view(forKey: .from)
        let height = container.bounds.height
        let moving: UIView?
        let target: CGRect
        if isPresenting {
            guard let toController = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: toController)
            sawFinalFrame = final
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: 0, dy: height)
            moving = toView
            target = final
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            moving = fromView
            target = fromView.frame.offsetBy(dx: 0, dy: height)
        }
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            moving?.frame = target
        }, completion: { [self] _ in
            guard completes else { return }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            if completesTwice { transitionContext.completeTransition(true) }
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.entries.append("animationEnded(\(transitionCompleted))")
    }
}

/// A presentation controller that puts the presented view in the bottom half of the container
/// over a dimming view, and logs its calls.
@MainActor
final class HalfPresentationController: UIPresentationController {
    let log: EventLog
    let dimmingView = UIView()
    var frameOverride: CGRect?

    init(presented: UIViewController, presenting: UIViewController?, log: EventLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        if let frameOverride { return frameOverride }
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log.entries.append("presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.entries.append("presentationTransitionDidEnd(\(completed))")
    }

    override func dismissalTransitionWillBegin() {
        log.entries.append("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.entries.append("dismissalTransitionDidEnd(\(completed))")
    }

    override func containerViewWillLayoutSubviews() {
        guard frameOverride == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        log.entries.append("preferredContentSizeDidChange \(container.preferredContentSize.height)")
    }
}

/// A transitioning delegate that supplies a ``HalfPresentationController``, ``SlideAnimator``s
/// and, when set, interaction controllers, logging each question.
@MainActor
final class LoggingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: EventLog
    lazy var presentAnimator = SlideAnimator(presenting: true, log: log)
    lazy var dismissAnimator = SlideAnimator(presenting: false, log: log)
    var presentationInteraction: UIViewControllerInteractiveTransitioning?
    var dismissalInteraction: UIViewControllerInteractiveTransitioning?
    var suppliesAnimators = true
    /// The frame the presentation controllers made report, if set.
    var frameOverride: CGRect?
    weak var lastPresentationController: HalfPresentationController?

    init(log: EventLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.entries.append("presentationController(forPresented:)")
        let controller = HalfPresentationController(presented: presented, presenting: presenting, log: log)
        controller.frameOverride = frameOverride
        lastPresentationController = controller
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.entries.append("animationController(forPresented:)")
        return suppliesAnimators ? presentAnimator : nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.entries.append("animationController(forDismissed:)")
        return suppliesAnimators ? dismissAnimator : nil
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log.entries.append("interactionControllerForPresentation")
        return presentationInteraction
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log.entries.append("interactionControllerForDismissal")
        return dismissalInteraction
    }
}

/// Whether two lengths are equal to a millionth of a point.
func isNear(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

/// The frame a view shows now (its presentation layer's, else its model frame).
@MainActor
func shownFrame(of view: UIView) -> CGRect {
    view.layer.presentation()?.frame ?? view.frame
}

/// A root controller and a `.custom` presented controller with a logging delegate, in a
/// 320x480 window.
@MainActor
struct CustomPresentationFixture {
    let log = EventLog()
    let window: UIWindow
    let root: PresentationLoggingController
    let presented: PresentationLoggingController
    let delegate: LoggingTransitioningDelegate

    init() {
        root = PresentationLoggingController("A", log: log)
        window = makeWindow(root: root)
        presented = PresentationLoggingController("B", log: log)
        delegate = LoggingTransitioningDelegate(log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
    }

    /// The log without the layout calls.
    var entries: [String] { log.entries.filter { !$0.contains("Layout") } }

    /// Presents and runs the presentation to its end.
    func presentAndSettle() {
        root.present(presented, animated: true)
        Headless.advance(by: 1.1)
        log.entries.removeAll()
    }
}

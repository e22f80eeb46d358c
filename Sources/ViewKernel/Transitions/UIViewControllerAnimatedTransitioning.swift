// UIViewControllerAnimatedTransitioning.swift: the protocols an app adopts to animate a
// transition itself (an animator) and to drive it with a gesture (an interaction controller),
// with UIKit's defaults for their optional members.

/// An object that animates a presentation, dismissal, push, pop or tab switch, as UIKit's
/// `UIViewControllerAnimatedTransitioning`.
///
/// The animator adds the arriving view to the context's `containerView`, animates, and calls
/// `completeTransition(_:)` when its animations end (with `!transitionWasCancelled`).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition's animations last, in seconds; a percent-driven interaction
    /// scrubs this span.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition's animations.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The interruptible animator of the transition (optional): a percent-driven interaction
    /// drives it with `fractionComplete`, then continues or reverses it.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Told once the transition ended, completed or not (optional).
    func animationEnded(_ transitionCompleted: Bool)
}

/// The animator the default `interruptibleAnimator(using:)` returns: it marks an animator that
/// provides none (the optional method is not implemented).
final class UnprovidedInterruptibleAnimator: UIViewPropertyAnimator {}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented by default: the transition has no interruptible animator.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        UnprovidedInterruptibleAnimator(duration: 0, timingParameters: UICubicTimingParameters())
    }
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively (with a gesture), as UIKit's
/// `UIViewControllerInteractiveTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition: sets up, then reports progress to the context.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition completes once the interaction ends (optional; 1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve of the transition's completion once the interaction ends (optional; ease in-out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (optional; true by default); false starts it
    /// running, and `pauseInteractiveTransition()` makes it interactive later.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the remaining animations run at their own speed.
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}

/// The object that supplies the animator, interaction controller and presentation controller of
/// a controller's presentation and dismissal, as UIKit's `UIViewControllerTransitioningDelegate`.
/// Every method is optional: nil means UIKit's own.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator of the presentation of `presented` by `presenting`; `source` is the controller
    /// `present(_:animated:completion:)` was called on.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal of `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller of the presentation `animator` runs.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller of the dismissal `animator` runs.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil: UIKit's own animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: UIKit's own animation.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: not interactive.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: not interactive.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: a plain `UIPresentationController`.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

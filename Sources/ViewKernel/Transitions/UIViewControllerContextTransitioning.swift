// UIViewControllerContextTransitioning.swift: the context a transition's animator and
// interaction controller are handed (UIKit's protocol).

/// What an animator and an interaction controller know of the transition they run, and how they
/// report its progress and its end, as UIKit's `UIViewControllerContextTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in; the animator adds the arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven by an interaction now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interaction that ended with `cancel()`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the controller presented or dismissed (`.none` for a push or pop).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition (identity).
    var targetTransform: CGAffineTransform { get }
    /// Reports how far an interactive transition has come, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition is to complete.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition is to go back to its start.
    func cancelInteractiveTransition()
    /// Reports that a running transition was caught by an interaction again.
    func pauseInteractiveTransition()
    /// Tells that the transition's animations ended: true when it completed, false when cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate for the controller leaving or arriving; nil when the animator must not
    /// touch it (the presenter's view behind a `.custom` presentation).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is at the start of the transition, in the container; `.zero` when unknown
    /// (the view arrives).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view is to be at the end of the transition, in the container; `.zero` when
    /// unknown (the view leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}

// UIViewControllerTransitionCoordinator.swift: what a controller is handed when its view changes
// size or its traits change (the device turns): UIKit's UIContentContainer, the transition
// coordinator and its context, and the coordinator of a headless size transition.

/// What a container of content (a view controller) hears when its size or traits are about to
/// change, as UIKit's `UIContentContainer`; `UIViewController` adopts it.
@MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like its content shown at.
    var preferredContentSize: CGSize { get }
    /// The container's view is about to become `size`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to become `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The size a child container gets when this one becomes `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
}

/// What a transition under way is like, as UIKit's `UIViewControllerTransitionCoordinatorContext`:
/// handed to the blocks given to a coordinator.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition (never, for a turn of the device).
    var isInteractive: Bool { get }
    /// Whether the transition started driven by the user.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition was cancelled (a turn never is).
    var isCancelled: Bool { get }
    /// How long the transition lasts, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition got, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed at which an interactive transition finishes.
    var completionVelocity: CGFloat { get }
    /// The timing curve of the transition's end.
    var completionCurve: UIView.AnimationCurve { get }
    /// The rotation the turn applies to the interface (identity for a plain resize).
    var targetTransform: CGAffineTransform { get }
    /// The view the transition happens in (the window, for a turn).
    var containerView: UIView { get }
    /// The presentation style of the controller being presented or dismissed (`.none` for a turn).
    var presentationStyle: UIModalPresentationStyle { get }
}

/// The object that runs a controller's animations alongside a transition and its code after it,
/// as UIKit's `UIViewControllerTransitionCoordinator`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation block and `completion` when the
    /// transition ends; returns whether they were taken (false once the animation has begun).
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As ``animate(alongsideTransition:completion:)``, for animations of views outside the
    /// transition's container view.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` inside the transition's animation block, with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

extension UIViewController: UIContentContainer {}

/// The coordinator of a change of size: a turn of the device (`Headless.rotate(to:)`). Its
/// alongside animations run inside the turn's `UIView.animate` block, its completions when that
/// animation ends on the virtual clock.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    let containerView: UIView
    var isInteractive: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { isFinished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var presentationStyle: UIModalPresentationStyle { .none }

    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasBegun = false
    private var isFinished = false

    init(isAnimated: Bool, transitionDuration: TimeInterval, targetTransform: CGAffineTransform, containerView: UIView) {
        self.isAnimated = isAnimated
        self.transitionDuration = isAnimated ? transitionDuration : 0
        self.targetTransform = targetTransform
        self.containerView = containerView
    }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !hasBegun else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Runs the alongside animations (inside the transition's animation block), in the order given.
    func runAnimations() {
        hasBegun = true
        let pending = animations
        animations = []
        for animation in pending { animation(self) }
    }

    /// The transition ended: runs the completions, in the order given.
    func finish() {
        isFinished = true
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}

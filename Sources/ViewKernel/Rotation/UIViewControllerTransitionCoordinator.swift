// UIViewControllerTransitionCoordinator.swift: what a controller is handed when its view changes
// size or its traits change (the device turns), or while it is pushed, popped, presented or
// dismissed: UIKit's UIContentContainer, the transition coordinator and its context, the keys of
// the controllers and views taking part, and the package's one coordinator class.

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
    /// The controller leaving (`.from`) or arriving (`.to`); nil for a turn of the device.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or arriving (`.to`); nil for a turn of the device.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Which controller of a transition to get from its context, as UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit spells it.
    public let rawValue: String
    /// Makes a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition (the one leaving).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition (the one arriving).
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition to get from its context, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit spells it.
    public let rawValue: String
    /// Makes a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the controller leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the controller arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
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
    /// Runs `handler` when the user stops driving an interactive transition (the finger lifts),
    /// with the context saying whether it will finish or be cancelled, and again if a running
    /// transition is caught by an interaction (`pauseInteractiveTransition()`); never for a
    /// transition that is not interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    /// Runs `handler` when the interaction of an interactive transition ends (deprecated in
    /// iOS 10 for ``notifyWhenInteractionChanges(_:)``).
    @available(iOS, deprecated: 10.0, message: "Use notifyWhenInteractionChanges(_:)")
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` inside the transition's animation block, with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

extension UIViewController: UIContentContainer {}

/// The coordinator of a transition: a turn of the device (`Headless.rotate(to:)`), a push or pop,
/// a presentation or dismissal. Its alongside animations run inside the transition's
/// `UIView.animate` block (at once, without animation, when the transition is not animated), its
/// completions when the transition ends on the virtual clock, before the "did" appearance calls.
@MainActor
package final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    package let isAnimated: Bool
    /// The animator's duration in a custom transition, else the duration given.
    package var transitionDuration: TimeInterval { context?.transitionDuration ?? givenDuration }
    private let givenDuration: TimeInterval
    package let targetTransform: CGAffineTransform
    package let containerView: UIView
    package let presentationStyle: UIModalPresentationStyle
    /// Whether the user drives the transition now (an interactive pop or a percent-driven
    /// transition until the finger lifts).
    package var isInteractive = false
    package private(set) var initiallyInteractive = false
    package var isInterruptible: Bool { context?.driver?.interruptible != nil }
    package var isCancelled = false
    /// How far an interactive transition got; 1 once a transition that was not cancelled ended.
    package var interactivePercent: CGFloat = 0
    /// 1 once a transition that was not cancelled ended; the last value for one a reset abandoned.
    package var percentComplete: CGFloat { isFinished && !isCancelled && !isAbandoned ? 1 : interactivePercent }
    package var completionVelocity: CGFloat { context?.interactionController?.completionSpeed ?? 1 }
    package var completionCurve: UIView.AnimationCurve { context?.interactionController?.completionCurve ?? .easeInOut }
    /// The custom transition this coordinator reports on, if any.
    package weak var context: TransitionContext?
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    private weak var fromController: UIViewController?
    private weak var toController: UIViewController?
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasBegun = false
    private(set) var isFinished = false
    /// Whether a reset of the runtime abandoned the transition (``abandon()``).
    private var isAbandoned = false

    package init(isAnimated: Bool, transitionDuration: TimeInterval, targetTransform: CGAffineTransform = .identity,
                 containerView: UIView, presentationStyle: UIModalPresentationStyle = .none,
                 from: UIViewController? = nil, to: UIViewController? = nil) {
        self.isAnimated = isAnimated
        givenDuration = isAnimated ? transitionDuration : 0
        self.targetTransform = targetTransform
        self.containerView = containerView
        self.presentationStyle = presentationStyle
        fromController = from
        toController = to
        TransitionCoordinator.made.removeAll { $0.coordinator?.isFinished ?? true }
        TransitionCoordinator.made.append(WeakCoordinator(coordinator: self))
    }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        // A custom transition's context knows which views are the animator's (nil ones too).
        if let context { return context.view(forKey: key) }
        switch key {
        case .from: return fromController?.viewIfLoaded
        case .to: return toController?.viewIfLoaded
        default: return nil
        }
    }

    package func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        // Once the animations began, a completion alone is still taken (until the end).
        guard !hasBegun || (animation == nil && !isFinished) else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    package func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    package func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        // A transition that started running may still be caught by an interaction.
        guard !isFinished, isInteractive || context != nil else { return }
        interactionHandlers.append(handler)
    }

    package func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    /// The user starts driving the transition (an interactive pop or percent-driven transition began).
    package func beginInteraction() {
        isInteractive = true
        initiallyInteractive = true
    }

    /// The user stopped driving the transition, which will finish or be cancelled: the handlers
    /// given to ``notifyWhenInteractionChanges(_:)`` run, in the order given.
    package func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        interactionChanged()
    }

    /// A running transition was caught by an interaction again: the handlers hear of it.
    package func resumeInteraction() {
        guard !isInteractive else { return }
        isInteractive = true
        isCancelled = false
        interactionChanged()
    }

    private func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the alongside animations (inside the transition's animation block), in the order given.
    package func runAnimations() {
        hasBegun = true
        let pending = animations
        animations = []
        for animation in pending { animation(self) }
    }

    /// A reset of the runtime abandoned the transition: it will never end. Lets go of the
    /// alongside animations, completions and interaction handlers without running them (apps'
    /// closures refer to their controllers, which refer to this coordinator), and takes no more.
    func abandon() {
        hasBegun = true
        isFinished = true
        isAbandoned = true
        animations = []
        completions = []
        interactionHandlers = []
    }

    /// A coordinator referred to without being retained.
    private struct WeakCoordinator {
        weak var coordinator: TransitionCoordinator?
    }

    /// The coordinators made since the last reset that may not have finished.
    private static var made: [WeakCoordinator] = []

    /// Abandons every coordinator whose transition has not ended (`Headless.reset()`): a push or
    /// pop, presentation or turn under way, animated by the package or by an app's animator, will
    /// never end, and the app's closures its coordinator holds refer to the controllers that
    /// refer to the coordinator.
    static func abandonCoordinatorsUnderWay() {
        let coordinators = made.compactMap(\.coordinator)
        made = []
        for coordinator in coordinators where !coordinator.isFinished { coordinator.abandon() }
    }

    /// The transition ended: runs the completions, in the order given (once).
    package func finish() {
        guard !isFinished else { return }
        hasBegun = true
        isFinished = true
        let pending = completions
        completions = []
        interactionHandlers = []
        for completion in pending { completion(self) }
    }
}

extension UIViewController {
    /// The coordinator of the push, pop, presentation or dismissal this controller takes part in,
    /// set for its length.
    package var ownTransitionCoordinator: TransitionCoordinator? {
        get { presentationState.transitionCoordinator }
        set { presentationState.transitionCoordinator = newValue }
    }
}

// UINavigationController+Transition.swift: showing a new top controller: its view in, the old one
// out, the appearance calls around them, and the slide on the virtual clock when animated.

/// A change of the navigation controller's top controller: who leaves, who arrives, and the
/// containment calls to finish when it ends.
@MainActor
final class NavigationTransition {
    /// Which way the views slide: a push brings the new view in from the right, a pop takes the
    /// old view out to the right.
    enum Style {
        case push, pop
    }

    let from: UIViewController?
    let to: UIViewController?
    let removed: [UIViewController]
    let added: [UIViewController]
    /// Whether `from` and `to` got the "will" appearance calls (the navigation controller was on
    /// screen), so they get the "did" ones at the end.
    let sendsAppearanceCalls: Bool
    /// The coordinator the controllers taking part see as their `transitionCoordinator`.
    let coordinator: TransitionCoordinator
    var isFinished = false
    /// Whether the change was asked for with animation (as the delegate hears it).
    var isAnimated = false
    /// The animator an interactive pop's slide follows the finger with (paused, then run to the
    /// end or back to the start); nil for other changes.
    var animator: UIViewPropertyAnimator?
    /// The stack before an interactive pop, restored when it is cancelled.
    var stackBefore: [UIViewController] = []
    /// The arriving view's frame before the slide moved it, restored when a pop is cancelled.
    var arrivingFrameBefore = CGRect.zero
    /// When the finger driving an interactive pop last moved (virtual seconds).
    var lastMoveTime: TimeInterval = 0
    /// Whether a cancelled pop has sent its "will" appearance calls (at the lift).
    var sentCancelWillCalls = false
    /// The context of a change the delegate's animator runs (until it ends).
    var customContext: TransitionContext?

    init(from: UIViewController?, to: UIViewController?, removed: [UIViewController],
         added: [UIViewController], sendsAppearanceCalls: Bool, coordinator: TransitionCoordinator) {
        self.from = from
        self.to = to
        self.removed = removed
        self.added = added
        self.sendsAppearanceCalls = sendsAppearanceCalls
        self.coordinator = coordinator
    }
}

extension UINavigationController {
    /// How long a push or pop slides, in seconds of virtual time.
    static let transitionDuration: TimeInterval = 0.35

    /// How far the view underneath moves while the other slides over it (a fraction of the width).
    static let parallaxFraction: CGFloat = 0.3

    /// Shows the stack's new top. Without a loaded view nothing is shown yet (the top's view goes in
    /// when the view loads) and the containment calls end at once. Otherwise the new top's view is
    /// loaded and added, and, when this controller is on screen, the old and new tops get the
    /// appearance calls around the change; animated, the views slide first.
    func showTopViewController(removed: [UIViewController], added: [UIViewController], animated: Bool,
                               style: NavigationTransition.Style) {
        // Only the pop the recognizer starts is interactive, not a change a callback starts in it.
        let beginsInteractivePop = isBeginningInteractivePop && style == .pop
        isBeginningInteractivePop = false
        let stackBefore = stackBeforeChange
        stackBeforeChange = []
        let old = displayedController
        let new = stack.last
        guard let container = viewIfLoaded, old !== new else {
            finishContainment(removed: removed, added: added)
            return
        }
        let isOnScreen = visibility == .appearing || visibility == .appeared
        let slidesIfShown = animated && isOnScreen && old?.viewIfLoaded?.superview === container
        let coordinator = TransitionCoordinator(isAnimated: slidesIfShown, transitionDuration: UINavigationController.transitionDuration,
                                                containerView: container, from: old, to: new)
        let record = NavigationTransition(from: old, to: new, removed: removed, added: added,
                                          sendsAppearanceCalls: isOnScreen, coordinator: coordinator)
        record.isAnimated = animated
        let interactive = beginsInteractivePop && slidesIfShown
        if interactive { coordinator.beginInteraction() }
        for controller in [self, old, new].compactMap({ $0 }) { controller.ownTransitionCoordinator = coordinator }
        // Loading the view first puts viewDidLoad before the appearance calls, as in UIKit.
        let newView = new?.view
        if isOnScreen {
            if let old, removed.contains(where: { $0 === old }) { old.movingFromParentFlag = true }
            old?.beginAppearanceTransition(false, animated: animated)
            new?.beginAppearanceTransition(true, animated: animated)
            if let new { notifyWillShow(new, animated: animated) }
        }
        let oldView = old?.viewIfLoaded.flatMap { $0.superview === container ? $0 : nil }
        // The delegate's animator, for an animated change on screen; it adds the new view itself.
        let custom = slidesIfShown && oldView != nil ? old.flatMap { old in
            new.flatMap { delegateAnimator(from: old, to: $0, style: style) }
        } : nil
        if custom != nil {
            record.stackBefore = stackBefore
            // The edge swipe does not drive a custom animator: the pop runs on its own.
            if interactive { coordinator.isInteractive = false }
        }
        if let newView {
            record.arrivingFrameBefore = newView.frame
            newView.frame = contentFrame()
            newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if custom != nil {
                // The animator adds it.
            } else if style == .pop, let oldView {
                container.insertSubview(newView, belowSubview: oldView)
            } else {
                container.insertSubview(newView, belowSubview: navigationBar)
            }
        }
        displayedController = new
        let slides = animated && isOnScreen && oldView != nil && newView != nil
        if slides { transition = record }
        container.layoutIfNeeded()
        if !(interactive && custom == nil && slides) { navigationBar.endCrossFade() }
        if slides, let custom, let newView, let oldView {
            runCustomTransition(record, animator: custom, oldView: oldView, newView: newView, in: container)
        } else if slides, let newView, let oldView {
            let frames = slideFrames(of: newView, over: oldView, in: container, style: style)
            if interactive, custom == nil {
                driveSlide(newView, over: oldView, frames: frames, record: record)
            } else {
                slide(newView, over: oldView, frames: frames, record: record)
            }
        } else {
            UIView.performWithoutAnimation(coordinator.runAnimations)
            completeTransition(record)
        }
    }

    /// Where the views of a slide start and end: the new view comes in from the trailing side over
    /// the old one (push), or the old one goes out to that side over the new one (pop), while the
    /// view underneath moves a little the other way; from the right, or from the left when the
    /// container runs right to left. Sets the new view's starting frame.
    func slideFrames(of newView: UIView, over oldView: UIView, in container: UIView,
                     style: NavigationTransition.Style) -> (newEnd: CGRect, oldEnd: CGRect) {
        let width = container.isRightToLeft ? -container.bounds.width : container.bounds.width
        let parallax = width * UINavigationController.parallaxFraction
        let finalFrame = newView.frame
        switch style {
        case .push:
            newView.frame = finalFrame.offsetBy(dx: width, dy: 0)
            return (finalFrame, oldView.frame.offsetBy(dx: -parallax, dy: 0))
        case .pop:
            newView.frame = finalFrame.offsetBy(dx: -parallax, dy: 0)
            return (finalFrame, oldView.frame.offsetBy(dx: width, dy: 0))
        }
    }

    /// Slides the views to `frames` over ``transitionDuration`` of virtual time.
    private func slide(_ newView: UIView, over oldView: UIView, frames: (newEnd: CGRect, oldEnd: CGRect),
                       record: NavigationTransition) {
        UIView.animate(withDuration: UINavigationController.transitionDuration, animations: {
            newView.frame = frames.newEnd
            oldView.frame = frames.oldEnd
            record.coordinator.runAnimations()
        }, completion: { [weak self] _ in
            self?.completeTransition(record)
        })
    }

    /// Ends a change: the old top's view leaves, then the "did" appearance calls and the
    /// containment calls. Does nothing for a change that has already ended (the completion of a
    /// slide that was finished early; its animations run out harmlessly on the model's final values).
    func completeTransition(_ record: NavigationTransition) {
        guard !record.isFinished else { return }
        // A custom change cancelled by its interaction, ended early while it runs back, is undone.
        if cancelCustomTransitionNow(record) { return }
        // An interactive pop cancelled when the finger lifted, ended early while it slides back
        // (another change, a disappearance), is undone at once: the cancel path, not the pop.
        if let animator = record.animator, animator.state == .active, record.coordinator.isCancelled {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
            cancelTransition(record)
            return
        }
        record.isFinished = true
        if transition === record { transition = nil }
        navigationBar.endCrossFade()
        // An interactive pop ended early (another change, a disappearance) finishes at once.
        if let animator = record.animator, animator.state == .active {
            record.coordinator.endInteraction(cancelled: false)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        }
        let container = viewIfLoaded
        if let oldView = record.from?.viewIfLoaded, record.from !== displayedController,
           let container, oldView.superview === container {
            oldView.removeFromSuperview()
        }
        record.coordinator.finish()
        for controller in [self, record.from, record.to].compactMap({ $0 })
        where controller.ownTransitionCoordinator === record.coordinator {
            controller.ownTransitionCoordinator = nil
        }
        if record.sendsAppearanceCalls {
            record.from?.endAppearanceTransition()
            record.to?.endAppearanceTransition()
        }
        finishContainment(removed: record.removed, added: record.added)
        putBackShownViewAfterLateEnd()
        if record.sendsAppearanceCalls, let to = record.to, visibility == .appeared {
            notifyDidShow(to, animated: record.isAnimated)
        }
        container?.setNeedsLayout()
    }

    /// Ends a running slide at once (another change is starting, or this controller's own
    /// appearance is changing).
    func finishTransitionNow() {
        if let transition { completeTransition(transition) }
    }

    /// Records this controller's own appearance state; a slide still running ends first, so that
    /// only the top controller's view is inside when the appearance calls are passed on.
    func noteAppearance(_ newVisibility: Visibility) {
        if newVisibility == .appearing || newVisibility == .disappearing { finishTransitionNow() }
        visibility = newVisibility
    }
}

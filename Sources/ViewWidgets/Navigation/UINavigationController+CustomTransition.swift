// UINavigationController+CustomTransition.swift: a push or pop animated by the delegate's animator
// (`navigationController(_:animationControllerFor:from:to:)`), interactive when the delegate also
// gives an interaction controller; the operation type.

extension UINavigationController {
    /// The kind of change of the stack a custom animator is asked to animate, as UIKit's
    /// `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        /// No change.
        case none = 0
        /// A controller is pushed.
        case push = 1
        /// A controller is popped.
        case pop = 2
    }

    /// The delegate's animator for the change from `old` to `new`, if it gives one.
    func delegateAnimator(from old: UIViewController, to new: UIViewController,
                          style: NavigationTransition.Style) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let delegate else { return nil }
        let operation: Operation = style == .push ? .push : .pop
        return delegate.navigationController(self, animationControllerFor: operation, from: old, to: new)
    }

    /// Runs the delegate's animator for `record`: the container is this controller's view, which
    /// holds the old view; the animator adds the new one (at the content frame, its final frame)
    /// and calls `completeTransition(_:)`. A completed change ends as the built-in slide does; a
    /// cancelled one (an interaction cancelled) puts the stack, the views and the controllers back.
    func runCustomTransition(_ record: NavigationTransition, animator: any UIViewControllerAnimatedTransitioning,
                             oldView: UIView, newView: UIView, in container: UIView) {
        guard let old = record.from, let new = record.to else { return }
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        let context = TransitionContext(
            containerView: container, isAnimated: true, presentationStyle: .none, from: old, to: new,
            views: [.from: oldView, .to: newView],
            initialFrames: [(old, oldView.frame)], finalFrames: [(new, newView.frame)],
            animator: animator, interactionController: interaction, coordinator: record.coordinator,
            onComplete: { [weak self, weak record] completed in
                guard let self else { return }
                guard let record else { return self.putBackShownViewAfterLateEnd() }
                self.endCustomTransition(record, completed: completed, oldView: oldView, newView: newView)
            })
        record.customContext = context
        context.start()
    }

    /// Undoes at once a custom change its interaction cancelled, ended early (another change, a
    /// disappearance) while it runs back, as its own end would; false when there is none.
    func cancelCustomTransitionNow(_ record: NavigationTransition) -> Bool {
        guard let context = record.customContext, record.coordinator.isCancelled,
              let oldView = context.view(forKey: .from), let newView = context.view(forKey: .to) else { return false }
        endCustomTransition(record, completed: false, oldView: oldView, newView: newView)
        return true
    }

    /// The end of a custom change: the new view (completed) or the old one (cancelled) stays,
    /// under the bar.
    private func endCustomTransition(_ record: NavigationTransition, completed: Bool, oldView: UIView, newView: UIView) {
        record.customContext = nil
        guard !record.isFinished, let container = viewIfLoaded else {
            putBackShownViewAfterLateEnd()
            return
        }
        let kept = completed ? newView : oldView
        container.insertSubview(kept, belowSubview: navigationBar)
        if completed {
            completeTransition(record)
            return
        }
        oldView.frame = contentFrame()
        for controller in record.added where controller.parent === self {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        cancelTransition(record)
    }

    /// The animator of a change that was ended early (another change, a disappearance) ended it
    /// late, and may have taken out its to-view or from-view, as animators do when cancelled or
    /// done: when no change runs (this one ended, or a later one that showed that view ends) and
    /// that view is the shown controller's, it goes back under the bar at the content frame.
    func putBackShownViewAfterLateEnd() {
        guard transition == nil, let container = viewIfLoaded, let shown = displayedController?.viewIfLoaded,
              shown.superview == nil else { return }
        shown.frame = contentFrame()
        container.insertSubview(shown, belowSubview: navigationBar)
    }
}

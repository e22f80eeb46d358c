// UIViewController+CustomTransition.swift: what a custom presentation needs from the
// controllers and the presentation's views: the transitioning delegate, the presentation
// controller it supplies, the views and frames handed to the animator.

extension UIViewController {
    /// The object that supplies the animators, interaction controllers and (for `.custom`) the
    /// presentation controller of this controller's presentation and dismissal, as UIKit's
    /// `transitioningDelegate`. Held weakly, as in UIKit: the app keeps it alive.
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { presentationState.transitioningDelegate }
        set { presentationState.transitioningDelegate = newValue }
    }

    /// Forgets the custom transitions of this controller, the one presenting it and the ones it
    /// presents that a reset of the runtime interrupted: they will never end, and must not keep
    /// the controllers from presenting and dismissing. The controllers stay linked as they were.
    func dropAbandonedTransitions() {
        var chain: [UIViewController] = [self]
        if let presenting = presentationState.presentingStorage { chain.insert(presenting, at: 0) }
        while let next = chain[chain.count - 1].presentationState.presentedStorage { chain.append(next) }
        for controller in chain {
            let state = controller.presentationState
            guard let transition = state.customTransition, transition.isAbandoned else { continue }
            state.customTransition = nil
            for involved in chain where involved.ownTransitionCoordinator === transition.coordinator {
                involved.ownTransitionCoordinator = nil
            }
            state.isBeingPresented = false
            state.isBeingDismissed = false
        }
    }

    /// Tells the presentation controller of this (presented) controller that its preferred size changed.
    func preferredContentSizeChanged() {
        guard presentationState.presentation != nil else { return }
        presentationState.presentationControllerStorage?.preferredContentSizeDidChange(forChildContentContainer: self)
    }

    /// The presentation controller of a presentation in `style`: for `.custom`, the one the
    /// transitioning delegate supplies (kept as the controller's), else the one for the style.
    func presentationController(for style: UIModalPresentationStyle, presenter: UIViewController,
                                source: UIViewController) -> UIPresentationController {
        if style == .custom,
           let supplied = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source) {
            presentationState.presentationControllerStorage = supplied
            return supplied
        }
        if presentationState.isActionSheet {
            // One object in both widths: its popover presentation controller.
            return actionSheetPopoverController()
        }
        return presentationControllerForCurrentStyle()
    }
}

extension UIViewController {
    /// The context of a presentation run by the transitioning delegate's `animator` (asking the
    /// delegate for the interaction controller), held by the presented controller until it ends.
    func makePresentationContext(presented: UIViewController, presenter: UIViewController,
                                         presentation: Presentation, controller: UIPresentationController,
                                         animator: any UIViewControllerAnimatedTransitioning,
                                         coordinator: TransitionCoordinator, finish: @escaping (Bool) -> Void,
                                         completion: (() -> Void)?) -> TransitionContext {
        let delegate = presented.transitioningDelegate
        let layout = presentation.layout
        let interaction = delegate?.interactionControllerForPresentation(using: animator)
        let presentedView = presented.viewIfLoaded
        let frame = controller.checkedFrameOfPresentedView(in: presentation.container)
        let context = TransitionContext(
            containerView: presentation.container, isAnimated: true, presentationStyle: presented.modalPresentationStyle,
            from: presenter, to: presented,
            views: presentation.contextViews(arriving: controller.presentedView ?? presentedView,
                                             presenterView: layout.removesPresenterView ? presenter.viewIfLoaded : nil,
                                             arrivingKey: .to),
            initialFrames: presenter.viewIfLoaded.map { [(presenter, $0.frame)] } ?? [],
            finalFrames: [(presented, frame)],
            animator: animator, interactionController: interaction, coordinator: coordinator, onComplete: finish)
        context.onEnded = { completed in if completed { completion?() } }
        presented.presentationState.customTransition = context
        return context
    }

    /// The context of a dismissal of `stack` (`top` leaving) run by the transitioning delegate's
    /// `animator` (asking the delegate for the interaction controller unless `driven` gives one),
    /// held by `top` until it ends.
    func makeDismissalContext(top: UIViewController, stack: [UIViewController], presentation topPresentation: Presentation,
                                      uncovers: Bool, animator: any UIViewControllerAnimatedTransitioning,
                                      interaction driven: (any UIViewControllerInteractiveTransitioning)? = nil,
                                      coordinator: TransitionCoordinator, finish: @escaping (Bool) -> Void,
                                      done pendingAndDone: @escaping () -> Void) -> TransitionContext {
        let delegate = top.transitioningDelegate
        let presentationController = topPresentation.presentationController
        let interaction = driven ?? delegate?.interactionControllerForDismissal(using: animator)
        let leavingView = presentationController?.presentedView ?? top.viewIfLoaded
        let context = TransitionContext(
            containerView: topPresentation.container, isAnimated: true, presentationStyle: top.modalPresentationStyle,
            from: top, to: self,
            views: topPresentation.contextViews(arriving: leavingView, presenterView: uncovers ? viewIfLoaded : nil,
                                                arrivingKey: .from),
            initialFrames: leavingView.map { [(top, $0.frame)] } ?? [],
            finalFrames: uncovers ? viewIfLoaded.map { [(self, $0.frame)] } ?? [] : [],
            animator: animator, interactionController: interaction, coordinator: coordinator, onComplete: finish)
        context.onEnded = { completed in
            if completed {
                pendingAndDone()
            } else {
                for controller in stack { controller.presentationState.pendingDismissCompletions.removeAll() }
            }
        }
        top.presentationState.customTransition = context
        return context
    }
}

extension Presentation {
    /// Puts the view a `.custom` presentation shows (its presentation controller's
    /// `presentedView`) in the container at `frameOfPresentedViewInContainerView`, for a
    /// presentation without an animator of the app's.
    func placeCustom(_ controller: UIPresentationController) {
        guard let view = controller.presentedView ?? presentedView else { return }
        view.frame = controller.checkedFrameOfPresentedView(in: container)
        container.addSubview(view)
    }

    /// The views an animator may touch: the one arriving (`.to`) or leaving (`.from`), and the
    /// presenter's view when it leaves or comes back to the window (the other key).
    func contextViews(arriving view: UIView?, presenterView: UIView?,
                      arrivingKey: UITransitionContextViewKey) -> [UITransitionContextViewKey: UIView] {
        var views: [UITransitionContextViewKey: UIView] = [:]
        // A sheet's presented view sits in its card: the card is what moves.
        views[arrivingKey] = cardView ?? view
        views[arrivingKey == .to ? .from : .to] = presenterView
        return views
    }
}

extension UIPresentationController {
    /// ``frameOfPresentedViewInContainerView``, or the container's bounds (with a logged problem)
    /// when it is not finite.
    func checkedFrameOfPresentedView(in container: UIView) -> CGRect {
        let frame = frameOfPresentedViewInContainerView
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard values.allSatisfy(\.isFinite) else {
            Headless.reportLoggedProblem(
                "frameOfPresentedViewInContainerView of <\(String(describing: type(of: self)))> is not finite ((\(frame.origin.x), \(frame.origin.y), \(frame.size.width), \(frame.size.height))); the container view's bounds are used.")
            return container.bounds
        }
        return frame
    }
}

/// Where a view outside a transition's container sat before the transition: an animator may
/// move it into the container (Apple's cross-dissolve sample adds the presenter's view), and it
/// goes back there before the container leaves the window.
@MainActor
struct ViewPlace {
    private weak var view: UIView?
    private weak var superview: UIView?
    private let index: Int
    private let frame: CGRect

    /// The place `view` has now.
    init(of view: UIView?) {
        self.view = view
        superview = view?.superview
        index = view?.superview?.subviews.firstIndex { $0 === view } ?? 0
        frame = view?.frame ?? .zero
    }

    /// Puts the view back at its place if it is inside `container` now (and its place is not).
    func restore(outOf container: UIView) {
        guard let view, let superview, view.isDescendant(of: container), !superview.isDescendant(of: container) else { return }
        superview.insertSubview(view, at: min(index, superview.subviews.count))
        view.frame = frame
    }
}

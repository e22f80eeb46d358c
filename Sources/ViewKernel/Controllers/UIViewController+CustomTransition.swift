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
        return presentationControllerForCurrentStyle()
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

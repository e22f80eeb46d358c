// CardPresentationController.swift: where the card sits: at the bottom, as tall as its content
// needs, over a dimming view that fades with the transition and dismisses the card when tapped.

import ViewWidgets

/// Sizes the card with Auto Layout (`systemLayoutSizeFitting` at the container's width) and pins
/// it to the bottom edge; puts a dimming view behind it that fades in and out alongside the
/// animator, and dismisses the card on a tap.
final class CardPresentationController: UIPresentationController {
    let dimmingView = UIView()
    /// The transition's ends, in order (what an app would log while debugging).
    private(set) var events: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, let card = presentedView else { return .zero }
        let bounds = containerView.bounds
        let fitting = card.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let height = min(fitting.height, bounds.height)
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        events.append("presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        // iOS: UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped))
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self,
                                                                action: CardPresentationController.dimmingViewTapped))
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        events.append("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        events.append("dismissalTransitionWillBegin")
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        events.append("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// A tap outside the card closes it (not interactively: the card's pan is not down).
    func dimmingViewTapped() {
        presentedViewController.dismiss(animated: true)
    }
}

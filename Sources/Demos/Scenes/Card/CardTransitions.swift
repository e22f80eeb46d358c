// CardTransitions.swift: how the card moves (an animator sliding it up from the bottom edge and
// back down) and who says so (the transitioning delegate, which also hands out the finger's
// interaction controller for a dismissal by swipe).

import ViewWidgets

/// Slides the card up from below the bottom edge when presenting (ease out), and down below it
/// when dismissing (linear, so that a finger driving the dismissal and the card move together).
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let card = transitionContext.viewController(forKey: .to),
                  let cardView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: card)
            cardView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
            container.addSubview(cardView)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
                cardView.frame = finalFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let cardView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                cardView.frame.origin.y = container.bounds.height
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !cancelled { cardView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}

/// Gives the card its presentation controller and animators, and the interaction controller of
/// a swipe while one is under way (nil otherwise: a tap on the dimming view is not interactive).
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interactiveDismissal: UIPercentDrivenInteractiveTransition?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactiveDismissal
    }
}

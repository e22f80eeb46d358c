// ZoomPushNavigation.swift: a navigation delegate with its own push animator, as iOS 13-17 apps
// write it, compiled in the Swift 5 language mode: the pushed screen zooms and fades in from the
// tapped tile, the pop fades back, and a full-width pan pops interactively with
// UIPercentDrivenInteractiveTransition.
import UIKit

final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    var originFrame = CGRect(x: 0, y: 0, width: 100, height: 100)

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame
        container.addSubview(toView)
        if operation == .push {
            let scale = originFrame.width / max(finalFrame.width, 1)
            toView.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                       animations: {
            toView.transform = .identity
            toView.alpha = 1
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        })
    }
}

final class ZoomNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?
    private(set) var operations: [UINavigationController.Operation] = []

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return ZoomAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interaction
    }

    /// The app's full-width pan: starts the pop, follows the finger, finishes past half the width.
    /// (iOS: `@objc`, and `#selector(handlePan(_:))` as the recognizer's action.)
    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view, let navigationController = (view.next as? UIViewController)?.navigationController
        else { return }
        let progress = min(max(pan.translation(in: view).x / max(view.bounds.width, 1), 0), 1)
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            interaction?.cancel()
            interaction = nil
        }
    }
}

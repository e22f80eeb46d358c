// CardPresenter.swift: a card presented as iOS 13-17 apps write it, compiled in the Swift 5
// language mode: a UIPresentationController subclass with a dimming view that sizes the card to
// its preferredContentSize, an animator, a transitioning delegate, and a swipe down that follows
// the finger with UIPercentDrivenInteractiveTransition.
import UIKit

final class CardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let preferred = presentedViewController.preferredContentSize.height
        let height = preferred > 0 ? min(preferred, bounds.height) : bounds.height / 2
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    /// What each dismissalTransitionDidEnd(_:) was told, in order.
    private(set) var dismissalEnds: [Bool] = []

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        dismissalEnds.append(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    var dimmingAlpha: CGFloat { dimmingView.alpha }
}

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
            guard let toController = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: toController)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(toView)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
                toView.frame = finalFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                fromView.frame.origin.y = container.bounds.height
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !cancelled { fromView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}

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

final class CardViewController: UIViewController {
    // The view controller keeps its transitioning delegate: transitioningDelegate is weak.
    private let cardTransitioningDelegate = CardTransitioningDelegate()
    private(set) var dismissals = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioningDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        preferredContentSize = CGSize(width: 0, height: 300)
        // iOS: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))), with @objc on handlePan
        let pan = UIPanGestureRecognizer(target: self, action: CardViewController.handlePan)
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        let progress = max(0, min(1, translation.y / view.bounds.height))
        switch pan.state {
        case .began:
            cardTransitioningDelegate.interactiveDismissal = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true) { self.dismissals += 1 }
        case .changed:
            cardTransitioningDelegate.interactiveDismissal?.update(progress)
        case .ended, .cancelled:
            if progress > 0.3 {
                cardTransitioningDelegate.interactiveDismissal?.finish()
            } else {
                cardTransitioningDelegate.interactiveDismissal?.cancel()
            }
            cardTransitioningDelegate.interactiveDismissal = nil
        default:
            break
        }
    }
}

// CustomPresentationSnippetTests.swift: the custom presentation code of
// Docs/Concepts/Presentation.md, run as tests.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

// snippet: custom-presentation-types
final class BottomCardController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height - 200, width: bounds.width, height: 200)
    }
    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let height = context.containerView.bounds.height
        guard let view = context.view(forKey: presenting ? .to : .from) else { return }
        if presenting, let card = context.viewController(forKey: .to) {
            context.containerView.addSubview(view)
            view.frame = context.finalFrame(for: card).offsetBy(dx: 0, dy: 200)
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
            view.frame.origin.y = self.presenting ? height - 200 : height
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        BottomCardController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: false)
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}
// end snippet

@MainActor
@Suite(.headless)
struct CustomPresentationSnippetTests {
    @Test func aCardPresentedAndDismissedByAnInteraction() {
        // snippet: custom-presentation
        let screen = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = screen
        window.makeKeyAndVisible()

        let transitions = CardTransitions()          // transitioningDelegate is weak: keep it
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        screen.present(card, animated: true)
        Headless.advance(by: 0.3)
        #expect(card.view.frame == CGRect(x: 0, y: 280, width: 320, height: 200))
        #expect(screen.view.window === window)             // .custom keeps the presenter

        // A swipe down drives the dismissal: half way, the card is half way down.
        transitions.interaction = UIPercentDrivenInteractiveTransition()
        card.dismiss(animated: true)
        transitions.interaction?.update(0.5)
        #expect(card.view.layer.presentation()?.frame.minY == 380)
        transitions.interaction?.cancel()                  // let go too early: it turns back
        Headless.advance(by: 0.3)
        #expect(screen.presentedViewController === card && card.view.frame.minY == 280)
        // end snippet
        #expect(!card.isBeingDismissed && card.transitionCoordinator == nil)
    }
}

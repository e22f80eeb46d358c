// TransitionsConceptSnippetTests.swift: runs the code Docs/Concepts/Transitions.md shows: a toast
// presented by a custom presentation controller and animator (frames mid-flight), its dismissal
// driven by a percent-driven interaction, and a tab switch with an animator of the delegate's.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

// snippet: transitions-toast-types
final class ToastPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 20, y: bounds.height - 120, width: bounds.width - 40, height: 80)
    }
}

final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let toast = context.viewController(forKey: key),
              let view = context.view(forKey: presenting ? .to : .from) else { return }
        let shown = presenting ? context.finalFrame(for: toast) : context.initialFrame(for: toast)
        let hidden = shown.offsetBy(dx: 0, dy: 200)              // below the screen's edge
        if presenting {
            view.frame = hidden
            context.containerView.addSubview(view)
        }
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            view.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

final class ToastTransitions: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        ToastPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DropAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DropAnimator(presenting: false)
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}
// end snippet

// snippet: transitions-tab-types
final class CrossFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let tab = context.viewController(forKey: .to), let view = context.view(forKey: .to) else { return }
        view.frame = context.finalFrame(for: tab)
        view.alpha = 0
        context.containerView.addSubview(view)              // the container sits below the tab bar
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: { _ in
            view.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

final class FadingTabs: NSObject, UITabBarControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CrossFadeAnimator()
    }
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}
// end snippet

@MainActor
@Suite("Docs: custom transitions", .headless)
struct TransitionsConceptSnippetTests {
    @Test func aToastDropsInAndIsSwipedAway() throws {
        // snippet: transitions-toast
        let screen = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = screen
        window.makeKeyAndVisible()

        let transitions = ToastTransitions()              // transitioningDelegate is weak: keep it
        let toast = UIViewController()
        toast.modalPresentationStyle = .custom
        toast.transitioningDelegate = transitions
        screen.present(toast, animated: true)
        #expect(toast.isBeingPresented && toast.transitionCoordinator?.transitionDuration == 0.4)
        #expect(toast.view.frame == CGRect(x: 20, y: 360, width: 280, height: 80))   // the model: final at once
        Headless.advance(by: 0.1)                                     // a quarter of 0.4 s
        #expect(toast.view.layer.presentation()?.frame.minY == 510)   // the screen: 560 → 360, linear
        Headless.advance(by: 0.3)
        #expect(!toast.isBeingPresented && screen.view.window === window)

        // A pan would drive this: half way down, then let go too early.
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.interaction = interaction
        toast.dismiss(animated: true)
        interaction.update(0.5)
        #expect(toast.view.layer.presentation()?.frame.minY == 460)   // half of 360 → 560
        #expect(toast.transitionCoordinator?.isInteractive == true)
        interaction.cancel()                                          // runs back at completionSpeed
        Headless.runUntilIdle()
        #expect(screen.presentedViewController === toast && toast.view.frame.minY == 360)

        transitions.interaction = nil                                 // a tap on the toast: not interactive
        toast.dismiss(animated: true)
        Headless.runUntilIdle()
        #expect(screen.presentedViewController == nil && toast.view.window == nil)
        // end snippet
    }

    @Test func aTabSwitchFadesAndCanTurnBack() throws {
        // snippet: transitions-tab-switch
        let feed = UIViewController(), inbox = UIViewController()
        feed.title = "Feed"
        inbox.title = "Inbox"
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, inbox]
        let fading = FadingTabs()
        tabs.delegate = fading                                        // weak: keep it
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = tabs
        window.makeKeyAndVisible()

        window.tap(at: CGPoint(x: 240, y: 455))                       // the Inbox tab
        #expect(tabs.selectedViewController === inbox)                // selected from the start
        #expect(inbox.transitionCoordinator?.containerView.superview === tabs.view)
        Headless.advance(by: 0.15)
        let halfway = inbox.view.layer.presentation()?.opacity        // about 0.5 (ease in-out)
        Headless.runUntilIdle()
        #expect(feed.view.superview == nil && inbox.view.superview === tabs.view)

        // Setting selectedIndex runs the animator too: here an interaction drives it, and cancels.
        fading.interaction = UIPercentDrivenInteractiveTransition()
        tabs.selectedIndex = 0
        fading.interaction?.update(0.3)
        fading.interaction?.cancel()
        Headless.runUntilIdle()
        #expect(tabs.selectedViewController === inbox && feed.view.superview == nil)
        // end snippet
        #expect(halfway.map { abs($0 - 0.5) < 0.01 } == true)
    }
}

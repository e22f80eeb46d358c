// Presentation+SheetPan.swift: the pan that drags a sheet's card: between detents with the
// finger, and below the smallest detent as an interactive dismissal under the finger (or, refused,
// a resisting card), finished or cancelled on release, then settled on the nearest detent.

/// What a dismissal the user drives brings to `dismissPresentedStack`: the package's animator and
/// interaction controller for the sheet's card, and what to tell once the transition's
/// coordinator exists (before the appearance calls).
struct UserDrivenDismissal {
    /// The presented controller the swipe dismisses: the dismissal is driven only when it is the
    /// one leaving with the transition (the top of the stack).
    let controller: UIViewController
    /// Moves the card down off the screen (scrubbed by ``interaction``).
    let animator: any UIViewControllerAnimatedTransitioning
    /// The interaction controller the finger drives.
    let interaction: any UIViewControllerInteractiveTransitioning
    /// Run once the coordinator exists and the transition is interactive, before the "will"
    /// appearance calls.
    let willBegin: () -> Void
}

/// The swipe that took the card below its smallest detent in the pan under way.
@MainActor
final class SheetSwipe {
    /// The interaction driving the dismissal; nil when the dismissal was refused (or could not begin).
    let interaction: UIPercentDrivenInteractiveTransition?
    /// The animator of the dismissal `interaction` drives (nil: refused).
    let animator: SheetDismissalAnimator?
    /// A swipe driven by `interaction` with `animator` (both nil: refused).
    init(interaction: UIPercentDrivenInteractiveTransition?, animator: SheetDismissalAnimator?) {
        self.interaction = interaction
        self.animator = animator
    }
}

/// The animator of a sheet's dismissal by a swipe: the card slides down off the screen and the
/// dimming clears, at a constant pace, so the card stays under the finger that scrubs it.
@MainActor
final class SheetDismissalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The presentation whose card and dimming move.
    private weak var presentation: Presentation?
    /// The detent the release chose, selected (and the delegate told) once a cancelled
    /// dismissal has ended, after the appearance calls were undone.
    var detentOnCancel: UISheetPresentationController.Detent.Identifier?

    /// An animator for `presentation`'s card.
    init(presentation: Presentation) {
        self.presentation = presentation
        super.init()
    }

    /// A presentation's duration (0.5 s), the span the finger scrubs.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Presentation.duration
    }

    /// Slides the card to the bottom of the container and clears the dimming, linearly.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let presentation, let card = presentation.cardView else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let bottom = presentation.container.bounds.height
        UIView.animate(withDuration: Presentation.duration, delay: 0, options: [.curveLinear], animations: {
            card.frame.origin.y = bottom
            presentation.dimmingView?.alpha = 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    /// Cancelled (after the appearance calls were undone), selects the detent the release chose,
    /// telling the sheet's delegate when it changed, and settles the card from the smallest
    /// detent on it.
    func animationEnded(_ transitionCompleted: Bool) {
        guard let presentation, !transitionCompleted else { return }
        if let detent = detentOnCancel {
            detentOnCancel = nil
            presentation.sheetController?.userSelected(detent)
        }
        presentation.settle()
    }
}

extension Presentation {
    /// How strongly a refused card resists a finger pulling it below the smallest detent (UIKit's
    /// scroll views' rubber-band constant; the sheet's is not published: a guess).
    static let refusedResistance: CGFloat = 0.55

    /// Whether a transition of the presented controller is under way (the dismissal a swipe
    /// drives or drove, or an animator's): the card is not the pan's to move then.
    var isDismissingByUser: Bool {
        presentationController?.presentedViewController.presentationState.customTransition != nil
    }

    /// Drags the card with the finger; on release settles it on the nearest detent or dismisses.
    func handleSheetPan(_ pan: UIPanGestureRecognizer) {
        guard cardView != nil, transition == nil else { return }
        if pan.state == .began {
            // A dismissal still running from an earlier swipe is not caught again: the pan is
            // ignored until it ends (its drag began from where the card no longer is).
            sheetPanIgnored = isDismissingByUser
        }
        guard !sheetPanIgnored else {
            if pan.state == .ended || pan.state == .cancelled { sheetPanIgnored = false }
            return
        }
        switch pan.state {
        case .began:
            // A card still settling is caught where it is drawn: the drag moves it from there.
            catchSettlingCard()
            dragStartTop = cardView?.frame.minY ?? 0
            sheetSwipe = nil
            fallthrough
        case .changed:
            dragLastMoveTime = Headless.now
            dragCard(toTop: dragStartTop + pan.translation(in: container).y)
        case .ended, .cancelled:
            // A finger that rested before lifting does not flick (the pan's velocity is its last move's).
            let rested = Headless.now - dragLastMoveTime > Presentation.releaseFlickWindow
            let speed = pan.state == .ended && !rested ? pan.velocity(in: container).y : 0
            releaseCard(atTop: dragStartTop + pan.translation(in: container).y, speed: speed,
                        ended: pan.state == .ended)
        default:
            break
        }
    }

    /// Whether a finger drives the card now: its own pan, or the scroll view in it.
    private var isFingerDriving: Bool {
        sheetPan?.state == .began || sheetPan?.state == .changed || isDrivenByScrollView
    }

    /// The top of the card at its smallest detent, and that detent's height.
    private var smallestDetentTop: (top: CGFloat, height: CGFloat) {
        let smallest = resolvedDetents.first?.height ?? maximumSheetHeight
        return (container.bounds.height - smallest, smallest)
    }

    /// Moves the card to where the finger wants its top: between the detents it follows the
    /// finger (never above the largest); below the smallest detent a swipe to dismiss begins.
    /// The swipe lasts until the finger lifts: back above the smallest detent an allowed
    /// dismissal rests at its start, a refused card follows the finger again, and going below
    /// again asks nothing more.
    func dragCard(toTop wanted: CGFloat) {
        guard let cardView, transition == nil else { return }
        let bottom = container.bounds.height
        let highest = bottom - (resolvedDetents.last?.height ?? maximumSheetHeight)
        let (smallestTop, smallest) = smallestDetentTop
        let top = max(highest, wanted)
        if top > smallestTop {
            swipeBelowSmallestDetent(by: top - smallestTop, smallestTop: smallestTop, smallest: smallest)
            return
        }
        if let interaction = sheetSwipe?.interaction {
            interaction.update(0)
            return
        }
        guard !isDismissingByUser else { return }
        cardView.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: max(smallest, bottom - top))
        presentedView?.frame = cardView.bounds
    }

    /// The card is pulled `excess` points below its smallest detent: the first time in a swipe
    /// the dismissal is attempted (refused: the delegate hears of it; allowed: it begins under the
    /// finger); then the dismissal follows the finger, or the refused card resists.
    private func swipeBelowSmallestDetent(by excess: CGFloat, smallestTop: CGFloat, smallest: CGFloat) {
        guard let cardView else { return }
        if sheetSwipe == nil {
            guard !isDismissingByUser else { return }
            cardView.frame = cardFrame(height: smallest)
            presentedView?.frame = cardView.bounds
            sheetSwipe = beginUserDismissal()
            // The finger went away while the dismissal began (the delegate, told it will
            // happen, removed the scroll view that drove the card): it is cancelled now.
            guard isFingerDriving else {
                releaseCard(atTop: smallestTop + excess, speed: 0, ended: false)
                return
            }
        }
        if let interaction = sheetSwipe?.interaction {
            interaction.update(excess / max(smallest, 1))
            return
        }
        // Refused: the card moves less than the finger, the further the less.
        let resisted = (1 - 1 / (excess * Presentation.refusedResistance / max(smallest, 1) + 1)) * smallest
        cardView.frame = CGRect(x: 0, y: smallestTop + resisted, width: container.bounds.width, height: smallest)
        presentedView?.frame = cardView.bounds
    }

    /// Asks whether the user may dismiss (`isModalInPresentation`, then the delegate's
    /// `presentationControllerShouldDismiss(_:)`); refused, tells the delegate
    /// `presentationControllerDidAttemptToDismiss(_:)` and returns a refused swipe; otherwise starts the
    /// dismissal, interactive, telling `presentationControllerWillDismiss(_:)` once its
    /// coordinator exists, and returns the swipe that drives it (a refused one without interaction).
    private func beginUserDismissal() -> SheetSwipe {
        let refused = SheetSwipe(interaction: nil, animator: nil)
        // A dismissal in code under way is not the user's: nothing is asked or told.
        guard let controller = presentationController, !controller.presentedViewController.isBeingDismissed else { return refused }
        // A sheet that presents another controller above it is not dismissed by a swipe on its
        // card (the stack above would leave with it): the card resists as a refused one, and the
        // delegate hears nothing (a decision: Docs/Differences.md).
        guard controller.presentedViewController.presentedViewController == nil else { return refused }
        guard controller.allowsUserDismissal() else {
            controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
            return refused
        }
        // A popover adapted to a sheet also asks its popover delegate (deprecated), as a tap
        // outside a popover does; refused there, the card resists without a further call.
        guard controller.popoverDelegateAllowsDismissal() else { return refused }
        let interaction = UIPercentDrivenInteractiveTransition()
        let animator = SheetDismissalAnimator(presentation: self)
        let driven = UserDrivenDismissal(
            controller: controller.presentedViewController, animator: animator, interaction: interaction,
            willBegin: { [weak controller] in
                guard let controller else { return }
                controller.delegate?.presentationControllerWillDismiss(controller)
            })
        controller.presentingViewController.dismissPresentedStack(animated: true, completion: { [weak controller] in
            controller?.tellDelegatesOfUserDismissal()
        }, driven: driven)
        // Only a dismissal the swipe drives is the swipe's; another (none began, or it is not
        // driven by this interaction) is not: the interaction is cancelled and the card resists.
        let context = controller.presentedViewController.presentationState.customTransition
        guard let context, context.interactionController as AnyObject? === interaction else {
            interaction.cancel()
            return refused
        }
        return SheetSwipe(interaction: interaction, animator: animator)
    }

    /// The finger lifted with the card's top wanted at `wanted`, moving at `speed` (points per
    /// second, down positive): the card's top is projected ahead; a dismissal under way finishes
    /// when the projection is more than a third of the smallest detent's height below it, else is
    /// cancelled and the card then settles on the detent nearest the projection; otherwise (a
    /// refused swipe too) the card settles on the nearest detent.
    func releaseCard(atTop wanted: CGFloat, speed: CGFloat, ended: Bool) {
        let swipe = sheetSwipe
        sheetSwipe = nil
        let detents = resolvedDetents
        let bottom = container.bounds.height
        let highest = bottom - (detents.last?.height ?? maximumSheetHeight)
        let (smallestTop, smallest) = smallestDetentTop
        let projected = max(highest, wanted) + speed * CGFloat(Presentation.releaseProjection)
        let nearest = detents.min { abs((bottom - $0.height) - projected) < abs((bottom - $1.height) - projected) }
        if let interaction = swipe?.interaction {
            if ended, projected - smallestTop > smallest / 3 {
                interaction.finish()
            } else {
                // Cancelled: the card comes back to the smallest detent; once the transition has
                // ended, the nearest detent is selected and the card settles on it.
                swipe?.animator?.detentOnCancel = nearest?.identifier
                interaction.cancel()
            }
            return
        }
        guard !isDismissingByUser else { return }
        if let nearest { sheetController?.userSelected(nearest.identifier) }
        settle()
    }
}

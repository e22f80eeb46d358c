// Presentation.swift: the views of one modal presentation (the transition view in the window,
// the sheet's dimming and card), where they go, and how they arrive and leave on the virtual clock.

/// The view a presentation adds to the window to hold the presented view (internal; named after
/// UIKit's so tree dumps read as they do on a device).
final class UITransitionView: UIView {
    /// Whether touches outside the presented card reach the views behind (an undimmed sheet
    /// detent, a popover's passthrough views).
    var passesTouchesThrough = false
    /// The presentation controller told when this view lays out its subviews.
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if passesTouchesThrough, hit === self || hit is UIDimmingView { return nil }
        return hit
    }
}

extension UIView {
    /// Whether this is the view a presentation added to the window to hold the presented view
    /// (over everything behind it, or over its context's view).
    package var isPresentationContainer: Bool { self is UITransitionView }
}

/// The translucent black over the presenter behind a sheet (internal; named after UIKit's).
final class UIDimmingView: UIView {}

/// The card of a sheet, with rounded top corners, holding the presented view (internal; named
/// after UIKit's).
final class UIDropShadowView: UIView {}

/// One presentation: the views it added to the window, the presenter's view it took out of the
/// window (full-screen styles), and the transition running, if any.
@MainActor
final class Presentation {
    /// How the presented view sits in the window, from the presented controller's style.
    struct Layout {
        /// Whether the presented view is a card below the top of the screen (a sheet).
        let isSheet: Bool
        /// Whether the presenter's view leaves the window once the presented view covers it.
        var removesPresenterView: Bool
        /// Whether the presented view covers only the presentation context's view.
        let coversContext: Bool
        /// Whether the presented view is a popover beside its source (a popover that did not adapt).
        var isPopover = false
        /// Whether a presentation controller of the app places the presented view (`.custom`).
        var isCustom = false

        init(style: UIModalPresentationStyle, definesContext: Bool) {
            switch style {
            case .fullScreen, .none:
                (isSheet, removesPresenterView, coversContext) = (false, true, false)
            case .currentContext:
                (isSheet, removesPresenterView, coversContext) = (false, !definesContext, definesContext)
            case .overCurrentContext:
                (isSheet, removesPresenterView, coversContext) = (false, false, definesContext)
            case .overFullScreen, .custom:
                (isSheet, removesPresenterView, coversContext) = (false, false, false)
            case .automatic, .pageSheet, .formSheet, .popover:
                (isSheet, removesPresenterView, coversContext) = (true, false, false)
            }
        }
    }

    /// Which way a transition goes.
    enum Motion {
        case arrival, departure
    }

    /// A transition under way: what to run when it ends, once.
    final class Transition {
        let finish: () -> Void
        var isFinished = false
        init(finish: @escaping () -> Void) { self.finish = finish }
    }

    /// How long a presentation or dismissal takes, in seconds of virtual time (a choice:
    /// Docs/Differences.md).
    static let duration: TimeInterval = 0.5
    /// How long an alert takes to fade in or out.
    static let alertDuration: TimeInterval = 0.25
    /// How far below the status bar a sheet's card starts.
    static let sheetTopGap: CGFloat = 10
    /// The radius of a sheet's top corners.
    static let sheetCornerRadius: CGFloat = 10
    /// The opacity of the black over the presenter behind a sheet.
    static let dimmingAlpha: CGFloat = 0.4

    let layout: Layout
    let transitionStyle: UIModalTransitionStyle
    /// Whether the presentation fades in and out (alerts) whatever the transition style.
    let fades: Bool
    let container = UITransitionView()
    var dimmingView: UIDimmingView?
    var cardView: UIDropShadowView?
    weak var presentedView: UIView?
    /// The presented controller's presentation controller (its sheet settings, its delegate).
    weak var presentationController: UIPresentationController?
    /// The pan that drags a sheet's card.
    var sheetPan: UIPanGestureRecognizer?
    /// The grabber drawn at the top of a sheet's card.
    var grabberView: UIView?
    /// The distance from the container's top to the large detent's top.
    var sheetTopInset: CGFloat = 0
    /// The card's top when the drag began.
    var dragStartTop: CGFloat = 0
    /// Whether the card's pan under way began while a dismissal still ran (a cancelled swipe
    /// springing back): it moves nothing until it ends.
    var sheetPanIgnored = false
    /// When the finger dragging the card last moved (virtual time).
    var dragLastMoveTime: TimeInterval = 0
    /// The swipe taking the card below its smallest detent in the pan under way: a dismissal
    /// the finger drives, or one that was refused.
    var sheetSwipe: SheetSwipe?
    /// Whether the sheet's scroll view drives the card now (a drag from the top of its content).
    var isDrivenByScrollView = false
    /// The presenter's view (or its presentation's container) taken out of the window.
    private var coveredView: UIView?
    private var coveredFrame = CGRect.zero
    /// The transition running, nil between transitions.
    private(set) var transition: Transition?
    /// The window this presentation (an alert's) dimmed, to restore (Presentation+TintDimming.swift).
    var tintDimming: TintDimming?

    init(layout: Layout, transitionStyle: UIModalTransitionStyle, fades: Bool) {
        self.layout = layout
        self.transitionStyle = transitionStyle
        self.fades = fades
    }

    // MARK: - Views

    /// Adds the container to the window, over everything (or over the context's view only), with
    /// `presentedView` filling it or, for a sheet, in a card below the status bar over a dimmed
    /// presenter.
    func install(_ presentedView: UIView, in window: UIWindow, over presenterView: UIView?) {
        self.presentedView = presentedView
        // A modal view (an alert's) hides what it covers from VoiceOver: its container, which is
        // the sibling of the views behind, carries the flag.
        container.accessibilityViewIsModal = presentedView.accessibilityViewIsModal
        if layout.coversContext, let presenterView {
            container.frame = presenterView.convert(presenterView.bounds, to: window)
        } else {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        window.addSubview(container)
        guard !layout.isCustom else { return }
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        guard layout.isSheet else {
            presentedView.frame = container.bounds
            container.addSubview(presentedView)
            return
        }
        let dimming = UIDimmingView(frame: container.bounds)
        dimming.backgroundColor = UIColor(white: 0, alpha: layout.isPopover ? 0 : Presentation.dimmingAlpha)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(dimming)
        let card = UIDropShadowView(frame: .zero)
        card.layer.cornerRadius = Presentation.sheetCornerRadius
        card.clipsToBounds = true
        container.addSubview(card)
        card.addSubview(presentedView)
        dimmingView = dimming
        cardView = card
        if layout.isPopover {
            placePopover(in: window)
        } else {
            sheetTopInset = max(window.safeAreaInsets.top, 20) + Presentation.sheetTopGap
            installSheetGestures()
            applySheetSettings()
        }
    }

    /// Takes the presenter's view (or the container of its own presentation) out of the window,
    /// once the presented view covers it.
    func removeCoveredView(of presenter: UIViewController) {
        guard var view = presenter.viewIfLoaded, view.window != nil else { return }
        while let superview = view.superview, !(superview is UIWindow) { view = superview }
        guard view !== container, view.superview != nil else { return }
        coveredFrame = view.frame
        coveredView = view
        view.removeFromSuperview()
    }

    /// Whether this presentation took a view out of the window.
    var hasCoveredView: Bool { coveredView != nil }

    /// Puts the view taken out of the window back, just below `view`, as it was.
    func restoreCoveredView(below view: UIView) {
        guard let coveredView, let window = view.window else { return }
        coveredView.frame = coveredFrame
        window.insertSubview(coveredView, belowSubview: view)
        self.coveredView = nil
    }

    /// Takes the presented view out of its card or container and the container out of the window,
    /// and gives a window an alert dimmed its tint back.
    func uninstall() {
        if let presentedView, presentedView.superview === cardView || presentedView.superview === container
            || (layout.isCustom && presentedView.superview != nil) {
            presentedView.removeFromSuperview()
        }
        container.removeFromSuperview()
        restoreTintBehind()
    }

    // MARK: - Transitions

    /// How long this presentation's transitions take: ``duration``, an alert's ``alertDuration``.
    var duration: TimeInterval { fades ? Presentation.alertDuration : Presentation.duration }

    /// Runs `finish` at once (`motion` nil) or after the views moved for ``duration`` of virtual
    /// time: sliding up from the bottom (`.coverVertical`) or fading (the other styles, alerts).
    /// `alongside` runs inside the animation block (at once, without animation, when `motion` is nil).
    func run(_ motion: Motion?, alongside: @escaping () -> Void = {}, finish: @escaping () -> Void) {
        let transition = Transition(finish: finish)
        self.transition = transition
        guard let motion else {
            UIView.performWithoutAnimation(alongside)
            complete(transition)
            return
        }
        let duration = self.duration
        let slides = !fades && transitionStyle == .coverVertical
        // A sheet's card still settling on a detent leaves from where it is drawn (a sheet
        // delegate told of the user's detent may dismiss it at once).
        if motion == .departure { catchSettlingCard() }
        let moving: UIView = cardView ?? container
        let shown = moving.frame
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height)
        if motion == .arrival {
            if slides {
                moving.frame = below
                dimmingView?.alpha = 0
            } else {
                container.alpha = 0
            }
        }
        UIView.animate(withDuration: duration, animations: { [self] in
            switch (motion, slides) {
            case (.arrival, true):
                moving.frame = shown
                dimmingView?.alpha = dimmingTarget
            case (.arrival, false):
                container.alpha = 1
            case (.departure, true):
                moving.frame = below
                dimmingView?.alpha = 0
            case (.departure, false):
                container.alpha = 0
            }
            alongside()
        }, completion: { [weak self] _ in
            self?.complete(transition)
        })
    }

    /// Ends a running transition at once (another presentation or dismissal is starting).
    func finishTransitionNow() {
        if let transition { complete(transition) }
    }

    /// Runs a transition's end once; the completion of an animation that was ended early does nothing.
    private func complete(_ transition: Transition) {
        guard !transition.isFinished else { return }
        transition.isFinished = true
        if self.transition === transition { self.transition = nil }
        transition.finish()
    }
}

// UITabBarController+CustomTransition.swift: a switch of tabs animated by the delegate's animator
// (`tabBarController(_:animationControllerForTransitionFrom:to:)`), interactive when the delegate
// also gives an interaction controller; a cancelled switch gives the old tab back.

/// The view that holds the tabs' views while the delegate's animator switches them, below the tab
/// bar (internal; named after UIKit's so tree dumps read as they do on a device).
final class UITransitionView: UIView {}

/// A switch of tabs the delegate's animator runs: who leaves, who arrives, the selection to give
/// back when it is cancelled, and the container the animator works in.
@MainActor
final class TabTransition {
    let from: UIViewController
    let to: UIViewController
    /// The selected controller before the switch (the More list's pick, say), restored on cancel.
    weak var previousSelection: UIViewController?
    let coordinator: TransitionCoordinator
    let container: UITransitionView
    /// The context the animator runs with, until the switch ends.
    var context: TransitionContext?

    init(from: UIViewController, to: UIViewController, previousSelection: UIViewController?,
         coordinator: TransitionCoordinator, container: UITransitionView) {
        self.from = from
        self.to = to
        self.previousSelection = previousSelection
        self.coordinator = coordinator
        self.container = container
    }

    /// Whether a reset of the runtime interrupted the switch: it will never end.
    var isAbandoned: Bool { context?.isAbandoned ?? false }
}

extension UITabBarController {
    /// Runs the delegate's animator for the switch to `new`, when the tab bar controller is on
    /// screen (appeared, not only appearing or disappearing, and in a window, as UIKit animates a
    /// switch only then), shows another tab and the delegate gives one; returns whether it does.
    /// The new tab is already selected (the selection and the bar's item are the new ones during
    /// the switch).
    ///
    /// The delegate is asked for the animator, then for the interaction controller; the new tab
    /// hears `viewWillAppear`, the old one `viewWillDisappear` (as in a switch at once); the animator
    /// runs in a container view below the bar holding the old tab's view. Each tab's frame in the
    /// context is the one it has when shown (``tabContentFrame(for:)``).
    func runCustomTransition(to new: UIViewController, previousSelection: UIViewController?) -> Bool {
        guard appearanceState == .appeared, let old = displayedController, old !== new, let view = viewIfLoaded,
              view.window != nil, let oldView = old.viewIfLoaded, oldView.superview === view, let delegate,
              let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: old, to: new)
        else { return false }
        let interaction = delegate.tabBarController(self, interactionControllerFor: animator)
        let container = UITransitionView(frame: view.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let coordinator = TransitionCoordinator(isAnimated: true, transitionDuration: 0, containerView: container,
                                                from: old, to: new)
        let record = TabTransition(from: old, to: new, previousSelection: previousSelection,
                                   coordinator: coordinator, container: container)
        tabTransition = record
        displayedController = new
        // Loading the view first puts viewDidLoad before the appearance calls, as in UIKit.
        let newView = new.view
        let initialFrame = tabContentFrame(for: old)
        let finalFrame = tabContentFrame(for: new)
        newView?.frame = finalFrame
        newView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let context = TransitionContext(
            containerView: container, isAnimated: true, presentationStyle: .none, from: old, to: new,
            views: newView.map { [.from: oldView, .to: $0] } ?? [.from: oldView],
            initialFrames: [(old, initialFrame)], finalFrames: [(new, finalFrame)],
            animator: animator, interactionController: interaction, coordinator: coordinator,
            onComplete: { [weak self, weak record] completed in
                guard let self, let record else { return }
                self.endCustomTransition(record, completed: completed)
            })
        record.context = context
        context.prepareInteraction()
        for controller in [self, old, new] { controller.ownTransitionCoordinator = coordinator }
        new.beginAppearanceTransition(true, animated: true)
        old.beginAppearanceTransition(false, animated: true)
        view.insertSubview(container, belowSubview: tabBarStorage)
        container.addSubview(oldView)
        context.start()
        return true
    }

    /// Ends a switch under way at once, as if its animator had completed it: the new tab's view
    /// under the bar, the container gone, the "did" calls made. For what cannot wait for the
    /// animator (the controllers replaced) and for a switch a reset abandoned, which would never
    /// end. A late `completeTransition` from the animator is then ignored.
    func finishTabTransitionNow() {
        guard let record = tabTransition else { return }
        endCustomTransition(record, completed: true)
    }

    /// The end of a switch: the new tab's view (completed) or the old one's (cancelled, with the
    /// old selection back) goes under the bar, at the frame it has when shown, the container
    /// leaves, and the controllers hear the "did" calls (after the "will" calls of the way back,
    /// when cancelled). The tab bar controller's own appearance may have changed mid-switch (its
    /// tabs then heard it, as in a switch at once): the tab that goes disappears even if that
    /// made it appear again; the old tab appears again on a cancel only while the tab bar
    /// controller is on screen; the kept tab's appearance ends here only once the tab bar
    /// controller has appeared (else with the tab bar controller's own).
    private func endCustomTransition(_ record: TabTransition, completed: Bool) {
        guard tabTransition === record else { return }
        tabTransition = nil
        record.context = nil
        let (kept, gone) = completed ? (record.to, record.from) : (record.from, record.to)
        if !completed {
            selectionStorage = record.previousSelection ?? record.from
            displayedController = record.from
            tabBarStorage.select(selectedTabItem())
        }
        if gone.appearanceState == .appeared || gone.appearanceState == .appearing {
            gone.beginAppearanceTransition(false, animated: true)
        }
        if !completed, appearanceState == .appeared || appearanceState == .appearing {
            record.from.beginAppearanceTransition(true, animated: true)
        }
        if let goneView = gone.viewIfLoaded, goneView.isDescendant(of: record.container) { goneView.removeFromSuperview() }
        if let view = viewIfLoaded, let keptView = kept.viewIfLoaded {
            view.insertSubview(keptView, belowSubview: tabBarStorage)
            keptView.frame = tabContentFrame(for: kept)
        }
        record.container.removeFromSuperview()
        record.coordinator.finish()
        for controller in [self, record.from, record.to] where controller.ownTransitionCoordinator === record.coordinator {
            controller.ownTransitionCoordinator = nil
        }
        gone.endAppearanceTransition()
        if appearanceState == .appeared { kept.endAppearanceTransition() }
        viewIfLoaded?.setNeedsLayout()
    }
}

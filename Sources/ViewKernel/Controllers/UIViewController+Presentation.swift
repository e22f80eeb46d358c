// UIViewController+Presentation.swift: presenting and dismissing controllers modally: UIKit's
// checks and messages, the links between presenter and presented, and the appearance calls in
// UIKit's order. The views, their geometry and their animations are in Presentation.swift.

/// What a controller knows of modal presentation: the controller it presents, the one that
/// presented it, and, for a presented controller, the views and state of its presentation.
@MainActor
package final class PresentationState {
    /// The controller this one presents; held strongly, as UIKit holds it.
    var presentedStorage: UIViewController?
    /// The controller that presents this one.
    weak var presentingStorage: UIViewController?
    /// The views of this controller's presentation, while it is presented.
    var presentation: Presentation?
    var isBeingPresented = false
    var isBeingDismissed = false
    /// Completions of `dismiss` calls made while this controller's dismissal was already running.
    var pendingDismissCompletions: [() -> Void] = []
    /// Whether this controller arrives and leaves with an alert's fade rather than its
    /// `modalTransitionStyle` (set by `UIAlertController`).
    package var usesAlertTransition = false
    /// Whether this controller is an action sheet (set by `UIAlertController`): it has a popover
    /// presentation controller whatever its style, and shows as a popover in a regular width.
    package var isActionSheet = false
    /// An action sheet's popover presentation controller, made when first asked for.
    var actionSheetPopover: UIPopoverPresentationController?
    /// Run when a dismissal the user made by tapping outside a popover has ended, before the
    /// delegate hears of it (set by `UIAlertController`: an action sheet's cancel action).
    package var onUserDismissal: (() -> Void)?
    /// The coordinator of the push, pop, presentation or dismissal the controller takes part in.
    var transitionCoordinator: TransitionCoordinator?
    /// The controller's presentation controller, made when first asked for or when presented.
    var presentationControllerStorage: UIPresentationController?
    /// The object supplying custom animators and presentation controllers, held weakly as UIKit does.
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The custom transition running for this (presented) controller, if any.
    var customTransition: TransitionContext?
}

/// A container that shows controllers in its own way when asked to `show(_:sender:)` one (a
/// navigation controller pushes it); `show` looks for the nearest one above the caller.
package protocol ShowingContainer: UIViewController {}

extension UIViewController {
    /// `<ClassName>`, as this package's messages name a controller (without an address).
    package var messageName: String { "<\(String(describing: type(of: self)))>" }

    // MARK: - Links

    /// The controller presented by this one or by its nearest ancestor that presents one.
    func nearestPresentedController() -> UIViewController? {
        nearestPresentingOwner()?.presentationState.presentedStorage
    }

    /// This controller or its nearest ancestor that presents a controller.
    func nearestPresentingOwner() -> UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if current.presentationState.presentedStorage != nil { return current }
            candidate = current.parentStorage
        }
        return nil
    }

    /// The controller that presented this one or its nearest presented ancestor.
    func nearestPresentingController() -> UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let presenting = current.presentationState.presentingStorage { return presenting }
            candidate = current.parentStorage
        }
        return nil
    }

    /// The controller that presents for this one: for the context styles, the nearest of this
    /// controller and its ancestors that defines a presentation context; otherwise (or when none
    /// does) the top of this controller's containers.
    private func presentationContext(for style: UIModalPresentationStyle) -> (UIViewController, definesContext: Bool) {
        if style == .currentContext || style == .overCurrentContext {
            var candidate: UIViewController? = self
            while let current = candidate {
                if current.definesPresentationContext, current.parentStorage != nil { return (current, true) }
                candidate = current.parentStorage
            }
        }
        var top = self
        while let parent = top.parentStorage { top = parent }
        return (top, false)
    }

    // MARK: - Presenting

    /// `present(_:animated:completion:)`: UIKit's checks, then the presentation.
    func presentModally(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let traced = Headless.beginAction(HeadlessAction(
            .present, "present \(String(describing: type(of: presented)))\(animated ? " (animated)" : "")"))
        defer { Headless.endAction(traced) }
        if let parent = presented.parentStorage {
            Headless.reportViolation(
                "Application tried to present modally a view controller \(presented.messageName) that has a parent view controller \(parent.messageName).",
                exceptionName: "NSInvalidArgumentException")
            return
        }
        if presented === self || presented.presentationState.presentingStorage != nil
            || presented.viewIfLoaded?.window != nil {
            Headless.reportViolation("Application tried to present modally an active controller \(presented.messageName).",
                                     exceptionName: "NSInvalidArgumentException")
            return
        }
        let (presenter, definesContext) = presentationContext(for: presented.modalPresentationStyle)
        presenter.dropAbandonedTransitions()
        let attempt = "Attempt to present \(presented.messageName) on \(presenter.messageName) (from \(messageName))"
        if let current = presenter.presentationState.presentedStorage {
            Headless.reportLoggedProblem("\(attempt) which is already presenting \(current.messageName).")
            return
        }
        if presenter.presentationState.presentation?.transition != nil || presenter.presentationState.customTransition != nil {
            Headless.reportLoggedProblem("\(attempt) while a presentation is in progress.")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            Headless.reportLoggedProblem("\(attempt) whose view is not in the window hierarchy.")
            return
        }
        performPresentation(of: presented, by: presenter, in: window, definesContext: definesContext,
                            animated: animated, completion: completion)
    }

    /// Links the two controllers, puts the presented view in the window, and runs the appearance
    /// calls around the (animated or immediate) arrival: UIKit's, or the one the presented
    /// controller's transitioning delegate's animator runs.
    private func performPresentation(of presented: UIViewController, by presenter: UIViewController, in window: UIWindow,
                                     definesContext: Bool, animated: Bool, completion: (() -> Void)?) {
        guard let style = presented.adaptedPresentationStyle(in: window, from: presenter) else { return }
        let delegate = presented.transitioningDelegate
        let controller = presented.presentationController(for: style, presenter: presenter, source: self)
        var layout = Presentation.Layout(style: style, definesContext: definesContext)
        layout.isPopover = style == .popover
        if style == .custom {
            layout.isCustom = true
            layout.removesPresenterView = controller.shouldRemovePresentersView
        }
        let presentation = Presentation(layout: layout, transitionStyle: presented.modalTransitionStyle,
                                        fades: presented.presentationState.usesAlertTransition || layout.isPopover)
        controller.adaptedStyle = style
        controller.attach(presenting: presenter, presentation: presentation)
        presentation.presentationController = controller
        presenter.presentationState.presentedStorage = presented
        presented.presentationState.presentingStorage = presenter
        Headless.current.traitsDidChange()   // the presented controller's traits now come from its presenter
        presented.presentationState.presentation = presentation
        presented.presentationState.isBeingPresented = true
        // Loading the view first puts viewDidLoad before the appearance calls, as in UIKit.
        guard let presentedView = presented.view else { return }
        presentation.install(presentedView, in: window, over: presenter.viewIfLoaded)
        if presented.presentationState.usesAlertTransition { presentation.dimTintBehind(in: window) }
        // The coordinator exists from presentationTransitionWillBegin on, where presentation
        // controllers add their alongside animations.
        let coordinator = TransitionCoordinator(isAnimated: animated, transitionDuration: presentation.duration,
                                                containerView: presentation.container,
                                                presentationStyle: presented.modalPresentationStyle, from: presenter, to: presented)
        let involved = [presenter, presented]
        for controller in involved { controller.ownTransitionCoordinator = coordinator }
        let sendsAppearanceCalls = !window.isHidden
        let leaving = layout.removesPresenterView && sendsAppearanceCalls ? [presenter] : []
        let presenterPlace = ViewPlace(of: presenter.viewIfLoaded)
        let finish = { [presentation] (completed: Bool) in
            presented.presentationState.customTransition = nil
            presenterPlace.restore(outOf: presentation.container)
            if completed, layout.removesPresenterView { presentation.removeCoveredView(of: presenter) }
            coordinator.finish()
            for controller in involved where controller.ownTransitionCoordinator === coordinator {
                controller.ownTransitionCoordinator = nil
            }
            if sendsAppearanceCalls {
                if !completed {
                    presented.beginAppearanceTransition(false, animated: animated)
                    for controller in leaving { controller.beginAppearanceTransition(true, animated: animated) }
                }
                presented.endAppearanceTransition()
                for controller in leaving { controller.endAppearanceTransition() }
            }
            presented.presentationState.isBeingPresented = false
            controller.presentationTransitionDidEnd(completed)
            if !completed {
                presentation.uninstall()
                presenter.unlink([presented])
            }
        }
        // UIKit asks for the animator and the interaction controller before the transition
        // begins: the "will" calls see an interactive transition as interactive.
        let animator = animated ? delegate?.animationController(forPresented: presented, presenting: presenter, source: self) : nil
        let context = animator.map { animator in
            makePresentationContext(presented: presented, presenter: presenter, presentation: presentation, controller: controller,
                                    animator: animator, coordinator: coordinator, finish: finish, completion: completion)
        }
        context?.prepareInteraction()
        controller.presentationTransitionWillBegin()
        if layout.isCustom, animator == nil { presentation.placeCustom(controller) }
        if sendsAppearanceCalls {
            for controller in leaving { controller.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
        }
        presentedView.setNeedsLayout()
        window.layoutIfNeeded()
        guard let context else {
            presentation.run(animated ? .arrival : nil, alongside: coordinator.runAnimations) {
                finish(true)
                completion?()
            }
            return
        }
        context.start()
    }

    // MARK: - Dismissing

    /// The controllers a dismissal from this one takes away (the one it presents first), or nil
    /// when there is nothing to do now: nothing presented (the completion has run), a dismissal of
    /// them already under way (the completion runs after it), or a custom transition in progress
    /// (reported as UIKit logs it).
    private func presentedStackToDismiss(completion: (() -> Void)?) -> [UIViewController]? {
        guard let first = presentationState.presentedStorage else {
            completion?()
            return nil
        }
        if first.presentationState.isBeingDismissed {
            if let completion { first.presentationState.pendingDismissCompletions.append(completion) }
            return nil
        }
        var stack = [first]
        while let next = stack[stack.count - 1].presentationState.presentedStorage { stack.append(next) }
        if stack.contains(where: { $0.presentationState.customTransition != nil }) {
            Headless.reportLoggedProblem("Attempt to dismiss from view controller \(messageName) while a presentation or dismiss is in progress!")
            return nil
        }
        return stack
    }

    /// `dismiss(animated:completion:)`: this controller's presented stack, or, when it presents
    /// nothing, the presenting controller's `dismiss`.
    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        let traced = Headless.beginAction(HeadlessAction(
            .dismiss, "dismiss from \(String(describing: type(of: self)))\(animated ? " (animated)" : "")"))
        defer { Headless.endAction(traced) }
        if let owner = nearestPresentingOwner() {
            owner.dismissPresentedStack(animated: animated, completion: completion)
        } else if let presenting = nearestPresentingController() {
            presenting.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    /// Dismisses the controller this one presents and every controller presented above it: the
    /// top one leaves with its transition (UIKit's, its transitioning delegate's animator's, or,
    /// for a swipe on a sheet, the `driven` animator under the user's finger), the ones between
    /// are taken away at once. `driven` is used only when its controller is the top one leaving.
    func dismissPresentedStack(animated: Bool, completion: (() -> Void)?, driven: UserDrivenDismissal? = nil) {
        dropAbandonedTransitions()
        guard var stack = presentedStackToDismiss(completion: completion) else { return }
        // Ending a transition still under way above runs its completion, which may have dismissed
        // or presented again (with an arrival of its own to end), and a dismissal takes its
        // controllers out of the chain: what leaves is what is still presented once nothing in it
        // is on its way, looked at afresh each time (a completion presenting for ever stops
        // being waited for after a hundred rounds).
        var rounds = 0
        while rounds < 100, stack.contains(where: { $0.presentationState.presentation?.transition != nil }) {
            rounds += 1
            for controller in stack { controller.presentationState.presentation?.finishTransitionNow() }
            guard let current = presentedStackToDismiss(completion: completion) else { return }
            stack = current
        }
        let first = stack[0]
        guard let top = stack.last, let topPresentation = top.presentationState.presentation,
              let window = topPresentation.container.window else {
            // Not in a window: nothing to animate, but the views it dimmed get their tint back.
            for controller in stack { controller.presentationState.presentation?.restoreTintBehind() }
            unlink(stack)
            completion?()
            return
        }
        // A swipe drives the dismissal of the controller it was made for, never of another.
        let driven = driven.flatMap { $0.controller === top ? $0 : nil }
        for controller in stack { controller.presentationState.isBeingDismissed = true }
        let between = stack.dropLast().compactMap { $0.presentationState.presentation?.container }
        for container in between { container.removeFromSuperview() }
        let sendsAppearanceCalls = !window.isHidden
        let leaving = sendsAppearanceCalls ? stack.reversed().filter(\.isShownOrAppearing) : []
        let firstPresentation = first.presentationState.presentation
        let uncovers = firstPresentation?.hasCoveredView == true
        if uncovers { firstPresentation?.restoreCoveredView(below: topPresentation.container) }
        let arriving = uncovers && sendsAppearanceCalls ? [self] : []
        let coordinator = TransitionCoordinator(isAnimated: animated, transitionDuration: topPresentation.duration,
                                                containerView: topPresentation.container,
                                                presentationStyle: top.modalPresentationStyle, from: top, to: self)
        let involved = stack + [self]
        for controller in involved { controller.ownTransitionCoordinator = coordinator }
        let presentationController = topPresentation.presentationController
        let presenterPlace = ViewPlace(of: viewIfLoaded)
        let finish = { [self, weak window] (completed: Bool) in
            top.presentationState.customTransition = nil
            presenterPlace.restore(outOf: topPresentation.container)
            coordinator.finish()
            for controller in involved where controller.ownTransitionCoordinator === coordinator {
                controller.ownTransitionCoordinator = nil
            }
            guard completed else {
                // Cancelled: everything goes back as it was before the dismissal began.
                if uncovers { firstPresentation?.removeCoveredView(of: self) }
                for container in between { window?.insertSubview(container, belowSubview: topPresentation.container) }
                for controller in stack { controller.presentationState.isBeingDismissed = false }
                for controller in leaving { controller.beginAppearanceTransition(true, animated: animated) }
                for controller in arriving { controller.beginAppearanceTransition(false, animated: animated) }
                for controller in arriving { controller.endAppearanceTransition() }
                for controller in leaving { controller.endAppearanceTransition() }
                presentationController?.dismissalTransitionDidEnd(false)
                return
            }
            for controller in stack { controller.presentationState.presentation?.uninstall() }
            for controller in arriving { controller.endAppearanceTransition() }
            for controller in leaving { controller.endAppearanceTransition() }
            presentationController?.dismissalTransitionDidEnd(true)
        }
        let pendingAndDone = { [self] in
            let pending = stack.flatMap(\.presentationState.pendingDismissCompletions)
            self.unlink(stack)
            completion?()
            for pendingCompletion in pending { pendingCompletion() }
        }
        // UIKit asks for the animator and the interaction controller before the transition
        // begins: the "will" calls see an interactive dismissal as interactive.
        let delegate = top.transitioningDelegate
        let animator = driven?.animator ?? (animated ? delegate?.animationController(forDismissed: top) : nil)
        let context = animator.map { animator in
            makeDismissalContext(top: top, stack: stack, presentation: topPresentation, uncovers: uncovers, animator: animator,
                                 interaction: driven?.interaction, coordinator: coordinator, finish: finish, done: pendingAndDone)
        }
        context?.prepareInteraction()
        driven?.willBegin()
        presentationController?.dismissalTransitionWillBegin()
        for controller in leaving { controller.beginAppearanceTransition(false, animated: animated) }
        for controller in arriving { controller.beginAppearanceTransition(true, animated: animated) }
        window.layoutIfNeeded()
        guard let context else {
            topPresentation.run(animated ? .departure : nil, alongside: coordinator.runAnimations) {
                finish(true)
                pendingAndDone()
            }
            return
        }
        context.start()
    }

    /// Forgets the presentation of every controller of `stack` (this controller's presented
    /// controller first).
    func unlink(_ stack: [UIViewController]) {
        if presentationState.presentedStorage === stack.first { presentationState.presentedStorage = nil }
        Headless.current.traitsDidChange()   // the controllers no longer take traits from a presenter
        for controller in stack {
            let state = controller.presentationState
            state.presentedStorage = nil
            state.presentingStorage = nil
            state.presentation = nil
            state.isBeingDismissed = false
            state.isBeingPresented = false
            state.pendingDismissCompletions.removeAll()
            state.presentationControllerStorage?.detach()
        }
    }

    /// Whether the controller has appeared or is appearing (so it has a disappearance to run).
    private var isShownOrAppearing: Bool {
        appearanceState == .appeared || appearanceState == .appearing
    }

    // MARK: - Showing

    /// `show(_:sender:)`: the nearest container above that shows controllers itself, else a
    /// modal presentation with animation.
    func showInNearestContainer(_ controller: UIViewController, sender: Any?) {
        var candidate = parentStorage ?? presentationState.presentingStorage
        while let current = candidate {
            if current is ShowingContainer {
                current.show(controller, sender: sender)
                return
            }
            candidate = current.parentStorage ?? current.presentationState.presentingStorage
        }
        present(controller, animated: true)
    }
}

// TransitionFuzzHarness.swift: applies TransitionOperations to a window showing a tab bar
// controller (a navigation controller of tracked screens, and a reorderable list) under a chain of
// presented controllers, keeping a model of the stack, the chain and the list; the navigation and
// presentation operations are here, the touches, menus and list in TransitionFuzzHarness+Touches.swift,
// the invariants in TransitionFuzzInvariants.swift.
import Foundation
import TestSupport
@testable import ViewWidgets

/// An interactive pop under way: the controller it takes off, and how it ended once it has.
@MainActor
final class PendingPop {
    let controller: UIViewController
    var cancelled: Bool?
    init(controller: UIViewController) { self.controller = controller }
}

@MainActor
final class TransitionFuzzHarness: RandomOperationSubject {
    let log = TransitionFuzzLog()
    /// The window, made after `Headless.reset()` so that it has the default screen's size.
    let window: UIWindow
    let tabs = UITabBarController()
    let navigation: UINavigationController
    let list: ReorderScreen
    let navigationDelegate = TransitionFuzzNavigationDelegate()
    let tabDelegate = TransitionFuzzTabDelegate()
    let cardTransitions = TransitionFuzzCardTransitions()
    /// Makes the screens pushed and presented (a deliberately broken subclass, in a test).
    let makeScreen: (String, TransitionFuzzLog) -> TrackedController

    // The model.
    /// The navigation stack the operations imply (an interactive pop takes its top off at once,
    /// and a cancelled one puts it back when it ends).
    var stack: [UIViewController] = []
    var pendingPops: [PendingPop] = []
    var presented: [UIViewController] = []
    var presentedStyles: [UIModalPresentationStyle] = []
    /// The finger on the screen, if one is down.
    var touch: UITouch?
    /// The interaction the app drives, while it drives one.
    var interaction: UIPercentDrivenInteractiveTransition?
    /// The list's order when the movement began, and the name moved, while one is under way.
    var movement: (start: [String], name: String)?
    /// Controllers let go of, which must be freed once everything is at rest.
    var released: [WeakController] = []
    /// Every tracked controller made, to check appearance states at rest.
    var tracked: [WeakController] = []
    var nextNumber = 2
    /// How many times the checks at rest ran (the run must reach rest often).
    var restChecks = 0
    /// How many interactive pops (edge-dragged or percent-driven) began.
    var interactivePops = 0
    /// Messages an operation recorded itself (to tell a refusal), checked with the others.
    var heard: [String] = []

    init(makeScreen: @escaping (String, TransitionFuzzLog) -> TrackedController = { TrackedController(name: $0, log: $1) }) {
        Headless.reset()
        self.makeScreen = makeScreen
        window = UIWindow(frame: UIScreen.main.bounds)
        let root = makeScreen("nav 1", log)
        navigation = UINavigationController(rootViewController: root)
        list = ReorderScreen(name: "list", log: log)
        navigation.delegate = navigationDelegate
        tabs.delegate = tabDelegate
        tabs.viewControllers = [navigation, list]
        list.loadViewIfNeeded()
        stack = [root]
        tracked = [WeakController(controller: root, name: "nav 1"), WeakController(controller: list, name: "list")]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
    }

    func randomOperation(using generator: inout SeededGenerator) -> TransitionOperation {
        TransitionOperation.random(using: &generator, in: .init(
            stackDepth: navigation.viewControllers.count, presentedCount: presented.count, touchHeld: touch != nil,
            interactionPending: interaction != nil, menuShown: openMenu() != nil, moving: movement != nil))
    }

    func apply(_ operation: TransitionOperation) -> (description: String, failure: InvariantFailure?) {
        var description = ""
        var allowed: [String] = []
        var failure: InvariantFailure?
        heard = []
        let recorded = Headless.recordingViolations {
            (description, allowed, failure) = perform(operation)
            window.layoutIfNeeded()
        }
        if let failure { return (description, failure) }
        let messages = heard + recorded
        let unexpected = messages.filter { message in !allowed.contains { message.hasPrefix($0) } }
        if !unexpected.isEmpty {
            return (description, InvariantFailure("nothing is reported but the refusals UIKit makes", unexpected.joined(separator: "; ")))
        }
        return (description, checkInvariants())
    }

    /// The controller at `level` of the chain: 0 the tab bar controller, then the presented ones.
    func controller(at level: Int) -> UIViewController? {
        level == 0 ? tabs : level <= presented.count ? presented[level - 1] : nil
    }

    /// Carries out `operation` and updates the model: its description, the prefixes of the
    /// messages it may report (refusals UIKit logs, after which nothing changed), and a failure
    /// seen while it ran.
    private func perform(_ operation: TransitionOperation) -> (String, [String], InvariantFailure?) {
        switch operation {
        case .push(let animated):
            let screen = makeScreen("nav \(nextNumber)", log)
            nextNumber += 1
            tracked.append(WeakController(controller: screen, name: screen.name))
            navigation.pushViewController(screen, animated: animated)
            stack.append(screen)
            noteInteractivePop()
            return ("push \(screen.name) (animated: \(animated))", [], nil)
        case .pop(let animated):
            let popped = navigation.popViewController(animated: animated)
            return ("popViewController(animated: \(animated))", [], popFromModel(popped))
        case .popToRoot(let animated):
            let popped = navigation.popToRootViewController(animated: animated) ?? []
            let expected = Array(stack.dropFirst())
            stack = Array(stack.prefix(1))
            release(popped)
            let text = "popToRootViewController(animated: \(animated))"
            if popped.count != expected.count || zip(popped, expected).contains(where: { $0 !== $1 }) {
                return (text, [], InvariantFailure("popToRoot returns the controllers above the root", "returned \(names(popped)), expected \(names(expected))"))
            }
            return (text, [], nil)
        case .navigationFades(let fades):
            navigationDelegate.fades = fades
            return ("navigation delegate fades: \(fades)", [], nil)
        case .percentDrivenPop:
            return percentDrivenPop()
        case .interactionUpdate(let percent):
            guard let interaction else { return ("interaction.update(\(percent)): skipped (none)", [], nil) }
            interaction.update(percent)
            return ("interaction.update(\(percent))", [], nil)
        case .interactionEnd(let finish):
            guard let driven = interaction else { return ("interaction end: skipped (none)", [], nil) }
            if finish { driven.finish() } else { driven.cancel() }
            interaction = nil
            return (finish ? "interaction.finish()" : "interaction.cancel()", [], nil)
        case .edgeTouchBegin, .touchMove, .touchEnd, .tabTap, .menuTap, .menuPick, .menuDismissTap:
            return performTouch(operation)
        case .selectTab(let index):
            let before = tabs.selectedIndex
            let messages = Headless.recordingViolations { tabs.selectedIndex = index }
            heard += messages
            return ("tabs.selectedIndex = \(index)", [Self.tabRefusal], checkSelection(before: before, wanted: index, refused: !messages.isEmpty))
        case .tabsFade(let fades):
            tabDelegate.fades = fades
            return ("tab bar delegate fades: \(fades)", [], nil)
        case let .present(level, style, animated):
            return present(from: level, style: style, animated: animated)
        case let .dismiss(level, animated):
            return dismiss(level: level, animated: animated)
        case .beginMovement, .updateMovement, .endMovement, .cancelMovement, .applyRotation:
            return performMovement(operation)
        case .advance(let seconds):
            Headless.advance(by: seconds)
            return ("Headless.advance(by: \(seconds))", [], nil)
        case .runLoopTurn:
            Headless.runTurn()
            return ("run loop turn", [], nil)
        case .settle:
            Headless.runUntilIdle()
            return ("Headless.runUntilIdle()", [], nil)
        }
    }

    /// The message UIKit logs for a tab selection during a custom tab transition.
    static let tabRefusal = "The selection of the tab bar controller was changed while a custom transition"

    /// A selection took (`wanted` is selected) unless it was refused (then nothing changed).
    func checkSelection(before: Int, wanted: Int, refused: Bool) -> InvariantFailure? {
        let expected = refused ? before : wanted
        if tabs.selectedIndex != expected {
            return InvariantFailure("a tab selection takes unless UIKit refuses it",
                                    "selectedIndex \(tabs.selectedIndex), expected \(expected) (was \(before), refused: \(refused))")
        }
        return nil
    }

    /// Takes what a pop returned off the model's top.
    private func popFromModel(_ popped: UIViewController?) -> InvariantFailure? {
        guard let popped else {
            return stack.count > 1 ? InvariantFailure("a pop above the root pops", "nothing was popped from \(names(stack))") : nil
        }
        guard stack.count > 1, stack.last === popped else {
            return InvariantFailure("a pop returns the top controller", "returned \(names([popped])), the stack was \(names(stack))")
        }
        stack.removeLast()
        release([popped])
        return nil
    }

    /// An animated pop driven by a percent-driven interaction the app then updates and ends.
    private func percentDrivenPop() -> (String, [String], InvariantFailure?) {
        if let old = interaction {
            old.finish()          // the app ends the interaction it drove before starting another
            interaction = nil
        }
        let driven = UIPercentDrivenInteractiveTransition()
        navigationDelegate.pendingInteraction = driven
        let popped = navigation.popViewController(animated: true)
        navigationDelegate.pendingInteraction = nil
        let text = "popViewController(animated: true) driven by a UIPercentDrivenInteractiveTransition"
        guard let popped else { return (text + " (nothing to pop)", [], popFromModel(nil)) }
        guard stack.count > 1, stack.last === popped else { return (text, [], popFromModel(popped)) }
        stack.removeLast()
        if let coordinator = navigation.transitionCoordinator, coordinator.isInteractive {
            interaction = driven
            track(PendingPop(controller: popped), coordinator: coordinator)
        } else {
            release([popped])
        }
        return (text, [], nil)
    }

    /// Follows an interactive pop to its end: a cancelled one puts its controller back on the
    /// model's top when it ends (before whatever ended it goes on), a finished one lets it go.
    func track(_ pop: PendingPop, coordinator: any UIViewControllerTransitionCoordinator) {
        pendingPops.append(pop)
        interactivePops += 1
        coordinator.animate(alongsideTransition: nil) { [weak self, pop] context in
            pop.cancelled = context.isCancelled
            guard let self else { return }
            self.pendingPops.removeAll { $0 === pop }
            if context.isCancelled { self.stack.append(pop.controller) } else { self.release([pop.controller]) }
        }
    }

    /// After a touch: a pop the edge drag began takes the top off the model; an interactive one
    /// is followed to its end (with a custom animator and no interaction controller, the pop
    /// runs by itself).
    func noteInteractivePop() {
        guard let top = stack.last, stack.count > 1, !pendingPops.contains(where: { $0.controller === top }),
              navigation.viewControllers.count == stack.count - 1,
              zip(navigation.viewControllers, stack).allSatisfy({ $0 === $1 }) else { return }
        stack.removeLast()
        if let coordinator = navigation.transitionCoordinator, coordinator.isInteractive {
            track(PendingPop(controller: top), coordinator: coordinator)
        } else {
            release([top])
        }
    }

    private func present(from level: Int, style: Int, animated: Bool) -> (String, [String], InvariantFailure?) {
        guard let presenter = controller(at: level) else { return ("present from level \(level): skipped", [], nil) }
        let (styleName, presentationStyle) = TransitionOperation.styles[style]
        let screen = makeScreen("presented \(nextNumber)", log)
        nextNumber += 1
        tracked.append(WeakController(controller: screen, name: screen.name))
        screen.modalPresentationStyle = presentationStyle
        if presentationStyle == .custom { screen.transitioningDelegate = cardTransitions }
        let justified = presenter.presentedViewController != nil || presenter.viewIfLoaded?.window == nil
            || presenter.isBeingPresented || presenter.isBeingDismissed
        let messages = Headless.recordingViolations { presenter.present(screen, animated: animated) }
        heard += messages
        let text = "level \(level).present(\(screen.name), \(styleName), animated: \(animated))"
        if messages.contains(where: { $0.hasPrefix("Attempt to present") }) {
            released.append(WeakController(controller: screen, name: screen.name))
            if !justified {
                return (text, [], InvariantFailure("a presentation is refused only when UIKit refuses it",
                                                   "level \(level) presents nothing, its view is in the window, nothing moves: \(messages)"))
            }
            if screen.presentingViewController != nil || screen.viewIfLoaded?.window != nil {
                return (text, ["Attempt to present"], InvariantFailure("a refused presentation changes nothing",
                                                                      "\(screen.name) is linked or in the window"))
            }
            return (text, ["Attempt to present"], nil)
        }
        if justified {
            return (text, [], InvariantFailure("a presentation UIKit refuses is refused",
                                               "level \(level) presented \(screen.name) though it presents or moves"))
        }
        presented.append(screen)
        presentedStyles.append(presentationStyle)
        return (text, [], nil)
    }

    private func dismiss(level: Int, animated: Bool) -> (String, [String], InvariantFailure?) {
        guard let receiver = controller(at: level) else { return ("dismiss level \(level): skipped", [], nil) }
        // A controller that presents (even one still leaving) dismisses what it presents; one
        // that does not is dismissed by its presenter.
        let presents = receiver.presentedViewController != nil
        let messages = Headless.recordingViolations { receiver.dismiss(animated: animated) }
        heard += messages
        let text = "level \(level).dismiss(animated: \(animated))"
        if messages.contains(where: { $0.hasPrefix("Attempt to dismiss") }) { return (text, ["Attempt to dismiss"], nil) }
        let keep = presents ? min(level, presented.count) : max(0, level - 1)
        release(Array(presented[keep...]))
        presented.removeSubrange(keep...)
        presentedStyles.removeSubrange(keep...)
        return (text, [], nil)
    }

    /// Keeps weak references to controllers let go of, to check that they are freed.
    func release(_ controllers: [UIViewController]) {
        for controller in controllers {
            released.append(WeakController(controller: controller, name: (controller as? TrackedController)?.name ?? "?"))
        }
    }

    func names(_ controllers: [UIViewController]) -> [String] {
        controllers.map { ($0 as? TrackedController)?.name ?? String(describing: type(of: $0)) }
    }
}

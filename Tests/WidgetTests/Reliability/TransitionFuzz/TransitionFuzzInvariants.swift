// TransitionFuzzInvariants.swift: what must hold after every operation of the transition fuzz:
// appearance calls in UIKit's order, at most one menu open, the list a permutation of its names;
// and at rest (the clock idle, no finger down, no interaction driven), no transition left, the
// stack and the chain of presented controllers the operations imply, the shown views and only
// they in the window, each controller appeared exactly when its view is in the window, no
// movement flags, no menu views left, the list's cells as its snapshot, and everything let go of
// freed.
import Foundation
import TestSupport
@testable import ViewWidgets

extension TransitionFuzzHarness {
    func checkInvariants() -> InvariantFailure? {
        if let first = log.outOfOrder.first {
            return InvariantFailure("appearance calls come in UIKit's order", first)
        }
        let open = menuContainers().filter { $0.presentation.map { !$0.isDismissing } ?? false }
        if open.count > 1 { return InvariantFailure("at most one menu is open", "\(open.count) are") }
        if listOrder.sorted() != TransitionOperation.names.sorted() {
            return InvariantFailure("the list's items are a permutation of its names", "\(listOrder)")
        }
        if navigation.viewControllers.count != stack.count || zip(navigation.viewControllers, stack).contains(where: { $0 !== $1 }) {
            return InvariantFailure("the stack is what the operations imply",
                                    "viewControllers \(names(navigation.viewControllers)), expected \(names(stack))")
        }
        guard Headless.isIdle, touch == nil, interaction == nil else { return nil }
        restChecks += 1
        return checkSettled() ?? checkShown() ?? checkAppearance() ?? checkMenusAtRest() ?? checkListAtRest() ?? checkFreed()
    }

    /// No transition is left: no coordinator, no interactive pop pending, the chain linked both
    /// ways as the model has it, nobody being presented or dismissed.
    private func checkSettled() -> InvariantFailure? {
        if navigation.transitionCoordinator != nil || tabs.transitionCoordinator != nil {
            return InvariantFailure("at rest no transition is left running", "a coordinator is still there")
        }
        if let pop = pendingPops.first {
            return InvariantFailure("an interactive pop ends", "the pop of \(names([pop.controller])) never completed")
        }
        var current: UIViewController = tabs
        for (level, next) in presented.enumerated() {
            guard current.presentedViewController === next, next.presentingViewController === current else {
                return InvariantFailure("the presented controllers are the model's, linked both ways",
                                        "level \(level) presents \(current.presentedViewController.map { names([$0]) } ?? [])")
            }
            current = next
        }
        if let extra = current.presentedViewController {
            return InvariantFailure("the presented controllers are the model's, linked both ways", "the top presents \(names([extra]))")
        }
        return nil
    }

    /// The views shown: the top of the chain, and what is under it up to the last full-screen
    /// presentation; under the tab bar controller, the selected tab, and in the navigation
    /// controller only the top controller's view.
    private func checkShown() -> InvariantFailure? {
        // Over the last full-screen presentation everything shows; its presenter's view leaves
        // the window (what happens to views further down is not documented, so not checked).
        let cover = presentedStyles.lastIndex(of: .fullScreen)
        for (level, controller) in presented.enumerated() where level >= (cover ?? 0) {
            if controller.viewIfLoaded?.window !== window {
                return InvariantFailure("a presented controller's view is in the window unless a full-screen one covers it",
                                        "\(names([controller])) at level \(level + 1) is not")
            }
        }
        if let cover, controller(at: cover)?.viewIfLoaded?.window != nil {
            return InvariantFailure("a full-screen presentation takes its presenter's view out of the window",
                                    "level \(cover)'s view is still in it")
        }
        let baseShown = cover == nil
        if baseShown, tabs.viewIfLoaded?.window !== window {
            return InvariantFailure("the tab bar controller's view is in the window unless a full-screen presentation covers it",
                                    "it is not")
        }
        guard baseShown else { return nil }
        let selected = tabs.selectedIndex
        if (navigation.viewIfLoaded?.window === window) != (selected == 0) || (list.viewIfLoaded?.window === window) != (selected == 1) {
            return InvariantFailure("only the selected tab's view is in the window", "selected \(selected)")
        }
        guard selected == 0, let top = navigation.topViewController else { return nil }
        let inside = navigation.viewControllers.filter { $0.viewIfLoaded?.superview === navigation.view }
        if top.viewIfLoaded?.window !== window || inside.count != 1 {
            return InvariantFailure("the navigation controller shows its top controller's view and no other",
                                    "top \(names([top])) in the window: \(top.viewIfLoaded?.window != nil); inside: \(names(inside))")
        }
        if top.viewIfLoaded?.alpha != 1 || top.viewIfLoaded?.frame.origin != .zero {
            return InvariantFailure("the top controller's view rests in place", "\(names([top])): alpha \(top.view.alpha), frame \(top.view.frame)")
        }
        return nil
    }

    /// Each tracked controller has appeared exactly when its view is in the window, and no
    /// moving or presenting flag is left outside the calls.
    private func checkAppearance() -> InvariantFailure? {
        for entry in tracked {
            guard let controller = entry.controller as? TrackedController else { continue }
            let state = controller.appearance
            let inWindow = controller.viewIfLoaded?.window != nil
            if state != (inWindow ? .appeared : .disappeared) {
                return InvariantFailure("at rest a controller has appeared exactly when its view is in the window",
                                        "\(entry.name) is \(state.rawValue), in the window: \(inWindow)")
            }
            if controller.isMovingToParent || controller.isMovingFromParent || controller.isBeingPresented || controller.isBeingDismissed {
                return InvariantFailure("the moving and presenting flags are set only inside the appearance calls",
                                        "\(entry.name): moving to \(controller.isMovingToParent), from \(controller.isMovingFromParent), presented \(controller.isBeingPresented), dismissed \(controller.isBeingDismissed)")
            }
        }
        return nil
    }

    /// Once closed, a menu leaves no view behind.
    private func checkMenusAtRest() -> InvariantFailure? {
        let left = menuContainers().filter { $0.presentation.map(\.isDismissing) ?? true }
        if !left.isEmpty { return InvariantFailure("a closed menu leaves no views", "\(left.count) containers left") }
        return nil
    }

    /// With no movement under way, the list shows its snapshot's names in order, no cell moved,
    /// faded or marked as reordering.
    private func checkListAtRest() -> InvariantFailure? {
        guard movement == nil, let collectionView = list.collectionView, collectionView.window != nil else { return nil }
        if list.shownNames != listOrder {
            return InvariantFailure("the list shows its snapshot", "shows \(list.shownNames), snapshot \(listOrder)")
        }
        for cell in collectionView.visibleCells where cell.alpha != 1 || !cell.transform.isIdentity || cell.configurationState.isReordering {
            return InvariantFailure("no cell keeps the movement's look", "alpha \(cell.alpha), transform \(cell.transform), reordering \(cell.configurationState.isReordering)")
        }
        return nil
    }

    /// Controllers let go of (popped, dismissed, refused) are freed, their views out of the window.
    private func checkFreed() -> InvariantFailure? {
        released.removeAll { entry in entry.controller.map { controller in stack.contains { $0 === controller } } ?? false }
        for entry in released where entry.controller != nil {
            return InvariantFailure("controllers let go of are freed", "\(entry.name) is still alive at rest")
        }
        released = []
        return nil
    }
}

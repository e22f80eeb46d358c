// UINavigationController+Stack.swift: changing the stack once UIKit's checks have passed: the
// children added and removed, and the bar's items kept in step.

extension UINavigationController {
    /// Pops the controllers above the one at `index` in the stack; returns them, bottom first
    /// (empty when that one is already on top). Popping to the root and to a controller share it,
    /// so neither goes through the other's override.
    func popControllers(above index: Int, animated: Bool) -> [UIViewController] {
        // A change still under way ends first (a cancelled pop puts its controller back, and it
        // is popped with the others).
        finishTransitionNow()
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        changeStack(to: Array(stack[...index]), animated: animated, style: .pop)
        return popped
    }

    /// Replaces the stack: finishes a running slide, tells leaving controllers
    /// `willMove(toParent: nil)`, adds arriving ones as children, updates the bar, and shows the
    /// new top (which ends the containment calls, at once or when the slide ends).
    func changeStack(to newStack: [UIViewController], animated: Bool, style: NavigationTransition.Style) {
        finishTransitionNow()
        let oldStack = stack
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        stackBeforeChange = oldStack
        stack = newStack
        // The swipe back fades the bar's content with the finger (ended at once if it does not drive).
        let fadesBar = isBeginningInteractivePop && style == .pop && animated
        if fadesBar { navigationBar.beginCrossFade() }
        navigationBar.replaceItems(newStack.map(\.navigationItem))
        if fadesBar { navigationBar.hideNewContentForCrossFade() }
        updateToolbarItems()
        // The bar's height follows the new top item's title (large or not), and the bottom bars
        // the new top's `hidesBottomBarWhenPushed`.
        viewIfLoaded?.setNeedsLayout()
        tabBarController?.viewIfLoaded?.setNeedsLayout()
        showTopViewController(removed: removed, added: added, animated: animated, style: style)
    }

    /// Ends the containment calls of a change: `didMove(toParent: nil)` (through
    /// `removeFromParent()`) for the controllers that left, `didMove(toParent: self)` for the new ones.
    func finishContainment(removed: [UIViewController], added: [UIViewController]) {
        for controller in removed where controller.parent === self { controller.removeFromParent() }
        for controller in added where controller.parent === self { controller.didMove(toParent: self) }
    }

    /// `<ClassName>`, as UIKit's messages name a controller (without the address).
    func debugName(of controller: UIViewController) -> String {
        "<\(String(describing: type(of: controller)))>"
    }
}

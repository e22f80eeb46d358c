// UINavigationController+Stack.swift: pushing, popping and replacing the stack: the checks UIKit
// makes, the children added and removed, and the bar's items kept in step.

extension UINavigationController {
    // MARK: - The public operations

    func performPush(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            Headless.reportViolation("Pushing a navigation controller is not supported",
                                     exceptionName: "NSInvalidArgumentException")
            return
        }
        if stack.contains(where: { $0 === viewController }) {
            Headless.reportViolation(
                "Pushing the same view controller instance more than once is not supported (\(debugName(of: viewController)))",
                exceptionName: "NSInvalidArgumentException")
            return
        }
        changeStack(to: stack + [viewController], animated: animated, style: .push)
    }

    func performPop(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated, style: .pop)
        return top
    }

    func performPopToRoot(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return performPop(to: root, animated: animated)
    }

    func performPop(to viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Headless.reportViolation("Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        changeStack(to: Array(stack[...index]), animated: animated, style: .pop)
        return popped
    }

    func performSetViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let isDistinct = viewControllers.indices.allSatisfy { index in
            !viewControllers[..<index].contains { $0 === viewControllers[index] }
        }
        guard isDistinct else {
            let names = viewControllers.map(debugName(of:)).joined(separator: ", ")
            Headless.reportViolation("All view controllers in a navigation controller must be distinct ((\(names)))")
            return
        }
        if viewControllers.contains(where: { $0 is UINavigationController }) {
            Headless.reportViolation("Pushing a navigation controller is not supported",
                                     exceptionName: "NSInvalidArgumentException")
            return
        }
        // A new top that was already in the stack is shown the way a pop shows it; a new one, as a push.
        let wasInStack = viewControllers.last.map { top in stack.contains { $0 === top } } ?? true
        changeStack(to: viewControllers, animated: animated, style: wasInStack ? .pop : .push)
    }

    // MARK: - Machinery

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
        stack = newStack
        navigationBar.replaceItems(newStack.map(\.navigationItem))
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

// UIView+Teardown.swift: freeing a tree without recursion on the call stack.
//
// A view's subviews are released when the view is freed. Left to the subview array, that release
// would free each child from inside its parent's deinit, and a chain of views would nest one
// deinit per level until the stack overflowed (about 50,000 levels on an 8 MB main thread). The
// deinit instead hands its children to a worklist that the outermost deinit drains: each child
// freed there hands over its own children, so every deinit runs at the same stack depth.

extension UIView {
    /// The subviews waiting to be let go, last to be released first; only the outermost
    /// teardown drains it. Touched only from deinits of main-actor views.
    nonisolated(unsafe) private static var subviewsToRelease: [UIView] = []
    /// Whether a deinit further up the stack is draining `subviewsToRelease`.
    nonisolated(unsafe) private static var isReleasingSubviews = false

    /// Puts `children` (detached from their freed parent) on the worklist, to be let go of in
    /// `subviews` order, each subtree completely before the next sibling, as the array's own
    /// release would.
    nonisolated static func holdDetachedSubviews(_ children: [UIView]) {
        subviewsToRelease.append(contentsOf: children.reversed())
    }

    /// Lets go of the views on the worklist, unless a deinit further up the stack is already
    /// doing so: a view freed here puts its own children on the worklist instead of freeing them,
    /// so every deinit runs at the same stack depth.
    nonisolated static func releaseHeldSubviews() {
        guard !isReleasingSubviews else { return }
        isReleasingSubviews = true
        while !subviewsToRelease.isEmpty {
            // The popped view is released at the end of this statement, after the array access
            // ended, so its deinit may append to the worklist.
            _ = subviewsToRelease.removeLast()
        }
        isReleasingSubviews = false
    }
}

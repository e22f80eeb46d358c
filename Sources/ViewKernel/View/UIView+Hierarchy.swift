// UIView+Hierarchy.swift: adding, ordering and removing subviews, and the callbacks around them.

extension UIView {
    /// Inserts `view` at `index`, or moves it there when it is already a subview: what adding,
    /// inserting and bringing to the front or back share. Only a view new to this superview
    /// gets the callbacks; a move among siblings only asks for layout.
    func insertOrMove(_ view: UIView, at index: Int) {
        guard canAdopt(view) else { return }
        if view.superview === self {
            moveSubview(from: indexOfSubview(view), to: min(max(0, index), subviewStorage.count - 1))
            return
        }
        adopt(view, at: index)
    }

    /// Whether `view` is the superview (a collection view asks this of every cell it places).
    /// Compares addresses: `superviewStorage === view` retains and releases the superview.
    package func isSubview(of view: UIView) -> Bool {
        unsafeBitCast(superviewStorage, to: UnsafeRawPointer?.self) == UnsafeRawPointer(Unmanaged.passUnretained(view).toOpaque())
    }

    /// Moves the subview at `from` so that it is at `to` afterwards (both in range), without
    /// callbacks: a move among siblings only asks for layout. For a caller that knows the indexes
    /// (a collection view putting a cell that waited hidden among the subviews in its place).
    package func moveSubview(from: Int, to: Int) {
        precondition(subviewStorage.indices.contains(from) && subviewStorage.indices.contains(to), "moveSubview: an index out of range")
        moveElement(of: &subviewStorage, from: from, to: to)
        subviewStorage[to].indexHintInSuperview = to
        setNeedsLayout()
    }

    /// Whether both indexes are in `subviewStorage`; an index out of range is reported as NSArray
    /// reports it for `exchangeSubview(at:withSubviewAt:)` (its indexes are unsigned, so -1 shows
    /// as 18446744073709551615; an empty array has its own wording).
    func subviewIndexesAreInRange(_ index1: Int, _ index2: Int) -> Bool {
        let count = subviewStorage.count
        for index in [index1, index2] where !(0..<count).contains(index) {
            let bounds = count == 0 ? "for empty array" : "[0 .. \(count - 1)]"
            Headless.reportViolation("*** -[__NSArrayM exchangeObjectAtIndex:withObjectAtIndex:]: index \(UInt(bitPattern: index)) beyond bounds \(bounds)",
                                     exceptionName: "NSRangeException")
            return false
        }
        return true
    }

    /// Unlinks the view from its superview and window with UIKit's callbacks, in UIKit's order:
    /// the old superview's `willRemoveSubview(_:)` while the view is still its subview, the view's
    /// `willMove(toSuperview: nil)`, the window callbacks when it was in a window, then
    /// `didMoveToSuperview()`. A callback that moves the view elsewhere ends the removal.
    func leaveSuperviewAndWindow() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        // A callback may have moved the view already. (The checks read the unretained pointer: a
        // retain of a scroll view, which has a side table, takes Swift's slow path.)
        guard superviewStorage === parent else { return }
        willMove(toSuperview: nil)
        guard superviewStorage === parent else { return }
        let oldWindow = window
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        parent.detach(self)
        if oldWindow != nil { sendDidMoveToWindow(nil) }
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    // MARK: - Machinery

    /// Refuses to adopt self or an ancestor, which would make a cycle. Walks the ancestors itself
    /// rather than asking `isDescendant(of:)`, so an override cannot let a cycle in.
    ///
    /// A view without subviews is nobody's ancestor, so adding one (a new view under the leaf of
    /// a chain, the common case) needs no walk at all. Otherwise the walk compares identities
    /// through unretained references: no retain or release per ancestor, a few nanoseconds a step.
    package func canAdopt(_ view: UIView) -> Bool {
        if view !== self, view.subviewStorage.isEmpty { return true }
        let target = ObjectIdentifier(view)
        unowned(unsafe) var current = self
        while true {
            if ObjectIdentifier(current) == target {
                Headless.reportViolation("Can't add self as subview", exceptionName: "NSInvalidArgumentException")
                return false
            }
            guard let parent = current.superviewStorage else { return true }
            current = parent
        }
    }

    /// Makes `view` (not yet a subview of self) a subview at `index`, with UIKit's callbacks.
    private func adopt(_ view: UIView, at index: Int) {
        let newWindow = window
        view.willMove(toSuperview: self)
        let oldParent = view.superview
        if let oldParent {
            oldParent.willRemoveSubview(view)
        }
        let windowChanges = view.window !== newWindow
        if windowChanges { view.sendWillMove(toWindow: newWindow) }
        if let oldParent {
            oldParent.detach(view)
            oldParent.setNeedsLayout()
        }
        let position = min(max(0, index), subviewStorage.count)
        if position == subviewStorage.count {
            subviewStorage.append(view)  // the common case, without the generic insertion
        } else {
            subviewStorage.insert(view, at: position)
        }
        view.indexHintInSuperview = position
        view.superviewStorage = self
        view.safeAreaSubtreeMoved(under: self)
        view.traitsMayHaveMoved()
        if view.engineVariables != nil { Headless.current.layoutEngine.superviewDidChange(of: view) }
        if windowChanges { view.sendDidMoveToWindow(newWindow) }
        // A callback above (`willMove(toSuperview:)`, `willMove(toWindow:)`...) may have moved this
        // view out of its window or into another: the subtree takes the window it is in now, so
        // that no view keeps a window it is not in (and that could be freed under it).
        if window !== newWindow { view.setWindowInSubtree(window) }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
        if view.subtreeNeedsLayout { propagateSubtreeNeedsLayout() }
        // A subtree waiting for `updateConstraints()` (or a view whose class requires constraint-
        // based layout and has not been through the pass) brings its new tree into the pass.
        if view.autoLayoutStorage?.subtreeNeedsUpdateConstraints == true
            || (view.autoLayoutStorage == nil && type(of: view).requiresConstraintBasedLayout) {
            view.setNeedsUpdateConstraintsInTree()
        }
    }

    /// Unlinks a subview from the storage, without callbacks.
    private func detach(_ view: UIView) {
        let engine = Headless.current.layoutEngine
        if engine.isInUse { engine.subtreeWillLeave(view, parent: self) }
        subviewStorage.remove(at: indexOfSubview(view))
        view.superviewStorage = nil
        view.safeAreaSubtreeMoved(under: self)
        view.dropCachedTraitsOfSubtree()
        if view.engineVariables != nil { engine.superviewDidChange(of: view) }
    }

    /// The index of `view` in `subviewStorage`; `view` must be a subview.
    ///
    /// Starts from the hint and searches outward, so removing from the front or the back of a long
    /// list of siblings stays cheap.
    package func indexOfSubview(_ view: UIView) -> Int {
        let count = subviewStorage.count
        let hint = min(max(0, view.indexHintInSuperview), count - 1)
        var low = hint, high = hint + 1
        while low >= 0 || high < count {
            if low >= 0 {
                if subviewStorage[low] === view { view.indexHintInSuperview = low; return low }
                low -= 1
            }
            if high < count {
                if subviewStorage[high] === view { view.indexHintInSuperview = high; return high }
                high += 1
            }
        }
        preconditionFailure("indexOfSubview: the view is not a subview")
    }

    /// Sends `willMove(toWindow:)` to every view of this subtree, the receiver first, after a
    /// first responder inside it resigned (UIView+FirstResponder.swift).
    func sendWillMove(toWindow newWindow: UIWindow?) {
        resignFirstResponderLeavingWindow(for: newWindow)
        forEachInSubtree { $0.willMove(toWindow: newWindow) }
    }

    /// Records `newWindow` on the whole subtree and sends `didMoveToWindow()` to each view.
    ///
    /// A subtree with animations that leaves its window leaves the render tree, and Core Animation
    /// takes the animations off its layers: unless the view is back in a window when the turn's
    /// transaction commits, its animations end then, with `finished == false`
    /// (CoreAnimationScheduler.commitRenderTree).
    func sendDidMoveToWindow(_ newWindow: UIWindow?) {
        if newWindow == nil, window != nil, subtreeHasAnimations() {
            Headless.current.coreAnimation.viewLeftWindow(self)
        }
        setWindowInSubtree(newWindow)
        forEachInSubtree { $0.didMoveToWindow() }
    }

    /// Whether a layer of this subtree has a running animation.
    private func subtreeHasAnimations() -> Bool {
        var found = false
        forEachInSubtree { view in
            if view.layer.treeHasAddedAnimations { found = true }
        }
        return found
    }

    /// Records `newWindow` as the window of every view in this subtree.
    func setWindowInSubtree(_ newWindow: UIWindow?) {
        forEachInSubtree { view in
            if !(view is UIWindow) { view.windowStorage = newWindow }
            // A view entering a window is displayed if it waits for display (CALayer+Display.swift).
            if newWindow != nil, view.layer.needsDisplayFlag || view.layer.extras != nil { view.layer.treeDidEnterWindow() }
        }
    }

    /// Calls `body` on this view and every descendant, depth-first in `subviews` order.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviewStorage.reversed())
        }
    }
}

/// Moves the element at `from` to `to` (both in range), the elements between shifting by one in
/// place: no reference is retained or released, as removing and inserting would. Not isolated,
/// so that its closure carries no check of the executor it runs on.
private func moveElement<Element>(of array: inout [Element], from: Int, to: Int) {
    guard from != to else { return }
    array.withUnsafeMutableBufferPointer { elements in
        guard let base = elements.baseAddress else { return }
        let moving = (base + from).move()
        if from < to {
            (base + from).moveInitialize(from: base + from + 1, count: to - from)
        } else {
            (base + to + 1).moveInitialize(from: base + to, count: from - to)
        }
        (base + to).initialize(to: moving)
    }
}

// UIView+Layout.swift: layout marks, the layout pass and autoresizing masks.

extension UIView {
    /// Sets `subtreeNeedsLayout` up the ancestor chain and registers the root for the next turn.
    ///
    /// Stops at the first flagged ancestor: its chain up to the root is flagged and the root
    /// registered already (adding a subtree re-propagates from the new parent).
    ///
    /// The walk holds its views unretained (the chain is alive: each view is held by its parent
    /// and the receiver by the caller), so it costs no reference counting.
    func propagateSubtreeNeedsLayout() {
        guard let root = UIView.flagSubtreesNeedingLayout(from: Unmanaged.passUnretained(self)) else { return }
        let view = root.takeUnretainedValue()
        if view.isWindowView { Headless.current.rootNeedsLayout(view) }
    }

    /// Flags `start` and its ancestors up to the first one flagged already; returns the root when
    /// the walk reached it. Reads through unretained references, outside the main actor so that
    /// its closures carry no check of the executor (an `unowned(unsafe)` reference read into a
    /// local is retained and released).
    private nonisolated static func flagSubtreesNeedingLayout(from start: Unmanaged<UIView>) -> Unmanaged<UIView>? {
        var view = start
        while true {
            view._withUnsafeGuaranteedRef { $0.subtreeNeedsLayout = true }
            guard let parent = view._withUnsafeGuaranteedRef({ $0.unretainedSuperview }) else { return view }
            if parent._withUnsafeGuaranteedRef({ $0.subtreeNeedsLayout }) { return nil }
            view = parent
        }
    }

    /// The superview, not retained.
    nonisolated var unretainedSuperview: Unmanaged<UIView>? {
        guard let pointer = unsafeBitCast(superviewStorage, to: UnsafeRawPointer?.self) else { return nil }
        return Unmanaged<UIView>.fromOpaque(pointer)
    }


    /// What `invalidateIntrinsicContentSize()` does: the engine learns the new size, and the
    /// superview (told first when it watches its subviews, as a stack view does) lays out again.
    func intrinsicContentSizeDidChange() {
        if engineVariables != nil { Headless.current.layoutEngine.intrinsicContentSizeDidChange(of: self) }
        guard let parent = superviewStorage else { return }
        // A view known not to watch its subviews (most) is not asked again.
        if parent.observesSubviews != false {
            ClassTraits.subviewObserver(parent)?.subviewDidInvalidateIntrinsicContentSize(self)
        }
        parent.setNeedsLayout()
    }

    /// Runs `layoutSubviews()` on every marked view of this subtree, parents before children.
    func layoutMarkedSubtree() {
        // Room for a screenful of marked siblings at once, so that the stack grows at most rarely.
        var stack: [UIView] = []
        stack.reserveCapacity(32)
        stack.append(self)
        subtreeNeedsLayout = true
        while let view = stack.popLast() {
            guard view.subtreeNeedsLayout else { continue }
            view.subtreeNeedsLayout = false
            if view.needsLayoutFlag {
                view.needsLayoutFlag = false
                view.runLayoutSubviews()
            }
            // By index, reading the array in place: iterating retained and released every child,
            // marked or not, and a local copy of the array retained and released it.
            var index = view.subviewStorage.count
            while index > 0 {
                index -= 1
                if view.subviewStorage[index].subtreeNeedsLayout { stack.append(view.subviewStorage[index]) }
            }
        }
    }

    /// Forgets the layout this subtree waits for, without running it (the runtime that would have
    /// run it is being replaced by `Headless.reset()`).
    func dropPendingLayout() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.needsLayoutFlag = false
            view.subtreeNeedsLayout = false
            stack.append(contentsOf: view.subviewStorage.lazy.filter(\.subtreeNeedsLayout))
        }
    }

    /// The views of this subtree that wait for `layoutSubviews()`, in depth-first order.
    func viewsMarkedForLayout() -> [UIView] {
        var marked: [UIView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.needsLayoutFlag { marked.append(view) }
            stack.append(contentsOf: view.subviewStorage.reversed().lazy.filter(\.subtreeNeedsLayout))
        }
        return marked
    }

    /// Calls `layoutSubviews()`, with the owning controller's will/did-layout callbacks around it.
    /// `UITraitCollection.current` is the view's traits meanwhile, as in UIKit.
    func runLayoutSubviews() {
        withTraitsAsCurrent {
            let observer = layoutObserver
            observer?.viewWillBeLaidOut()
            observer?.viewWillLayoutSubviews()
            layoutSubviews()
            observer?.viewDidLayoutSubviews()
        }
    }

    /// Applies the subviews' autoresizing masks after this view's size changed from `oldSize`
    /// (lengths: a size stored negative counts by its absolute value, as `bounds.width` gives it).
    ///
    /// On each axis, the change is shared among the flexible parts (margin, size, margin) in
    /// proportion to their current lengths, or equally when those lengths are all zero.
    ///
    /// A subview resized here resizes its own subviews from inside its frame's setter, as in
    /// UIKit. Past `AutoresizingCascade.nestingLimit` nested levels the cascade goes on from an
    /// explicit stack instead, in the same depth-first order, so a chain of any depth is
    /// resized without exhausting the call stack (a deep subview's setter then returns before
    /// its own subviews are resized).
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard !subviewStorage.isEmpty else { return }   // a leaf, such as a label: nothing to resize
        let newSize = CGSize(width: bounds.width, height: bounds.height)
        let children = subviewStorage
        if AutoresizingCascade.stack != nil {
            AutoresizingCascade.stack?.append((children, 0, oldSize, newSize))
            return
        }
        guard AutoresizingCascade.nesting >= AutoresizingCascade.nestingLimit else {
            AutoresizingCascade.nesting += 1
            defer { AutoresizingCascade.nesting -= 1 }
            for child in children { child.autoresize(fromOldSuperviewSize: oldSize, to: newSize) }
            return
        }
        AutoresizingCascade.stack = [(children, 0, oldSize, newSize)]
        defer { AutoresizingCascade.stack = nil }
        while let level = AutoresizingCascade.stack?.last {
            let count = AutoresizingCascade.stack?.count ?? 0
            guard level.next < level.children.count else {
                AutoresizingCascade.stack?.removeLast()
                continue
            }
            AutoresizingCascade.stack?[count - 1].next += 1
            // A subview resized now pushes its own level, which is finished before the next sibling.
            level.children[level.next].autoresize(fromOldSuperviewSize: level.oldSize, to: level.newSize)
        }
    }

    /// Gives this view the frame its autoresizing mask gives it after its superview's size went
    /// from `oldSize` to `newSize`; does nothing without a mask or when the frame stays the same.
    private func autoresize(fromOldSuperviewSize oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let frame = self.frame
        let (x, width) = UIView.resizeAxis(
            origin: frame.minX, length: frame.width, oldTotal: oldSize.width, newTotal: newSize.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin),
            flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let (y, height) = UIView.resizeAxis(
            origin: frame.minY, length: frame.height, oldTotal: oldSize.height, newTotal: newSize.height,
            flexibleLeading: mask.contains(.flexibleTopMargin),
            flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        let resized = CGRect(x: x, y: y, width: width, height: height)
        if resized != frame { self.frame = resized }
    }

    /// One axis of autoresizing: the new origin and length of a part of `oldTotal` when the whole
    /// becomes `newTotal`.
    ///
    /// It runs for every autoresizing subview, so it allocates nothing (and, being nonisolated
    /// arithmetic, needs no actor check): the flexible lengths are summed leading, length, trailing.
    nonisolated static func resizeAxis(origin: CGFloat, length: CGFloat, oldTotal: CGFloat, newTotal: CGFloat,
                                       flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool)
        -> (origin: CGFloat, length: CGFloat) {
        let delta = newTotal - oldTotal
        guard delta != 0 else { return (origin, length) }
        let trailing = oldTotal - origin - length
        var flexibleCount = 0
        var total: CGFloat = 0
        if flexibleLeading { flexibleCount += 1; total += origin }
        if flexibleLength { flexibleCount += 1; total += length }
        if flexibleTrailing { flexibleCount += 1; total += trailing }
        guard flexibleCount > 0 else { return (origin, length) }
        func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total != 0 ? delta * value / total : delta / CGFloat(flexibleCount)
        }
        return (origin + share(flexibleLeading, origin), length + share(flexibleLength, length))
    }
}

/// The state of an autoresizing cascade in progress: how many `resizeSubviews` calls are nested
/// on the call stack, and, once a cascade went deeper than the limit, the levels its explicit
/// stack still has to finish (each level's subviews, the next to resize, and the level's old and
/// new size).
@MainActor
enum AutoresizingCascade {
    /// Nested levels resized by plain recursion, as UIKit does, before the explicit stack takes over.
    static let nestingLimit = 64
    @exclusivity(unchecked) static var nesting = 0
    @exclusivity(unchecked) static var stack: [(children: [UIView], next: Int, oldSize: CGSize, newSize: CGSize)]?
}

/// A view that arranges its subviews by their visibility and natural size (a stack view) and so
/// wants to hear when those change; internal plumbing.
@MainActor
package protocol SubviewChangeObserving: UIView {
    /// `subview.isHidden` changed.
    func subviewDidChangeHidden(_ subview: UIView)
    /// `subview.invalidateIntrinsicContentSize()` was called.
    func subviewDidInvalidateIntrinsicContentSize(_ subview: UIView)
}

/// A view whose natural size depends on the width layout gives it (a multi-line label with an
/// automatic preferred width), so that `systemLayoutSizeFitting` can wrap it at the width it is
/// solved to; internal plumbing.
@MainActor
package protocol LayoutWidthDependentContent: UIView {
    /// The natural size at `width`, or nil when the natural size does not depend on it now.
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize?
}

extension UIView {
    /// The controller whose view this is, as the owner told of its layout: a class cast, where a
    /// cast to the protocol would walk the class's superclasses in the Swift runtime on every ask.
    var layoutObserver: ViewLayoutObserving? { viewDelegate as? UIViewController }
}

/// A view's owner that wants to hear about its layout (a view controller); internal plumbing.
@MainActor
package protocol ViewLayoutObserving: AnyObject {
    /// Called before the view's layout callbacks, once its superview has placed it.
    func viewWillBeLaidOut()
    /// Called just before the view's `layoutSubviews()`.
    func viewWillLayoutSubviews()
    /// Called just after the view's `layoutSubviews()`.
    func viewDidLayoutSubviews()
    /// Called in place of the view's `updateConstraints()` in the update-constraints pass.
    func updateViewConstraints()
    /// Insets the owner adds to the view's safe area.
    var additionalSafeAreaInsets: UIEdgeInsets { get }
    /// Whether the view's default margins are the system's minimum.
    var viewRespectsSystemMinimumLayoutMargins: Bool { get }
    /// Called after the view's safe-area insets changed.
    func viewSafeAreaInsetsDidChange()
    /// Called after the view's layout margins changed.
    func viewLayoutMarginsDidChange()
}

/// A container controller whose bars cover part of its view (a navigation controller's bar and
/// toolbar, a tab bar controller's tab bar); its children's safe area grows to clear them, as in
/// UIKit since iOS 11. Internal plumbing.
@MainActor
package protocol BarCoveringContainer: AnyObject {
    /// The insets of the container view's bounds that its bars cover, for `view`, a subview of the
    /// container view; zero for views that are not a child controller's (the bars themselves).
    func insetsCoveredByBars(forChildView view: UIView) -> UIEdgeInsets
}

/// A view that takes part of its safe area into its content insets (a scroll view adjusting its
/// content inset), so its subviews do not see that part. Internal plumbing.
@MainActor
package protocol SafeAreaConsumingView: AnyObject {
    /// The safe-area insets added to the content inset, which subviews no longer see.
    var safeAreaInsetsTakenByContentInset: UIEdgeInsets { get }
    /// Called in the layout pass when the view's safe-area insets changed, before
    /// `safeAreaInsetsDidChange()`.
    func safeAreaInsetsDidChangeForContentInset()
}

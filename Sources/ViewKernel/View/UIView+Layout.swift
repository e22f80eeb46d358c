// UIView+Layout.swift: layout marks, the layout pass and autoresizing masks.

extension UIView {
    /// Sets `subtreeNeedsLayout` up the ancestor chain and registers the root for the next turn.
    ///
    /// Stops at the first flagged ancestor: its chain up to the root is flagged and the root
    /// registered already (adding a subtree re-propagates from the new parent).
    func propagateSubtreeNeedsLayout() {
        var view = self
        while true {
            view.subtreeNeedsLayout = true
            guard let parent = view.superview else {
                Headless.current.rootNeedsLayout(view)
                return
            }
            if parent.subtreeNeedsLayout { return }
            view = parent
        }
    }


    /// Runs `layoutSubviews()` on every marked view of this subtree, parents before children.
    func layoutMarkedSubtree() {
        var stack: [UIView] = [self]
        subtreeNeedsLayout = true
        while let view = stack.popLast() {
            guard view.subtreeNeedsLayout else { continue }
            view.subtreeNeedsLayout = false
            if view.needsLayoutFlag {
                view.needsLayoutFlag = false
                view.runLayoutSubviews()
            }
            for child in view.subviewStorage.reversed() where child.subtreeNeedsLayout {
                stack.append(child)
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

    /// Calls `layoutSubviews()`, with the owning controller's will/did-layout callbacks around it.
    func runLayoutSubviews() {
        let observer = viewDelegate as? ViewLayoutObserving
        observer?.viewWillLayoutSubviews()
        layoutSubviews()
        observer?.viewDidLayoutSubviews()
    }

    /// Applies the subviews' autoresizing masks after this view's size changed from `oldSize`
    /// (lengths: a size stored negative counts by its absolute value, as `bounds.width` gives it).
    ///
    /// On each axis, the change is shared among the flexible parts (margin, size, margin) in
    /// proportion to their current lengths, or equally when those lengths are all zero.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = CGSize(width: bounds.width, height: bounds.height)
        for child in subviewStorage {
            let mask = child.autoresizingMask
            guard !mask.isEmpty else { continue }
            let frame = child.frame
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
            if resized != frame { child.frame = resized }
        }
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

/// A view's owner that wants to hear about its layout (a view controller); internal plumbing.
@MainActor
package protocol ViewLayoutObserving: AnyObject {
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

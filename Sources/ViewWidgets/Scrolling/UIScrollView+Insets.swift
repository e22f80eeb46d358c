// UIScrollView+Insets.swift: how a scroll view takes its safe area into its content inset
// (`contentInsetAdjustmentBehavior`), moves a resting content offset with it, the range of
// offsets the content allows, and the content and frame layout guides.

extension UIScrollView: SafeAreaConsumingView {
    /// The layout pass reports a new safe area: the adjusted content inset follows it.
    package func safeAreaInsetsDidChangeForContentInset() {
        safeAreaForContentInset = safeAreaInsets
        updateAdjustedContentInset()
    }

    /// Recomputes the safe-area part of ``adjustedContentInset``. When it changed, a content
    /// offset resting at the old top (or left) moves to the new one, so the content starts just
    /// below a navigation bar (a refresh control's inset left out when it began refreshing
    /// with the content at rest), then ``adjustedContentInsetDidChange()`` is called.
    func updateAdjustedContentInset() {
        let taken = safeAreaInsetsToTake()
        guard taken != safeAreaInsetsTakenByContentInset else { return }
        let old = adjustedContentInset
        safeAreaInsetsTakenByContentInset = taken
        let new = adjustedContentInset
        var offset = contentOffset
        if offset.y == -old.top {
            offset.y = -new.top
        } else if refreshControlInsetTop > 0, offset.y == -(old.top - refreshControlInsetTop) {
            // Resting at the top with a refresh begun in code (which does not move the content):
            // it rests there under the new inset too.
            offset.y = -(new.top - refreshControlInsetTop)
        }
        if offset.x == -old.left { offset.x = -new.left }
        if offset != contentOffset { contentOffset = offset }
        noteAdjustedContentInsetChange()
    }

    /// The safe-area insets ``contentInsetAdjustmentBehavior`` adds to the content inset.
    private func safeAreaInsetsToTake() -> UIEdgeInsets {
        let safe = safeAreaForContentInset
        guard safe != .zero else { return .zero }
        let (vertical, horizontal) = axesTakingSafeArea
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Along which axes ``contentInsetAdjustmentBehavior`` adds the safe area to the content
    /// inset: none for `.never`, both for `.always`, the scrollable ones for `.scrollableAxes`
    /// (and `.automatic`, which always takes the vertical one in a navigation or tab bar
    /// controller's content view).
    var axesTakingSafeArea: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never:
            return (false, false)
        case .always:
            return (true, true)
        case .scrollableAxes, .automatic:
            var vertical = alwaysBounceVertical || contentSize.height > bounds.height
            let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            if contentInsetAdjustmentBehavior == .automatic, isContentViewOfBarContainer { vertical = true }
            return (vertical, horizontal)
        }
    }

    /// Whether this is the root view of a controller shown by a navigation or tab bar controller.
    private var isContentViewOfBarContainer: Bool {
        guard let controller = viewDelegate as? UIViewController else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }
}

extension UIScrollView {
    /// The smallest and largest offsets that keep the content (with its insets) in view. Under a
    /// navigation bar that has collapsed as the content scrolled up (its integrated search row,
    /// its large title's band, or both), the smallest is the offset at which the bar is expanded
    /// again, search row and large title shown (the content's top at the expanded bar's bottom),
    /// so a drag down opens the bar without resistance, and a tap on the status bar goes there.
    /// A headless addition (not UIKit API).
    public var contentOffsetRange: (min: CGPoint, max: CGPoint) {
        let insets = adjustedContentInset
        let minimum = CGPoint(x: -insets.left, y: -insets.top - largeTitleRoom)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + insets.right - bounds.width),
            y: max(minimum.y, contentSize.height + insets.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// `offset` moved into `contentOffsetRange`.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x),
                       y: min(max(offset.y, range.min.y), range.max.y))
    }
}

extension UIScrollView {
    /// The content area, for constraints: its edges give `contentSize` (constraints from the
    /// content to the scroll view's own edges mean the same).
    public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }

    /// The scroll view's frame, for constraints that keep a subview in place while the content
    /// scrolls. (Here its origin is the content's: see Docs/Differences.md.)
    public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }
}

// UINavigationBar+CollapseSnap.swift: a drag let go with the navigation bar half collapsed does not
// leave it half-way, as on a device: where the content would come to rest is moved to the nearer
// end of the row it would leave half collapsed (the search row, then the large title's band), so
// the content goes on until the row is fully open or fully shut. The scroll view asks this before
// its delegate hears the target (UIScrollView+Dragging.swift), so the delegate may still move it.

extension UIScrollView {
    /// `target` (where the content would rest after a drag, the release's velocity taken into
    /// account) moved so that the navigation bar above it rests with its rows whole: when this
    /// is the content scroll view under a bar whose search row or large title band would rest
    /// partly collapsed there, to the nearer of the offsets at which that row is fully shown or
    /// fully gone (the shown one when the content cannot scroll as far as the other). Unchanged
    /// when nothing collapses, while the search is active, or outside the rows' collapse.
    func targetSnappedForCollapsingBar(_ target: CGPoint) -> CGPoint {
        guard let owner = largeTitleState.owner, owner.largeTitleScrollView === self else { return target }
        let bar = owner.navigationBar
        guard !bar.isHidden, bar.topItem?.searchController?.isActive != true,
              let container = owner.viewIfLoaded, isDescendant(of: container) else { return target }
        let search = bar.collapsibleSearchHeight
        let band = bar.showsLargeTitle ? UINavigationBar.largeTitleHeight : 0
        guard search + band > 0 else { return target }
        // The offset at which the bar is expanded, from which its collapse is measured
        // (UINavigationBar+LargeTitle.swift): the range's top, less a refreshing control's part.
        let range = contentOffsetRange
        let expanded = range.min.y + refreshControlInsetTop
        let collapse = target.y - expanded
        // The collapses at which the rows are whole: open, the search row gone, all gone.
        for (low, high) in [(0, search), (search, search + band)] where low < high && collapse > low && collapse < high {
            var stop = collapse - low < high - collapse ? low : high
            if expanded + stop > range.max.y { stop = low }
            return CGPoint(x: target.x, y: expanded + stop)
        }
        return target
    }
}

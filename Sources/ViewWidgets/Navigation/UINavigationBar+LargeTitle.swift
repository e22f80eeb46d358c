// UINavigationBar+LargeTitle.swift: the bar collapses as the content scrolls up under it
// (iOS 11's large titles and integrated search bar): first the search row (when the item hides
// its search bar when scrolling), then the band below the row of items, each shrinking point for
// point with the distance scrolled; the large title goes up with its band and fades, and once the
// band is gone the title shows small in the row; scrolling back to the top expands it all again.

/// What the bar's collapse is for one scroll view, kept on the scroll view so that its
/// controller finds the bar as it left it when it is on top again.
struct LargeTitleScrollState: Equatable {
    /// How far the bar is collapsed for this content: 0 up to the bar's collapsible height, or
    /// ``UINavigationBar/fullCollapse`` once the content scrolled past all of it.
    var collapse: CGFloat = 0
    /// How much more top inset the content would take under the expanded bar: the offsets it
    /// can still scroll down to, above `-adjustedContentInset.top` (``UIScrollView/contentOffsetRange``).
    var room: CGFloat = 0
    /// The navigation controller that measured the room; the room holds only while this scroll
    /// view is still the one under its bar (``UIScrollView/largeTitleRoom``).
    weak var owner: UINavigationController?
    /// The part of ``collapse`` that is the search row's (the bar's
    /// ``UINavigationBar/collapsibleSearchHeight`` when it was measured): the rest is the large
    /// title's band.
    var searchHeight: CGFloat = 0

    /// Two states are equal when they collapse the bar alike and leave the same room.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.collapse == rhs.collapse && lhs.room == rhs.room && lhs.searchHeight == rhs.searchHeight
    }

    /// The same collapse for a search row that hides by `newSearchHeight` (a search controller set
    /// or removed, the search activated or ended, `hidesSearchBarWhenScrolling` changed): the band
    /// stays as collapsed as it was, and the search row, which goes first as the content scrolls
    /// up, is gone when the band is partly gone and whole when the band is whole. A bar open or
    /// past all of its rows stays so. The room above the content changes by as much as the
    /// collapse (the bar's height does not), until the next measure.
    @MainActor mutating func resplit(searchHeight newSearchHeight: CGFloat) {
        defer { searchHeight = newSearchHeight }
        guard newSearchHeight != searchHeight, collapse > 0, collapse < UINavigationBar.fullCollapse else { return }
        let band = max(0, collapse - searchHeight)
        let resplit = band > 0 ? newSearchHeight + band : 0
        if room > 0 { room = max(0, room + resplit - collapse) }
        collapse = resplit
    }
}

extension UIScrollView {
    /// The room above the content's top up to the expanded bar (``LargeTitleScrollState/room``),
    /// while this scroll view is still the content under the bar that measured it; 0 once it
    /// was taken out of that controller's view or another content took its place.
    var largeTitleRoom: CGFloat {
        guard largeTitleState.room != 0, let owner = largeTitleState.owner, owner.largeTitleScrollView === self,
              let container = owner.viewIfLoaded, isDescendant(of: container) else { return 0 }
        return largeTitleState.room
    }
}

extension UINavigationBar {
    /// The collapse that stands for all of the bar's collapsible rows (the search field's row
    /// and the large title's band): what content scrolled past them keeps, so that it finds them
    /// collapsed whichever of them show when it comes back.
    static let fullCollapse: CGFloat = searchRowHeight + largeTitleHeight

    /// How much of the bar the content's scrolling can collapse: the search row's part that hides
    /// (``collapsibleSearchHeight``), then the large title's 52-point band.
    var collapsibleHeight: CGFloat {
        collapsibleSearchHeight + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
    }

    /// How far the large title's band has collapsed: what the scrolling collapsed past the
    /// search row (the search row goes first, as on a device), at most the band's 52 points.
    var largeTitleCollapse: CGFloat { largeTitleCollapse(for: scrollCollapse) }

    /// The band's collapse for a collapse of the whole bar of `collapse`.
    private func largeTitleCollapse(for collapse: CGFloat) -> CGFloat {
        guard showsLargeTitle else { return 0 }
        return min(UINavigationBar.largeTitleHeight, max(0, collapse - collapsibleSearchHeight))
    }

    /// The height of the band below the row of items where the large title shows: 52 points
    /// less what the content's scrolling collapsed; 0 without a large title.
    var largeTitleBandHeight: CGFloat {
        showsLargeTitle ? max(0, UINavigationBar.largeTitleHeight - largeTitleCollapse) : 0
    }

    /// Whether the band is gone: the title then shows small in the row of items.
    var isLargeTitleCollapsed: Bool {
        largeTitleCollapse >= UINavigationBar.largeTitleHeight
    }

    /// The bar's height with its rows fully open (its height at rest).
    var expandedHeight: CGFloat {
        if searchTakesOverBar { return searchRowHeight }
        return itemRowHeight + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0) + searchRowHeight
    }

    /// The collapse changed: the bar lays out again (its height follows), and the title moves
    /// between the band and the row when the band went or came back.
    func scrollCollapseDidChange(from old: CGFloat) {
        let oldBand = largeTitleCollapse(for: old)
        let oldSearch = min(max(0, old), collapsibleSearchHeight)
        guard oldBand != largeTitleCollapse || oldSearch != searchRowCollapse else { return }
        if showsLargeTitle, (oldBand >= UINavigationBar.largeTitleHeight) != isLargeTitleCollapsed { swapTitleForCollapse() }
        setNeedsLayout()
        managingController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Moves the title between the band (the large title label) and the row (the item's title
    /// view or the title label), leaving the other views alone: a finger on a bar button while
    /// the content scrolls through the collapse keeps its button.
    private func swapTitleForCollapse() {
        guard let top = topItem, !searchTakesOverBar else { return reloadContent() }
        if isLargeTitleCollapsed {
            largeTitleLabel.removeFromSuperview()
            if let titleView = top.titleView {
                content.titleView = titleView
                addSubview(titleView)
            } else if let title = top.title {
                titleLabel.text = title
                addSubview(titleLabel)
            }
        } else {
            if let titleView = content.titleView, titleView.superview === self { titleView.removeFromSuperview() }
            content.titleView = nil
            titleLabel.removeFromSuperview()
            titleLabel.text = nil
            largeTitleLabel.text = top.title
            addSubview(largeTitleLabel)
        }
    }
}

extension UINavigationController {
    /// Measures the bar's collapse (its search row, then its large title) for the top
    /// controller's content scroll view and gives it to the bar. The measure is taken only while the bar's frame is the one its
    /// collapse gives it and the scroll view's safe area is the one that frame gives it (its
    /// inset follows the bar on its next layout pass); until then the scroll view keeps the
    /// collapse last measured for it, so a layout pass settles, and a controller shown again
    /// finds the bar as it left it.
    func updateLargeTitleCollapse() {
        let bar = navigationBar
        let scrollView = contentScrollView(for: .top)
        guard bar.prefersLargeTitles || bar.collapsibleSearchHeight > 0, let scrollView else {
            largeTitleScrollView?.largeTitleState.room = 0
            largeTitleScrollView = nil
            // With nothing to collapse, the content is at its top or past it all (see below).
            if let scrollView { scrollView.largeTitleState = Self.stateWithoutBand(for: scrollView) }
            bar.scrollCollapse = 0
            return
        }
        // A collapse kept with another search row (one came or went since) is split anew first,
        // and the bar takes it before it is checked for having settled (the old collapse read
        // with the new split may give the bar its present height), so the bar and the content's
        // inset keep to the content's offset (LargeTitleScrollState).
        let searchHeight = bar.collapsibleSearchHeight
        if scrollView.largeTitleState.searchHeight != searchHeight {
            scrollView.largeTitleState.resplit(searchHeight: searchHeight)
            if largeTitleScrollView === scrollView { bar.scrollCollapse = scrollView.largeTitleState.collapse }
        }
        if largeTitleScrollView !== scrollView {
            // The room belongs to the bar above: a scroll view no longer under it has none.
            largeTitleScrollView?.largeTitleState.room = 0
            largeTitleScrollView = scrollView
            bar.scrollCollapse = scrollView.largeTitleState.collapse
        }
        let barSettled = bar.frame.height == bar.sizeThatFits(CGSize(width: bar.bounds.width, height: 0)).height
        if barSettled, scrollView.safeAreaForContentInset.top == scrollView.safeAreaInsets.top,
           var measured = measuredLargeTitleState(for: scrollView) {
            measured.owner = self
            if measured != scrollView.largeTitleState || scrollView.largeTitleState.owner !== self {
                scrollView.largeTitleState = measured
            }
        }
        bar.scrollCollapse = scrollView.largeTitleState.collapse
    }

    /// The collapse for `scrollView`: how far its content has scrolled up from where it rests
    /// under the expanded bar (`contentOffset.y` past minus the top inset it would take then,
    /// without a refreshing control's part), from 0 up to the bar's collapsible height, or the
    /// full collapse past it; nil while it is not in this controller's view.
    private func measuredLargeTitleState(for scrollView: UIScrollView) -> LargeTitleScrollState? {
        guard let container = viewIfLoaded, let parent = scrollView.superview, scrollView.isDescendant(of: container) else {
            return nil
        }
        let bar = navigationBar
        let collapsible = bar.collapsibleHeight
        guard collapsible > 0 else { return Self.stateWithoutBand(for: scrollView) }
        var room: CGFloat = 0
        // Content laid out below the bar (not extended under it) moves with the bar's bottom:
        // its inset never takes the bar.
        if bar.superview === container, !bar.isHidden, !contentStartsBelowNavigationBar, scrollView.axesTakingSafeArea.vertical {
            let top = parent.convert(scrollView.frame.origin, to: container).y
            let now = bar.frame.maxY, expanded = bar.frame.minY + bar.expandedHeight
            room = max(0, max(0, expanded - top) - max(0, now - top))
        }
        // A refreshing control's 60 points of inset are not scrolling: beginRefreshing() does
        // not move the content, so the measure leaves them out.
        let top = scrollView.adjustedContentInset.top - scrollView.refreshControlInsetTop
        let scrolled = scrollView.contentOffset.y + top + room
        let collapse = scrolled >= collapsible ? UINavigationBar.fullCollapse : max(0, scrolled)
        return LargeTitleScrollState(collapse: collapse, room: room, searchHeight: bar.collapsibleSearchHeight)
    }

    /// The collapse for `scrollView` while the bar has nothing to collapse (no band: compact
    /// height, an item that never shows a large title, `prefersLargeTitles` off; and no search row
    /// that hides): there is nothing to measure against, so content at rest at its top keeps the
    /// rows open when they come back, and content scrolled past it at all has them collapsed;
    /// either way there is no room above the top.
    private static func stateWithoutBand(for scrollView: UIScrollView) -> LargeTitleScrollState {
        let top = scrollView.adjustedContentInset.top - scrollView.refreshControlInsetTop
        let scrolled = scrollView.contentOffset.y > -top + 0.5
        return LargeTitleScrollState(collapse: scrolled ? UINavigationBar.fullCollapse : 0, room: 0)
    }
}

// UINavigationBar+LargeTitle.swift: a large title collapses as the content scrolls up under it
// (iOS 11's large titles): the band below the row of items shrinks with the scrolled distance,
// the title goes up and fades, and once the band is gone the title shows small in the row.

extension UINavigationBar {
    /// The height of the band below the row of items where the large title shows: 52 points
    /// less what the content's scrolling collapsed; 0 without a large title.
    var largeTitleBandHeight: CGFloat {
        showsLargeTitle ? max(0, UINavigationBar.largeTitleHeight - largeTitleCollapse) : 0
    }

    /// Whether the band is gone: the title then shows small in the row of items.
    var isLargeTitleCollapsed: Bool {
        largeTitleCollapse >= UINavigationBar.largeTitleHeight
    }

    /// The collapse changed: the bar lays out again (its height follows), and the title moves
    /// between the band and the row when the band went or came back.
    func largeTitleCollapseDidChange(from old: CGFloat) {
        guard old != largeTitleCollapse else { return }
        if (old >= UINavigationBar.largeTitleHeight) != isLargeTitleCollapsed {
            reloadContent()
        } else {
            setNeedsLayout()
            managingController?.viewIfLoaded?.setNeedsLayout()
        }
    }
}

extension UINavigationController {
    /// How far the large title's band collapses for the top controller's content scroll view:
    /// the distance the content has scrolled up from its resting top (`contentOffset.y` past
    /// `-adjustedContentInset.top`, measured as if the bar were expanded), between 0 and the
    /// band's 52 points; 0 without a large title or a scroll view that scrolls vertically.
    func largeTitleCollapse() -> CGFloat {
        guard navigationBar.showsLargeTitle, let scrollView = contentScrollView(for: .top) else { return 0 }
        let insetFromSafeArea = scrollView.adjustedContentInset.top - scrollView.contentInset.top
        // The safe area the inset comes from reflects the bar's height now: with the band
        // collapsed by that much, the resting offset of an expanded bar is that much higher.
        let applied = insetFromSafeArea > 0 ? navigationBar.largeTitleCollapseInFrame : 0
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top + applied
        return min(max(0, scrolled), UINavigationBar.largeTitleHeight)
    }
}

extension UINavigationBar {
    /// The collapse the bar's frame shows now (its height below the expanded one).
    var largeTitleCollapseInFrame: CGFloat {
        guard showsLargeTitle else { return 0 }
        let expanded = itemRowHeight + UINavigationBar.largeTitleHeight + searchRowHeight
        return min(max(0, expanded - frame.height), UINavigationBar.largeTitleHeight)
    }
}

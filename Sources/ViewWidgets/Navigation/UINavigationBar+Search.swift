// UINavigationBar+Search.swift: the search bar of the top item's `searchController`, in a row
// at the bottom of the navigation bar, under the title (and under a large title), which hides as
// the content scrolls up when the item's `hidesSearchBarWhenScrolling` is true.

extension UINavigationBar {
    /// The height of the search row (a phone's integrated search field row).
    static let searchRowHeight: CGFloat = 52

    /// The search bar the bar shows: the top item's search controller's.
    var shownSearchBar: UISearchBar? { topItem?.searchController?.searchBar }

    /// What the search row adds to the bar's height: 52 points, and the scope bar's 44 while it
    /// shows; none without a search controller.
    var searchRowHeight: CGFloat {
        guard let searchBar = shownSearchBar else { return 0 }
        return UINavigationBar.searchRowHeight + searchBar.scopeBarHeight
    }

    /// The part of the search row that hides as the content scrolls up under the bar: the
    /// field's 52-point row, while the top item hides its search bar when scrolling
    /// (`hidesSearchBarWhenScrolling`, true by default) and its search controller is not active;
    /// none otherwise. A scope bar shown with it stays (Docs/Differences.md).
    var collapsibleSearchHeight: CGFloat {
        guard let item = topItem, let controller = item.searchController, item.hidesSearchBarWhenScrolling,
              !controller.isActive else { return 0 }
        return UINavigationBar.searchRowHeight
    }

    /// How far the search row has collapsed: it goes first as the content scrolls up.
    var searchRowCollapse: CGFloat { min(max(0, scrollCollapse), collapsibleSearchHeight) }

    /// What the search row adds to the bar's height now: ``searchRowHeight`` less its collapse.
    var shownSearchRowHeight: CGFloat { max(0, searchRowHeight - searchRowCollapse) }

    /// Whether the top item's search controller is active and hides the title row
    /// (`hidesNavigationBarDuringPresentation`): the bar is then only its search row.
    var searchTakesOverBar: Bool {
        guard let controller = topItem?.searchController else { return false }
        return controller.isActive && controller.hidesNavigationBarDuringPresentation
    }

    /// The top item's search controller became active or stopped: the bar shows its title row
    /// again or gives it up, and is measured again.
    func searchControllerDidChangeActive() {
        reloadContent()
        managingController?.viewIfLoaded?.layoutIfNeeded()
    }

    /// Puts the top item's search bar in the bar, and takes out one an earlier top item put in.
    /// (Runs after the previous item's views, a search bar `titleView` among them, were removed.)
    func installSearchBar() {
        let shown = shownSearchBar
        for case let searchBar as UISearchBar in subviews where searchBar !== shown {
            searchBar.removeFromSuperview()
            searchBar.fieldCollapse = 0
        }
        guard let controller = topItem?.searchController, let shown else { return }
        shown.searchController = controller
        if shown.superview !== self { addSubview(shown) }
    }

    /// Places the search bar in the bottom row, its field starting at the large title's margin
    /// (16 points, 20 on screens 414 points wide or more). While the row collapses the search bar
    /// is as high as what is left of it, and its field shrinks and fades (UISearchBar.swift).
    func placeSearchBar() {
        guard let searchBar = shownSearchBar, searchBar.superview === self else { return }
        let margin: CGFloat = UIScreen.main.bounds.width >= 414 ? 20 : 16
        let inset = margin - 8
        let height = shownSearchRowHeight
        let frame = CGRect(x: inset, y: max(0, bounds.height - height), width: max(0, bounds.width - 2 * inset), height: height)
        if searchBar.fieldCollapse != searchRowCollapse { searchBar.fieldCollapse = searchRowCollapse }
        if searchBar.frame != frame { searchBar.frame = frame }
    }

    /// The search bar's height changed (its scope bar showed or hid): the bar and the
    /// navigation controller's layout measure again.
    func searchBarHeightDidChange() {
        setNeedsLayout()
        managingController?.viewIfLoaded?.setNeedsLayout()
    }
}

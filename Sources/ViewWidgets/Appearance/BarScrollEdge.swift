// BarScrollEdge.swift: the scroll-edge switch (iOS 15): which scroll view a controller's bars
// watch (`setContentScrollView(_:for:)`, `contentScrollView(for:)`), whether its content is at
// a bar's edge, and telling the bars as the content scrolls.

extension UIViewController {
    /// Sets the scroll view the bars watch for `edge` (`.top`, `.bottom`, or `.all` for both),
    /// as UIKit's `setContentScrollView(_:for:)`; nil: find one as UIKit does (the controller's
    /// view when it is a scroll view, else its first subview when that is one). Held weakly.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for (single, key) in [(NSDirectionalRectEdge.top, UIViewController.topScrollViewKey),
                              (.bottom, UIViewController.bottomScrollViewKey)] where edge.contains(single) {
            attachedObjects[key] = scrollView.map(WeakScrollView.init)
        }
        if scrollView != nil { UIViewController.someContentScrollViewWasSet = true }
        (navigationController?.viewIfLoaded as? UILayoutContainerView)?.setNeedsLayout()
        (tabBarController?.viewIfLoaded as? UILayoutContainerView)?.setNeedsLayout()
    }

    /// Sets the scroll view the bars watch for every edge: `setContentScrollView(_:for: .all)`.
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The scroll view the bars watch for `edge` (`.top` or `.bottom`): the one set with
    /// ``setContentScrollView(_:for:)``, else the controller's view when it is a scroll view, else
    /// its view's first subview when that is one; a navigation controller answers with its top
    /// controller's, a tab bar controller with its selected controller's. Any other edge is
    /// reported as UIKit raises it, and gives nil. Unlike UIKit, this cannot be overridden
    /// (Docs/Differences.md).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        guard edge == .top || edge == .bottom else {
            Headless.reportViolation("-contentScrollViewForEdge: requires a single edge, NSDirectionalRectEdgeTop or NSDirectionalRectEdgeBottom.")
            return nil
        }
        if let navigation = self as? UINavigationController { return navigation.topViewController?.contentScrollView(for: edge) }
        if let tabs = self as? UITabBarController { return tabs.selectedViewController?.contentScrollView(for: edge) }
        if UIViewController.someContentScrollViewWasSet {
            let key = edge == .top ? UIViewController.topScrollViewKey : UIViewController.bottomScrollViewKey
            if let set = attachedObjects[key] as? WeakScrollView, let scrollView = set.scrollView { return scrollView }
        }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    /// Whether any controller was ever given a scroll view with ``setContentScrollView(_:for:)``:
    /// until one is, no controller has one to look up (a scroll step asks at every frame, and
    /// the look-up hashes a string key).
    private static var someContentScrollViewWasSet = false

    private static let topScrollViewKey = "ViewWidgets.contentScrollView.top"
    private static let bottomScrollViewKey = "ViewWidgets.contentScrollView.bottom"
}

/// A scroll view held weakly in a controller's attached objects.
private final class WeakScrollView {
    weak var scrollView: UIScrollView?
    init(_ scrollView: UIScrollView) { self.scrollView = scrollView }
}

extension UIScrollView {
    /// Whether the content's top edge is at the top of the view's insets (scrolled to the top,
    /// or pulled down past it).
    var isAtTopScrollEdge: Bool {
        contentOffset.y <= -adjustedContentInset.top + 0.5
    }

    /// Whether the content's bottom edge is at or above the bottom of the view's insets
    /// (scrolled to the bottom, or content too short to reach it).
    var isAtBottomScrollEdge: Bool {
        contentOffset.y + bounds.height >= contentSize.height + adjustedContentInset.bottom - 0.5
    }

    /// The content scrolled or changed size: the bars of the navigation and tab bar controllers
    /// above the controller that owns this view look again at their scroll edges.
    func scrollEdgeMayHaveChanged() {
        var responder: UIResponder? = next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let owner = responder as? UIViewController else { return }
        owner.navigationController?.updateBarsForScrollEdges()
        owner.tabBarController?.updateBarsForScrollEdges()
    }
}

extension UINavigationController {
    /// Tells the bar how far its large title has collapsed (Navigation/UINavigationBar+LargeTitle.swift)
    /// and whether the top controller's content is at its top edge, and the toolbar whether it is
    /// at its bottom edge (true without a scroll view).
    func updateBarsForScrollEdges() {
        updateLargeTitleCollapse()
        navigationBar.isAtScrollEdge = contentScrollView(for: .top)?.isAtTopScrollEdge ?? true
        toolbarStorage?.isAtScrollEdge = contentScrollView(for: .bottom)?.isAtBottomScrollEdge ?? true
    }
}

extension UITabBarController {
    /// Tells the tab bar whether the selected controller's content is at its bottom edge (true
    /// without a scroll view).
    func updateBarsForScrollEdges() {
        tabBar.isAtScrollEdge = contentScrollView(for: .bottom)?.isAtBottomScrollEdge ?? true
    }
}

// UITabBarController+Selection.swift: changing the controllers and the selection: containment,
// the tab bar's items, the selected view in and the old one out, and the appearance calls.

extension UITabBarController {
    /// How many controllers get a tab of their own: all of them, or the first four when there are
    /// more than five (the rest are in the More list).
    var tabbedControllerCount: Int {
        controllers.count > 5 ? 4 : controllers.count
    }

    /// The controllers without a tab of their own, listed by the More tab.
    var overflowControllers: [UIViewController] {
        Array(controllers.dropFirst(tabbedControllerCount))
    }

    /// Replaces the controllers: containment calls, the bar's items, and the new selection.
    func replaceControllers(with newControllers: [UIViewController]) {
        // A switch under way ends first, so that the tabs change from a settled state.
        finishTabTransitionNow()
        let previousSelection = currentSelection()
        let previousIndex = previousSelection.flatMap { selected in controllers.firstIndex { $0 === selected } }
        let oldTabbed = Array(controllers.prefix(tabbedControllerCount))
        controllers = newControllers
        let newTabbed = Array(controllers.prefix(tabbedControllerCount))
        let removed = oldTabbed.filter { old in !newTabbed.contains { $0 === old } }
        let added = newTabbed.filter { new in !oldTabbed.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        updateMoreNavigationChild()
        rebuildTabBarItems()
        let next: UIViewController?
        if let previousSelection, newControllers.contains(where: { $0 === previousSelection }) {
            next = previousSelection
        } else if let previousIndex, newControllers.indices.contains(previousIndex) {
            next = newControllers[previousIndex]
        } else {
            next = newControllers.first
        }
        if let next { select(next) } else { show(nil) }
        for controller in removed where controller.parent === self {
            if let view = controller.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// Gives the tab bar one item per tabbed controller, then the More item when there is a More tab.
    func rebuildTabBarItems() {
        var items: [UITabBarItem] = controllers.prefix(tabbedControllerCount).map { $0.tabBarItem }
        if controllers.count > 5 { items.append(moreItem()) }
        tabBarStorage.replaceItems(items)
        tabBarStorage.select(selectedTabItem())
    }

    /// A controller's `tabBarItem` was replaced: the bar shows the new items.
    func tabBarItemsDidChange() {
        rebuildTabBarItems()
    }

    /// The selected controller: the stored selection, or the More navigation controller when the
    /// controller picked from the More list has been popped off it.
    func currentSelection() -> UIViewController? {
        guard let selected = selectionStorage else { return nil }
        if overflowControllers.contains(where: { $0 === selected }),
           let more = moreNavigationStorage, !more.viewControllers.contains(where: { $0 === selected }) {
            return more
        }
        return selected
    }

    /// The tab bar item of the selected controller (the More item for the More list and the
    /// controllers listed there).
    func selectedTabItem() -> UITabBarItem? {
        guard let selected = currentSelection() else { return nil }
        if selected === moreNavigationStorage || overflowControllers.contains(where: { $0 === selected }) {
            return moreItemStorage
        }
        return selected.tabBarItem
    }

    /// Selects `controller` (one of the controllers, or the More navigation controller): a listed
    /// controller is pushed on the More navigation controller, which shows. `animatable`: the
    /// delegate's animator may run the switch (a selection by a tap or in code, not a change of
    /// the controllers).
    func select(_ controller: UIViewController, animatable: Bool = false) {
        if let running = tabTransition {
            guard running.isAbandoned else {
                Headless.reportLoggedProblem(
                    "The selection of the tab bar controller was changed while a custom transition between its tabs runs; the change is ignored.")
                return
            }
            // A reset abandoned it: its views and calls are put in order before selecting.
            finishTabTransitionNow()
        }
        let previous = selectionStorage
        let shown: UIViewController
        if controller === moreNavigationStorage, controllers.count > 5 {
            shown = controller
        } else if overflowControllers.contains(where: { $0 === controller }) {
            let more = moreNavigation()
            if more.topViewController !== controller {
                more.setViewControllers([moreListController(), controller], animated: false)
            }
            shown = more
        } else if controllers.prefix(tabbedControllerCount).contains(where: { $0 === controller }) {
            shown = controller
        } else {
            return
        }
        selectionStorage = controller
        tabBarStorage.select(selectedTabItem())
        if animatable, runCustomTransition(to: shown, previousSelection: previous) { return }
        show(shown)
    }

    /// A tap on an item of the bar: asks the delegate, selects (or, for the selected tab of a
    /// navigation controller, pops it to its root), and tells the delegate.
    func tabBarItemWasTapped(_ item: UITabBarItem) {
        // Touches are ignored while a switch the delegate's animator runs is under way, as UIKit
        // ignores them during a transition.
        if let running = tabTransition, !running.isAbandoned { return }
        let target: UIViewController
        if item === moreItemStorage {
            target = moreNavigation()
        } else if let tabbed = controllers.prefix(tabbedControllerCount).first(where: { $0.tabBarItem === item }) {
            target = tabbed
        } else {
            return
        }
        guard delegate?.tabBarController(self, shouldSelect: target) ?? true else { return }
        if target === displayedController, let navigation = target as? UINavigationController {
            navigation.popToRootViewController(animated: true)
            if target === moreNavigationStorage { selectionStorage = target }
        } else {
            select(target, animatable: true)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    /// Puts `controller`'s view in the container in place of the displayed one, with the
    /// appearance calls when the tab bar controller is on screen.
    func show(_ controller: UIViewController?) {
        let old = displayedController
        guard old !== controller else { return }
        displayedController = controller
        guard let container = viewIfLoaded else { return }
        // Loading the view first puts viewDidLoad before the appearance calls, as in UIKit.
        let newView = controller?.view
        // While the tab bar controller disappears (a full-screen presentation covers it), the new
        // tab does not appear: it appears with the tab bar controller when it is uncovered.
        let forwards = isOnScreen && appearanceState != .disappearing
        if forwards {
            controller?.beginAppearanceTransition(true, animated: false)
            old?.beginAppearanceTransition(false, animated: false)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
        if let newView {
            newView.frame = tabContentFrame()
            newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.insertSubview(newView, belowSubview: tabBarStorage)
        }
        container.setNeedsLayout()
        container.layoutIfNeeded()
        if forwards {
            old?.endAppearanceTransition()
            // While the tab bar controller itself appears, the new tab's appearance ends with its
            // own (the child's viewDidAppear after the container's, as UIKit forwards them).
            if appearanceState != .appearing { controller?.endAppearanceTransition() }
        }
    }

    // MARK: - Layout

    /// Makes the container view with the tab bar, and the selected controller's view below it.
    func loadContainerView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.tabBarController = self
        view = container
        // The bar covers the children's safe area from now on.
        Headless.current.safeAreaMatters = true
        tabBarStorage.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        container.addSubview(tabBarStorage)
        tabBarStorage.frame = tabBarFrame()
        guard let selected = displayedController, let selectedView = selected.view else { return }
        selectedView.frame = tabContentFrame()
        selectedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(selectedView, belowSubview: tabBarStorage)
    }

    /// Places the bar at the bottom and the selected controller's view, and has the views' safe
    /// area follow when the bar's cover changed.
    func layoutTabViews() {
        tabBarStorage.frame = tabBarFrame()
        let hiddenForPush = selectedStackHidesBottomBar
        if hiddenForPush != isTabBarHiddenForPush {
            isTabBarHiddenForPush = hiddenForPush
            tabBarStorage.isHidden = hiddenForPush
        }
        guard let container = viewIfLoaded else { return }
        let covered = insetsCoveredByBars(forChildView: container)
        if covered != reportedBarInsets {
            reportedBarInsets = covered
            for child in container.subviews where child !== tabBarStorage { child.setNeedsLayout() }
        }
        if let selectedView = displayedController?.viewIfLoaded, selectedView.superview === container {
            let frame = tabContentFrame()
            if selectedView.frame != frame { selectedView.frame = frame }
        }
    }

    /// The bar's frame: the view's width, at the bottom, as high as the bar needs (49 points and
    /// the bottom safe-area inset).
    func tabBarFrame() -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        let height = tabBarStorage.sizeThatFits(bounds.size).height
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The selected view's frame: the whole view when the selected controller extends under the
    /// bar (`edgesForExtendedLayout` holds `.bottom` and the bar is translucent or
    /// `extendedLayoutIncludesOpaqueBars`), else the part above it.
    func tabContentFrame() -> CGRect {
        contentFrame(of: displayedController, barHiddenForPush: isTabBarHiddenForPush)
    }

    /// The frame `controller`'s view has when its tab shows: as ``tabContentFrame()`` for it, with
    /// the bar hidden when its stack hides it (`hidesBottomBarWhenPushed`), whatever the shown tab
    /// does now (a custom switch hands each tab's frame to the animator before the layout).
    func tabContentFrame(for controller: UIViewController) -> CGRect {
        contentFrame(of: controller, barHiddenForPush: stackHidesBottomBar(controller))
    }

    /// The content frame of `selected`, the bar hidden for a pushed controller or not.
    private func contentFrame(of selected: UIViewController?, barHiddenForPush: Bool) -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        let extends = (selected?.edgesForExtendedLayout ?? .all).contains(.bottom)
            && (tabBarStorage.isTranslucent || selected?.extendedLayoutIncludesOpaqueBars == true)
        if extends || barHiddenForPush { return bounds }
        let bar = tabBarFrame()
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bar.minY - bounds.minY))
    }
}

extension UITabBarController: BarCoveringContainer {
    /// The tab bar's cover of the view, from its top edge to the bottom, for every view but the bar.
    package func insetsCoveredByBars(forChildView view: UIView) -> UIEdgeInsets {
        // A bar hidden with `isHidden` still counts, as in UIKit; one hidden for a pushed
        // controller (`hidesBottomBarWhenPushed`) does not.
        guard view !== tabBarStorage, let container = viewIfLoaded, tabBarStorage.superview === container,
              !isTabBarHiddenForPush else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: max(0, container.bounds.maxY - tabBarStorage.frame.minY), right: 0)
    }
}

extension UITabBarController {
    /// Whether the selected tab is a navigation controller with a controller pushed above its
    /// root that `hidesBottomBarWhenPushed`: the tab bar then hides until it is popped.
    var selectedStackHidesBottomBar: Bool {
        stackHidesBottomBar(displayedController)
    }

    /// Whether `controller` is a navigation controller with a controller pushed above its root
    /// that `hidesBottomBarWhenPushed`.
    func stackHidesBottomBar(_ controller: UIViewController?) -> Bool {
        guard let navigation = controller as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }
}

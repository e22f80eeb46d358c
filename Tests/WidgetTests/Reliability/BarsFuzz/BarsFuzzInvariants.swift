// BarsFuzzInvariants.swift: what must hold after every operation of the bars fuzz: nothing NaN;
// and, once the run loop is idle, each shown screen's safe area and frame as the bars above and
// below it give them on a device, each scroll view's adjusted content inset as its
// `contentInsetAdjustmentBehavior` gives it, and every controller let go of freed.
import Foundation
import TestSupport
import ViewWidgets

extension BarsFuzzHarness {
    func checkInvariants() -> InvariantFailure? {
        if let failure = checkFinite() { return failure }
        guard Headless.isIdle else { return nil }
        counts.restChecks += 1
        for entry in released where entry.controller != nil {
            return InvariantFailure("controllers let go of are freed", "\(entry.name) is still alive with the run loop idle")
        }
        released = []
        let showsSide = tabs.map { $0.selectedIndex == 1 } ?? false
        if showsSide {
            if let failure = checkSideScreen() { return failure }
        } else if let failure = checkNavigationTop() {
            return failure
        }
        if let failure = checkBarMetrics() { return failure }
        for screen in [navigation.topViewController as? BarsScreen, side].compactMap({ $0 }) {
            if let failure = checkAdjustedContentInset(of: screen) { return failure }
            if let failure = checkTraits(of: screen) { return failure }
        }
        return nil
    }

    /// A shown screen's appearance is its nearest override's (its own, its containers', the
    /// window's) or the device's, its view has it too, and the screen heard of it.
    private func checkTraits(of screen: BarsScreen) -> InvariantFailure? {
        guard let view = screen.viewIfLoaded, view.window === window else { return nil }
        var expected = Headless.traits.userInterfaceStyle
        if window.overrideUserInterfaceStyle != .unspecified { expected = window.overrideUserInterfaceStyle }
        var chain: [UIViewController] = []
        var controller: UIViewController? = screen
        while let current = controller {
            chain.append(current)
            controller = current.parent
        }
        for current in chain.reversed() where current.overrideUserInterfaceStyle != .unspecified {
            expected = current.overrideUserInterfaceStyle
        }
        let style = screen.traitCollection.userInterfaceStyle
        guard style == expected, view.traitCollection.userInterfaceStyle == expected else {
            return InvariantFailure("a screen has its nearest override's appearance",
                                    "screen \(screen.number): \(style), its view \(view.traitCollection.userInterfaceStyle), expected \(expected)")
        }
        guard screen.heardStyle == expected else {
            return InvariantFailure("a shown screen heard of its appearance",
                                    "screen \(screen.number) last heard \(screen.heardStyle), has \(expected)")
        }
        return nil
    }

    /// The bars have a device's heights for the window's traits: on a phone whose height is
    /// compact (on its side) the navigation bar is 32 points high with no large title and the tab
    /// bar's items 32; else 44 (96 with a large title) and 49. The back button sits at the bar's
    /// leading side: the left, or the right when the bar runs right to left.
    private func checkBarMetrics() -> InvariantFailure? {
        let bar = navigation.navigationBar
        let compact = window.traitCollection.userInterfaceIdiom == .phone && window.traitCollection.verticalSizeClass == .compact
        if bar.window === window, !navigation.isNavigationBarHidden {
            let height = bar.frame.height
            if compact ? height != 32 : height != 44 && height != 96 {
                return InvariantFailure("a navigation bar is 32 points high on a phone on its side, else 44 or 96",
                                        "bar \(bar.frame), vertical size class \(window.traitCollection.verticalSizeClass)")
            }
            if let back = bar.firstDescendant(named: "UINavigationItemButtonView"), navigation.viewControllers.count > 1 {
                let middle = back.convert(back.bounds, to: bar).midX
                let rightToLeft = bar.effectiveUserInterfaceLayoutDirection == .rightToLeft
                if rightToLeft ? middle <= bar.bounds.midX : middle >= bar.bounds.midX {
                    return InvariantFailure("the back button is at the bar's leading side",
                                            "back button \(back.frame) in bar \(bar.bounds), right to left: \(rightToLeft)")
                }
            }
        }
        if let tabBar = tabs?.tabBar, tabBar.window === window {
            let expected = (compact ? 32 : 49) + window.safeAreaInsets.bottom
            if tabBar.frame.height != expected {
                return InvariantFailure("a tab bar is 49 points plus the bottom safe area, 32 on a phone on its side",
                                        "tab bar \(tabBar.frame), expected height \(expected)")
            }
        }
        return nil
    }

    /// No frame, bounds, safe area or scroll inset in the window is NaN or infinite.
    private func checkFinite() -> InvariantFailure? {
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            let frame = view.frame, bounds = view.bounds, safe = view.safeAreaInsets
            let numbers = [frame.minX, frame.minY, frame.width, frame.height, bounds.minX, bounds.minY,
                           bounds.width, bounds.height, safe.top, safe.left, safe.bottom, safe.right]
            if !numbers.allSatisfy(\.isFinite) {
                return InvariantFailure("no frame or inset is NaN", "\(view): frame \(frame), bounds \(bounds), safe area \(safe)")
            }
            if let scrollView = view as? UIScrollView {
                let inset = scrollView.adjustedContentInset, offset = scrollView.contentOffset
                if ![inset.top, inset.left, inset.bottom, inset.right, offset.x, offset.y].allSatisfy(\.isFinite) {
                    return InvariantFailure("no frame or inset is NaN", "\(scrollView): adjusted inset \(inset), offset \(offset)")
                }
            }
            stack.append(contentsOf: view.subviews)
        }
        return Headless.now.isFinite ? nil : InvariantFailure("the clock stays finite", "now is \(Headless.now)")
    }

    /// The navigation controller's top screen: under a shown bar its safe area starts at the
    /// bar's bottom edge (when it extends under the bar) or its view does (when it does not); the
    /// toolbar likewise at the bottom; the rest of its safe area is the container's, and the
    /// controller's additional insets add to each edge.
    private func checkNavigationTop() -> InvariantFailure? {
        guard let top = navigation.topViewController as? BarsScreen, let view = top.viewIfLoaded,
              let container = navigation.viewIfLoaded, container.window === window, view.superview === container else {
            return InvariantFailure("the top screen is shown", "top \(String(describing: navigation.topViewController)) not in the container")
        }
        let extra = top.additionalSafeAreaInsets, edges = top.edgesForExtendedLayout
        let bar = navigation.navigationBar
        let frame = view.frame, safe = view.safeAreaInsets, outer = container.safeAreaInsets, bounds = container.bounds
        let name = "screen \(top.number)"
        // Top edge.
        let expectedTop: CGFloat
        if navigation.isNavigationBarHidden {
            if frame.minY != bounds.minY { return InvariantFailure("a screen without a bar fills the container's top", "\(name): \(frame)") }
            expectedTop = outer.top + extra.top
        } else if edges.contains(.top) && (bar.isTranslucent || top.extendedLayoutIncludesOpaqueBars) {
            counts.barCoverChecks += 1
            if frame.minY != bounds.minY { return InvariantFailure("a screen under the bar starts at the container's top", "\(name): \(frame)") }
            expectedTop = bar.frame.maxY - bounds.minY + extra.top
        } else {
            if frame.minY != bar.frame.maxY {
                return InvariantFailure("a screen not under the bar starts at its bottom edge", "\(name): \(frame), bar \(bar.frame)")
            }
            expectedTop = max(0, outer.top - (frame.minY - bounds.minY)) + extra.top
        }
        if safe.top != expectedTop {
            return InvariantFailure("the safe area's top is the bar's bottom edge", "\(name): safe area \(safe), expected top \(expectedTop); bar \(bar.frame), frame \(frame), container safe area \(outer), additional \(extra)")
        }
        // Bottom edge.
        let expectedBottom: CGFloat
        if navigation.isToolbarHidden {
            if frame.maxY != bounds.maxY { return InvariantFailure("a screen without a toolbar fills the container's bottom", "\(name): \(frame)") }
            expectedBottom = outer.bottom + extra.bottom
        } else {
            let toolbar: UIToolbar = navigation.toolbar
            if toolbar.frame.maxY != bounds.maxY - outer.bottom {
                return InvariantFailure("the toolbar rests on the container's safe area", "toolbar \(toolbar.frame), container \(bounds), safe area \(outer)")
            }
            if edges.contains(.bottom) && (toolbar.isTranslucent || top.extendedLayoutIncludesOpaqueBars) {
                if frame.maxY != bounds.maxY { return InvariantFailure("a screen under the toolbar reaches the container's bottom", "\(name): \(frame)") }
                expectedBottom = bounds.maxY - toolbar.frame.minY + extra.bottom
            } else {
                if frame.maxY != toolbar.frame.minY {
                    return InvariantFailure("a screen not under the toolbar ends at its top edge", "\(name): \(frame), toolbar \(toolbar.frame)")
                }
                expectedBottom = max(0, outer.bottom - (bounds.maxY - frame.maxY)) + extra.bottom
            }
        }
        if safe.bottom != expectedBottom {
            return InvariantFailure("the safe area's bottom is the toolbar's top edge", "\(name): safe area \(safe), expected bottom \(expectedBottom); frame \(frame), container safe area \(outer), additional \(extra)")
        }
        if safe.left != outer.left + extra.left || safe.right != outer.right + extra.right {
            return InvariantFailure("the sides of the safe area are the container's", "\(name): \(safe), container \(outer), additional \(extra)")
        }
        return nil
    }

    /// The tab bar controller's second tab: the tab bar at the window's bottom covers its safe
    /// area (or its view ends at the bar), the window's safe area gives the rest.
    private func checkSideScreen() -> InvariantFailure? {
        guard let tabs, let view = side.viewIfLoaded, view.window === window else {
            return InvariantFailure("the selected tab is shown", "the side screen is not in the window")
        }
        let tabBar = tabs.tabBar, outer = window.safeAreaInsets, extra = side.additionalSafeAreaInsets
        let frame = view.convert(view.bounds, to: window), safe = view.safeAreaInsets
        if tabBar.convert(tabBar.bounds, to: window).maxY != window.bounds.maxY {
            return InvariantFailure("the tab bar rests on the window's bottom", "tab bar \(tabBar.frame), window \(window.bounds)")
        }
        let barTop = tabBar.convert(tabBar.bounds, to: window).minY
        let under = side.edgesForExtendedLayout.contains(.bottom) && (tabBar.isTranslucent || side.extendedLayoutIncludesOpaqueBars)
        if under ? frame.maxY != window.bounds.maxY : frame.maxY != barTop {
            return InvariantFailure("the side screen ends at the window's bottom under a tab bar it extends under, else at the bar",
                                    "frame \(frame), tab bar top \(barTop), under: \(under)")
        }
        let expected = UIEdgeInsets(top: max(0, outer.top - frame.minY) + extra.top, left: outer.left + extra.left,
                                    bottom: (under ? window.bounds.maxY - barTop : 0) + extra.bottom,
                                    right: outer.right + extra.right)
        if safe != expected {
            return InvariantFailure("the tab bar covers the side screen's safe area", "safe area \(safe), expected \(expected); frame \(frame), tab bar top \(barTop)")
        }
        return nil
    }

    /// `adjustedContentInset` is `contentInset` plus the part of the safe area the behaviour takes:
    /// none (`.never`), all (`.always`), the edges of the axes that scroll (`.scrollableAxes`),
    /// and the vertical ones too for a controller's view in a navigation or tab bar controller
    /// (`.automatic`).
    private func checkAdjustedContentInset(of screen: BarsScreen) -> InvariantFailure? {
        guard let scrollView = screen.scrollView, scrollView.window != nil else { return nil }
        let safe = scrollView.safeAreaInsets, size = scrollView.contentSize, bounds = scrollView.bounds
        var vertical = scrollView.alwaysBounceVertical || size.height > bounds.height
        let horizontal = scrollView.alwaysBounceHorizontal || size.width > bounds.width
        let taken: UIEdgeInsets
        switch scrollView.contentInsetAdjustmentBehavior {
        case .never: taken = .zero
        case .always: taken = safe
        default:
            if scrollView.contentInsetAdjustmentBehavior == .automatic { vertical = true }
            taken = UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                                 bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
        }
        let inset = scrollView.contentInset
        let expected = UIEdgeInsets(top: inset.top + taken.top, left: inset.left + taken.left,
                                    bottom: inset.bottom + taken.bottom, right: inset.right + taken.right)
        if scrollView.adjustedContentInset != expected {
            return InvariantFailure("adjustedContentInset is contentInset plus the safe area the behaviour takes",
                                    "screen \(screen.number) (\(scrollView.contentInsetAdjustmentBehavior)): \(scrollView.adjustedContentInset), expected \(expected); safe area \(safe), content size \(size), bounds \(bounds)")
        }
        return nil
    }
}

extension UIView {
    /// The first view below this one whose class is named `name` (the bars' private views).
    func firstDescendant(named name: String) -> UIView? {
        var stack = subviews
        while let view = stack.popLast() {
            if String(describing: type(of: view)) == name { return view }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }
}

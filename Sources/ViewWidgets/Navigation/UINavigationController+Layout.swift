// UINavigationController+Layout.swift: the container view, where the bars and the top controller's
// view go, how the bars cover the children's safe area, and the bar's slide when it is hidden or
// shown with animation.

/// The navigation controller's own view: it lays out the bar and the top controller's view
/// whenever it is laid out (internal; named after UIKit's so tree dumps read as on a device).
final class UILayoutContainerView: UIView {
    weak var navigationController: UINavigationController?
    /// The tab bar controller whose view this is, when it is one's (UIKit uses the same class).
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutNavigationViews()
        tabBarController?.layoutTabViews()
        // The top or selected controller, or its insets, may have changed: the bars look at
        // their scroll edges again (Appearance/BarScrollEdge.swift).
        navigationController?.updateBarsForScrollEdges()
        tabBarController?.updateBarsForScrollEdges()
    }
}

extension UINavigationController {
    /// Makes the container view (the screen's size, flexible width and height) with the bar,
    /// and the top controller's view below the bar.
    func loadContainerView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.navigationController = self
        view = container
        // The bars cover the children's safe area from now on.
        Headless.current.safeAreaMatters = true
        navigationBar.autoresizingMask = [.flexibleWidth]
        navigationBar.frame = shownNavigationBarFrame()
        navigationBar.isHidden = navigationBarHiddenStorage
        container.addSubview(navigationBar)
        // Read (and listed to UI tests) before the content, which starts under it.
        container.writableAccessibilityStorage.leadingChild = navigationBar
        if let popRecognizer { container.addGestureRecognizer(popRecognizer) }
        installBarHidingRecognizers(in: container)
        if showsToolbar { installToolbar(in: container) }
        guard let top = stack.last else { return }
        let topView = top.view
        // The top's viewDidLoad may have pushed or popped already, installing the new top itself.
        if stack.last === top, displayedController == nil, let topView {
            topView.frame = contentFrame()
            topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.insertSubview(topView, belowSubview: navigationBar)
            displayedController = top
        }
    }

    /// Places the bars (unless the navigation bar is sliding) and the top controller's view (unless
    /// a push or pop is sliding), and has the top view's safe area follow when the bars' cover changed.
    /// The bar takes the top controller's large-title collapse first, so after a push or pop it
    /// is sized for the controller now on top in this same pass (UINavigationBar+LargeTitle.swift).
    func layoutNavigationViews() {
        updateLargeTitleCollapse()
        navigationBar.backgroundExtension = navigationBarTop()
        if !isSlidingNavigationBar { navigationBar.frame = shownNavigationBarFrame() }
        guard let container = viewIfLoaded else { return }
        if showsToolbar, toolbarStorage?.superview !== container { installToolbar(in: container) }
        if !showsToolbar, let toolbar = toolbarStorage, toolbar.superview === container { toolbar.removeFromSuperview() }
        if let toolbar = toolbarStorage, toolbar.superview === container { toolbar.frame = shownToolbarFrame() }
        let covered = insetsCoveredByBars(forChildView: container)
        if covered != reportedBarInsets {
            reportedBarInsets = covered
            for child in container.subviews where child !== navigationBar && child !== toolbarStorage { child.setNeedsLayout() }
        }
        guard transition == nil, let topView = topViewController?.viewIfLoaded, topView.superview === container else { return }
        let frame = contentFrame()
        if topView.frame != frame { topView.frame = frame }
    }

    /// Whether the toolbar shows: it is not hidden, and the top controller does not hide bottom
    /// bars (`hidesBottomBarWhenPushed`, which Apple documents for this toolbar).
    var showsToolbar: Bool {
        !toolbarHiddenStorage && topViewController?.hidesBottomBarWhenPushed != true
    }

    /// Whether this controller or its top controller prefers the status bar hidden.
    var prefersStatusBarHiddenHere: Bool {
        prefersStatusBarHidden || topViewController?.prefersStatusBarHidden == true
    }

    /// The part of the screen's status bar that covers this controller's view (all of it when
    /// the view is not in a window).
    func statusBarCover() -> CGFloat {
        let height = UIScreen.main.statusBarHeight
        guard let container = viewIfLoaded, let window = container.window else { return height }
        let topInWindow = container.convert(container.bounds, to: window).minY
        return max(0, min(height, height - topInWindow))
    }

    /// How far below the view's top the bar sits: under the status bar and the view's top
    /// safe-area inset, whichever reaches lower (y = 20 on a phone with a home button, 59 on an
    /// iPhone 15). With the status bar hidden, the inset without the status bar: none on a phone
    /// with a home button, the sensor housing's on the others.
    func navigationBarTop() -> CGFloat {
        let cover = statusBarCover()
        let safeTop = viewIfLoaded?.safeAreaInsets.top ?? 0
        guard prefersStatusBarHiddenHere else { return max(cover, safeTop) }
        return UIScreen.main.hasSensorHousing ? safeTop : max(0, safeTop - cover)
    }

    /// The bar's frame while it is shown: the view's width, as high as the bar needs (44 points,
    /// 96 with a large title), at ``navigationBarTop()``.
    func shownNavigationBarFrame() -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        let height = navigationBar.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        return CGRect(x: bounds.minX, y: bounds.minY + navigationBarTop(), width: bounds.width, height: height)
    }

    /// The toolbar's frame while it is shown: the view's width, 44 points high, resting on the
    /// view's bottom safe-area inset (above the home indicator, or above a tab bar).
    func shownToolbarFrame() -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        let bottom = viewIfLoaded?.safeAreaInsets.bottom ?? 0
        let height = toolbar.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        return CGRect(x: bounds.minX, y: bounds.maxY - bottom - height, width: bounds.width, height: height)
    }

    /// The top controller's view's frame: the whole view, less the part the navigation bar
    /// covers unless the controller extends under it (`edgesForExtendedLayout` holds `.top` and
    /// the bar is translucent or `extendedLayoutIncludesOpaqueBars`), and the same for the toolbar
    /// at the bottom.
    func contentFrame() -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        let top = topViewController
        let edges = top?.edgesForExtendedLayout ?? .all
        let includesOpaqueBars = top?.extendedLayoutIncludesOpaqueBars ?? false
        var minY = bounds.minY, maxY = bounds.maxY
        if contentStartsBelowNavigationBar {
            minY = min(maxY, shownNavigationBarFrame().maxY)
        }
        if showsToolbar, !(edges.contains(.bottom) && (toolbar.isTranslucent || includesOpaqueBars)) {
            maxY = max(minY, shownToolbarFrame().minY)
        }
        return CGRect(x: bounds.minX, y: minY, width: bounds.width, height: maxY - minY)
    }

    /// Whether the top controller's view starts below the navigation bar rather than under it:
    /// the bar shows, and the controller does not extend its layout under it
    /// (`edgesForExtendedLayout` holding `.top`, with a translucent bar or
    /// `extendedLayoutIncludesOpaqueBars`).
    var contentStartsBelowNavigationBar: Bool {
        let top = topViewController
        let edges = top?.edgesForExtendedLayout ?? .all
        let includesOpaqueBars = top?.extendedLayoutIncludesOpaqueBars ?? false
        return !navigationBarHiddenStorage && !(edges.contains(.top) && (navigationBar.isTranslucent || includesOpaqueBars))
    }

    /// Slides the bar up out of sight (hiding) or down into place (showing) over
    /// `hideShowBarDuration`, resizing the top controller's view with it; a hidden bar ends hidden.
    func slideNavigationBar(hidden: Bool, in container: UIView) {
        let slide = navigationBarSlideCount
        let shown = shownNavigationBarFrame()
        let outOfSight = shown.offsetBy(dx: 0, dy: -shown.maxY)
        isSlidingNavigationBar = true
        if !hidden {
            navigationBar.frame = outOfSight
            navigationBar.isHidden = false
        }
        let topView = transition == nil ? topViewController?.viewIfLoaded : nil
        let contentFrame = contentFrame()
        UIView.animate(withDuration: TimeInterval(UINavigationController.hideShowBarDuration), animations: {
            self.navigationBar.frame = hidden ? outOfSight : shown
            if let topView, topView.superview === container { topView.frame = contentFrame }
            // The bar's cover of the children changes with its frame: the layout pass tells them
            // (their safe area, a scroll view's content inset), inside the slide as on a device.
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self, self.navigationBarSlideCount == slide else { return }
            self.isSlidingNavigationBar = false
            self.navigationBar.isHidden = self.navigationBarHiddenStorage
            self.navigationBar.frame = self.shownNavigationBarFrame()
            // The container may have changed size during the slide (a rotation), which the bar
            // sat out: its cover of the children is measured again from where it ends.
            self.viewIfLoaded?.setNeedsLayout()
        })
    }
}

extension UINavigationController: BarCoveringContainer {
    /// The bars' cover of the view: the navigation bar's bottom edge from the top, the toolbar's
    /// top edge from the bottom, for every view but the bars themselves.
    package func insetsCoveredByBars(forChildView view: UIView) -> UIEdgeInsets {
        guard view !== navigationBar, view !== toolbarStorage, let container = viewIfLoaded else { return .zero }
        let bounds = container.bounds
        var insets = UIEdgeInsets.zero
        if navigationBar.superview === container, !navigationBar.isHidden {
            insets.top = max(0, navigationBar.frame.maxY - bounds.minY)
        }
        if let toolbar = toolbarStorage, toolbar.superview === container, !toolbar.isHidden {
            insets.bottom = max(0, bounds.maxY - toolbar.frame.minY)
        }
        return insets
    }
}

// UINavigationController+Layout.swift: the container view, where the bar and the top controller's
// view go, and the bar's slide when it is hidden or shown with animation.

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
    }
}

extension UINavigationController {
    /// The height of the status bar that the bar sits under.
    static let statusBarHeight: CGFloat = 20

    /// Makes the container view (the screen's size, flexible width and height) with the bar,
    /// and the top controller's view below the bar.
    func loadContainerView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.navigationController = self
        view = container
        navigationBar.autoresizingMask = [.flexibleWidth]
        navigationBar.frame = shownNavigationBarFrame()
        navigationBar.isHidden = navigationBarHiddenStorage
        container.addSubview(navigationBar)
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

    /// Places the bar (unless it is sliding) and the top controller's view (unless a push or
    /// pop is sliding).
    func layoutNavigationViews() {
        navigationBar.backgroundExtension = statusBarInset()
        if !isSlidingNavigationBar { navigationBar.frame = shownNavigationBarFrame() }
        guard transition == nil, let container = viewIfLoaded,
              let topView = topViewController?.viewIfLoaded, topView.superview === container else { return }
        let frame = contentFrame()
        if topView.frame != frame { topView.frame = frame }
    }

    /// How far down the bar sits: the part of the 20-point status bar that covers this
    /// controller's view (all of it when the view is not in a window), or 0 when this controller
    /// or the top controller prefers the status bar hidden.
    func statusBarInset() -> CGFloat {
        let height = UINavigationController.statusBarHeight
        if prefersStatusBarHidden || topViewController?.prefersStatusBarHidden == true { return 0 }
        guard let container = viewIfLoaded, let window = container.window else { return height }
        let topInWindow = container.convert(container.bounds, to: window).minY
        return max(0, min(height, height - topInWindow))
    }

    /// The bar's frame while it is shown: the view's width, 44 points high, under the status bar.
    func shownNavigationBarFrame() -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        let height = navigationBar.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        return CGRect(x: bounds.minX, y: bounds.minY + statusBarInset(), width: bounds.width, height: height)
    }

    /// The top controller's view's frame: the whole view when the bar is hidden or translucent
    /// (UIKit's extended layout), else the part below the bar.
    func contentFrame() -> CGRect {
        let bounds = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        if navigationBarHiddenStorage || navigationBar.isTranslucent { return bounds }
        let barBottom = shownNavigationBarFrame().maxY - bounds.minY
        return CGRect(x: bounds.minX, y: bounds.minY + barBottom, width: bounds.width,
                      height: max(0, bounds.height - barBottom))
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
        }, completion: { [weak self] _ in
            guard let self, self.navigationBarSlideCount == slide else { return }
            self.isSlidingNavigationBar = false
            self.navigationBar.isHidden = self.navigationBarHiddenStorage
            self.navigationBar.frame = self.shownNavigationBarFrame()
        })
    }
}

// UINavigationControllerDelegate.swift: what a navigation controller tells its delegate as it
// shows a controller, and asks it about the interface's orientations.

/// The delegate of a ``UINavigationController``, as UIKit's `UINavigationControllerDelegate`.
///
/// UIKit's optional methods are requirements here with default implementations, so a conforming
/// class's own methods are the ones the navigation controller calls. While the navigation
/// controller is on screen, each change of its top controller (push, pop, `setViewControllers`,
/// the interactive pop) and its first showing of a top controller send:
///
///     new top viewWillAppear, navigationController(_:willShow:animated:), …,
///     new top viewDidAppear, navigationController(_:didShow:animated:)
///
/// A cancelled interactive pop sends `willShow` for the controller that was to appear and
/// nothing when the pop is cancelled, as UIKit does.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// The navigation controller is about to show `viewController`'s view and navigation item
    /// (sent after that controller's `viewWillAppear`); does nothing by default.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// The navigation controller showed `viewController`'s view and navigation item (sent after
    /// that controller's `viewDidAppear`); does nothing by default.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The orientations the navigation controller supports (its `supportedInterfaceOrientations`);
    /// by default the navigation controller's own answer.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    /// The orientation the navigation controller prefers when presented full screen (its
    /// `preferredInterfaceOrientationForPresentation`); by default its own answer.
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation
    /// The animator of an animated push or pop (`operation`) from `fromVC` to `toVC`, asked after
    /// the "will" appearance calls and `willShow`; nil (the default) for the built-in slide.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives `animationController`'s transition (for example a
    /// ``UIPercentDrivenInteractiveTransition`` updated by the app's pan); nil (the default) for
    /// a transition that runs on its own.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    /// The navigation controller's own supported orientations.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        navigationController.ownSupportedInterfaceOrientations
    }
    /// The navigation controller's own preferred orientation for a presentation.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController) -> UIInterfaceOrientation {
        navigationController.ownPreferredInterfaceOrientationForPresentation
    }
    /// No animator: the built-in slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No interaction controller.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UINavigationController {
    /// Tells the delegate that `controller` is about to show, once per showing.
    func notifyWillShow(_ controller: UIViewController, animated: Bool) {
        guard controller !== delegateWillShowController else { return }
        delegateWillShowController = controller
        delegate?.navigationController(self, willShow: controller, animated: animated)
    }

    /// Tells the delegate that `controller` showed, when it was told that it would.
    func notifyDidShow(_ controller: UIViewController, animated: Bool) {
        guard controller === delegateWillShowController, controller !== delegateShownController else { return }
        delegateShownController = controller
        delegate?.navigationController(self, didShow: controller, animated: animated)
    }
}

// UITabBarControllerDelegate.swift: what a tab bar controller asks and tells about the user's
// taps on its tabs.

/// The delegate of a ``UITabBarController``, as UIKit's `UITabBarControllerDelegate`.
///
/// UIKit's optional methods are requirements here with default implementations (allow, do
/// nothing, no animator). `shouldSelect` and `didSelect` are called for the user's taps on the tab
/// bar only, never for changes made in code (`selectedIndex`, `selectedViewController`); the
/// animator is asked for every change of the shown tab while the tab bar controller is on screen,
/// made by a tap or in code (Apple's Slide sample starts its interactive switch by setting
/// `selectedIndex`).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tapped tab's controller may be selected; true by default. For the More tab,
    /// `viewController` is the `moreNavigationController`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user tapped the tab of `viewController`, now selected (also when it already was); does
    /// nothing by default.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator of the switch from `fromVC` (the tab shown) to `toVC`, or nil (the default)
    /// for the switch at once. It runs in a container view below the tab bar, holding the old
    /// tab's view; it adds the new one at `finalFrame(for: toVC)` and calls `completeTransition(_:)`.
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the switch `animationController` animates, or nil
    /// (the default) for a switch that runs on its own.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    /// Allows the selection.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// No animator: the switch happens at once.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No interaction controller.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

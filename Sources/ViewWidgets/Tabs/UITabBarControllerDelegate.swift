// UITabBarControllerDelegate.swift: what a tab bar controller asks and tells about the user's
// taps on its tabs.

/// The delegate of a ``UITabBarController``, as UIKit's `UITabBarControllerDelegate`.
///
/// UIKit's optional methods are requirements here with default implementations (allow, do
/// nothing). Both are called for the user's taps on the tab bar only, never for changes made in
/// code (`selectedIndex`, `selectedViewController`).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tapped tab's controller may be selected; true by default. For the More tab,
    /// `viewController` is the `moreNavigationController`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user tapped the tab of `viewController`, now selected (also when it already was); does
    /// nothing by default.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Allows the selection.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

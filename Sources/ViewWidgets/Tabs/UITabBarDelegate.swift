// UITabBarDelegate.swift: what a tab bar made by the app tells about taps on its items.

/// The delegate of a ``UITabBar`` that the app manages itself, as UIKit's `UITabBarDelegate`.
///
/// UIKit's optional method is a requirement here with a default implementation (do nothing). A
/// tab bar controller's bar has the controller behind it and takes no delegate.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item`, which is now the selected item; does nothing by default.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

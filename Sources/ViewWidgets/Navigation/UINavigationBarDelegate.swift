// UINavigationBarDelegate.swift: what a navigation bar made by the app asks and tells about
// pushes and pops.

/// The delegate of a ``UINavigationBar`` that the app manages itself, as UIKit's
/// `UINavigationBarDelegate`.
///
/// UIKit's optional methods are requirements here with default implementations (allow, do
/// nothing), so a conforming class's own methods are the ones the bar calls. A navigation
/// controller's bar takes no delegate.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Whether the bar may push `item`; true by default.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// The bar pushed `item`; does nothing by default.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether the bar may pop `item` (the back button was tapped, or `popItem` was called);
    /// true by default.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// The bar popped `item`; does nothing by default.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// Allows the push.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// Allows the pop.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

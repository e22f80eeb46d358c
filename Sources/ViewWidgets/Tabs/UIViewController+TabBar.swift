// UIViewController+TabBar.swift: what every view controller knows of tab bars: the tab bar
// controller it is in and its tab bar item.

extension UIViewController {
    /// The nearest tab bar controller above this controller (its parent, the parent's parent, ...),
    /// or nil, as UIKit's `tabBarController`.
    public var tabBarController: UITabBarController? {
        ancestor(ofType: UITabBarController.self)
    }

    /// The item a tab bar shows for this controller, made on first use, as UIKit's `tabBarItem`.
    /// The made item's title follows this controller's `title` until the item's own title is set.
    ///
    /// Unlike UIKit, this cannot be overridden (a member of an extension; Docs/Differences.md):
    /// set it instead, for instance in `init`.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = attachedObjects[UIViewController.tabBarItemKey] as? UITabBarItem { return item }
            let item = UITabBarItem()
            item.adopt(by: self)
            attachedObjects[UIViewController.tabBarItemKey] = item
            return item
        }
        set {
            newValue?.adopt(by: self)
            attachedObjects[UIViewController.tabBarItemKey] = newValue
            tabBarController?.tabBarItemsDidChange()
        }
    }

    /// The key of the tab bar item in `attachedObjects`.
    private static let tabBarItemKey = "ViewWidgets.tabBarItem"
}

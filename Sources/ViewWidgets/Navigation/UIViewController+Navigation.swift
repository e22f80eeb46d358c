// UIViewController+Navigation.swift: what every view controller knows of navigation: the
// navigation controller it is in and its navigation item.

extension UIViewController {
    /// The nearest navigation controller above this controller (its parent, the parent's parent,
    /// ...), or nil, as UIKit's `navigationController`. A controller pushed on a navigation
    /// controller has it until it is popped (after its `viewDidDisappear`, with
    /// `didMove(toParent: nil)`).
    public var navigationController: UINavigationController? {
        ancestor(ofType: UINavigationController.self)
    }

    /// The item a navigation bar shows while this controller is on top, made on first use, as
    /// UIKit's `navigationItem`. Its title follows this controller's `title` until the item's own
    /// title is set.
    ///
    /// Unlike UIKit, this cannot be overridden (a member of an extension; Docs/Differences.md):
    /// configure the item instead, for instance in `init` or `viewDidLoad`.
    public var navigationItem: UINavigationItem {
        if let item = attachedObjects[UIViewController.navigationItemKey] as? UINavigationItem { return item }
        let item = UINavigationItem()
        item.owningController = self
        attachedObjects[UIViewController.navigationItemKey] = item
        return item
    }

    /// The key of the navigation item in `attachedObjects`.
    private static let navigationItemKey = "ViewWidgets.navigationItem"
}

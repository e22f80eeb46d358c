// UINavigationController+Toolbar.swift: the navigation controller's own toolbar at the bottom,
// hidden by default, showing the top controller's `toolbarItems`.

extension UINavigationController {
    /// The toolbar the controller shows at the bottom while ``isToolbarHidden`` is false, with the
    /// top controller's `toolbarItems`; made on first use, as UIKit's `toolbar`.
    public var toolbar: UIToolbar! {
        if let toolbarStorage { return toolbarStorage }
        let toolbar = UIToolbar()
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        toolbarStorage = toolbar
        return toolbar
    }

    /// Whether the toolbar is hidden; true by default. Setting it is
    /// `setToolbarHidden(_:animated: false)`.
    public var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar at the bottom of the view; the top controller's safe area (and
    /// its view, when it does not extend under the bar) makes room for it. The change is not
    /// animated here (`animated` is accepted).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        guard let container = viewIfLoaded else { return }
        // Layout puts the toolbar in or takes it out (the top controller may hide it too).
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }

    /// Puts the toolbar in the container, above the content and below the navigation bar.
    func installToolbar(in container: UIView) {
        let toolbar: UIToolbar = self.toolbar
        toolbar.frame = shownToolbarFrame()
        container.insertSubview(toolbar, belowSubview: navigationBar)
    }

    /// Shows the top controller's toolbar items in the toolbar, if it was made.
    func updateToolbarItems() {
        guard let toolbarStorage else { return }
        let items = topViewController?.toolbarItems
        let shown = toolbarStorage.items
        let same = (items ?? []).count == (shown ?? []).count
            && zip(items ?? [], shown ?? []).allSatisfy { $0 === $1 }
        if !same { toolbarStorage.setItems(items, animated: false) }
    }
}

extension UIViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top; nil by
    /// default. Setting it is `setToolbarItems(_:animated: false)`.
    public var toolbarItems: [UIBarButtonItem]? {
        get { (attachedObjects[UIViewController.toolbarItemsKey] as? ToolbarItems)?.items }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems``; the toolbar shows them at once when this controller is on top of a
    /// navigation controller (`animated` is accepted and the change is not animated).
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        attachedObjects[UIViewController.toolbarItemsKey] = toolbarItems.map(ToolbarItems.init)
        if let navigationController, navigationController.topViewController === self {
            navigationController.updateToolbarItems()
        }
    }

    /// The key of the toolbar items in `attachedObjects`.
    private static let toolbarItemsKey = "ViewWidgets.toolbarItems"
}

/// A controller's toolbar items, held in its `attachedObjects`.
private final class ToolbarItems {
    let items: [UIBarButtonItem]
    init(_ items: [UIBarButtonItem]) { self.items = items }
}

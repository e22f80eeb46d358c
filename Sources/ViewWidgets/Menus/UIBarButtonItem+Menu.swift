// UIBarButtonItem+Menu.swift: bar button items made with a primary action or a menu (iOS 14),
// and what a tap on them does.

extension UIBarButtonItem {
    /// Makes an item with a title or image that performs `primaryAction` when tapped, or opens
    /// `menu` when it has no primary action, as UIKit's `init(title:image:primaryAction:menu:)`.
    /// Without a title or image, the item shows the action's.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        let actionTitle = primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.title = title ?? (image == nil ? actionTitle : nil)
        self.image = image ?? (title == nil ? primaryAction?.image : nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Makes one of the items UIKit draws itself that performs `primaryAction` when tapped, or
    /// opens `menu` when it has no primary action (iOS 14).
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init(systemItem: systemItem, registration: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A tap on the item's view: performs the primary action (with the item as `sender`), or,
    /// for an item with no action at all (neither a primary action nor a target-action), opens
    /// the menu below the item. Returns whether either happened.
    func performPrimaryActionOrMenu(from view: UIView) -> Bool {
        if let primaryAction {
            primaryAction.perform(from: self)
            return true
        }
        guard registration == nil, let menu else { return false }
        var hooks = MenuPresentationHooks()
        hooks.perform = { [weak self] action in action.perform(from: self) }
        MenuPresentation.present(menu, from: view, anchor: view.bounds, hooks: hooks)
        return true
    }

    /// Lets a long press on the item's view in a bar open the menu of an item that has both an
    /// action (a primary action or a target-action, which a tap performs) and a menu, as UIKit does.
    func attachMenuLongPress(to view: UIView) {
        guard menu != nil else { return }
        let interaction = UIContextMenuInteraction { [weak self] _ in
            // A tap performs the item's action when it has one; the long press opens the menu then.
            guard let self, self.isEnabled, self.primaryAction != nil || self.registration != nil,
                  let menu = self.menu else { return nil }
            return UIContextMenuConfiguration(actionProvider: { _ in menu })
        }
        interaction.performAction = { [weak self] action in action.perform(from: self) }
        // A bar button item's menu is compact: it lifts no preview.
        interaction.liftsTargetedView = false
        view.addInteraction(interaction)
    }
}

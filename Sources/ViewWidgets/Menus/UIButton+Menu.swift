// UIButton+Menu.swift: a button's menu (iOS 14) and the pop-up button (iOS 15's
// `changesSelectionAsPrimaryAction`), whose title shows the picked action.

extension UIButton {
    /// `menu`'s setter: keeps the menu, turns the context menu interaction on while there is
    /// one, and updates a pop-up button's selection.
    func setControlMenu(_ newValue: UIMenu?) {
        controlMenu = newValue
        isContextMenuInteractionEnabled = newValue != nil
        updatePopUpSelection()
    }

    /// Whether the button's menu is open after a long press (iOS 15); false while a menu opened
    /// as the primary action shows, as UIKit documents.
    public var isHeld: Bool {
        !showsMenuAsPrimaryAction && contextMenuInteractionStorage?.presentation != nil
    }

    /// Whether the button is a pop-up button: a menu shown as its primary action and
    /// `changesSelectionAsPrimaryAction` (UIKit: otherwise the selection toggles).
    var isPopUpButton: Bool { changesSelectionAsPrimaryAction && menu != nil && showsMenuAsPrimaryAction }

    /// Makes a pop-up button's interaction pick one action at a time, selects the first action
    /// when none is on, and shows the selected action's title.
    func updatePopUpSelection() {
        if configurationStorage != nil { setNeedsUpdateConfiguration() }   // the pop-up chevron
        guard let interaction = contextMenuInteractionStorage else { return }
        let isPopUp = isPopUpButton
        interaction.selectsSingleAction = isPopUp
        interaction.didPick = isPopUp ? { [weak self] action in self?.showPopUpTitle(action.title) } : nil
        guard isPopUp, let menu else { return }
        let actions = UIButton.actions(in: menu)
        let selected = actions.first { $0.state == .on } ?? actions.first
        for action in actions where action !== selected && action.state == .on { action.state = .off }
        selected?.state = .on
        if let selected { showPopUpTitle(selected.title) }
    }

    /// Shows a pop-up button's selected title: in its configuration when it has one, else as its
    /// normal title.
    private func showPopUpTitle(_ title: String) {
        if var configured = configuration {
            configured.title = title
            configuration = configured
        } else {
            setTitle(title, for: .normal)
        }
    }

    /// The actions of `menu` and its submenus, in order (each menu visited once).
    private static func actions(in menu: UIMenu) -> [UIAction] {
        var found: [UIAction] = []
        var visited = Set<ObjectIdentifier>()
        collect(menu, into: &found, visited: &visited)
        return found
    }

    private static func collect(_ menu: UIMenu, into found: inout [UIAction], visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(menu)).inserted else { return }
        for child in menu.children {
            if let action = child as? UIAction { found.append(action) }
            if let submenu = child as? UIMenu { collect(submenu, into: &found, visited: &visited) }
        }
    }
}

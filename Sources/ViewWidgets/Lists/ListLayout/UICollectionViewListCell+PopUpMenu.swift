// UICollectionViewListCell+PopUpMenu.swift: a tap on a list cell with a pop-up menu accessory shows
// the menu beside the accessory, as a pop-up button's menu (Menus/MenuPresentation.swift).

extension UICollectionViewListCell {
    /// The cell's pop-up menu accessory while it is displayed and not hidden; nil otherwise.
    var displayedPopUpMenuAccessory: UICellAccessory? {
        let editing = owningCollectionView?.isEditing ?? false
        return accessories.first {
            if case .popUpMenu = $0.kind { $0.isDisplayed(editing: editing) && !$0.isHidden } else { false }
        }
    }

    /// Shows the menu of the cell's displayed pop-up menu accessory, if it has one: a tap
    /// anywhere on such a cell presents the menu (Apple's `UICellAccessoryPopUpMenu`) instead of
    /// selecting it. The menu picks one action at a time; picking an action other than the
    /// selected one calls the accessory's `selectedElementDidChangeHandler` with the menu.
    /// Nothing of the app's menu changes unless the menu opens. Returns whether a menu opened.
    func presentPopUpMenuIfAny() -> Bool {
        guard window != nil, let accessory = displayedPopUpMenuAccessory,
              case .popUpMenu(let menu) = accessory.kind else { return false }
        let anchorView = accessoryViews.first { if case .popUpMenu = $0.accessory.kind { true } else { false } }
        let anchor = anchorView.map { convert($0.bounds, from: $0) } ?? bounds
        let actions = PopUpMenuSelection.actions(in: menu)
        // With no action on, the first shows as selected, as a pop-up button's menu does.
        let defaulted = actions.contains(where: { $0.state == .on }) ? nil : actions.first
        defaulted?.state = .on
        var selected = actions.first { $0.state == .on }
        var hooks = MenuPresentationHooks()
        hooks.selectsSingleAction = true
        let handler = accessory.menuSelectionHandler
        hooks.didPick = { picked in
            guard picked !== selected else { return }
            selected = picked
            handler?(menu)
        }
        guard MenuPresentation.present(menu, from: self, anchor: anchor, hooks: hooks) != nil else {
            defaulted?.state = .off
            return false
        }
        return true
    }
}

/// The actions of a pop-up menu, in order, each menu visited once.
@MainActor
enum PopUpMenuSelection {
    static func actions(in menu: UIMenu) -> [UIAction] {
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

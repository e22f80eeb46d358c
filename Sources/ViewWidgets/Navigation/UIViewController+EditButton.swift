// UIViewController+EditButton.swift: the Edit button a controller gives its bar
// (https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem).

extension UIViewController {
    /// A bar button item titled "Edit" that turns editing on (`setEditing(true, animated: true)`),
    /// then "Done" (in the `.done` style) that turns it off, as UIKit's `editButtonItem`; the same
    /// item each time. Its title follows the controller's editing state however it changes.
    ///
    /// Unlike UIKit, this cannot be overridden (a member of an extension; Docs/Differences.md).
    public var editButtonItem: UIBarButtonItem {
        if let item = attachedObjects[UIViewController.editButtonItemKey] as? UIBarButtonItem { return item }
        let item = EditButtonItem(title: "Edit", style: .plain, target: self, action: UIViewController.toggleEditingFromEditButton)
        item.controllerEditingDidChange(isEditing)
        attachedObjects[UIViewController.editButtonItemKey] = item
        return item
    }

    /// The Edit button's action: the other editing state, animated.
    func toggleEditingFromEditButton() {
        setEditing(!isEditing, animated: true)
    }

    /// The key of the Edit button in `attachedObjects`.
    private static let editButtonItemKey = "ViewWidgets.editButtonItem"
}

/// The Edit button of a controller: "Edit", or "Done" while the controller is editing.
@MainActor
final class EditButtonItem: UIBarButtonItem, ControllerEditingFollowing {
    func controllerEditingDidChange(_ editing: Bool) {
        let title = editing ? "Done" : "Edit"
        if self.title != title { self.title = title }
        style = editing ? .done : .plain
    }
}

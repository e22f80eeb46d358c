// UIViewController+Containment.swift: finding an enclosing container controller.

extension UIViewController {
    /// The nearest controller above this one (its parent, the parent's parent, ...) of type `T`,
    /// or nil. ViewWidgets builds `navigationController` on it, as UIKit finds the nearest
    /// enclosing navigation controller.
    package func ancestor<T: UIViewController>(ofType type: T.Type) -> T? {
        var candidate = parentStorage
        while let current = candidate {
            if let match = current as? T { return match }
            candidate = current.parentStorage
        }
        return nil
    }

    /// ``addChild(_:)``: removes `childController` from another parent, calls its
    /// `willMove(toParent: self)` and makes it a child.
    func adoptChild(_ childController: UIViewController) {
        guard childController !== self, childController.parentStorage !== self else { return }
        if childController.parentStorage != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
        childController.movingToParentFlag = true
        childController.traitInputsDidChange()
    }

    /// ``removeFromParent()``: leaves the parent and calls `didMove(toParent: nil)`.
    func leaveParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        movingToParentFlag = false
        traitInputsDidChange()
        didMove(toParent: nil)
    }
}

/// An object attached to a controller (through `attachedObjects`) that shows the controller's
/// title, such as a tab bar item, and is told when the title changes.
@MainActor
package protocol ControllerTitleFollowing: AnyObject {
    /// The controller's `title` changed.
    func controllerTitleDidChange()
}

/// An object attached to a controller (through `attachedObjects`) that shows whether the controller
/// is editing, such as its Edit button, and is told when that changes.
@MainActor
package protocol ControllerEditingFollowing: AnyObject {
    /// The controller's `setEditing(_:animated:)` ran.
    func controllerEditingDidChange(_ editing: Bool)
}

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
}

/// An object attached to a controller (through `attachedObjects`) that shows the controller's
/// title, such as a tab bar item, and is told when the title changes.
@MainActor
package protocol ControllerTitleFollowing: AnyObject {
    /// The controller's `title` changed.
    func controllerTitleDidChange()
}

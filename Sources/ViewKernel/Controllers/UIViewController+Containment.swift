// UIViewController+Containment.swift: parent and child controllers.

extension UIViewController {
    /// Links `child` under this controller, with UIKit's `willMove(toParent:)` call.
    func performAddChild(_ child: UIViewController) {
        guard child !== self, child.parentStorage !== self else { return }
        if child.parentStorage != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        childStorage.append(child)
        child.parentStorage = self
        child.movingToParentFlag = true
    }

    /// Unlinks this controller from its parent, with UIKit's `didMove(toParent: nil)` call.
    func performRemoveFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        movingToParentFlag = false
        didMove(toParent: nil)
    }

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

// UICollectionViewController+Moving.swift: which of the moving data source methods a collection
// view controller's class implements. UIKit asks `respondsToSelector:`; the controller declares
// both methods so that subclasses can override them, so the question is whether the subclass
// overrides them, read from its method table (an override that calls `super` is an override).

/// The controller's moving methods that a subclass may override, each found in the method table
/// once (nil when the table cannot be read: the collection view then asks as it asks any data source).
@MainActor
enum CollectionControllerOverrides {
    /// `collectionView(_:moveItemAt:to:)`.
    static let moveItem = UIViewOverrides(base: UICollectionViewController.self, superclass: UIViewController.self,
                                          probe: MoveItemProbe.self, plain: PlainControllerProbe.self, slotCount: 1...1)
    /// `collectionView(_:canMoveItemAt:)`.
    static let canMoveItem = UIViewOverrides(base: UICollectionViewController.self, superclass: UIViewController.self,
                                             probe: CanMoveItemProbe.self, plain: PlainControllerProbe.self, slotCount: 1...1)
}

extension UICollectionViewController {
    /// Which moving methods the controller's class implements (overrides), or nil when that
    /// cannot be read.
    var movingOverrides: (moveItem: Bool, canMoveItem: Bool)? {
        // With the fast paths off (the kernel's own checks), every class reads as overriding.
        guard !UIViewOverrides.areFastPathsOff, let moveItem = CollectionControllerOverrides.moveItem,
              let canMoveItem = CollectionControllerOverrides.canMoveItem else { return nil }
        let type: AnyClass = type(of: self)
        return (!moveItem.keepsDefaults(ofClass: type), !canMoveItem.keepsDefaults(ofClass: type))
    }
}

/// Overrides `moveItemAt`, to find its slot (never instantiated).
private final class MoveItemProbe: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                 to destinationIndexPath: IndexPath) {}
}

/// Overrides `canMoveItemAt`, to find its slot (never instantiated).
private final class CanMoveItemProbe: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
}

/// Overrides nothing: what differs from the controller's table for it differs for every subclass.
private final class PlainControllerProbe: UICollectionViewController {}

/// The standard long press's delegate: the press begins a movement only on an item that the
/// collection view's data source, asked at that moment, lets move.
final class StandardMovementGate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let collectionView = gestureRecognizer.view as? UICollectionView, let dataSource = collectionView.dataSource,
              let indexPath = collectionView.indexPathForItem(at: gestureRecognizer.location(in: collectionView)) else {
            return false
        }
        // A controller's class says whether it moves items; which item may move, its
        // `canMoveItemAt` answers once, when the movement begins.
        if let controller = dataSource as? UICollectionViewController { return controller.movingOverrides?.moveItem ?? true }
        // Another data source's `moveItemAt` cannot be asked about without being called, so its
        // `canMoveItemAt` must say yes (a diffable data source's asks its reordering handlers);
        // it is asked again when the movement begins.
        let (canMove, isDefault) = CollectionProtocolDefaults.probe { dataSource.collectionView(collectionView, canMoveItemAt: indexPath) }
        return canMove && !isDefault
    }
}

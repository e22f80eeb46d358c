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
        guard let moveItem = CollectionControllerOverrides.moveItem,
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

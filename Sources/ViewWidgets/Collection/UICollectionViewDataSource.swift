// UICollectionViewDataSource.swift: where a collection view gets its sections, items, cells and
// supplementary views (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource).

/// The collection view's data source, as UIKit's `UICollectionViewDataSource`.
///
/// `collectionView(_:numberOfItemsInSection:)` and `collectionView(_:cellForItemAt:)` are required.
/// The others are optional: each has a default implementation with UIKit's default behaviour,
/// and a conforming type's own method is the one called.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Not implemented (the
    /// default): the layout's supplementary views are not shown.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item can be moved by the user (`beginInteractiveMovementForItem(at:)`, a list cell's
    /// reorder accessory). Not implemented: items can move when `moveItemAt` is implemented.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves an item in the model after the user moved it, from its original index path to its new
    /// one, once when the movement ends. Not implemented: the collection view ignores moves.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
    /// The titles of an index for fast scrolling (iOS 14, such as "A" to "Z"); nil (no index) by
    /// default. Not asked here: no index view is shown (see Docs/Differences.md).
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item the index title at `index` scrolls to (iOS 14); by default the first item of
    /// section `index`.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Not implemented: the collection view shows no supplementary views.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        CollectionProtocolDefaults.placeholderView()
    }
    /// Not implemented: false, marked as the default. Swift cannot ask whether `moveItemAt` is implemented,
    /// so a movement may begin; if `moveItemAt` is not implemented either, the item goes back at the end.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        CollectionProtocolDefaults.defaultWasCalled = true
        return false
    }
    /// Not implemented: does nothing, marked as the default (the collection view then ignores the move).
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        CollectionProtocolDefaults.defaultWasCalled = true
    }
    /// No index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of section `index`.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

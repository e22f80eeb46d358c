// UICollectionViewDataSourcePrefetching.swift: the object told which items will soon show
// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching).

/// An object that loads data ahead of the items that will soon show, as UIKit's
/// `UICollectionViewDataSourcePrefetching`. The collection view tells it the items within one
/// screen beyond the visible bounds.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items that will probably show soon: start loading their data.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items no longer about to show: cancel their loading. Does nothing by default.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

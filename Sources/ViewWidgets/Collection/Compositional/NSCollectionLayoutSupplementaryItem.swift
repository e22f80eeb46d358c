// NSCollectionLayoutSupplementaryItem.swift: a supplementary view of a compositional layout: a size
// and an element kind (https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem).

/// A supplementary view of a compositional layout, as UIKit's `NSCollectionLayoutSupplementaryItem`:
/// a size and an element kind. (Item-anchored supplementary items are not provided; see the
/// boundary subclass for headers and footers.)
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the data source is asked for.
    public let elementKind: String
    /// The front-to-back order against the cells (higher in front); 1 by default.
    open var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

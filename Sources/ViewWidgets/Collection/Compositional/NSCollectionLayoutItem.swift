// NSCollectionLayoutItem.swift: the smallest element of a compositional layout: one cell's size and
// insets (https://developer.apple.com/documentation/uikit/nscollectionlayoutitem).

/// The smallest element of a compositional layout: one cell's size and insets, as UIKit's
/// `NSCollectionLayoutItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space between the item's edges and its cell, inside the space the size gives it; zero by
    /// default. Insets that are not finite are refused (logged; the insets stay).
    open var contentInsets: NSDirectionalEdgeInsets {
        get { contentInsetsStorage }
        set {
            guard Headless.acceptsFinite(newValue, kept: contentInsetsStorage, for: "\(type(of: self)) contentInsets") else { return }
            contentInsetsStorage = newValue
        }
    }
    private var contentInsetsStorage = NSDirectionalEdgeInsets.zero

    /// Makes an item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

// NSCollectionLayoutSize.swift: the width and height of a compositional layout element
// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsize).

/// The width and height of a compositional layout element, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Makes a size of two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

// NSCollectionLayoutBoundarySupplementaryItem.swift: headers and footers of compositional sections
// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem).

/// Where a supplementary item sits on its container's edges, with UIKit's raw values.
public enum NSRectAlignment: Int, Sendable {
    /// No edge.
    case none = 0
    /// The top edge, centred.
    case top = 1
    /// The top leading corner.
    case topLeading = 2
    /// The leading edge.
    case leading = 3
    /// The bottom leading corner.
    case bottomLeading = 4
    /// The bottom edge, centred.
    case bottom = 5
    /// The bottom trailing corner.
    case bottomTrailing = 6
    /// The trailing edge.
    case trailing = 7
    /// The top trailing corner.
    case topTrailing = 8
}

/// A supplementary view of a compositional layout, as UIKit's `NSCollectionLayoutSupplementaryItem`:
/// a size and an element kind. (Item-anchored supplementary items are not provided; see the
/// boundary subclass for headers and footers.)
@MainActor
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

/// A header or footer on a section's edge, as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge it sits on: the top edges before the items (when scrolling vertically), the
    /// bottom edges after them.
    public let alignment: NSRectAlignment
    /// How far it is moved from its place.
    public let offset: CGPoint
    /// Whether it makes the section longer (true by default) instead of covering its items.
    open var extendsBoundary = true
    /// Whether it stays in view while its section scrolls past; false by default.
    open var pinToVisibleBounds = false

    /// Makes a boundary item of `elementKind` on the `alignment` edge.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Makes a boundary item moved by `absoluteOffset` from its place.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

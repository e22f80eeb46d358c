// NSCollectionLayoutBoundarySupplementaryItem.swift: headers and footers of compositional sections
// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem).

/// A header or footer on a section's edge, as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
@preconcurrency @MainActor
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

    /// Makes a boundary item moved by `absoluteOffset` from its place (an offset that is not
    /// finite is logged and none is used).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset.isAllFinite ? absoluteOffset : .zero
        super.init(layoutSize: layoutSize, elementKind: elementKind)
        if !absoluteOffset.isAllFinite {
            Headless.reportLoggedProblem("NSCollectionLayoutBoundarySupplementaryItem absoluteOffset \(absoluteOffset.bracedText) is not finite; {0, 0} is used")
        }
    }
}

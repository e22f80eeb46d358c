// UICollectionLayoutSectionOrthogonalScrollingBehavior.swift: how a compositional section scrolls
// across the layout's direction, with UIKit's raw values.

/// How a section scrolls across the layout's direction, with UIKit's raw values. Here a section
/// other than `.none` is laid out in one band across the layout, and the band does not scroll
/// (see Docs/Differences.md).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section's groups follow each other along the layout's direction.
    case none = 0
    /// The groups sit side by side across the layout, scrolling freely.
    case continuous = 1
    /// Side by side, stopping at a group's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// Side by side, a page at a time.
    case paging = 3
    /// Side by side, a group at a time.
    case groupPaging = 4
    /// Side by side, a group at a time, centred.
    case groupPagingCentered = 5
}

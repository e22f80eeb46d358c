// NSCollectionLayoutSection.swift: a section of a compositional layout: its group, insets,
// spacing, headers and footers (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection).

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

/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group is
/// repeated for as many items as the section has.
@MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups; zero by default.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups; 0 by default.
    open var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout; `.none` by default.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers; none by default.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset like the groups (true by default).
    open var supplementariesFollowContentInsets = true

    /// Makes a section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// The container a compositional layout lays a section out in, as UIKit's
/// `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size inside the content insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section goes, as UIKit's
/// `NSCollectionLayoutEnvironment`.
@MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The collection view's content area.
    var container: NSCollectionLayoutContainer { get }
    /// The traits of the screen.
    var traitCollection: UITraitCollection { get }
}

/// The environment a compositional layout hands its section provider.
struct CompositionalEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    var effectiveContentSize: CGSize {
        CGSize(width: Swift.max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: Swift.max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var container: NSCollectionLayoutContainer { self }
}

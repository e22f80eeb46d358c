// NSCollectionLayoutSection.swift: a section of a compositional layout: its group, insets,
// spacing, headers and footers (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection).

/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group is
/// repeated for as many items as the section has.
@preconcurrency @MainActor
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

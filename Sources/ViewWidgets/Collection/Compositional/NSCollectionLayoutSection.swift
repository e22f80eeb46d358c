// NSCollectionLayoutSection.swift: a section of a compositional layout: its group, insets,
// spacing, headers and footers (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection).

/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group is
/// repeated for as many items as the section has.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups; zero by default. Insets that are not finite are refused
    /// (logged; the insets stay).
    open var contentInsets: NSDirectionalEdgeInsets {
        get { contentInsetsStorage }
        set {
            guard Headless.acceptsFinite(newValue, kept: contentInsetsStorage, for: "NSCollectionLayoutSection contentInsets") else { return }
            contentInsetsStorage = newValue
        }
    }
    private var contentInsetsStorage = NSDirectionalEdgeInsets.zero
    /// The space between groups; 0 by default. NaN or infinity is refused (logged; the spacing stays).
    open var interGroupSpacing: CGFloat {
        get { interGroupSpacingStorage }
        set {
            guard Headless.acceptsFinite(newValue, kept: interGroupSpacingStorage, for: "NSCollectionLayoutSection interGroupSpacing") else { return }
            interGroupSpacingStorage = newValue
        }
    }
    private var interGroupSpacingStorage: CGFloat = 0
    /// How the section scrolls across the layout; `.none` by default.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers; none by default.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset like the groups (true by default).
    open var supplementariesFollowContentInsets = true
    /// The list configuration of a section made by `list(using:layoutEnvironment:)`: its cells,
    /// headers and footers take the list's look from it.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// Makes a section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

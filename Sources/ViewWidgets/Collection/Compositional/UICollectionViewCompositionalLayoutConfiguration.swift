// UICollectionViewCompositionalLayoutConfiguration.swift: the options of a whole compositional layout
// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration).

/// The options of a whole compositional layout, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the sections follow each other in; vertical by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections; 0 by default. NaN or infinity is refused (logged; the spacing stays).
    open var interSectionSpacing: CGFloat {
        get { interSectionSpacingStorage }
        set {
            guard Headless.acceptsFinite(newValue, kept: interSectionSpacingStorage, for: "UICollectionViewCompositionalLayoutConfiguration interSectionSpacing") else { return }
            interSectionSpacingStorage = newValue
        }
    }
    private var interSectionSpacingStorage: CGFloat = 0
    /// Headers and footers of the whole layout: stored, not shown here (see Docs/Differences.md).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Makes the default configuration.
    public override init() {
        super.init()
    }
}

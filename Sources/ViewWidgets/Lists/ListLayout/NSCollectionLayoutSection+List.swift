// NSCollectionLayoutSection+List.swift: list sections of a compositional layout: one
// self-sizing row per item across the width, with the insets, headers and footers of the list's
// appearance (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)).

extension NSCollectionLayoutSection {
    /// A section laid out as a list with `configuration`: each item a row as wide as the section,
    /// 44 points tall until its cell measures itself; inset from the sides by the layout margins
    /// for an inset-grouped list; headers and footers as the configuration's modes say.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.estimatedRowHeight))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let width = layoutEnvironment.container.effectiveContentSize.width
        section.contentInsets = ListMetrics.sectionInsets(for: configuration, width: width)
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let estimated = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                               heightDimension: .estimated(ListMetrics.estimatedHeaderHeight))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: estimated, elementKind: UICollectionView.elementKindSectionHeader,
                                                                     alignment: .top)
            header.pinToVisibleBounds = configuration.pinsHeaders
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: estimated, elementKind: UICollectionView.elementKindSectionFooter,
                                                                          alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

/// The sizes of list sections, at the default text size on an iPhone (Docs/Differences.md says
/// which are estimates).
@MainActor enum ListMetrics {
    /// A row's height before its cell measures itself, and a list cell's least height.
    static let estimatedRowHeight: CGFloat = 44
    /// A header's or footer's height before it measures itself.
    static let estimatedHeaderHeight: CGFloat = 38
    /// The space above a grouped section without a header (with one, the header's top margin makes it).
    static let groupedSectionSpacing: CGFloat = 35
    /// The corner radius of an inset-grouped section.
    static let insetGroupedCornerRadius: CGFloat = 10
    /// The side inset of a sidebar's rows.
    static let sidebarInset: CGFloat = 10

    /// The room above a list section's supplementary header: the configuration's
    /// `headerTopPadding`, or for nil (automatic) a plain table's automatic
    /// `sectionHeaderTopPadding` (22 points) in the plain appearances and none in the grouped ones
    /// and the sidebar (Docs/Differences.md). A negative or infinite padding is none; a section
    /// without supplementary headers gets none.
    static func headerTopPadding(for configuration: UICollectionLayoutListConfiguration) -> CGFloat {
        guard configuration.headerMode == .supplementary else { return 0 }
        guard let padding = configuration.headerTopPadding else {
            return configuration.pinsHeaders ? UITableView.automaticSectionHeaderTopPadding : 0
        }
        return padding.isFinite ? max(0, padding) : 0
    }

    /// The side margin of an inset-grouped section: the layout margins of an iPhone screen,
    /// 16 points up to 414 points wide, 20 from there.
    static func insetGroupedMargin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    /// A list section's insets.
    static func sectionInsets(for configuration: UICollectionLayoutListConfiguration, width: CGFloat) -> NSDirectionalEdgeInsets {
        var insets = NSDirectionalEdgeInsets.zero
        if configuration.isGrouped || configuration.appearance == .sidebar {
            insets.top = configuration.headerMode == .supplementary ? 0 : groupedSectionSpacing
        }
        switch configuration.appearance {
        case .insetGrouped:
            insets.leading = insetGroupedMargin(width: width)
            insets.trailing = insets.leading
        case .sidebar:
            insets.leading = sidebarInset
            insets.trailing = sidebarInset
        case .plain, .grouped, .sidebarPlain:
            break
        }
        return insets
    }
}

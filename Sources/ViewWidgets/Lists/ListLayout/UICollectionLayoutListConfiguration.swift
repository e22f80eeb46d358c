// UICollectionLayoutListConfiguration.swift: how a compositional layout lays a section out as a
// list (iOS 14; https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration).

/// The look of a list section, as UIKit's `UICollectionLayoutListConfiguration`: its appearance,
/// headers and footers, separators and background. Hand it to
/// ``UICollectionViewCompositionalLayout/list(using:)`` or
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list.
    public enum Appearance: Int, Hashable, Sendable {
        /// Rows edge to edge on the system background, with pinned headers.
        case plain
        /// Sections of rows edge to edge on the grouped background.
        case grouped
        /// Sections of rows with round corners, inset from the edges, on the grouped background.
        case insetGrouped
        /// A sidebar's rows: round selection in the tint, inset from the edges.
        case sidebar
        /// A sidebar's rows edge to edge, with pinned headers.
        case sidebarPlain
    }

    /// How a list shows section headers.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` heads each section.
        case supplementary
        /// The first item of each section is styled as its header (for outlines that collapse it).
        case firstItemInSection
    }

    /// How a list shows section footers.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter` ends each section.
        case supplementary
    }

    /// The list's appearance, chosen when the configuration is made.
    public private(set) var appearance: Appearance
    /// Whether rows are separated by hairlines; true by default.
    public var showsSeparators = true
    /// The colour behind the list; nil (the appearance's: the system background for plain lists,
    /// the grouped background for grouped ones) by default.
    public var backgroundColor: UIColor?
    /// How sections show headers; `.none` by default.
    public var headerMode: HeaderMode = .none
    /// How sections show footers; `.none` by default.
    public var footerMode: FooterMode = .none
    /// The space above each section header; nil (automatic) by default (iOS 15). Automatic is a
    /// plain table's automatic padding (22 points) in the plain appearances and none in the others.
    public var headerTopPadding: CGFloat?
    /// The separators of the section's rows (iOS 14.5); the appearance's by default.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Gives an item's separators, from its index path and the section's configuration (iOS 14.5);
    /// nil (the section's for every item) by default.
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// Gives an item's separator configuration.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The actions a swipe from the leading edge of an item reveals; nil (none) by default.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe from the trailing edge of an item reveals; nil (none) by default.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Gives the swipe actions of the item at an index path; nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// Makes a configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The colour the list shows behind its rows.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    /// Whether the list's sections are grouped (spaced apart, headers in small capitals).
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
    /// Whether the list is a sidebar.
    var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }
    /// Whether a swipe can reveal actions on the list's items.
    var hasSwipeActions: Bool { leadingSwipeActionsConfigurationProvider != nil || trailingSwipeActionsConfigurationProvider != nil }
    /// Whether supplementary headers stay at the top of the visible area (plain appearances).
    var pinsHeaders: Bool { appearance == .plain || appearance == .sidebarPlain }
}

/// What a list section tells each of its elements: the list's look and the element's place in it.
@MainActor struct ListItemPlacement: @MainActor Equatable {
    /// The role of an element in a list.
    enum Role: Equatable { case cell, header, footer }

    let appearance: UICollectionLayoutListConfiguration.Appearance
    let role: Role
    let isFirstInSection: Bool
    let isLastInSection: Bool
    /// The element's separators; nil when the list shows none (or for headers and footers).
    let separators: UIListSeparatorConfiguration?

    /// Equal places: the collection view compares a view's place with the layout's on every pass,
    /// so colours are compared by identity first (a section's rows share its colour objects).
    static func == (lhs: ListItemPlacement, rhs: ListItemPlacement) -> Bool {
        guard lhs.appearance == rhs.appearance, lhs.role == rhs.role, lhs.isFirstInSection == rhs.isFirstInSection,
              lhs.isLastInSection == rhs.isLastInSection else { return false }
        switch (lhs.separators, rhs.separators) {
        case (nil, nil): return true
        case let (left?, right?): return left.isSame(as: right)
        default: return false
        }
    }
}

extension UIListSeparatorConfiguration {
    /// Whether `other` is equal, comparing colours by identity before equality.
    func isSame(as other: UIListSeparatorConfiguration) -> Bool {
        topSeparatorVisibility == other.topSeparatorVisibility && bottomSeparatorVisibility == other.bottomSeparatorVisibility
            && topSeparatorInsets == other.topSeparatorInsets && bottomSeparatorInsets == other.bottomSeparatorInsets
            && appearance == other.appearance
            && (color === other.color || color == other.color)
            && (multipleSelectionColor === other.multipleSelectionColor || multipleSelectionColor == other.multipleSelectionColor)
    }
}

// UICollectionViewDiffableDataSource+Outline.swift: sections given as section snapshots, shown
// as outlines that the user expands and collapses (iOS 14;
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:to:animatingdifferences:completion:)).

extension UICollectionViewDiffableDataSource {
    /// What a diffable data source asks and tells as the user expands and collapses outline
    /// items, as UIKit's `SectionSnapshotHandlers`: each is optional.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether `item` may expand; yes when nil.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called just before `item` expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether `item` may collapse; yes when nil.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called just before `item` collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show when `item` expands, given its current ones (for children loaded lazily).
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Makes handlers that all are nil.
        public init() {}
    }

    /// Shows `snapshot` as section `section`'s items: its visible items replace the section's
    /// (the section is added at the end when missing), as one batch update from what is shown.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = self.snapshot()
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        let before = sectionSnapshots[section]
        sectionSnapshots[section] = snapshot
        show(full, completion: completion)
        // A snapshot the data source refused leaves the section as it was.
        if self.snapshot().itemIdentifiers(inSection: section) != snapshot.visibleItems { sectionSnapshots[section] = before }
        refreshOutlineCells()
    }

    /// Shows `snapshot` as section `section`'s items, as ``apply(_:to:animatingDifferences:completion:)``
    /// does (iOS 15), and returns once the collection view shows them.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Whether `section` is shown from a section snapshot with children under some item.
    func isOutlined(_ section: SectionIdentifierType) -> Bool {
        guard let outline = sectionSnapshots[section] else { return false }
        return outline.items.count != outline.rootItems.count
    }

    /// The items of `section` as a section snapshot: the outline given for it, or its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let current = snapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Drops the outlines of sections whose items `snapshot` changes: a plain snapshot makes them flat.
    func forgetSectionSnapshots(changedBy snapshot: Snapshot) {
        guard !sectionSnapshots.isEmpty else { return }
        for (section, outline) in sectionSnapshots {
            if snapshot.indexOfSection(section) == nil || snapshot.itemIdentifiers(inSection: section) != outline.visibleItems {
                sectionSnapshots[section] = nil
            }
        }
    }

    /// The outline level of `item` in its section's snapshot; nil for a section without one.
    func outlineLevel(of item: ItemIdentifierType, at indexPath: IndexPath) -> Int? {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section] else { return nil }
        return outline.level(of: item)
    }

    /// Expands a collapsed item or collapses an expanded one, asking and telling the handlers.
    func toggleItem(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        var outline = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section)
    }

    /// Restyles the list cells on screen for their new expansion and level (an item that stayed on
    /// screen may have moved to another parent).
    private func refreshOutlineCells() {
        guard let collectionView = core.view else { return }
        for cell in collectionView.visibleCells {
            guard let listCell = cell as? UICollectionViewListCell else { continue }
            if let indexPath = collectionView.indexPath(for: listCell), let level = outlineState(at: indexPath)?.level {
                listCell.indentationLevel = level
            }
            listCell.setNeedsUpdateConfiguration()
            listCell.setNeedsLayout()
        }
    }
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    func outlineState(at indexPath: IndexPath) -> OutlineItemState? {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              let outline = sectionSnapshots[section] else { return nil }
        return OutlineItemState(level: outline.level(of: item), isExpanded: outline.isExpanded(item))
    }

    func toggleOutline(at indexPath: IndexPath) {
        toggleItem(at: indexPath)
    }
}

/// A data source whose items may be outline items that expand and collapse.
@MainActor protocol OutlineDataSource: AnyObject {
    /// The level and expansion of the item at `indexPath`; nil when it is not in an outline.
    func outlineState(at indexPath: IndexPath) -> OutlineItemState?
    /// Expands or collapses the item at `indexPath`.
    func toggleOutline(at indexPath: IndexPath)
}

/// An outline item's level and expansion.
struct OutlineItemState {
    let level: Int
    let isExpanded: Bool
}

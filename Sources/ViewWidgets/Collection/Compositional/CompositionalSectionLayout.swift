// CompositionalSectionLayout.swift: one section of a compositional layout: its boundary items and
// its groups, measured from the section's start along the scroll axis.

/// One section of a compositional layout: the headers before the content, the content insets, the
/// groups (one after another along the scroll axis, or side by side across it for an
/// orthogonal section), the footers after. Offsets are from the section's start (main axis) and
/// the content's edge (cross axis).
@MainActor
struct CompositionalSectionLayout {
    let itemCount: Int
    let vertical: Bool
    let insets: NSDirectionalEdgeInsets
    /// The collection view's content area: the size fractional dimensions of groups refer to.
    let container: CGSize
    /// The groups one after another along the scroll axis (nil for an orthogonal section).
    /// Kept apart from ``orthogonal`` so that a measurement changes them in place.
    var regular: RegularGroups?
    /// The groups side by side across the scroll axis (an orthogonal section).
    var orthogonal: OrthogonalGroups?
    var boundaries: [BoundaryPlacement]
    /// Sizes self-sizing cells asked for, by item.
    var measured: [Int: CGSize] = [:]
    /// The list configuration of a list section.
    let list: UICollectionLayoutListConfiguration?
    /// The room above the headers that extend the section before its content: a list's
    /// `headerTopPadding` (``ListMetrics/headerTopPadding(for:)``); 0 for other sections.
    let headerPadding: CGFloat

    /// Lays out `section` with `itemCount` items in a content area of `container` (and the
    /// measurements kept from before).
    init(_ section: NSCollectionLayoutSection, itemCount: Int, container: CGSize, vertical: Bool,
         measured: [Int: CGSize], boundaryMeasured: [String: CGSize]) {
        self.itemCount = itemCount
        self.vertical = vertical
        insets = section.contentInsets
        list = section.listConfiguration
        headerPadding = section.listConfiguration.map(ListMetrics.headerTopPadding(for:)) ?? 0
        self.container = container
        self.measured = measured
        let groupContainer = CGSize(width: max(0, container.width - insets.leading - insets.trailing),
                                    height: max(0, container.height - insets.top - insets.bottom))
        let proposed = section.group.layoutSize.resolved(in: groupContainer)
        if section.orthogonalScrollingBehavior == .none {
            regular = RegularGroups(group: section.group, proposed: proposed, itemCount: itemCount,
                                    spacing: section.interGroupSpacing, vertical: vertical, measured: measured)
        } else {
            orthogonal = OrthogonalGroups(group: section.group, proposed: proposed, itemCount: itemCount,
                                          spacing: section.interGroupSpacing, vertical: vertical, measured: measured)
        }
        let sectionInsets = section.contentInsets
        boundaries = section.boundarySupplementaryItems.map {
            BoundaryPlacement($0, container: container, insets: sectionInsets, follows: section.supplementariesFollowContentInsets,
                              vertical: vertical, measured: boundaryMeasured[$0.elementKind])
        }
    }

    /// The content insets before and after the groups along the scroll axis, and before them across it.
    var insetMainStart: CGFloat { vertical ? insets.top : insets.leading }
    var insetMainEnd: CGFloat { vertical ? insets.bottom : insets.trailing }
    var insetCrossStart: CGFloat { vertical ? insets.leading : insets.top }

    /// The length of the headers that extend the section before its content, with the room a
    /// list leaves above them.
    var leadingLength: CGFloat {
        guard let longest = boundaries.filter({ $0.position == .before }).map(\.mainLength).max() else { return 0 }
        return headerPadding + longest
    }
    /// The length of the footers that extend it after.
    var trailingLength: CGFloat { boundaries.filter { $0.position == .after }.map(\.mainLength).max() ?? 0 }

    /// Where the groups start.
    var contentStart: CGFloat { leadingLength + insetMainStart }

    /// The groups' length along the scroll axis.
    var contentLength: CGFloat {
        regular?.length ?? orthogonal?.length ?? 0
    }

    /// The whole section's length.
    var length: CGFloat { contentStart + contentLength + insetMainEnd + trailingLength }

    /// The rectangle of item `item` (main from the section's start, cross from the content's edge).
    func frame(ofItem item: Int) -> AxisRect {
        let local = regular?.frame(ofItem: item, measured: measured) ?? orthogonal?.frames[item] ?? .zero
        return AxisRect(local, vertical: vertical).offsetBy(main: contentStart, cross: insetCrossStart)
    }

    /// Which of the item's dimensions are estimated.
    func estimatedDimensions(ofItem item: Int) -> (width: Bool, height: Bool) {
        if let regular { return regular.template.estimated[item % max(1, regular.capacity)] }
        return orthogonal?.estimated[item] ?? (false, false)
    }

    /// Calls `body` with the items meeting `low..<high` (offsets from the section's start).
    func forEachItem(meetingMain low: CGFloat, _ high: CGFloat, _ body: (Int, AxisRect) -> Void) {
        let start = contentStart
        regular?.forEachItem(meetingMain: low - start, high - start, measured: measured) { item, frame in
            body(item, AxisRect(frame, vertical: vertical).offsetBy(main: start, cross: insetCrossStart))
        }
        for (item, frame) in (orthogonal?.frames ?? []).enumerated() {
            let placed = AxisRect(frame, vertical: vertical).offsetBy(main: start, cross: insetCrossStart)
            if placed.main < high, placed.mainEnd > low { body(item, placed) }
        }
    }

    /// Takes measurements moved among the items (`items`: those whose measurement changed), and
    /// places their groups again.
    mutating func replaceMeasured(_ newMeasured: [Int: CGSize], changing items: [Int]) {
        measured = newMeasured
        for item in items where item < itemCount { regular?.update(groupOf: item, measured: measured) }
        if let groups = orthogonal, !items.isEmpty {
            orthogonal = OrthogonalGroups(group: groups.group, proposed: groups.proposed, itemCount: itemCount,
                                          spacing: groups.spacing, vertical: vertical, measured: measured)
        }
    }

    /// Takes in the size a self-sizing cell asked for, and what it changes.
    mutating func setMeasuredSize(_ size: CGSize, ofItem item: Int) {
        measured[item] = size
        regular?.update(groupOf: item, measured: measured)
        if let groups = orthogonal {
            orthogonal = OrthogonalGroups(group: groups.group, proposed: groups.proposed, itemCount: itemCount,
                                          spacing: groups.spacing, vertical: vertical, measured: measured)
        }
    }
}

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

    /// Lays out `section` with `itemCount` items in a content area of `container` (and the
    /// measurements kept from before).
    init(_ section: NSCollectionLayoutSection, itemCount: Int, container: CGSize, vertical: Bool,
         measured: [Int: CGSize], boundaryMeasured: [String: CGSize]) {
        self.itemCount = itemCount
        self.vertical = vertical
        insets = section.contentInsets
        self.container = container
        self.measured = measured
        let groupContainer = CGSize(width: Swift.max(0, container.width - insets.leading - insets.trailing),
                                    height: Swift.max(0, container.height - insets.top - insets.bottom))
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

    /// The length of the headers that extend the section before its content.
    var leadingLength: CGFloat { boundaries.filter { $0.position == .before }.map(\.mainLength).max() ?? 0 }
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
        if let regular { return regular.template.estimated[item % Swift.max(1, regular.capacity)] }
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

/// The groups of a section, one after another along the scroll axis. Every group has the same
/// length unless the group's length along the axis is estimated; then each group's length is
/// kept in a ``HeightIndex``, so finding the groups at an offset costs O(log n).
@MainActor
struct RegularGroups {
    let group: NSCollectionLayoutGroup
    let proposed: CGSize
    let itemCount: Int
    let spacing: CGFloat
    let vertical: Bool
    /// A full group placed with the estimates: its frames serve every group when nothing is estimated.
    let template: PlacedGroup
    /// Items a full group holds.
    let capacity: Int
    let hasEstimates: Bool
    /// Each group's length plus the spacing after it, when the lengths vary.
    private(set) var lengths: HeightIndex?

    init(group: NSCollectionLayoutGroup, proposed: CGSize, itemCount: Int, spacing: CGFloat, vertical: Bool,
         measured: [Int: CGSize]) {
        self.group = group
        self.proposed = proposed
        self.itemCount = itemCount
        self.spacing = spacing
        self.vertical = vertical
        template = GroupPlacement.place(group, in: proposed, limit: itemCount) { _ in nil }
        capacity = template.frames.count
        hasEstimates = GroupPlacement.hasEstimate(group)
        let lengthIsEstimated = vertical ? group.layoutSize.heightDimension.isEstimated : group.layoutSize.widthDimension.isEstimated
        guard lengthIsEstimated, capacity > 0 else { return }
        let full = mainLength(of: template.size)
        var heights = [CGFloat](repeating: full + spacing, count: groupCount)
        let lastCount = itemCount - (groupCount - 1) * capacity
        if lastCount < capacity {
            heights[groupCount - 1] = mainLength(of: placed(groupCount - 1, measured: [:]).size) + spacing
        }
        var index = HeightIndex(heights: heights)
        for group in Set(measured.keys.map { $0 / capacity }) where group < groupCount {
            index.setHeight(mainLength(of: placed(group, measured: measured).size) + spacing, at: group)
        }
        lengths = index
    }

    /// The number of groups.
    var groupCount: Int { capacity == 0 ? 0 : (itemCount + capacity - 1) / capacity }

    /// The length of all groups.
    var length: CGFloat {
        guard groupCount > 0 else { return 0 }
        return (lengths?.total ?? CGFloat(groupCount) * (mainLength(of: template.size) + spacing)) - spacing
    }

    /// Where group `group` starts.
    func offset(ofGroup group: Int) -> CGFloat {
        lengths?.offset(of: group) ?? CGFloat(group) * (mainLength(of: template.size) + spacing)
    }

    /// The frames of group `group`'s items, placed with the measured sizes.
    func placed(_ group: Int, measured: [Int: CGSize]) -> PlacedGroup {
        let first = group * capacity
        return GroupPlacement.place(self.group, in: proposed, limit: Swift.min(capacity, itemCount - first)) { measured[first + $0] }
    }

    /// An item's frame relative to the content's start.
    func frame(ofItem item: Int, measured: [Int: CGSize]) -> CGRect {
        let group = item / capacity, slot = item % capacity
        let local = hasEstimates ? placed(group, measured: measured).frames[slot] : template.frames[slot]
        let offset = offset(ofGroup: group)
        return vertical ? local.offsetBy(dx: 0, dy: offset) : local.offsetBy(dx: offset, dy: 0)
    }

    /// Calls `body` with the items of the groups meeting `low..<high` along the scroll axis.
    func forEachItem(meetingMain low: CGFloat, _ high: CGFloat, measured: [Int: CGSize], _ body: (Int, CGRect) -> Void) {
        guard groupCount > 0, high > low else { return }
        var group: Int
        if let lengths {
            group = lengths.index(containing: Swift.max(0, low)) ?? 0
        } else {
            let stride = mainLength(of: template.size) + spacing
            guard stride > 0 else { return }
            group = Swift.max(0, Swift.min(groupCount - 1, Int((Swift.max(0, low) / stride).rounded(.down))))
        }
        while group < groupCount, offset(ofGroup: group) < high {
            let offset = offset(ofGroup: group)
            let frames = hasEstimates ? placed(group, measured: measured).frames
                : Array(template.frames.prefix(itemCount - group * capacity))
            for (slot, local) in frames.enumerated() {
                let frame = vertical ? local.offsetBy(dx: 0, dy: offset) : local.offsetBy(dx: offset, dy: 0)
                body(group * capacity + slot, frame)
            }
            group += 1
        }
    }

    /// Places group of `item` again after a measurement, updating its length.
    mutating func update(groupOf item: Int, measured: [Int: CGSize]) {
        guard capacity > 0, var index = lengths else { return }
        let group = item / capacity
        lengths = nil
        index.setHeight(mainLength(of: placed(group, measured: measured).size) + spacing, at: group)
        lengths = index
    }

    /// A size's length along the scroll axis.
    private func mainLength(of size: CGSize) -> CGFloat { vertical ? size.height : size.width }
}

/// The groups of an orthogonal section, side by side across the scroll axis in one band; every
/// item's frame is kept (such sections are short).
@MainActor
struct OrthogonalGroups {
    let group: NSCollectionLayoutGroup
    let proposed: CGSize
    let spacing: CGFloat
    private(set) var frames: [CGRect] = []
    private(set) var estimated: [(width: Bool, height: Bool)] = []
    /// The band's length along the scroll axis: the longest group's.
    private(set) var length: CGFloat = 0

    init(group: NSCollectionLayoutGroup, proposed: CGSize, itemCount: Int, spacing: CGFloat, vertical: Bool,
         measured: [Int: CGSize]) {
        self.group = group
        self.proposed = proposed
        self.spacing = spacing
        var first = 0
        var across: CGFloat = 0
        while first < itemCount {
            let start = first
            let placed = GroupPlacement.place(group, in: proposed, limit: itemCount - first) { measured[start + $0] }
            guard !placed.frames.isEmpty else { break }
            let shift = vertical ? CGPoint(x: across, y: 0) : CGPoint(x: 0, y: across)
            frames += placed.frames.map { $0.offsetBy(dx: shift.x, dy: shift.y) }
            estimated += placed.estimated
            length = Swift.max(length, vertical ? placed.size.height : placed.size.width)
            across += (vertical ? placed.size.width : placed.size.height) + spacing
            first += placed.frames.count
        }
    }
}

// RegularGroups.swift: a compositional section's groups one after another along the scroll axis:
// found by division when they are all as long, through running totals when their length is estimated.

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
        return GroupPlacement.place(self.group, in: proposed, limit: min(capacity, itemCount - first)) { measured[first + $0] }
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
            group = lengths.index(containing: max(0, low)) ?? 0
        } else {
            let stride = mainLength(of: template.size) + spacing
            guard stride > 0 else { return }
            // Clamped to the groups there are: an offset of 1e300 over groups 1e-300 long is
            // group 1e600, no Int.
            group = max(0, min(groupCount - 1, Int(clampingFloat: (max(0, low) / stride).rounded(.down))))
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

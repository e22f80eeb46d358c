// OrthogonalGroups.swift: the groups of an orthogonal compositional section, side by side across the
// scroll axis in one band.

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
            length = max(length, vertical ? placed.size.height : placed.size.width)
            across += (vertical ? placed.size.width : placed.size.height) + spacing
            first += placed.frames.count
        }
    }
}

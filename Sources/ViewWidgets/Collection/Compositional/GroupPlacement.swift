// GroupPlacement.swift: where a compositional group puts its items: in a row or a column, repeated
// while they fit or a fixed number of times, nested groups placed recursively.

/// The items one copy of a group places: each item's frame (inside its content insets, relative
/// to the group's origin), which of its dimensions are estimated, and the group's size.
struct PlacedGroup {
    var frames: [CGRect] = []
    var estimated: [(width: Bool, height: Bool)] = []
    var size: CGSize = .zero
}

@MainActor
enum GroupPlacement {
    /// A tolerance for "fits": sums of fractions may miss an exact fit by a rounding error.
    static let fitTolerance: CGFloat = 1e-6

    /// Places at most `limit` items of `group` in a group of size `proposed` (estimated dimensions
    /// at their estimates). Subitems go one after another along the group's axis, `interItemSpacing`
    /// apart; without a repeat count they cycle while the next one fits (the first always goes);
    /// with one, that many copies share the group's length. An item's fractional dimensions are
    /// fractions of the group's size. `measured(n)` is the size the n-th item asked for, which
    /// replaces its estimated dimensions. An estimated group dimension becomes its content's extent.
    static func place(_ group: NSCollectionLayoutGroup, in proposed: CGSize, limit: Int,
                      measured: (Int) -> CGSize?) -> PlacedGroup {
        var result = PlacedGroup()
        let horizontal = group.axis == .horizontal
        let spacing = group.interItemSpacing?.spacing ?? 0
        let length = horizontal ? proposed.width : proposed.height
        var position: CGFloat = 0
        var across: CGFloat = 0
        var slot = 0
        while result.frames.count < limit, !group.subitems.isEmpty {
            if let count = group.repeatCount, slot >= count { break }
            let subitem = group.subitems[slot % group.subitems.count]
            var size = subitem.layoutSize.resolved(in: proposed)
            let along = horizontal ? size.width : size.height
            if let count = group.repeatCount {
                let share = max(0, (length - spacing * CGFloat(count - 1)) / CGFloat(count))
                if horizontal { size.width = share } else { size.height = share }
            } else if slot > 0, position + along > length + fitTolerance || (along <= 0 && slot >= group.subitems.count) {
                break
            }
            let origin = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
            let placedBefore = result.frames.count
            if let nested = subitem as? NSCollectionLayoutGroup {
                let inner = place(nested, in: size, limit: limit - placedBefore) { measured(placedBefore + $0) }
                result.frames += inner.frames.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
                result.estimated += inner.estimated
                size = inner.size
            } else {
                let insets = subitem.contentInsets
                let estimatedWidth = subitem.layoutSize.widthDimension.isEstimated
                let estimatedHeight = subitem.layoutSize.heightDimension.isEstimated
                if let asked = measured(placedBefore) {
                    if estimatedWidth { size.width = asked.width + insets.leading + insets.trailing }
                    if estimatedHeight { size.height = asked.height + insets.top + insets.bottom }
                }
                result.frames.append(CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                                            width: max(0, size.width - insets.leading - insets.trailing),
                                            height: max(0, size.height - insets.top - insets.bottom)))
                result.estimated.append((estimatedWidth, estimatedHeight))
            }
            position += (horizontal ? size.width : size.height) + spacing
            across = max(across, horizontal ? size.height : size.width)
            slot += 1
        }
        let used = max(0, position - spacing)
        var size = proposed
        let width = group.layoutSize.widthDimension, height = group.layoutSize.heightDimension
        if width.isEstimated { size.width = horizontal ? used : across }
        if height.isEstimated { size.height = horizontal ? across : used }
        result.size = size
        return result
    }

    /// Whether `item` (or anything inside it) has an estimated dimension.
    static func hasEstimate(_ item: NSCollectionLayoutItem) -> Bool {
        if item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated { return true }
        return (item as? NSCollectionLayoutGroup)?.subitems.contains(where: hasEstimate) ?? false
    }
}

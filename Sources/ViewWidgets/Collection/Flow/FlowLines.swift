// FlowLines.swift: how a flow layout breaks a section's items into lines and places them in each
// line, with UIKit's rules; uniform sections are computed arithmetically.

/// The items of one flow-layout section in lines, positions relative to the start of the items
/// (main axis) and the section's cross-axis inset.
///
/// The rules, as UIKit's flow layout places items: items fill a line in order while they fit with
/// at least the minimum inter-item spacing between them. In a line that holds more than one item,
/// the space left over is shared out evenly between the items, so the first touches the start
/// inset and the last the end inset. The last line of a section is spaced as if it were full
/// (filled up with items the size of its last item), so with equal items it lines up with the
/// columns above. A line that holds a single item centres it. Items shorter than their line
/// (along the scroll axis) are centred in it. Lines are the minimum line spacing apart.
enum FlowLines {
    /// Every item the same size: the lines are computed from counts, never stored.
    case uniform(UniformFlowLines)
    /// Items of their own sizes: every item's rectangle, and where each line starts.
    case variable(VariableFlowLines)

    /// The length of all the lines along the scroll axis.
    var length: CGFloat {
        switch self {
        case .uniform(let lines): lines.length
        case .variable(let lines): lines.lineEnds.last ?? 0
        }
    }

    /// The rectangle of item `index`.
    func frame(ofItem index: Int) -> AxisRect {
        switch self {
        case .uniform(let lines): lines.frame(ofItem: index)
        case .variable(let lines): lines.frames[index]
        }
    }

    /// Calls `body` with every item whose rectangle meets `low..<high` along the scroll axis, in order.
    func forEachItem(meetingMain low: CGFloat, _ high: CGFloat, _ body: (Int, AxisRect) -> Void) {
        switch self {
        case .uniform(let lines): lines.forEachItem(meetingMain: low, high, body)
        case .variable(let lines): lines.forEachItem(meetingMain: low, high, body)
        }
    }

    /// How a line of `count` items whose sizes across the axis add up to `used` (with spacing
    /// `spacing`) is spread over `available`: the offset of its first item and the spacing.
    /// `virtualCount` is how many items the line would hold if full (the last line's count).
    static func spread(count: Int, virtualCount: Int, itemsLength: CGFloat, available: CGFloat,
                       minimumSpacing: CGFloat, singleLength: CGFloat) -> (start: CGFloat, spacing: CGFloat) {
        if virtualCount <= 1 {
            // One item to a line: centred, unless it is wider than the line.
            return (singleLength > available ? 0 : (available - singleLength) / 2, minimumSpacing)
        }
        let spacing = (available - itemsLength) / CGFloat(virtualCount - 1)
        return (0, max(minimumSpacing, spacing))
    }

    /// A tolerance for "fits": sums of fractions may miss an exact fit by a rounding error.
    static let fitTolerance: CGFloat = 1e-6
}

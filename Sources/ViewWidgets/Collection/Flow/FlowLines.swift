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
        return (0, Swift.max(minimumSpacing, spacing))
    }

    /// A tolerance for "fits": sums of fractions may miss an exact fit by a rounding error.
    static let fitTolerance: CGFloat = 1e-6
}

/// The lines of a section whose items all have one size: O(1) storage, O(1) per item.
struct UniformFlowLines {
    let itemSize: AxisSize
    let itemCount: Int
    /// Items in a full line.
    let perLine: Int
    let lineSpacing: CGFloat
    /// The cross-axis offset of each place in a line.
    let slots: [CGFloat]

    /// Lays out `count` items of `itemSize` in lines `available` long across the axis.
    init(itemSize: AxisSize, count: Int, available: CGFloat, interitemSpacing: CGFloat, lineSpacing: CGFloat) {
        self.itemSize = itemSize
        itemCount = count
        self.lineSpacing = lineSpacing
        let width = itemSize.cross
        var perLine = 1
        if width <= 0 {
            perLine = Swift.max(1, count)
        } else if width <= available + FlowLines.fitTolerance {
            let fitting = ((available - width + FlowLines.fitTolerance) / (width + interitemSpacing)).rounded(.down)
            perLine = 1 + Swift.max(0, Int(Swift.min(fitting, CGFloat(Int32.max))))
        }
        self.perLine = perLine
        let used = Swift.min(perLine, Swift.max(count, 1))
        let (start, spacing) = FlowLines.spread(count: used, virtualCount: perLine, itemsLength: CGFloat(perLine) * width,
                                                available: available, minimumSpacing: interitemSpacing, singleLength: width)
        slots = (0..<used).map { start + CGFloat($0) * (width + spacing) }
    }

    /// The number of lines.
    var lineCount: Int { itemCount == 0 ? 0 : (itemCount + perLine - 1) / perLine }

    /// The distance from one line's start to the next's.
    var stride: CGFloat { itemSize.main + lineSpacing }

    /// The length of all the lines.
    var length: CGFloat {
        lineCount == 0 ? 0 : CGFloat(lineCount) * itemSize.main + CGFloat(lineCount - 1) * lineSpacing
    }

    /// The rectangle of item `index`.
    func frame(ofItem index: Int) -> AxisRect {
        let line = index / perLine, slot = index % perLine
        return AxisRect(main: CGFloat(line) * stride, cross: slots[slot], mainLength: itemSize.main, crossLength: itemSize.cross)
    }

    /// Calls `body` with the items of the lines that meet `low..<high`, found by division.
    func forEachItem(meetingMain low: CGFloat, _ high: CGFloat, _ body: (Int, AxisRect) -> Void) {
        guard itemSize.main > 0, stride > 0, lineCount > 0, high > low else { return }
        var line = Swift.max(0, Int(Swift.min(((low - itemSize.main) / stride).rounded(.down), CGFloat(lineCount))))
        while line < lineCount, CGFloat(line) * stride < high {
            let top = CGFloat(line) * stride
            if top + itemSize.main > low {
                let first = line * perLine
                for index in first..<Swift.min(first + perLine, itemCount) { body(index, frame(ofItem: index)) }
            }
            line += 1
        }
    }
}

/// The lines of a section whose items have sizes of their own: every item's rectangle.
struct VariableFlowLines {
    /// Each item's rectangle.
    private(set) var frames: [AxisRect] = []
    /// The first item of each line.
    private(set) var lineFirstItems: [Int] = []
    /// Where each line starts and ends along the scroll axis.
    private(set) var lineStarts: [CGFloat] = []
    private(set) var lineEnds: [CGFloat] = []

    /// Breaks items of `sizes` into lines `available` long across the axis (see ``FlowLines``).
    init(sizes: [AxisSize], available: CGFloat, interitemSpacing: CGFloat, lineSpacing: CGFloat) {
        frames.reserveCapacity(sizes.count)
        var first = 0
        var lineStart: CGFloat = 0
        while first < sizes.count {
            var used = sizes[first].cross
            var end = first + 1
            while end < sizes.count, used + interitemSpacing + sizes[end].cross <= available + FlowLines.fitTolerance {
                used += interitemSpacing + sizes[end].cross
                end += 1
            }
            let count = end - first
            let itemsLength = sizes[first..<end].reduce(0) { $0 + $1.cross }
            var virtualCount = count, virtualLength = itemsLength
            if end == sizes.count, let last = sizes.last, last.cross + interitemSpacing > 0 {
                // The last line is spaced as if filled up with items the size of its last one.
                let room = (available - used + FlowLines.fitTolerance) / (interitemSpacing + last.cross)
                let extra = Swift.max(0, Int(Swift.min(room.rounded(.down), CGFloat(Int32.max))))
                virtualCount += extra
                virtualLength += CGFloat(extra) * last.cross
            }
            let (start, spacing) = FlowLines.spread(count: count, virtualCount: virtualCount, itemsLength: virtualLength,
                                                    available: available, minimumSpacing: interitemSpacing,
                                                    singleLength: sizes[first].cross)
            let lineLength = sizes[first..<end].reduce(0) { Swift.max($0, $1.main) }
            var cross = start
            for index in first..<end {
                let size = sizes[index]
                frames.append(AxisRect(main: lineStart + (lineLength - size.main) / 2, cross: cross,
                                       mainLength: size.main, crossLength: size.cross))
                cross += size.cross + spacing
            }
            lineFirstItems.append(first)
            lineStarts.append(lineStart)
            lineEnds.append(lineStart + lineLength)
            lineStart += lineLength + lineSpacing
            first = end
        }
    }

    /// Calls `body` with the items of the lines that meet `low..<high`, found by binary search.
    func forEachItem(meetingMain low: CGFloat, _ high: CGFloat, _ body: (Int, AxisRect) -> Void) {
        guard high > low else { return }
        var lower = 0, upper = lineEnds.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if lineEnds[middle] <= low { lower = middle + 1 } else { upper = middle }
        }
        var line = lower
        while line < lineStarts.count, lineStarts[line] < high {
            let end = line + 1 < lineFirstItems.count ? lineFirstItems[line + 1] : frames.count
            for index in lineFirstItems[line]..<end { body(index, frames[index]) }
            line += 1
        }
    }
}

// VariableFlowLines.swift: the lines of a flow-layout section whose items have sizes of their own,
// broken with UIKit's rules and kept item by item.

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
                // Room for at most Int32.max more (a huge room gives that many); a NaN room (an
                // infinite line of infinitely long items) or a negative one for none.
                let extra = max(0, Int(clampingFloat: min(room.rounded(.down), CGFloat(Int32.max))))
                virtualCount += extra
                virtualLength += CGFloat(extra) * last.cross
            }
            let (start, spacing) = FlowLines.spread(count: count, virtualCount: virtualCount, itemsLength: virtualLength,
                                                    available: available, minimumSpacing: interitemSpacing,
                                                    singleLength: sizes[first].cross)
            let lineLength = sizes[first..<end].reduce(0) { max($0, $1.main) }
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

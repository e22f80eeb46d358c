// UniformFlowLines.swift: the lines of a flow-layout section whose items all have one size,
// computed from counts: nothing is stored per item.

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
            perLine = max(1, count)
        } else if width <= available + FlowLines.fitTolerance {
            let fitting = ((available - width + FlowLines.fitTolerance) / (width + interitemSpacing)).rounded(.down)
            // At most Int32.max more items a line (a huge fit gives that many); a NaN fit (a NaN
            // spacing) or a negative one for none: a line always holds one.
            perLine = 1 + max(0, Int(clampingFloat: min(fitting, CGFloat(Int32.max))))
        }
        self.perLine = perLine
        let used = min(perLine, max(count, 1))
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
        // The first line that may meet `low`: for a query from -1e300 that is line -2e298, no Int,
        // so clamped (the lines are from 0 to lineCount).
        var line = max(0, Int(clampingFloat: min(((low - itemSize.main) / stride).rounded(.down), CGFloat(lineCount))))
        while line < lineCount, CGFloat(line) * stride < high {
            let top = CGFloat(line) * stride
            if top + itemSize.main > low {
                let first = line * perLine
                for index in first..<min(first + perLine, itemCount) { body(index, frame(ofItem: index)) }
            }
            line += 1
        }
    }
}

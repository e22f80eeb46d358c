// FlowSection.swift: one section of a flow layout: header, inset items in lines, footer, measured
// along the scroll axis from the section's start.

/// One section of a flow layout along the scroll axis: the header, the start inset, the lines of
/// items, the end inset, the footer. Offsets are from the section's start.
struct FlowSection {
    let itemCount: Int
    let headerLength: CGFloat
    let footerLength: CGFloat
    /// The section inset before and after the items along the scroll axis, and across it.
    let insetMainStart: CGFloat
    let insetMainEnd: CGFloat
    let insetCrossStart: CGFloat
    let lines: FlowLines

    /// Where the first line starts.
    var itemsStart: CGFloat { headerLength + insetMainStart }

    /// Where the footer starts: after the lines and the end inset.
    var footerStart: CGFloat { itemsStart + lines.length + insetMainEnd }

    /// The whole section's length.
    var length: CGFloat { footerStart + footerLength }

    /// The rectangle of item `index`, from the section's start (main) and the content's edge (cross).
    func frame(ofItem index: Int) -> AxisRect {
        lines.frame(ofItem: index).offsetBy(main: itemsStart, cross: insetCrossStart)
    }

    /// Calls `body` with the items meeting `low..<high` (offsets from the section's start).
    /// The items meeting `low..<high` with their frames. Collected here, outside the main actor,
    /// rather than by calling a main-actor closure per item, which checked its isolation each time.
    func items(meetingMain low: CGFloat, _ high: CGFloat) -> [(index: Int, frame: AxisRect)] {
        var found: [(index: Int, frame: AxisRect)] = []
        found.reserveCapacity(32)  // a screenful, so that the array is not regrown item by item
        forEachItem(meetingMain: low, high) { found.append(($0, $1)) }
        return found
    }

    func forEachItem(meetingMain low: CGFloat, _ high: CGFloat, _ body: (Int, AxisRect) -> Void) {
        lines.forEachItem(meetingMain: low - itemsStart, high - itemsStart) { index, frame in
            body(index, frame.offsetBy(main: itemsStart, cross: insetCrossStart))
        }
    }
}

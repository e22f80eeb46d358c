// TableLayout.swift: where every header, row and footer of a table sits, from running totals.

/// The vertical geometry of a table: the table header, then per section a header, rows and a
/// footer, then the table footer. Row and section offsets come from ``HeightIndex``es, so every
/// query costs O(log n) however many rows there are.
struct TableLayout {
    /// One section's heights.
    struct Section {
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var rows: HeightIndex
        /// Which rows have had their real height asked (estimated-height tables only).
        var measured: [Bool]
        /// The room above the header (the table's `sectionHeaderTopPadding`); 0 without a header.
        var headerPadding: CGFloat = 0

        /// How far below the section's top its rows start: the padding and the header.
        var rowsOffset: CGFloat { headerPadding + headerHeight }
        var height: CGFloat { headerPadding + headerHeight + rows.total + footerHeight }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    private(set) var sections: [Section] = []
    /// The height of each whole section, for finding sections by offset.
    var sectionHeights = HeightIndex()
    /// True when no row's height is an estimate (every table without estimated heights): the
    /// visible rows need not be looked through for one to measure on each scroll step. False
    /// may still mean that every row is measured.
    private(set) var everyRowMeasured: Bool

    /// Makes the layout of `sections`.
    init(tableHeaderHeight: CGFloat = 0, tableFooterHeight: CGFloat = 0, sections: [Section] = []) {
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        self.sections = sections
        sectionHeights = HeightIndex(heights: sections.map(\.height))
        everyRowMeasured = sections.allSatisfy { !$0.measured.contains(false) }
    }

    /// The total height of the content.
    var contentHeight: CGFloat { tableHeaderHeight + sectionHeights.total + tableFooterHeight }

    /// The number of rows in `section`.
    func rowCount(in section: Int) -> Int { sections[section].rows.count }

    /// The top of `section` (above its header's padding).
    func sectionTop(_ section: Int) -> CGFloat { tableHeaderHeight + sectionHeights.offset(of: section) }

    /// The rectangle of the whole section, header to footer, `width` wide.
    func rect(forSection section: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sectionTop(section), width: width, height: sections[section].height)
    }

    /// The section header's natural rectangle, below its padding.
    func rectForHeader(inSection section: Int, width: CGFloat) -> CGRect {
        let info = sections[section]
        return CGRect(x: 0, y: sectionTop(section) + info.headerPadding, width: width, height: info.headerHeight)
    }

    /// The section footer's rectangle.
    func rectForFooter(inSection section: Int, width: CGFloat) -> CGRect {
        let info = sections[section]
        return CGRect(x: 0, y: sectionTop(section) + info.rowsOffset + info.rows.total,
                      width: width, height: info.footerHeight)
    }

    /// The rectangle of one row.
    func rectForRow(_ row: Int, inSection section: Int, width: CGFloat) -> CGRect {
        let info = sections[section]
        return CGRect(x: 0, y: sectionTop(section) + info.rowsOffset + info.rows.offset(of: row),
                      width: width, height: info.rows.heights[row])
    }

    /// Changes the height of one row, moving everything below it.
    mutating func setHeight(_ height: CGFloat, row: Int, section: Int) {
        sections[section].rows.setHeight(height, at: row)
        sections[section].measured[row] = true
        sectionHeights.setHeight(sections[section].height, at: section)
    }

    /// Keeps the measured heights of the rows an update left alone (not reloaded, not deleted),
    /// at their new index paths, so that only new and reloaded rows are measured again.
    mutating func keepMeasuredHeights(of old: TableLayout, through updates: BatchUpdates) {
        for (section, info) in old.sections.enumerated() where !updates.reloadedSections.contains(section) {
            for row in info.measured.indices where info.measured[row] {
                let indexPath = IndexPath(row: row, section: section)
                guard !updates.reloadedRows.contains(indexPath), let target = updates.newIndexPath(for: indexPath),
                      sections.indices.contains(target.section), sections[target.section].measured.indices.contains(target.row),
                      !sections[target.section].measured[target.row]
                else { continue }
                setHeight(info.rows.heights[row], row: target.row, section: target.section)
            }
        }
    }

    /// Marks one row's height as an estimate again, to be asked (or measured) when it next shows.
    mutating func forgetMeasurement(row: Int, section: Int) {
        guard sections.indices.contains(section), sections[section].measured.indices.contains(row) else { return }
        sections[section].measured[row] = false
        everyRowMeasured = false
    }

    /// Marks every row's height as an estimate again, to be asked (or measured) as it shows.
    mutating func forgetMeasurements() {
        for section in sections.indices {
            sections[section].measured = [Bool](repeating: false, count: sections[section].measured.count)
            if !sections[section].measured.isEmpty { everyRowMeasured = false }
        }
    }

    /// The sections whose rectangles meet the band `minY..<maxY`, in order.
    func sections(meeting minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard !sections.isEmpty, maxY > minY else { return 0..<0 }
        let localMin = minY - tableHeaderHeight, localMax = maxY - tableHeaderHeight
        guard let first = sectionHeights.index(containing: max(0, localMin)) else { return 0..<0 }
        var last = first
        while last + 1 < sections.count, sectionHeights.offset(of: last + 1) < localMax { last += 1 }
        return first..<(last + 1)
    }

    /// The index paths of the rows whose rectangles meet the band `minY..<maxY`, in order.
    func indexPathsForRows(meeting minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        var slots: [RowSlot] = []
        rows(meeting: minY, maxY, into: &slots)
        var result: [IndexPath] = []
        result.reserveCapacity(slots.count)
        for slot in slots { result.append(IndexPath(row: slot.row, section: slot.section)) }
        return result
    }

    /// Fills `result` (emptied first, its storage kept) with the rows whose rectangles meet the
    /// band `minY..<maxY`, in order, as plain section and row numbers: a scroll step asks this
    /// every frame, and an `IndexPath` per row cost calls into Foundation to make and to read.
    func rows(meeting minY: CGFloat, _ maxY: CGFloat, into result: inout [RowSlot]) {
        result.removeAll(keepingCapacity: true)
        for section in sections(meeting: minY, maxY) {
            let info = sections[section]
            guard info.rows.count > 0 else { continue }
            let rowsTop = sectionTop(section) + info.rowsOffset
            guard rowsTop < maxY, rowsTop + info.rows.total > minY,
                  var row = info.rows.index(containing: max(0, minY - rowsTop)) else { continue }
            while row < info.rows.count {
                let top = rowsTop + info.rows.offset(of: row)
                if top >= maxY { break }
                let height = info.rows.heights[row]
                if height > 0, top + height > minY { result.append(RowSlot(section: section, row: row)) }
                row += 1
            }
        }
    }

    /// The row whose rectangle contains the point at height `y`, or nil (headers, footers, outside).
    func indexPathForRow(atY y: CGFloat) -> IndexPath? {
        guard y >= tableHeaderHeight, y < tableHeaderHeight + sectionHeights.total,
              let section = sectionHeights.index(containing: y - tableHeaderHeight) else { return nil }
        let info = sections[section]
        let rowsTop = sectionTop(section) + info.rowsOffset
        guard y >= rowsTop, y < rowsTop + info.rows.total,
              let row = info.rows.index(containing: y - rowsTop) else { return nil }
        return IndexPath(row: row, section: section)
    }
}

/// A table row by its section and row number, as plain integers (see ``TableLayout/rows(meeting:_:into:)``).
struct RowSlot: Equatable {
    var section: Int
    var row: Int

    /// The row as an index path.
    var indexPath: IndexPath { IndexPath(row: row, section: section) }
}

/// The rows that met the band last asked for, with the layout generation and band they were
/// found for; the array's storage is kept from one band to the next.
///
/// A scroll step moves the band a few points, which seldom changes its rows: while the band's
/// top stays within the first row and its bottom within the last, the rows are the same (rows do
/// not overlap and come in order), so the step is answered without searching the layout.
struct RowsInBand {
    var generation = Int.min
    var minY: CGFloat = .nan
    var maxY: CGFloat = .nan
    var rows: [RowSlot] = []
    /// The band's top may move in `firstRowTop..<firstRowBottom` and its bottom in
    /// `(lastRowTop)...lastRowBottom` without changing `rows`, less `edgeMargin` at each end
    /// (NaN when there are none).
    var firstRowTop: CGFloat = .nan
    var firstRowBottom: CGFloat = .nan
    var lastRowTop: CGFloat = .nan
    var lastRowBottom: CGFloat = .nan
    /// Moves on each time `rows` is found again and differs: a pass can tell that the rows are
    /// the ones an earlier pass left on screen.
    var stamp = 0
    /// What the last layout pass left on screen when it showed a cell for every row in `rows`
    /// and nothing else; nil when it did not.
    var settled: SettledPass?

    /// How far inside its edge rows the band must stay for `holds` to answer without searching:
    /// the layout's searches and a row's rectangle add the same heights in different orders, so
    /// they may disagree by rounding right at a row's edge (where a scroll to a row often puts
    /// the band). Near an edge the rows are found again, as they always were.
    static let edgeMargin: CGFloat = 1.0 / 256

    /// Whether the band from `minY` to `maxY` meets exactly `rows`, as found for `generation`.
    func holds(_ generation: Int, _ minY: CGFloat, _ maxY: CGFloat) -> Bool {
        guard generation == self.generation else { return false }
        if minY == self.minY, maxY == self.maxY { return true }
        let margin = RowsInBand.edgeMargin
        // An empty band meets no row (`sections(meeting:_:)`); NaN edges (no rows) hold nothing.
        return maxY > minY && minY >= firstRowTop + margin && minY < firstRowBottom - margin
            && maxY > lastRowTop + margin && maxY <= lastRowBottom - margin
    }

    /// A layout pass that ended with a cell on screen for each row of the band, and only those,
    /// placed for a layout generation and width.
    struct SettledPass: Equatable {
        var generation: Int
        var width: CGFloat
        var cellsVersion: Int
        var rowsStamp: Int
    }
}

extension CGRect {
    /// Whether every field is the same as `other`'s, compared in line: CGRect's `==` is a call
    /// into Foundation (which standardises both first), and a scroll step compares every cell
    /// on screen. Same fields imply `==`; different fields may still be `==` (a negative size).
    func hasSameFields(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }
}

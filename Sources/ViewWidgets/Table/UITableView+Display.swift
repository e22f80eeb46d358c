// UITableView+Display.swift: which cells, headers and footers are on screen, and where.

extension UITableView {
    /// The band of content the table shows now: its bounds.
    var visibleBand: (minY: CGFloat, maxY: CGFloat) {
        (bounds.minY, bounds.maxY)
    }

    /// Brings the cells, headers and footers on screen in line with the bounds: rows that left
    /// the band go to the reuse pool, rows that entered get a cell from the data source.
    func updateVisibleContent() {
        guard !isUpdatingVisibleCells else { return }
        isUpdatingVisibleCells = true
        defer { isUpdatingVisibleCells = false }
        guard dataSource != nil else {
            recycleAllVisibleContent()
            placeTableHeaderAndFooter(loadLayoutIfNeeded())
            return
        }
        swipeActionsController.hostDidLayOut()
        forgetSelfSizedHeightsIfWidthChanged()
        let recycledFor = recycleCellsOutsideVisibleBand()
        var prepared = measureRowsInVisibleBand()
        let layout = loadLayoutIfNeeded()
        // The generation of `layout`: a delegate called below may reload, and rows placed from
        // `layout` must not be taken for rows of the new one.
        let generation = layoutGeneration
        let width = bounds.width
        if contentSize != CGSize(width: width, height: layout.contentHeight) {
            contentSize = CGSize(width: width, height: layout.contentHeight)
        }
        placeTableHeaderAndFooter(layout)
        let needed = rowsInVisibleBand()
        // A scroll step that moves no row in or out of the band, with the cells the last pass
        // left: nothing to take off, show or move (a measured row would have moved the layout).
        if prepared.cells.isEmpty, cellsSettled(width: width), cellsKeepTheirPlaces() {
            // Rounded again as every pass does: the app may have changed a cell's corners.
            if style == .insetGrouped {
                for slot in needed { roundSectionCorners(at: slot.indexPath, rowCount: layout.rowCount(in: slot.section)) }
            }
            updateHeadersAndFooters(layout, band: visibleBand)
            updatePrefetching()
            return
        }
        rowsInBand.settled = nil
        // In row order: the pool's order decides which cell comes back for which row. When the
        // pass above already took off the rows outside this band, with this layout, none is left.
        let band = visibleBand
        if recycledFor?.generation != layoutGeneration || recycledFor?.minY != band.minY || recycledFor?.maxY != band.maxY {
            recycleCells(notIn: needed)
        }
        let sideInset = sectionSideInset, insetGrouped = style == .insetGrouped
        // The rows and the cells on screen are both in row order: one walk pairs them, by plain
        // integers (an index path is made only for a row entering the screen). A row the walk
        // does not pair is looked up before it is shown: a callback may have changed the cells.
        // An index rather than `for ... in`: a debug build calls the generic iterator per row.
        var cursor = 0, next = 0
        // The walk's reading holds while the cells on screen change only by the cells shown here.
        var trusted = true, version = visibleCellsByIndexPath.version
        while next < needed.count {
            let slot = needed[next]
            next += 1
            let count = visibleCellsByIndexPath.count
            var paired = false
            while cursor < count {
                let visible = visibleCellsByIndexPath.slots[cursor]
                if visible.section > slot.section || (visible.section == slot.section && visible.index >= slot.row) {
                    paired = visible.section == slot.section && visible.index == slot.row
                    break
                }
                cursor += 1
            }
            // A callback that reloaded or updated the rows replaced the layout and the cells' map
            // (whose version may then match by chance): the walk's reading no longer holds.
            if trusted, visibleCellsByIndexPath.version != version || layoutGeneration != generation { trusted = false }
            if let position = paired ? cursor : trusted ? nil : visibleCellsByIndexPath.position(section: slot.section, index: slot.row) {
                cursor = position + 1
                // The same layout and width place a row where they placed it last time.
                let placed = visibleCellsByIndexPath.slots[position]
                var rect = placed.placedRect
                if placed.placedGeneration != generation || placed.placedWidth != width {
                    rect = layout.rectForRow(slot.row, inSection: slot.section, width: width)
                    if sideInset > 0 { rect = rect.insetBy(dx: sideInset, dy: 0) }
                    visibleCellsByIndexPath.notePlacement(rect, generation: generation, width: width, at: position)
                }
                let cell = visibleCellsByIndexPath.entries[position].cell, frame = cell.frame
                if !frame.hasSameFields(as: rect), frame != rect, !isReordering(cell) { cell.frame = rect }
            } else {
                var rect = layout.rectForRow(slot.row, inSection: slot.section, width: width)
                if sideInset > 0 { rect = rect.insetBy(dx: sideInset, dy: 0) }
                let indexPath = slot.indexPath
                // Only self-sizing rows are prepared: an empty dictionary is not asked (hashing an
                // index path cost a tenth of showing a cell).
                let cell = prepared.cells.isEmpty ? nil : prepared.cells.removeValue(forKey: indexPath)
                let before = visibleCellsByIndexPath.version
                let shown = showCell(at: indexPath, in: rect, prepared: cell)
                if visibleCellsByIndexPath.version != before &+ (shown ? 1 : 0) { trusted = false }
                version = visibleCellsByIndexPath.version
                if shown, trusted, let position = visibleCellsByIndexPath.position(section: slot.section, index: slot.row) {
                    visibleCellsByIndexPath.notePlacement(rect, generation: generation, width: width, at: position)
                }
            }
            if insetGrouped { roundSectionCorners(at: slot.indexPath, rowCount: layout.rowCount(in: slot.section)) }
        }
        // Every row has its cell and no other cell is on screen: the next pass for these rows,
        // at this layout and width, has nothing to do.
        if trusted, layoutGeneration == generation, visibleCellsByIndexPath.version == version,
           visibleCellsByIndexPath.count == needed.count {
            rowsInBand.settled = RowsInBand.SettledPass(generation: generation, width: width,
                                                        cellsVersion: version, rowsStamp: rowsInBand.stamp)
        }
        // Cells measured for rows that the measuring pushed off the screen were never shown.
        if !prepared.cells.isEmpty {
            for indexPath in prepared.cells.keys.sorted() {
                if let cell = prepared.cells[indexPath] { cellPool.enqueue(cell) }
            }
        }
        updateHeadersAndFooters(layout, band: visibleBand)
        updatePrefetching()
    }

    /// The rows that meet the visible band, in row order; found once per band and layout, into
    /// storage kept from one band to the next.
    func rowsInVisibleBand() -> [RowSlot] {
        guard let layout = tableLayout else { return [] }
        let band = visibleBand
        if rowsInBand.holds(layoutGeneration, band.minY, band.maxY) {
            rowsInBand.minY = band.minY
            rowsInBand.maxY = band.maxY
            return rowsInBand.rows
        }
        // The same rows found again (the band's top in a header, say) keep the stamp, so the
        // cells the last pass left for them still count as settled.
        let previous = rowsInBand.generation == layoutGeneration ? rowsInBand.rows : nil
        rowsInBand.generation = layoutGeneration
        rowsInBand.minY = band.minY
        rowsInBand.maxY = band.maxY
        layout.rows(meeting: band.minY, band.maxY, into: &rowsInBand.rows)
        if previous != rowsInBand.rows { rowsInBand.stamp &+= 1 }
        if let first = rowsInBand.rows.first, let last = rowsInBand.rows.last {
            let firstRect = layout.rectForRow(first.row, inSection: first.section, width: 0)
            let lastRect = layout.rectForRow(last.row, inSection: last.section, width: 0)
            rowsInBand.firstRowTop = firstRect.minY
            rowsInBand.firstRowBottom = firstRect.maxY
            rowsInBand.lastRowTop = lastRect.minY
            rowsInBand.lastRowBottom = lastRect.maxY
        } else {
            rowsInBand.firstRowTop = .nan
            rowsInBand.firstRowBottom = .nan
            rowsInBand.lastRowTop = .nan
            rowsInBand.lastRowBottom = .nan
        }
        return rowsInBand.rows
    }

    /// Whether each cell on screen still has the frame the last pass gave it: the app may have
    /// moved one, which the next pass puts back in its row. Read from each cell's layer (a cell
    /// class that overrides `frame` to answer something else is not asked).
    private func cellsKeepTheirPlaces() -> Bool {
        let slots = visibleCellsByIndexPath.slots, entries = visibleCellsByIndexPath.entries
        var position = 0
        while position < slots.count {
            if !entries[position].cell.layer.hasFrame(slots[position].placedRect) { return false }
            position += 1
        }
        return true
    }

    /// Whether the cells on screen are the ones the last pass left for these very rows, at this
    /// layout and width: then no cell leaves or enters and each is where that pass put it.
    /// Not while a row is lifted to reorder (its neighbours make way in the same passes).
    private func cellsSettled(width: CGFloat) -> Bool {
        guard let settled = rowsInBand.settled, editingState.reorder == nil else { return false }
        return settled == RowsInBand.SettledPass(generation: layoutGeneration, width: width,
                                                 cellsVersion: visibleCellsByIndexPath.version, rowsStamp: rowsInBand.stamp)
    }

    /// Takes off the screen, in row order, the cells whose rows are not in `rows` (which is in
    /// row order). This runs on every scroll step: both lists are in row order, so one walk over
    /// both finds them, by plain integers. A delegate told of a row leaving may change what is
    /// on screen, so the rows leaving are listed before any is taken off.
    private func recycleCells(notIn rows: [RowSlot]) {
        var leaving: [Int] = []
        let slots = visibleCellsByIndexPath.slots
        var next = 0, position = 0
        while position < slots.count {
            let slot = slots[position]
            defer { position += 1 }
            while next < rows.count, rows[next].section < slot.section || (rows[next].section == slot.section && rows[next].row < slot.index) {
                next += 1
            }
            if next < rows.count, rows[next].section == slot.section, rows[next].row == slot.index { continue }
            if leaving.isEmpty { leaving.reserveCapacity(slots.count - position) }   // one allocation
            leaving.append(position)
        }
        guard !leaving.isEmpty else { return }
        let entries = visibleCellsByIndexPath.entries
        for position in leaving {
            let indexPath = entries[position].indexPath
            if let cell = visibleCellsByIndexPath[indexPath] { recycle(cell, at: indexPath) }
        }
    }

    /// Takes the cells of rows that scrolled out of the band off the screen before any row is
    /// measured, so that measuring reuses them rather than making more. After a batch update
    /// this waits for the measuring: a row placed by estimates may come back into the band.
    /// Returns the layout generation and band it did this for, nil when it waited.
    private func recycleCellsOutsideVisibleBand() -> (generation: Int, minY: CGFloat, maxY: CGFloat)? {
        defer { cellsMovedSinceLastPass = false }
        guard !cellsMovedSinceLastPass, tableLayout != nil, !visibleCellsByIndexPath.isEmpty else { return nil }
        // Taken before: a delegate told of a row leaving may scroll or reload.
        let band = visibleBand, generation = layoutGeneration
        let rows = rowsInVisibleBand()
        if !cellsSettled(width: bounds.width) { recycleCells(notIn: rows) }
        return (generation, band.minY, band.maxY)
    }

    /// Shows the cell of a row entering the screen: the one made to measure the row, or the data
    /// source's. Returns whether it put one on screen.
    @discardableResult
    func showCell(at indexPath: IndexPath, in rect: CGRect, prepared: UITableViewCell?) -> Bool {
        guard let dataSource else { return false }
        let cell = prepared ?? dataSource.tableView(self, cellForRowAt: indexPath)
        // A data source that hands out a cell already on screen would tear it from its row.
        if visibleCellsByIndexPath.contains(cell: cell) { return false }
        cell.frame = rect
        cell.setSelected(selectedIndexPathsInOrder.contains(indexPath), animated: false)
        prepareEditing(of: cell, at: indexPath, animated: false)
        // Only a delegate that implements the method sets the level: otherwise the cell keeps
        // the one `tableView(_:cellForRowAt:)` gave it.
        if let delegate = tableDelegate {
            let (level, isDefault) = CollectionProtocolDefaults.probe { delegate.tableView(self, indentationLevelForRowAt: indexPath) }
            if !isDefault { cell.indentationLevel = level }
        }
        insertSubview(cell, at: backgroundView == nil ? 0 : 1)
        visibleCellsByIndexPath[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return true
    }

    /// Takes a cell off the screen; it goes to the pool of its reuse identifier (or is dropped).
    func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
        visibleCellsByIndexPath[indexPath] = nil
        editingState.swipe?.cellWillBeRecycled(cell)
        if isReordering(cell) { editingState.reorder = nil }
        cell.layer.stopBeingDrawnElsewhere(by: nil)   // a lifted cell is shown where it is reused
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cellPool.enqueue(cell)
    }

    /// Takes every cell, header and footer off the screen.
    func recycleAllVisibleContent() {
        for (indexPath, cell) in visibleCellsByIndexPath { recycle(cell, at: indexPath) }
        removeAllHeaderFooterViews()
    }

    /// Estimated heights: asks the real height of each row in the band that has only an estimate,
    /// until the band stops moving (each answer moves the rows below it). On the first pass the
    /// layout is made here, so the first rows shown are measured too. A row whose height is
    /// `automaticDimension` is measured by its cell (``measureCell(at:)``); the cells made for
    /// that are returned, to be shown rather than asked for again.
    ///
    /// Each height is written into `tableLayout` in place: no copy of the layout is alive while it
    /// changes, so a change costs O(log n) rather than a copy of every row's height.
    private func measureRowsInVisibleBand() -> PreparedCells {
        var reportedBadHeight = false
        loadLayoutIfNeeded()   // made here on the first pass
        var prepared = PreparedCells(generation: layoutGeneration)
        for _ in 0..<8 {
            loadLayoutIfNeeded()   // made again if a delegate reloaded while answering
            let unmeasured = unmeasuredRowsInVisibleBand()
            if unmeasured.isEmpty { break }
            for indexPath in unmeasured {
                // Rows measured above may have pushed this one off the screen: it waits.
                guard let layout = tableLayout,
                      layout.rectForRow(indexPath.row, inSection: indexPath.section, width: 0).minY < visibleBand.maxY
                else { break }
                let generation = layoutGeneration
                var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if height == UITableView.automaticDimension, layoutGeneration == generation {
                    height = measureCell(at: indexPath, into: &prepared)
                }
                // A delegate that reloaded the table while answering answered for data that is
                // gone: the rows of the new layout are listed and asked again.
                guard layoutGeneration == generation else { break }
                let checked = checkedRowHeight(height, at: indexPath, alreadyReported: &reportedBadHeight)
                tableLayout?.setHeight(checked, row: indexPath.row, section: indexPath.section)
                prepared.generation = layoutGeneration   // the layout changed in place, not replaced
            }
        }
        if prepared.generation != layoutGeneration {
            // Measured for data a reload replaced: the cells go back to the pool unshown.
            for (_, cell) in prepared.cells.sorted(by: { $0.key < $1.key }) { cellPool.enqueue(cell) }
            prepared.cells.removeAll()
        }
        return prepared
    }

    /// The height a self-sizing row's cell asks for at the row's width (the table's, less the
    /// side insets of an inset-grouped table): the cell on screen, or the data source's cell for
    /// the row (kept in `prepared` to be shown).
    private func measureCell(at indexPath: IndexPath, into prepared: inout PreparedCells) -> CGFloat {
        selfSizingWidth = bounds.width
        let width = bounds.width - 2 * sectionSideInset
        let cell: UITableViewCell
        if let visible = visibleCellsByIndexPath[indexPath] ?? prepared.cells[indexPath] {
            cell = visible
        } else if let dataSource {
            let generation = layoutGeneration
            let made = dataSource.tableView(self, cellForRowAt: indexPath)
            guard layoutGeneration == generation else { return effectiveEstimatedRowHeight }
            prepared.cells[indexPath] = made
            cell = made
        } else {
            return effectiveEstimatedRowHeight
        }
        if cell.bounds.width != width { cell.frame.size.width = width }
        let height = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        guard height.isFinite else {
            // A decision: UIKit takes the NaN and fails later, in CALayer; here the row keeps its
            // estimate and the log names the cell and the row.
            let estimate = effectiveEstimatedRowHeight
            Headless.reportLoggedProblem("UITableView: the self-sizing cell \(type(of: cell)) for index path (<NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.row)}) gave a height of \(formatNumber(height)), which is not finite; the estimated row height \(formatNumber(estimate)) is used")
            return estimate
        }
        return height
    }

    /// Self-sized heights hold for the width they were measured at: when the table's width
    /// changes, every row is measured again as it shows (the old heights serve as estimates).
    private func forgetSelfSizedHeightsIfWidthChanged() {
        guard let width = selfSizingWidth, width != bounds.width else { return }
        selfSizingWidth = nil
        tableLayout?.forgetMeasurements()
    }

    /// The rows in the band whose real height has not been asked yet.
    private func unmeasuredRowsInVisibleBand() -> [IndexPath] {
        guard let layout = tableLayout, !layout.everyRowMeasured else { return [] }
        var unmeasured: [IndexPath] = []
        for slot in rowsInVisibleBand() where !layout.sections[slot.section].measured[slot.row] {
            unmeasured.append(slot.indexPath)
        }
        return unmeasured
    }

    /// Places the table header at the top and the table footer after the last section.
    func placeTableHeaderAndFooter(_ layout: TableLayout) {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: layout.tableHeaderHeight)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: layout.tableHeaderHeight + layout.sectionHeights.total,
                                  width: bounds.width, height: layout.tableFooterHeight)
        }
    }

    /// Swaps one of the table's own views (header, footer, background) and refreshes the layout.
    func replaceAccessoryView(_ old: UIView?, with new: UIView?, atBack: Bool = false) {
        if old !== new { old?.removeFromSuperview() }
        if let new {
            if atBack { insertSubview(new, at: 0) } else { addSubview(new) }
        }
        if var layout = tableLayout {
            layout.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
            layout.tableFooterHeight = tableFooterView?.frame.height ?? 0
            tableLayout = layout
            contentSize = CGSize(width: bounds.width, height: layout.contentHeight)
        }
        setNeedsLayout()
    }
}

/// Cells made to measure self-sizing rows, by row, while one layout pass lasts, and the layout
/// generation they were made for.
struct PreparedCells {
    var generation: Int
    var cells: [IndexPath: UITableViewCell] = [:]
}

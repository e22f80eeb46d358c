// UITableView+Prefetching.swift: telling a prefetch data source which rows will soon show
// (https://developer.apple.com/documentation/uikit/uitableview/prefetchdatasource), reconfiguring
// rows in place (iOS 15), and whether the table shows changes its data source does not have yet.

extension UITableView {
    /// The object told which rows will soon show, held weakly; nil by default. The rows within
    /// one screen above and below the visible bounds that have no cell are given to it as the
    /// table scrolls, nearest first; rows that leave that band without showing are cancelled.
    public var prefetchDataSource: UITableViewDataSourcePrefetching? {
        get { options.prefetchDataSource }
        set {
            options.prefetchDataSource = newValue
            options.forgetPrefetching()
            setNeedsLayout()
        }
    }

    /// Whether the prefetch data source is told anything (iOS 15); true by default.
    public var isPrefetchingEnabled: Bool {
        get { options.isPrefetchingEnabled }
        set {
            options.isPrefetchingEnabled = newValue
            options.lastPrefetchPass = nil
        }
    }

    /// Whether the table shows changes its data source does not have yet: placeholder cells or
    /// a drop reordering the rows. Always false here: neither exists (no drag and drop).
    public var hasUncommittedUpdates: Bool { false }

    /// Asks the data source again for the cells of the rows on screen among `indexPaths`, keeping
    /// their cells (iOS 15): `dequeueReusableCell(withIdentifier:for:)` for such a row gives back
    /// the row's current cell, so `tableView(_:cellForRowAt:)` configures it in place, with no
    /// `didEndDisplaying`/`willDisplay`. Rows off screen have no cell and are skipped. The rows'
    /// heights are asked (or self-sized rows measured) again in the next layout pass. A data
    /// source that returns another cell, or dequeues with another reuse identifier, is reported
    /// (UIKit raises) and its cell shows in place of the old one.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths.sorted() {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            options.reconfiguringCell = (indexPath, cell)
            let answer = dataSource.tableView(self, cellForRowAt: indexPath)
            let alreadyReported = options.reconfiguringCell == nil
            options.reconfiguringCell = nil
            tableLayout?.forgetMeasurement(row: indexPath.row, section: indexPath.section)
            setNeedsLayout()
            guard answer !== cell, visibleCellsByIndexPath[indexPath] === cell else { continue }
            if !alreadyReported {
                Headless.reportViolation("Attempted to reconfigure the cell at index path (<NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.row)}), but the data source returned a different cell (\(type(of: answer))) than the existing one (\(type(of: cell))). When reconfiguring, dequeue the existing cell with the same reuse identifier and return it.")
            }
            // Nothing is lost: the returned cell shows in the old one's place.
            recycle(cell, at: indexPath)
            showCell(at: indexPath, in: rectForRow(at: indexPath), prepared: answer)
        }
    }

    /// Tells the prefetch data source about the rows within one screen above and below the
    /// visible bounds that have no cell and have not had one since they entered that band,
    /// nearest first, and cancels those that left that band without showing. A pass that sees
    /// the same visible rows, layout and height as the last one does nothing.
    func updatePrefetching() {
        guard options.isPrefetchingEnabled, let prefetcher = options.prefetchDataSource, let layout = tableLayout else { return }
        let visibleRows = rowsInVisibleBand()
        let key = PrefetchPassKey(first: visibleRows.first, last: visibleRows.last, generation: layoutGeneration,
                                  contentHeight: layout.contentHeight, height: bounds.height)
        guard key != options.lastPrefetchPass else { return }
        options.lastPrefetchPass = key
        let band = visibleBand, reach = bounds.height
        let width = bounds.width
        var candidates: [(indexPath: IndexPath, hasCell: Bool, distance: CGFloat)] = []
        for indexPath in layout.indexPathsForRows(meeting: band.minY - reach, band.maxY + reach) {
            let rect = layout.rectForRow(indexPath.row, inSection: indexPath.section, width: width)
            candidates.append((indexPath, visibleCellsByIndexPath[indexPath] != nil,
                               max(band.minY - rect.maxY, rect.minY - band.maxY)))
        }
        let (cancelled, added) = options.prefetchLedger.update(band: candidates)
        if !cancelled.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !added.isEmpty { prefetcher.tableView(self, prefetchRowsAt: added) }
    }
}

extension TableOptions {
    /// Forgets which rows the prefetch data source was told about and which showed (index paths
    /// changed, or the prefetch data source did).
    func forgetPrefetching() {
        prefetchLedger.forget()
        lastPrefetchPass = nil
    }
}

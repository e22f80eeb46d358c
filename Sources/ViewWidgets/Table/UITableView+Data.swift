// UITableView+Data.swift: asking the data source and delegate for counts and heights.

extension UITableView {
    /// The delegate, as a table delegate (the table's `delegate` property holds it). Cast once
    /// when the delegate is set, not on each of the calls a shown row makes.
    public var tableDelegate: UITableViewDelegate? { tableDelegateStorage }

    /// The layout, when it has `section`; nil for a section that does not exist.
    func layout(containing section: Int) -> TableLayout? {
        let layout = loadLayoutIfNeeded()
        return layout.sections.indices.contains(section) ? layout : nil
    }

    /// Forgets the data so the next layout asks for it again.
    func invalidateData() {
        guard tableLayout != nil else { return }
        tableLayout = nil
        setNeedsLayout()
    }

    /// The layout, asking the data source (and the delegate, for heights) first when the table
    /// has not asked yet or was told to forget.
    @discardableResult
    func loadLayoutIfNeeded() -> TableLayout {
        if let tableLayout { return tableLayout }
        let layout = makeLayout()
        tableLayout = layout
        contentSize = CGSize(width: bounds.width, height: layout.contentHeight)
        return layout
    }

    /// Asks the data source for sections and rows and the delegate for heights.
    ///
    /// Without an estimated row height every row's height is asked here, as UIKit does; with one,
    /// rows start at the estimate and their real height is asked when they are about to be shown.
    /// `counts`, when given, are the counts a batch update already read and checked: the data
    /// source is not asked again, so an answer that changes between two calls cannot make the
    /// layout disagree with the checked update (UIKit reads them once per update too).
    func makeLayout(counts: (sections: Int, rows: [Int])? = nil) -> TableLayout {
        pendingHeaderFooterViews = HeaderFooterPair(header: [:], footer: [:])
        guard let dataSource else {
            return TableLayout(tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
                               tableFooterHeight: tableFooterView?.frame.height ?? 0)
        }
        let delegate = tableDelegate
        // Index paths change: rows told to the prefetch data source are forgotten, and the
        // section index titles are asked again (UITableView+Prefetching.swift, +SectionIndex.swift).
        options.forgetPrefetching()
        options.sectionIndexTitles = dataSource.sectionIndexTitles(for: self)
        let sectionCount = counts?.sections ?? max(0, dataSource.numberOfSections(in: self))
        var sections: [TableLayout.Section] = []
        sections.reserveCapacity(sectionCount)
        // One flag for rows, estimates, headers and footers: UIKit's exception ends the pass at the first.
        var reportedBadHeight = false
        let headerPadding = effectiveSectionHeaderTopPadding
        // An `estimatedRowHeight` that is negative (other than `automaticDimension`) or not finite
        // turns no estimating on here, but UIKit checks it as the first row's estimate.
        let badEstimate = estimatedRowHeight != UITableView.automaticDimension
            && (estimatedRowHeight < 0 || !estimatedRowHeight.isFinite)
        for section in 0..<sectionCount {
            let rowCount = counts.map { $0.rows[section] }
                ?? max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            let rows = usesEstimatedHeights
                ? estimatedRowHeights(inSection: section, count: rowCount, delegate: delegate,
                                      alreadyReported: &reportedBadHeight)
                : rowHeights(inSection: section, count: rowCount, delegate: delegate, badEstimate: badEstimate,
                             alreadyReported: &reportedBadHeight)
            let headerHeight = height(of: .header, inSection: section, alreadyReported: &reportedBadHeight)
            sections.append(TableLayout.Section(
                headerHeight: headerHeight,
                footerHeight: height(of: .footer, inSection: section, alreadyReported: &reportedBadHeight),
                rows: HeightIndex(heights: rows.heights),
                measured: rows.measured,
                headerPadding: headerHeight > 0 ? headerPadding : 0))
        }
        return TableLayout(tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
                           tableFooterHeight: tableFooterView?.frame.height ?? 0,
                           sections: sections)
    }

    /// The rows of a section when heights are not estimated: every row's `heightForRowAt` (or
    /// `rowHeight`), checked. A row whose height is `automaticDimension` sizes itself: it starts at
    /// the estimate and is measured when it is about to show.
    ///
    /// This loop runs once per row of a reload, a million times for a million rows: the delegate
    /// is a parameter (borrowed, so a call costs no retain of it) and the index path is made once
    /// and its row changed in place.
    private func rowHeights(inSection section: Int, count: Int, delegate: (any UITableViewDelegate)?,
                            badEstimate: Bool, alreadyReported: inout Bool) -> (heights: [CGFloat], measured: [Bool]) {
        var measured = [Bool](repeating: true, count: count)
        var indexPath = IndexPath(row: 0, section: section)
        let fallbackHeight = rowHeight
        let heights = [CGFloat](unsafeUninitializedCapacity: count) { buffer, initialized in
            for row in 0..<count {
                indexPath.row = row
                if badEstimate {
                    _ = checkedRowHeight(estimatedRowHeight, at: indexPath, fallback: 0, alreadyReported: &alreadyReported)
                }
                let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? fallbackHeight
                if height == UITableView.automaticDimension {
                    buffer[row] = effectiveEstimatedRowHeight
                    measured[row] = false
                } else if height > 0, height.isFinite {
                    buffer[row] = height
                } else {
                    buffer[row] = checkedRowHeight(height, at: indexPath, alreadyReported: &alreadyReported)
                }
            }
            initialized = count
        }
        return (heights, measured)
    }

    /// The rows of a section when heights start as estimates: the delegate's
    /// `estimatedHeightForRowAt`, or `estimatedRowHeight`; none is measured yet.
    private func estimatedRowHeights(inSection section: Int, count: Int, delegate: (any UITableViewDelegate)?,
                                     alreadyReported: inout Bool) -> (heights: [CGFloat], measured: [Bool]) {
        var indexPath = IndexPath(row: 0, section: section)
        let fallback = effectiveEstimatedRowHeight
        let heights = [CGFloat](unsafeUninitializedCapacity: count) { buffer, initialized in
            for row in 0..<count {
                indexPath.row = row
                let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? UITableView.automaticDimension
                buffer[row] = checkedRowHeight(estimate, at: indexPath, fallback: fallback, alreadyReported: &alreadyReported)
            }
            initialized = count
        }
        return (heights, [Bool](repeating: false, count: count))
    }

    /// The room above each section header: ``sectionHeaderTopPadding``, or for
    /// `automaticDimension` (the default) 22 points in a plain table and none in the grouped
    /// styles, as since iOS 15 (22 is a device value Apple does not publish: Docs/Differences.md).
    /// A negative or infinite padding is none. It is empty room before the header, part of its
    /// section (`rect(forSection:)`); a section without a header gets none, and a header floating
    /// at the top of a plain table leaves it behind (UITableView+HeadersAndFooters.swift).
    var effectiveSectionHeaderTopPadding: CGFloat {
        if sectionHeaderTopPadding == UITableView.automaticDimension {
            return style == .plain ? UITableView.automaticSectionHeaderTopPadding : 0
        }
        return sectionHeaderTopPadding.isFinite ? max(0, sectionHeaderTopPadding) : 0
    }

    /// The automatic padding above a plain table's section headers (iOS 15).
    static let automaticSectionHeaderTopPadding: CGFloat = 22

    /// Whether row heights start as estimates: with an `estimatedRowHeight`, or when rows size
    /// themselves (`rowHeight` is `automaticDimension`), which needs estimates.
    var usesEstimatedHeights: Bool { estimatedRowHeight > 0 || rowHeight == UITableView.automaticDimension }

    /// The estimate for a row without one of its own: `estimatedRowHeight`, or 44 when that
    /// is `automaticDimension` or 0 (UIKit chooses an estimate then).
    var effectiveEstimatedRowHeight: CGFloat { estimatedRowHeight > 0 ? estimatedRowHeight : 44 }

    /// A height from the delegate made usable: `automaticDimension` means `fallback`, and a
    /// negative or non-finite height means 0.
    static func sanitizedHeight(_ height: CGFloat, fallback: CGFloat) -> CGFloat {
        if height == automaticDimension { return max(0, fallback) }
        guard height.isFinite, height > 0 else { return 0 }
        return height
    }

    /// A row's height or estimate (the delegate's, `rowHeight` or `estimatedRowHeight`), checked as
    /// UIKit checks it: a negative height (other than -1, `automaticDimension`, which means
    /// `fallback`) raises "table view row height must not be negative - provided height for index
    /// path (...) is -5.000000", for estimates as well. A NaN or infinite height, which UIKit lets
    /// through to fail later with CALayer's NaN message, is reported here with a message that names
    /// the row. Either way the row then counts as 0 high, so a recording test can go on; only the
    /// first bad height of a pass is reported (UIKit's exception would have ended the pass there).
    func checkedRowHeight(_ height: CGFloat, at indexPath: IndexPath, fallback: CGFloat? = nil,
                          alreadyReported: inout Bool) -> CGFloat {
        // `rowHeight` only matters for automaticDimension; not read for every other row.
        if height == UITableView.automaticDimension {
            return UITableView.sanitizedHeight(height, fallback: fallback ?? rowHeight)
        }
        if height < 0 || !height.isFinite, !alreadyReported {
            alreadyReported = true
            let path = "<NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.row)}"
            if height < 0 {
                Headless.reportViolation("table view row height must not be negative - provided height for index path (\(path)) is \(String(format: "%f", Double(height)))")
            } else {
                Headless.reportViolation("table view row height must be finite - provided height for index path (\(path)) is \(height.isNaN ? "nan" : "inf")")
            }
        }
        return UITableView.sanitizedHeight(height, fallback: 0)
    }

    /// A header or footer height from the delegate, checked as UIKit checks it: "section header
    /// height must not be negative - provided height for section 9 is -0.010000" (footers alike),
    /// only when no bad height was reported earlier in the pass.
    private func checkedSectionHeight(_ height: CGFloat, of kind: HeaderFooterKind, section: Int,
                                      alreadyReported: inout Bool) -> CGFloat {
        if height < 0, !alreadyReported {
            alreadyReported = true
            Headless.reportViolation("section \(kind) height must not be negative - provided height for section \(section) is \(String(format: "%f", Double(height)))")
        }
        return UITableView.sanitizedHeight(height, fallback: 0)
    }

    /// The height of a section's header or footer: the delegate's, or from the delegate's view or
    /// the data source's title (`sectionHeaderHeight`/`sectionFooterHeight`); 0 with neither.
    private func height(of kind: HeaderFooterKind, inSection section: Int, alreadyReported: inout Bool) -> CGFloat {
        let delegate = tableDelegate
        let explicit = switch kind {
        case .header: delegate?.tableView(self, heightForHeaderInSection: section)
        case .footer: delegate?.tableView(self, heightForFooterInSection: section)
        }
        if let explicit, explicit != UITableView.automaticDimension {
            return checkedSectionHeight(explicit, of: kind, section: section, alreadyReported: &alreadyReported)
        }
        let property = kind == .header ? sectionHeaderHeight : sectionFooterHeight
        let selfSizing = property == UITableView.automaticDimension
        let standardHeight = selfSizing ? UITableView.standardHeaderFooterHeight : property
        if let view = delegateView(of: kind, inSection: section) {
            pendingHeaderFooterViews[kind][section] = view
            if selfSizing, let fitted = selfSizedHeight(of: view) { return fitted }
            return view.frame.height > 0 ? view.frame.height : standardHeight
        }
        return title(of: kind, inSection: section) != nil ? standardHeight : 0
    }

    /// The height of a title header or footer, and of a view that sets none.
    static let standardHeaderFooterHeight: CGFloat = 28

    /// The height a header or footer view's constraints give it at its width (the table's, less
    /// the side insets of an inset-grouped table; a `UITableViewHeaderFooterView` by its content
    /// view's), or nil when no constraints decide it.
    private func selfSizedHeight(of view: UIView) -> CGFloat? {
        let measured = (view as? UITableViewHeaderFooterView)?.contentView ?? view
        guard measured.usesConstraintsInSubtree else { return nil }
        let height = measured.systemLayoutSizeFitting(CGSize(width: bounds.width - 2 * sectionSideInset, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
        return height >= 1 ? UIScreen.main.roundedToPixels(height - 0.0001, .up) : nil
    }

    /// The delegate's header or footer view for `section`.
    func delegateView(of kind: HeaderFooterKind, inSection section: Int) -> UIView? {
        switch kind {
        case .header: tableDelegate?.tableView(self, viewForHeaderInSection: section)
        case .footer: tableDelegate?.tableView(self, viewForFooterInSection: section)
        }
    }

    /// The data source's header or footer title for `section`.
    func title(of kind: HeaderFooterKind, inSection section: Int) -> String? {
        switch kind {
        case .header: dataSource?.tableView(self, titleForHeaderInSection: section)
        case .footer: dataSource?.tableView(self, titleForFooterInSection: section)
        }
    }

    /// Whether `indexPath` names an existing row.
    func isValid(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let layout = loadLayoutIfNeeded()
        return layout.sections.indices.contains(indexPath.section)
            && (0..<layout.rowCount(in: indexPath.section)).contains(indexPath.row)
    }
}

// UITableView.swift: a scrolling list of rows in sections, with a reuse pool of cells.

/// A vertical list of rows in sections, as UIKit's `UITableView`.
///
/// Only rows whose rectangles meet the visible bounds have cells. A cell that scrolls away goes to
/// the reuse pool of its identifier, where `dequeueReusableCell(withIdentifier:)` finds it again,
/// so a table of a million rows holds a screenful of cells. Geometry comes from running totals
/// of the heights, so scrolling costs the same at row 10 as at row 999,999.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The style chosen at creation.
    public let style: Style

    /// The data source, held weakly. Setting it marks the table for a reload.
    @exclusivity(unchecked) open weak var dataSource: UITableViewDataSource? {
        didSet { invalidateData() }
    }

    /// The delegate, held weakly; setting it marks the table for a reload (heights may come from it).
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegateStorage = delegate as? UITableViewDelegate
            invalidateData()
        }
    }

    /// `delegate` as a table delegate (``tableDelegate``), held weakly like it.
    weak var tableDelegateStorage: UITableViewDelegate? { didSet { installRowContextMenuInteraction() } }

    /// The height of every row when the delegate gives none; 44 by default.
    open var rowHeight: CGFloat = 44 { didSet { invalidateData() } }

    /// The height of headers that have a title or a view but no height from the delegate; 28 by default.
    open var sectionHeaderHeight: CGFloat = 28 { didSet { invalidateData() } }

    /// The height of footers that have a title or a view but no height from the delegate; 28 by default.
    open var sectionFooterHeight: CGFloat = 28 { didSet { invalidateData() } }

    /// An estimate for rows not yet shown; 0 (no estimates: every height is asked on reload) by default.
    /// With an estimate, a row's real height is asked when it is about to be shown.
    open var estimatedRowHeight: CGFloat = 0 { didSet { invalidateData() } }

    /// An estimate for section headers; 0 by default. Headers and footers are sized when the
    /// table loads here, so estimates are not needed; the property is kept for code that sets it.
    open var estimatedSectionHeaderHeight: CGFloat = 0

    /// An estimate for section footers; 0 by default, and not needed here (see ``estimatedSectionHeaderHeight``).
    open var estimatedSectionFooterHeight: CGFloat = 0

    /// The padding above each section header; `automaticDimension` by default: 22 points in a
    /// plain table, none in the grouped styles, as since iOS 15 (UITableView+Data.swift).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { invalidateData() } }

    /// The style of the lines between rows; `.singleLine` by default.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

    /// The colour of the lines between rows; a light grey by default.
    open var separatorColor: UIColor? = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)

    /// The insets of the separators; 15 points on the left by default.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)

    /// Whether tapping a row selects it; true by default.
    open var allowsSelection = true

    /// Whether several rows may be selected at once; false by default.
    open var allowsMultipleSelection = false

    /// Whether rows can be selected in editing mode; false by default.
    open var allowsSelectionDuringEditing: Bool { get { editingState.allowsSelection } set { editingState.allowsSelection = newValue } }

    /// Whether several rows can be selected at once in editing mode; false by default.
    open var allowsMultipleSelectionDuringEditing: Bool { get { editingState.allowsMultipleSelection } set { editingState.allowsMultipleSelection = newValue } }

    /// Whether the table is in editing mode; false by default. Setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool { get { editingState.isEditing } set { setEditing(newValue, animated: false) } }

    /// Turns editing mode on or off (UITableView+Editing.swift); revealed swipe actions hide.
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing, animated: animated) }

    /// A view above the first section, as wide as the table, keeping its own height.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    /// A view below the last section, as wide as the table, keeping its own height. A zero-height
    /// footer ends the table there (no empty rows are drawn below it).
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// A view behind the rows, sized to the table; nil by default.
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: backgroundView, atBack: true) }
    }

    // MARK: - State (the machinery is in the UITableView+… files)

    // Unchecked fields: see "Unchecked and unsafe fields" in Docs/Performance.md.
    /// The geometry from the last reload; nil when the data must be asked again.
    @exclusivity(unchecked) var tableLayout: TableLayout? { didSet { layoutGeneration &+= 1 } }
    /// Counts changes of `tableLayout` (in place too): tells whether a delegate call reloaded it.
    @exclusivity(unchecked) var layoutGeneration = 0
    /// The rows meeting the band last asked for (`rowsInVisibleBand()`), with its layout generation.
    @exclusivity(unchecked) var rowsInBand = RowsInBand()
    /// The cells on screen, by index path.
    @exclusivity(unchecked) var visibleCellsByIndexPath = VisibleCellMap<UITableViewCell>()
    /// Header and footer views on screen, by section.
    @exclusivity(unchecked) var visibleHeaderFooterViews = HeaderFooterPair<[Int: UIView]>(header: [:], footer: [:])
    /// Header and footer views the delegate gave while sizing, kept until they are shown.
    @exclusivity(unchecked) var pendingHeaderFooterViews = HeaderFooterPair<[Int: UIView]>(header: [:], footer: [:])
    /// Cells off screen waiting to be reused, and the classes registered to make new ones.
    @exclusivity(unchecked) var cellPool = ReusePool<UITableViewCell>()
    /// Header and footer views off screen, and their registered classes.
    @exclusivity(unchecked) var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// The selected rows, in the order they were selected.
    @exclusivity(unchecked) var selectedIndexPathsInOrder: [IndexPath] = []
    /// The batch update being collected between beginUpdates and endUpdates.
    final var pendingBatch = PendingBatch()
    /// The touch, self-sizing and later-UIKit state and settings (TableOptions.swift).
    let options = TableOptions()
    /// Editing mode, swipe actions and reordering (UITableView+Editing.swift).
    let editingState = TableEditingState()

    /// Makes a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true // however short, a table can be pulled (to refresh), as UIKit's
    }

    /// Makes a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Source compatibility; makes a plain zero-sized table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    // MARK: - Override points

    /// Asks the data source for everything again: counts, heights, then (on the next layout) the
    /// visible cells. Visible cells go back to the reuse pool and the selection is cleared.
    open func reloadData() {
        recycleAllVisibleContent()
        selectedIndexPathsInOrder.removeAll()
        tableLayout = makeLayout()
        contentSize = CGSize(width: bounds.width, height: tableLayout?.contentHeight ?? 0)
        setNeedsLayout()
    }

    /// Places the visible cells and headers; reloads first when the data was never asked.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleContent()
    }

    /// A finger down on a row highlights it (when the delegate allows).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        beginRowTouch(at: touch.location(in: self))
    }

    /// A finger moving off its row takes the highlight away; the row is then not selected.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        moveRowTouch(to: touch.location(in: self))
    }

    /// A finger lifted on its row selects it, with the delegate's will/did calls.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        endRowTouch(selecting: true)
    }

    /// A cancelled touch (a drag began) selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endRowTouch(selecting: false)
    }

    // MARK: - Data (asking the data source: UITableView+Data.swift)

    /// The number of sections, as the table last asked the data source.
    open var numberOfSections: Int { loadLayoutIfNeeded().sections.count }

    /// The number of rows in `section`, as the table last asked the data source; 0 for a section
    /// that does not exist.
    open func numberOfRows(inSection section: Int) -> Int {
        let layout = loadLayoutIfNeeded()
        return layout.sections.indices.contains(section) ? layout.rowCount(in: section) : 0
    }

    // MARK: - Geometry and visible content (UITableView+Display.swift shows them)

    /// The rectangle of a whole section (header, rows, footer) in the table's coordinates;
    /// `.zero` for a section that does not exist.
    open func rect(forSection section: Int) -> CGRect {
        layout(containing: section)?.rect(forSection: section, width: bounds.width) ?? .zero
    }

    /// The rectangle of a row (inset in an inset-grouped table); `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard isValid(indexPath) else { return .zero }
        return insetFromSides(loadLayoutIfNeeded().rectForRow(indexPath.row, inSection: indexPath.section, width: bounds.width))
    }

    /// The natural rectangle of a section's header (where it sits when not floating).
    open func rectForHeader(inSection section: Int) -> CGRect {
        layout(containing: section).map { insetFromSides($0.rectForHeader(inSection: section, width: bounds.width)) } ?? .zero
    }

    /// The rectangle of a section's footer.
    open func rectForFooter(inSection section: Int) -> CGRect {
        layout(containing: section).map { insetFromSides($0.rectForFooter(inSection: section, width: bounds.width)) } ?? .zero
    }

    /// The row at `point` (in the table's coordinates), or nil over a header, footer or nothing.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return loadLayoutIfNeeded().indexPathForRow(atY: point.y)
    }

    /// The rows whose rectangles meet `rect`, in order; nil when there are none, as in UIKit.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        guard rect.maxX > 0, rect.minX < bounds.width else { return nil }
        let rows = loadLayoutIfNeeded().indexPathsForRows(meeting: rect.minY, rect.maxY)
        return rows.isEmpty ? nil : rows
    }

    /// The index paths of the rows on screen, sorted.
    open var indexPathsForVisibleRows: [IndexPath]? {
        let rows = visibleCellsByIndexPath.keys
        return rows.isEmpty && tableLayout == nil ? nil : rows
    }

    /// The cells on screen, in the order of their index paths.
    open var visibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.values
    }

    /// The cell showing the row at `indexPath`, or nil when that row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The index path of a cell on screen, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.indexPath(of: cell)
    }

    /// The header view on screen for `section`, or nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderFooterViews.header[section] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`, or nil.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderFooterViews.footer[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so that the row at `indexPath` sits at `scrollPosition` (`.none`: as little as
    /// needed), clamped to the content. A row or section that does not exist is reported as UIKit
    /// reports it (UIKit then adds " Table view: <...>", which holds addresses and is left out).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValid(indexPath) else {
            reportOutOfBoundsScroll(to: indexPath)
            return
        }
        guard let offsetY = contentOffsetY(showing: rectForRow(at: indexPath), at: scrollPosition) else { return stopDeceleratingSilently() }
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: offsetY)), animated: animated)
        if !animated, usesEstimatedHeights { settleScroll(to: indexPath, at: scrollPosition) }
    }

    // MARK: - Reuse (ReusePool.swift)

    /// Registers the class that `dequeueReusableCell(withIdentifier:for:)` makes for `identifier`
    /// when the pool is empty; nil unregisters. A class that is not a `UITableViewCell` is reported.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellPool.register(cellClass, for: identifier)
    }

    /// Registers the class that `dequeueReusableHeaderFooterView(withIdentifier:)` makes for
    /// `identifier`; nil unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool.register(aClass, for: identifier)
    }

    /// A cell from the pool of `identifier` (after its `prepareForReuse()`), a new one of the
    /// registered class, or nil when the pool is empty and nothing is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellPool.dequeue(identifier)
    }

    /// A cell from the pool of `identifier` or a new one of the registered class, sized for the
    /// row at `indexPath`. Reports UIKit's message when nothing is registered for `identifier`
    /// (and then returns a plain cell, so a recording test can go on).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueRegisteredCell(identifier, for: indexPath)
    }

    /// A header or footer view from the pool of `identifier`, a new one of the registered class,
    /// or nil when none is available and nothing is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterPool.dequeue(identifier)
    }

    // MARK: - Selection (by touch: UITableView+Selection.swift)

    /// The selected row (the first, in index-path order, when several are), or nil.
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPathsInOrder.min() }

    /// The selected rows, sorted; nil when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPathsInOrder.isEmpty ? nil : selectedIndexPathsInOrder.sorted()
    }

    /// Selects a row in code, calling no delegate method. Without multiple selection the previous
    /// selection is cleared; nil clears the selection. Scrolls the row to `scrollPosition`
    /// (`.none`: not at all).
    ///
    /// A row that does not exist is not selected. With a scroll position other than `.none` the
    /// scroll to it is reported with UIKit's message, "Attempted to scroll the table view to an
    /// out-of-bounds row (5) when there are only 3 rows in section 0."; with `.none` nothing is
    /// reported (UIKit documents neither case; see Docs/Differences.md). Nothing changes.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectInCode(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row in code, calling no delegate method.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPathsInOrder.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: - Batch updates (checked and applied in UITableView+Updates.swift)

    /// Starts a batch: the changes until the matching `endUpdates()` are checked and applied together.
    open func beginUpdates() {
        pendingBatch.open()
    }

    /// Ends a batch: checks the data source's new counts against the old counts and the changes,
    /// reporting UIKit's "Invalid update" message (and changing nothing) when they disagree.
    open func endUpdates() {
        guard pendingBatch.isOpen else { return }
        closeBatch()
    }

    /// Runs `updates` as one batch, then `completion(true)` on the next run loop turn (rows are
    /// not animated here). A rejected batch calls `completion(false)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        let accepted = closeBatch()
        if let completion { Headless.schedule(after: 0) { completion(accepted) } }
    }

    /// Inserts rows at index paths of the data after the update.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows.formUnion(indexPaths) }
    }

    /// Deletes rows at index paths of the data before the update.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Asks again for the cells of rows (index paths before the update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Moves a row from an index path before the update to one after it.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at indexes of the data after the update.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections at indexes of the data before the update.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks again for everything in the sections: counts, heights, headers and cells.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section from an index before the update to one after it.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }
}

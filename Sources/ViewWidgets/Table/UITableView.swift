// UITableView.swift: a scrolling list of rows in sections, with a reuse pool of cells.

/// A vertical list of rows in sections, as UIKit's `UITableView`.
///
/// Only rows whose rectangles meet the visible bounds have cells. A cell that scrolls away goes to
/// the reuse pool of its identifier, where `dequeueReusableCell(withIdentifier:)` finds it again,
/// so a table of a million rows holds a screenful of cells. Geometry comes from running totals
/// of the heights, so scrolling costs the same at row 10 as at row 999,999.
@MainActor
open class UITableView: UIScrollView {
    /// The style chosen at creation.
    public let style: Style

    /// The data source, held weakly. Setting it marks the table for a reload.
    open weak var dataSource: UITableViewDataSource? {
        didSet { invalidateData() }
    }

    /// The delegate, as a table delegate (the table's `delegate` property holds it).
    public var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The delegate, held weakly; a `UITableViewDelegate` gets the table's calls. Setting it marks
    /// the table for a reload, since heights may now come from it.
    open override var delegate: UIScrollViewDelegate? {
        didSet { invalidateData() }
    }

    /// The height of every row when the delegate gives none; 44 by default.
    open var rowHeight: CGFloat = 44 { didSet { invalidateData() } }

    /// The height of headers that have a title or a view but no height from the delegate; 28 by default.
    open var sectionHeaderHeight: CGFloat = 28 { didSet { invalidateData() } }

    /// The height of footers that have a title or a view but no height from the delegate; 28 by default.
    open var sectionFooterHeight: CGFloat = 28 { didSet { invalidateData() } }

    /// An estimate for rows not yet shown; 0 (no estimates: every height is asked on reload) by default.
    /// With an estimate, a row's real height is asked when it is about to be shown.
    open var estimatedRowHeight: CGFloat = 0 { didSet { invalidateData() } }

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

    /// Whether the table is in editing mode; false by default.
    open var isEditing = false

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
    open var backgroundView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: backgroundView, atBack: true) }
    }

    // MARK: - State (the machinery is in the UITableView+… files)

    /// The geometry from the last reload; nil when the data must be asked again.
    var tableLayout: TableLayout? { didSet { layoutGeneration &+= 1 } }
    /// Counts the changes of `tableLayout`, so that work around a delegate call can tell that the
    /// delegate reloaded the table meanwhile. (The observer leaves in-place changes in place.)
    var layoutGeneration = 0
    /// The cells on screen, by index path.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Header and footer views the delegate gave while sizing, kept until they are shown.
    var pendingHeaders: [Int: UIView] = [:]
    var pendingFooters: [Int: UIView] = [:]
    /// Reusable cells and header/footer views, by reuse identifier.
    var cellPool: [String: [UITableViewCell]] = [:]
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    /// Registered classes, by reuse identifier.
    var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The selected rows, in the order they were selected.
    var selectedIndexPathsInOrder: [IndexPath] = []
    /// Batch updates being collected between beginUpdates and endUpdates.
    var pendingUpdates: TableUpdates?
    var updateNesting = 0
    /// The row a touch is on, while the finger is down.
    var trackedIndexPath: IndexPath?
    /// Whether layout is already running (layout may ask for more layout).
    var isUpdatingVisibleCells = false

    /// Makes a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Makes a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Source compatibility; makes a plain zero-sized table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: - Override points

    /// Asks the data source for everything again: counts, heights, then (on the next layout) the
    /// visible cells. Visible cells go back to the reuse pool and the selection is cleared.
    open func reloadData() {
        performReloadData()
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

    // MARK: - Data (the logic is in UITableView+Data.swift)

    /// The number of sections, as the table last asked the data source.
    open var numberOfSections: Int { defaultNumberOfSections }

    /// The number of rows in `section`, as the table last asked the data source; 0 for a section
    /// that does not exist.
    open func numberOfRows(inSection section: Int) -> Int {
        defaultNumberOfRows(inSection: section)
    }

    // MARK: - Geometry and visible content (the logic is in UITableView+Geometry.swift)

    /// The rectangle of a whole section (header, rows, footer) in the table's coordinates;
    /// `.zero` for a section that does not exist.
    open func rect(forSection section: Int) -> CGRect {
        defaultRect(forSection: section)
    }

    /// The rectangle of a row; `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        defaultRectForRow(at: indexPath)
    }

    /// The natural rectangle of a section's header (where it sits when not floating).
    open func rectForHeader(inSection section: Int) -> CGRect {
        defaultRectForHeader(inSection: section)
    }

    /// The rectangle of a section's footer.
    open func rectForFooter(inSection section: Int) -> CGRect {
        defaultRectForFooter(inSection: section)
    }

    /// The row at `point` (in the table's coordinates), or nil over a header, footer or nothing.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        defaultIndexPathForRow(at: point)
    }

    /// The rows whose rectangles meet `rect`, in order; nil when there are none, as in UIKit.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        defaultIndexPathsForRows(in: rect)
    }

    /// The index paths of the rows on screen, sorted.
    open var indexPathsForVisibleRows: [IndexPath]? { defaultIndexPathsForVisibleRows }

    /// The cells on screen, in the order of their index paths.
    open var visibleCells: [UITableViewCell] { defaultVisibleCells }

    /// The cell showing the row at `indexPath`, or nil when that row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        defaultCellForRow(at: indexPath)
    }

    /// The index path of a cell on screen, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        defaultIndexPath(for: cell)
    }

    /// The header view on screen for `section`, or nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        defaultHeaderView(forSection: section)
    }

    /// The footer view on screen for `section`, or nil.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        defaultFooterView(forSection: section)
    }

    /// Scrolls so that the row at `indexPath` sits at `scrollPosition` (`.none`: as little as
    /// needed), clamped to the content. A row or section that does not exist is reported as UIKit
    /// reports it (UIKit then adds " Table view: <...>", which holds addresses and is left out).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        defaultScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: - Reuse (the logic is in UITableView+Reuse.swift)

    /// Registers the class that `dequeueReusableCell(withIdentifier:for:)` makes for `identifier`
    /// when the pool is empty; nil unregisters. A class that is not a `UITableViewCell` is reported.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        defaultRegister(cellClass, forCellReuseIdentifier: identifier)
    }

    /// Registers the class that `dequeueReusableHeaderFooterView(withIdentifier:)` makes for
    /// `identifier`; nil unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        defaultRegister(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// A cell from the pool of `identifier` (after its `prepareForReuse()`), a new one of the
    /// registered class, or nil when the pool is empty and nothing is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        defaultDequeueReusableCell(withIdentifier: identifier)
    }

    /// A cell from the pool of `identifier` or a new one of the registered class, sized for the
    /// row at `indexPath`. Reports UIKit's message when nothing is registered for `identifier`
    /// (and then returns a plain cell, so a recording test can go on).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        defaultDequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// A header or footer view from the pool of `identifier`, a new one of the registered class,
    /// or nil when none is available and nothing is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        defaultDequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    // MARK: - Selection (the logic is in UITableView+Selection.swift)

    /// The selected row (the first, in index-path order, when several are), or nil.
    open var indexPathForSelectedRow: IndexPath? { defaultIndexPathForSelectedRow }

    /// The selected rows, sorted; nil when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? { defaultIndexPathsForSelectedRows }

    /// Selects a row in code, calling no delegate method. Without multiple selection the previous
    /// selection is cleared; nil clears the selection. Scrolls the row to `scrollPosition`
    /// (`.none`: not at all).
    ///
    /// A row that does not exist is not selected. With a scroll position other than `.none` the
    /// scroll to it is reported with UIKit's message, "Attempted to scroll the table view to an
    /// out-of-bounds row (5) when there are only 3 rows in section 0."; with `.none` nothing is
    /// reported (UIKit documents neither case; see Docs/Differences.md). Nothing changes.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        defaultSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row in code, calling no delegate method.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        defaultDeselectRow(at: indexPath, animated: animated)
    }

    // MARK: - Batch updates (the logic is in UITableView+Updates.swift)

    /// Starts a batch: the changes until the matching `endUpdates()` are checked and applied together.
    open func beginUpdates() {
        defaultBeginUpdates()
    }

    /// Ends a batch: checks the data source's new counts against the old counts and the changes,
    /// reporting UIKit's "Invalid update" message (and changing nothing) when they disagree.
    open func endUpdates() {
        defaultEndUpdates()
    }

    /// Runs `updates` as one batch, then `completion(true)` on the next run loop turn (rows are
    /// not animated here). A rejected batch calls `completion(false)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        defaultPerformBatchUpdates(updates, completion: completion)
    }

    /// Inserts rows at index paths of the data after the update.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        defaultInsertRows(at: indexPaths, with: animation)
    }

    /// Deletes rows at index paths of the data before the update.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        defaultDeleteRows(at: indexPaths, with: animation)
    }

    /// Asks again for the cells of rows (index paths before the update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        defaultReloadRows(at: indexPaths, with: animation)
    }

    /// Moves a row from an index path before the update to one after it.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        defaultMoveRow(at: indexPath, to: newIndexPath)
    }

    /// Inserts sections at indexes of the data after the update.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        defaultInsertSections(sections, with: animation)
    }

    /// Deletes sections at indexes of the data before the update.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        defaultDeleteSections(sections, with: animation)
    }

    /// Asks again for everything in the sections: counts, heights, headers and cells.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        defaultReloadSections(sections, with: animation)
    }

    /// Moves a section from an index before the update to one after it.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        defaultMoveSection(section, toSection: newSection)
    }
}

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
    var tableLayout: TableLayout?
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
}

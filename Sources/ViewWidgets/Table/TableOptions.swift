// TableOptions.swift: what a table keeps outside UITableView.swift: the row a touch is on, the
// self-sizing bookkeeping, and the settings of the later UIKit API (prefetching, the section
// index, focus, drag and drop), most of which are stored only (see Docs/Differences.md).

/// A table's state and settings besides its data, layout and cells (UITableView.swift).
@MainActor
final class TableOptions {
    /// The row a touch is on, while the finger is down.
    var trackedIndexPath: IndexPath?
    /// Whether layout is already running (layout may ask for more layout).
    var isUpdatingVisibleCells = false
    /// Whether a batch update moved cells to new rows since the last pass (placed after measuring).
    var cellsMovedSinceLastPass = false
    /// The width self-sizing rows were last measured at; nil when none were.
    var selfSizingWidth: CGFloat?
    /// The object told which rows will soon show (UITableView+Prefetching.swift).
    weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether the prefetch data source is told anything.
    var isPrefetchingEnabled = true
    /// What the prefetch data source was told about the rows.
    var prefetchLedger = PrefetchLedger()
    /// What the last prefetch pass saw (first and last visible row, layout generation, content
    /// height, bounds height); a pass that would see the same is skipped.
    var lastPrefetchPass: PrefetchPassKey?
    /// The cell `reconfigureRows(at:)` is asking for again: dequeuing for its index path gives it back.
    var reconfiguringCell: (indexPath: IndexPath, cell: UITableViewCell)?
    /// The data source's section index titles, as last asked (UITableView+SectionIndex.swift).
    var sectionIndexTitles: [String]?
    /// `sectionIndexMinimumDisplayRowCount`.
    var sectionIndexMinimumDisplayRowCount = 0
    /// `sectionIndexColor`, `sectionIndexBackgroundColor`, `sectionIndexTrackingBackgroundColor`.
    var sectionIndexColors: (text: UIColor?, background: UIColor?, tracking: UIColor?) = (nil, nil, nil)
    /// `fillerRowHeight`.
    var fillerRowHeight = UITableView.automaticDimension
    /// `selfSizingInvalidation`.
    var selfSizingInvalidation: UITableView.SelfSizingInvalidation = .enabled
    /// `separatorInsetReference`.
    var separatorInsetReference: UITableView.SeparatorInsetReference = .fromCellEdges
    /// `separatorEffect`.
    var separatorEffect: UIVisualEffect?
    /// `cellLayoutMarginsFollowReadableWidth`.
    var cellLayoutMarginsFollowReadableWidth = false
    /// `insetsContentViewsToSafeArea`.
    var insetsContentViewsToSafeArea = true
    /// `selectionFollowsFocus`, `allowsFocus`, `allowsFocusDuringEditing`, `remembersLastFocusedIndexPath`.
    var focus = ListFocusSettings()
    /// `dragInteractionEnabled`.
    var dragInteractionEnabled = false
}

/// What a table's prefetch pass depends on: the same key means the same answer.
struct PrefetchPassKey: Equatable {
    /// The first and last rows meeting the visible band, nil when none do.
    var first: RowSlot?, last: RowSlot?
    /// The layout's generation and content height (the layout may change in place).
    var generation: Int, contentHeight: CGFloat
    /// The bounds' height: the reach of the band.
    var height: CGFloat
}

/// The focus settings a table or collection view stores (no focus engine runs here: keyboard
/// focus is not emulated, see Docs/Differences.md).
struct ListFocusSettings {
    /// Whether focusing a row or item selects it; false by default.
    var selectionFollowsFocus = false
    /// Whether cells may become focused; false here (UIKit decides by platform: an iPhone guess).
    var allowsFocus = false
    /// Whether cells may become focused in editing mode; false here, as `allowsFocus`.
    var allowsFocusDuringEditing = false
    /// Whether focus returns to the last focused index path; false by default.
    var remembersLastFocusedIndexPath = false
}

extension UITableView {
    /// The row a touch is on, while the finger is down.
    var trackedIndexPath: IndexPath? {
        get { options.trackedIndexPath }
        set { options.trackedIndexPath = newValue }
    }

    /// Whether layout is already running (layout may ask for more layout).
    var isUpdatingVisibleCells: Bool {
        get { options.isUpdatingVisibleCells }
        set { options.isUpdatingVisibleCells = newValue }
    }

    /// Whether a batch update moved cells to new rows since the last pass (placed after measuring).
    var cellsMovedSinceLastPass: Bool {
        get { options.cellsMovedSinceLastPass }
        set { options.cellsMovedSinceLastPass = newValue }
    }

    /// The width self-sizing rows were last measured at; nil when none were.
    var selfSizingWidth: CGFloat? {
        get { options.selfSizingWidth }
        set { options.selfSizingWidth = newValue }
    }
}

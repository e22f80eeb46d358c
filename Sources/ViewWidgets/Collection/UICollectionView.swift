// UICollectionView.swift: a scrolling grid of items in sections, placed by a layout object, with
// reuse pools of cells and supplementary views (https://developer.apple.com/documentation/uikit/uicollectionview).

/// Items in sections, placed by a ``UICollectionViewLayout``, as UIKit's `UICollectionView`.
///
/// Only elements whose layout frames meet the visible bounds have views. A cell that scrolls away goes to
/// its identifier's reuse pool, where dequeuing finds it again, so a million items keep a screenful of cells;
/// the layouts answer "which elements are in this rect" without walking every item (+Display.swift).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The data source, held weakly. Setting another one takes the cells off the screen and asks again.
    @exclusivity(unchecked) open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            if oldValue !== dataSource { abandonMovement(); recycleAllVisibleContent() }
            invalidateData()
        }
    }

    /// The delegate, held weakly; a `UICollectionViewDelegate` gets the collection view's calls
    /// (and a `UICollectionViewDelegateFlowLayout` a flow layout's questions). Setting it
    /// invalidates the layout, since sizes may now come from it.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            collectionViewDelegateStorage = delegate as? UICollectionViewDelegate
            layoutStorage.invalidateLayout()
        }
    }

    /// The delegate as a collection view delegate, cast once when set. A headless addition (not UIKit API).
    public var collectionViewDelegate: UICollectionViewDelegate? { collectionViewDelegateStorage }

    /// `delegate` as a collection view delegate, held weakly like it.
    private weak var collectionViewDelegateStorage: UICollectionViewDelegate? { didSet { installItemContextMenuInteraction() } }

    /// The object told which items will soon show, held weakly; nil by default.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?

    /// Whether the prefetch data source is told anything; true by default.
    @exclusivity(unchecked) open var isPrefetchingEnabled = true

    /// Whether tapping an item selects it; true by default.
    open var allowsSelection = true

    /// Whether several items may be selected at once; false by default.
    open var allowsMultipleSelection = false

    /// Whether the collection view is in editing mode (iOS 14); false by default. Its list
    /// cells show their editing accessories while it is.
    open var isEditing = false { didSet { if oldValue != isEditing { editingDidChange() } } }
    /// The swipe actions of list cells, made when a list section gives providers (ListSwipeActions.swift).
    var listSwipeActions: SwipeActionsController?
    /// Whether tapping an item selects it while editing; false by default.
    open var allowsSelectionDuringEditing = false
    /// Whether several items may be selected at once while editing; false by default.
    open var allowsMultipleSelectionDuringEditing = false

    /// A view behind every element, sized to the collection view; nil by default.
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue) }
    }

    /// The layout. Setting it lays the items out anew (`setCollectionViewLayout(_:animated:)`).
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    // MARK: - State (the machinery is in the UICollectionView+… files)

    // Unchecked fields: see "Unchecked and unsafe fields" in Docs/Performance.md.
    @exclusivity(unchecked) nonisolated(unsafe) var layoutStorage: UICollectionViewLayout
    /// The item counts of each section, as last read from the data source; nil: ask again.
    @exclusivity(unchecked) var counts: [Int]?
    /// The cells on screen, by index path, in index-path order (with the z-index each was given).
    @exclusivity(unchecked) var visibleCellsByIndexPath = VisibleCellMap<UICollectionViewCell>()
    /// The supplementary views on screen, by kind and index path.
    @exclusivity(unchecked) var visibleSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The item moved interactively, if any (UICollectionView+Movement.swift).
    var interactiveMovement: InteractiveMovement?
    /// Cells off screen, and the classes registered to make new ones.
    @exclusivity(unchecked) var cellPool = ReusePool<UICollectionViewCell>()
    /// Supplementary views off screen and their registered classes, one pool per kind.
    @exclusivity(unchecked) var supplementaryPools: [String: ReusePool<UICollectionReusableView>] = [:]
    /// The selected items, in the order they were selected.
    @exclusivity(unchecked) var selectedIndexPathsInOrder: [IndexPath] = []
    /// The batch update being collected inside `performBatchUpdates`.
    final var pendingBatch = PendingBatch()
    /// The item a touch is on, while the finger is down.
    var trackedIndexPath: IndexPath?
    /// Whether the visible content is being brought up to date (layout may ask for more layout).
    @exclusivity(unchecked) var isUpdatingVisibleContent = false
    /// The width the layout's frames were last mirrored across, nil when they were not (UICollectionView+Mirroring.swift).
    var mirroredContentWidth: CGFloat?
    /// The last layout pass's bounds, and the later settings (UICollectionView+Options.swift).
    let options = CollectionViewOptions()
    /// The cell `reconfigureItems(at:)` is asking for again: dequeuing for its index path gives it back.
    @exclusivity(unchecked) var reconfiguringCell: (indexPath: IndexPath, cell: UICollectionViewCell)?
    /// The z-index each supplementary view on screen was last given (a cell's is in its entry).
    @exclusivity(unchecked) var supplementaryZIndexes: [ObjectIdentifier: Int] = [:]
    /// Whether the next pass must order the element views (a batch update moved index paths).
    @exclusivity(unchecked) var elementViewsNeedOrdering = false
    /// The item whose cell the data source is asked for, with its attributes, which dequeuing applies.
    @exclusivity(unchecked) var attributesOfCellBeingShown: (indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes)?
    /// The cells dequeued for the item being shown, and whether each waited among the subviews.
    @exclusivity(unchecked) var cellDequeuedForShowing: (cell: UICollectionViewCell, wasPooledInTree: Bool)?
    @exclusivity(unchecked) var moreCellsDequeuedForShowing: [(cell: UICollectionViewCell, wasPooledInTree: Bool)] = []

    /// Makes a collection view whose elements `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        attach(layoutStorage)
    }

    /// Source compatibility; makes a zero-sized collection view with a flow layout.
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        attach(layoutStorage)
    }

    /// Clears the layout's unretained pointer back here (see `collectionViewStorage`).
    deinit {
        if layoutStorage.collectionViewStorage === self { layoutStorage.collectionViewStorage = nil }
    }

    // MARK: - Override points

    /// Forgets the data: counts, then (on the next layout pass) the visible cells are asked for again.
    /// Visible cells and supplementary views go back to their pools; the selection is cleared; an
    /// interactive movement is cancelled.
    open func reloadData() {
        finishMovement(commit: false)
        recycleAllVisibleContent()
        selectedIndexPathsInOrder.removeAll()
        invalidateData()
    }

    /// Prepares the layout if it is invalid and shows the elements that meet the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleContent()
        layOutMovement()
        listSwipeActions?.hostDidLayOut()
    }

    /// A finger down on an item highlights it (when the delegate allows).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        beginItemTouch(at: touch.location(in: self))
    }

    /// A finger moving off its item takes the highlight away; the item is then not selected.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        moveItemTouch(to: touch.location(in: self))
    }

    /// A finger lifted on its item selects it (or, with multiple selection, deselects a selected one).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        endItemTouch(selecting: true)
    }

    /// A cancelled touch (a drag began) selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endItemTouch(selecting: false)
    }

    /// Replaces the layout; the new one places the elements on the next pass (`animated`: immediate).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout, then calls `completion(true)` on the next run loop turn.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        if layout !== layoutStorage {
            if layoutStorage.collectionViewStorage === self { layoutStorage.collectionViewStorage = nil }
            layoutStorage = layout
            attach(layout)
            adoptTargetContentOffset()
        }
        if let completion { Headless.schedule(after: 0) { completion(true) } }
    }

    // MARK: - Data (UICollectionView+Data.swift)

    /// The number of sections, as last read from the data source.
    open var numberOfSections: Int { loadCountsIfNeeded().count }

    /// The number of items in `section`, as last read from the data source. A section that does not exist
    /// is reported with UIKit's message ("request for number of items in section 3 when there are only 2
    /// sections in the collection view") and has 0 items.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadCountsIfNeeded()
        guard counts.indices.contains(section) else {
            Headless.reportViolation("request for number of items in section \(section) when there are only \(counts.count) sections in the collection view")
            return 0
        }
        return counts[section]
    }

    // MARK: - Visible content (UICollectionView+Display.swift)

    /// The cells on screen, in the order of their index paths.
    open var visibleCells: [UICollectionViewCell] {
        visibleCellsByIndexPath.values
    }

    /// The index paths of the items on screen, sorted.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys
    }

    /// The cell showing the item at `indexPath`, or nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The index path of a cell on screen, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.indexPath(of: cell)
    }

    /// The item whose layout frame contains `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        itemIndexPath(at: point)
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaryViews.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen, sorted.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout's attributes for the item at `indexPath`, or nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        mirrored(preparedLayout().layoutAttributesForItem(at: indexPath))
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`, or nil.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        mirrored(preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// Scrolls the item to `scrollPosition` (an axis without one: as little as needed), within the content;
    /// a missing item is reported ("Attempted to scroll the collection view to an out-of-bounds item ...").
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValid(indexPath) else { return reportOutOfBoundsScroll(to: indexPath) }
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let target = clampedOffset(contentOffset(showing: frame, at: scrollPosition))
        guard target != contentOffset else { return stopDeceleratingSilently() }
        setContentOffset(target, animated: animated)
    }

    // MARK: - Interactive movement (UICollectionView+Movement.swift)

    /// Begins moving the item at `indexPath`; false when a movement runs, or the item is missing or cannot move.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMovement(at: indexPath) }
    /// Centres the moving item's cell on `targetPosition` (content coordinates); the others make room.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { moveMovement(to: targetPosition) }
    /// Ends the movement: a moved item stays where it went, and the data source's `moveItemAt` is told once.
    open func endInteractiveMovement() { finishMovement(commit: true) }
    /// Cancels the movement: the item goes back where it was and the data source is told nothing.
    open func cancelInteractiveMovement() { finishMovement(commit: false) }

    // MARK: - Reuse (ReusePool.swift; dequeuing in UICollectionView+Registration.swift)

    /// Registers the class dequeuing makes for `identifier` when its pool is empty; nil unregisters; a class
    /// that is not a cell is reported.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(cellClass, for: identifier)
    }

    /// Registers the class made for supplementary views of `elementKind` with `identifier`; nil unregisters;
    /// a class that is not a `UICollectionReusableView` is reported.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        // Checked before the kind's pool is made: a refused class leaves no pool, so views of
        // that kind are let go rather than pooled.
        guard let viewClass else { return supplementaryPools[elementKind, default: ReusePool()].register(identifier, make: nil) }
        guard let make = ReusePool<UICollectionReusableView>.maker(for: viewClass) else { return }
        supplementaryPools[elementKind, default: ReusePool()].register(identifier, make: make)
    }

    /// A cell from the pool of `identifier` (after its `prepareForReuse()`) or a new one of the
    /// registered class, placed for the item at `indexPath`. Nothing registered is reported with UIKit's
    /// message ("could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must
    /// register a nib or a class …"), and a plain cell is returned so that a recording test can go on.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeuePlacedCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// A supplementary view of `elementKind` from the pool of `identifier` or a new one of the registered class.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeuePlacedSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }

    // MARK: - Selection (UICollectionView+Selection.swift)

    /// The selected items, sorted; empty when none is.
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPathsInOrder.sorted()
    }

    /// Selects an item in code, calling no delegate method: without multiple selection the previous
    /// selection is cleared; nil clears it. Does nothing when selection is not allowed. Scrolls the item to
    /// `scrollPosition` (`[]`: not at all); an item that does not exist is not selected (a scroll to it is reported).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPathsInOrder { deselectItem(at: selected, animated: animated) }
            return
        }
        guard isValid(indexPath) else {
            if !scrollPosition.isEmpty { reportOutOfBoundsScroll(to: indexPath) }
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        select(indexPath, deselectingOthers: { deselectItem(at: $0, animated: animated) })
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item in code, calling no delegate method.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPathsInOrder.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: - Batch updates (checked and applied in UICollectionView+Updates.swift)

    /// Runs `updates` as one batch: the data source's new counts are checked against the changes (UIKit's
    /// "Invalid update: ..." messages when they disagree, and nothing changes), then `completion` runs on
    /// the next run loop turn with whether the batch was applied. A nil `updates` just lays out again.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        pendingBatch.open()
        updates?()
        var accepted = true
        if let batch = pendingBatch.close() { accepted = applyUpdates(batch) }
        if let completion { Headless.schedule(after: 0) { completion(accepted) } }
    }

    /// Inserts items at index paths of the data after the update.
    open func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedRows.formUnion(indexPaths) }
    }

    /// Deletes items at index paths of the data before the update.
    open func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Asks again for the cells of items (index paths before the update); they are deselected.
    open func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Asks the data source again for the cells of items on screen, giving back their current cells from
    /// `dequeueReusableCell(withReuseIdentifier:for:)`: their content changes, cells and selection stay.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        reconfigure(indexPaths)
    }

    /// Moves an item from an index path before the update to one after it.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at indexes of the data after the update.
    open func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections at indexes of the data before the update.
    open func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks again for everything in the sections: counts, cells and supplementary views.
    open func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section from an index before the update to one after it.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }
}

// UICollectionViewFlowLayout.swift: items in lines that wrap, in sections with headers and footers
// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout).

/// A layout that places items in lines that wrap, as UIKit's `UICollectionViewFlowLayout`:
/// rows that fill left to right when scrolling vertically, columns that fill top to bottom when
/// scrolling horizontally. The placement rules are UIKit's (see `FlowLines.swift`); the delegate,
/// as a `UICollectionViewDelegateFlowLayout`, may give sizes, insets and spacings per section
/// and item.
///
/// A section whose items all have ``itemSize`` (the delegate gives no `sizeForItemAt`, nothing is
/// estimated) is computed from counts: a million items cost the same as ten.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The estimated item size that asks each cell for its own size from its constraints.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// What the section insets are measured from, with UIKit's raw values. Stored; the insets
    /// are always measured from the content inset here.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset (the default).
        case fromContentInset = 0
        /// From the safe area.
        case fromSafeArea = 1
        /// From the layout margins.
        case fromLayoutMargins = 2
    }

    // The sizes, spacings and insets refuse NaN and infinity (logged; the value stays), a
    // decision: UIKit takes them, and the content size turns NaN at some later scroll.

    /// The size of every item when the delegate gives none; 50 x 50 by default.
    open var itemSize: CGSize {
        get { itemSizeStorage }
        set {
            if accepts(newValue, kept: itemSizeStorage, as: "itemSize") {
                itemSizeStorage = newValue
            }
        }
    }
    /// An estimate that makes items size themselves (`automaticSize`: start from ``itemSize``);
    /// `.zero` (no self-sizing) by default.
    open var estimatedItemSize: CGSize {
        get { estimatedItemSizeStorage }
        set {
            if accepts(newValue, kept: estimatedItemSizeStorage, as: "estimatedItemSize") {
                estimatedItemSizeStorage = newValue
            }
        }
    }
    /// The least spacing between lines; 10 by default.
    open var minimumLineSpacing: CGFloat {
        get { minimumLineSpacingStorage }
        set {
            if accepts(newValue, kept: minimumLineSpacingStorage, as: "minimumLineSpacing") {
                minimumLineSpacingStorage = newValue
            }
        }
    }
    /// The least spacing between items of a line; 10 by default. The actual spacing may be larger.
    open var minimumInteritemSpacing: CGFloat {
        get { minimumInteritemSpacingStorage }
        set {
            if accepts(newValue, kept: minimumInteritemSpacingStorage, as: "minimumInteritemSpacing") {
                minimumInteritemSpacingStorage = newValue
            }
        }
    }
    /// The insets of each section's items; zero by default.
    open var sectionInset: UIEdgeInsets {
        get { sectionInsetStorage }
        set {
            if accepts(newValue, kept: sectionInsetStorage, as: "sectionInset") {
                sectionInsetStorage = newValue
            }
        }
    }
    /// The size of every section's header (only the length along the scroll axis counts); zero
    /// (no headers) by default.
    open var headerReferenceSize: CGSize {
        get { headerReferenceSizeStorage }
        set {
            if accepts(newValue, kept: headerReferenceSizeStorage, as: "headerReferenceSize") {
                headerReferenceSizeStorage = newValue
            }
        }
    }
    /// The size of every section's footer; zero (no footers) by default.
    open var footerReferenceSize: CGSize {
        get { footerReferenceSizeStorage }
        set {
            if accepts(newValue, kept: footerReferenceSizeStorage, as: "footerReferenceSize") {
                footerReferenceSizeStorage = newValue
            }
        }
    }
    /// The scroll direction; vertical by default.
    @exclusivity(unchecked) open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Whether a section's header sticks to the top of the visible area while its section
    /// scrolls under it; false by default.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer sticks to the bottom of the visible area; false by default.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// What the section insets are measured from; `.fromContentInset` by default (stored).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset

    // MARK: - Stored settings

    @exclusivity(unchecked) var itemSizeStorage = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    var estimatedItemSizeStorage = CGSize.zero { didSet { invalidateLayout() } }
    @exclusivity(unchecked) var minimumLineSpacingStorage: CGFloat = 10 { didSet { invalidateLayout() } }
    @exclusivity(unchecked) var minimumInteritemSpacingStorage: CGFloat = 10 { didSet { invalidateLayout() } }
    @exclusivity(unchecked) var sectionInsetStorage = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    var headerReferenceSizeStorage = CGSize.zero { didSet { invalidateLayout() } }
    var footerReferenceSizeStorage = CGSize.zero { didSet { invalidateLayout() } }

    /// Whether a value set as `property` is finite; otherwise logged, and the setter keeps its value.
    private func accepts<Value: FiniteCheckedValue>(_ newValue: Value, kept: Value, as property: String) -> Bool {
        Headless.acceptsFinite(newValue, kept: kept, for: "UICollectionViewFlowLayout \(property)")
    }

    // MARK: - Prepared state (UICollectionViewFlowLayout+Prepare.swift)

    // Unchecked fields (these and the stored settings above): see "Unchecked and unsafe fields" in
    // Docs/Performance.md.
    @exclusivity(unchecked) var sections: [FlowSection] = []
    /// The start of each section along the scroll axis, and the end of the last.
    @exclusivity(unchecked) var sectionStarts: [CGFloat] = [0]
    /// The content's length across the scroll axis.
    @exclusivity(unchecked) var crossLength: CGFloat = 0
    /// The collection view's bounds size when the layout was prepared.
    @exclusivity(unchecked) var preparedBoundsSize: CGSize?
    /// The item counts when the layout was prepared.
    @exclusivity(unchecked) var preparedCounts: [Int] = []
    /// Whether this preparation logged a delegate's answer that is not finite (only the first is).
    var hasReportedDelegateAnswer = false
    /// Whether this preparation has logged a negative item size.
    var hasReportedNegativeSize = false
    /// Sizes self-sizing cells asked for, by index path.
    @exclusivity(unchecked) var measuredSizes: [IndexPath: CGSize] = [:]

    /// Makes a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Source compatibility; makes a flow layout with UIKit's defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Asks the collection view for its counts and the delegate for sizes, and breaks every
    /// section into lines (uniform sections arithmetically).
    open override func prepare() {
        super.prepare()
        prepareSections()
    }

    /// The content size: the sections end to end along the scroll axis, the collection view's
    /// width (less its content insets) across it.
    open override var collectionViewContentSize: CGSize {
        let length = sectionStarts.last ?? 0
        return isVertical ? CGSize(width: crossLength, height: length) : CGSize(width: length, height: crossLength)
    }

    /// True, as in UIKit: a collection view running right to left shows the frames mirrored.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The headers, items and footers whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes(meeting: rect)
    }

    /// The attributes of an item, or nil for one that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].itemCount).contains(indexPath.item) else { return nil }
        return itemAttributes(at: indexPath, frame: itemFrame(at: indexPath))
    }

    /// The attributes of a section's header or footer (index path [section, 0]), or nil.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0 else { return nil }
        return supplementaryAttributes(ofKind: elementKind, section: indexPath.section)
    }

    /// A change of the collection view's size lays the lines out again; scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedBoundsSize
    }

    /// A self-sizing cell that wants another size than the layout gave it.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.representedElementCategory == .cell && preferredAttributes.size != originalAttributes.size
    }

    /// Remembers a self-sizing cell's size for the next preparation.
    override func applyPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                           original: UICollectionViewLayoutAttributes) {
        guard preferred.representedElementCategory == .cell else { return }
        measuredSizes[preferred.indexPath] = preferred.size
    }

    /// Carries the self-sizing cells' sizes to where the update puts their items (reloaded items
    /// lose theirs), when they were measured for the data before it.
    override func carryMeasurements(through updates: BatchUpdates, oldCounts: [Int], newCounts: [Int]) {
        guard preparedCounts == oldCounts, !measuredSizes.isEmpty else { return }
        var carried: [IndexPath: CGSize] = [:]
        for (indexPath, size) in measuredSizes where !updates.isReloaded(indexPath) {
            if let target = updates.newIndexPath(for: indexPath) { carried[target] = size }
        }
        measuredSizes = carried
        preparedCounts = newCounts
    }

    /// Moves one item's measured size, the items between shifting by one.
    override func moveMeasurement(from source: IndexPath, to destination: IndexPath) {
        guard source != destination, !measuredSizes.isEmpty else { return }
        var moves = BatchUpdates()
        moves.movedRows = [(source, destination)]
        var moved: [IndexPath: CGSize] = [:]
        for (indexPath, size) in measuredSizes {
            if let target = moves.newIndexPath(for: indexPath) { moved[target] = size }
        }
        measuredSizes = moved
        invalidateLayoutForSelfSizing()
    }

    /// Whether the lines are rows (the layout scrolls vertically).
    var isVertical: Bool { scrollDirection == .vertical }
}

// UICollectionViewCompositionalLayout.swift: a layout made of sections of repeated groups of items
// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout).

/// The closure that gives a compositional layout the layout of each section.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout of sections, each a group repeated for its items, as UIKit's
/// `UICollectionViewCompositionalLayout`. Sections come from one `NSCollectionLayoutSection` or
/// from a provider asked per section; dimensions are fractions of their container, points, or
/// estimates that self-sizing cells refine.
///
/// Groups of fixed length are placed by arithmetic and groups of estimated length through running
/// totals, so a list of a million items answers for a screen at the cost of a screen.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The configuration; setting it lays the sections out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    // MARK: - Prepared state (UICollectionViewCompositionalLayout+Prepare.swift)

    @exclusivity(unchecked) var sections: [CompositionalSectionLayout] = []
    /// Sizes self-sizing headers and footers asked for, by section and element kind.
    var boundaryMeasured: [Int: [String: CGSize]] = [:]
    @exclusivity(unchecked) var sectionStarts: [CGFloat] = [0]
    var crossLength: CGFloat = 0
    var preparedBoundsSize: CGSize?
    var preparedCounts: [Int] = []
    /// Whether the next preparation must ask for the sections again (not only add up their lengths).
    var needsFullPreparation = true
    /// Measurements carried through a batch update, for the sections laid out afresh after it
    /// (UICollectionViewCompositionalLayout+Measurements.swift).
    var carriedMeasurements: CarriedMeasurements?
    /// Whether the update's invalidation that comes next is already taken care of: its
    /// measurements moved in place and nothing else changed.
    var updateIsCarriedInPlace = false

    /// Makes a layout whose every section is `section`, with the default configuration. A
    /// designated initialiser, as in UIKit: a subclass's initialiser can call it.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Makes a layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Makes a layout that asks `sectionProvider` for each section's layout, with the default
    /// configuration. A designated initialiser, as in UIKit.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Makes a layout that asks `sectionProvider` for each section's layout, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Source compatibility: a compositional layout cannot be decoded here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Asks for the sections again on the next preparation.
    open override func invalidateLayout() {
        if updateIsCarriedInPlace {
            updateIsCarriedInPlace = false
        } else {
            needsFullPreparation = true
        }
        super.invalidateLayout()
    }

    /// Lays the sections out: asks the provider for each (after an invalidation, a change of
    /// size or counts), else only adds up their lengths again after self-sizing.
    open override func prepare() {
        super.prepare()
        prepareSections()
    }

    /// True, as in UIKit: a collection view running right to left shows the frames mirrored.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The sections end to end along the scroll direction, as wide as the collection view across it.
    open override var collectionViewContentSize: CGSize {
        let length = sectionStarts.last ?? 0
        return isVertical ? CGSize(width: crossLength, height: length) : CGSize(width: length, height: crossLength)
    }

    /// The headers, footers and items whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes(meeting: rect)
    }

    /// The attributes of an item, or nil for one that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].itemCount).contains(indexPath.item) else { return nil }
        return itemAttributes(at: indexPath)
    }

    /// The attributes of a section's boundary supplementary item of `elementKind` (index path
    /// [section, 0]), or nil.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section) else { return nil }
        return boundaryAttributes(ofKind: elementKind, section: indexPath.section)
    }

    /// A change of the collection view's size lays the sections out again; scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedBoundsSize
    }

    /// A self-sizing element that wants another size than the layout gave it.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    /// Remembers a self-sizing element's size; its section's lengths change at once.
    override func applyPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                           original: UICollectionViewLayoutAttributes) {
        takeMeasurement(preferred)
    }

    /// Carries the self-sizing measurements to where the update puts their items.
    override func carryMeasurements(through updates: BatchUpdates, oldCounts: [Int], newCounts: [Int]) {
        carryMeasurementsOfItems(through: updates, oldCounts: oldCounts, newCounts: newCounts)
    }

    /// Moves one item's measurement, the items between shifting by one.
    override func moveMeasurement(from source: IndexPath, to destination: IndexPath) {
        moveMeasurementInPlace(from: source, to: destination)
    }

    /// Whether sections follow each other vertically.
    var isVertical: Bool { configuration.scrollDirection == .vertical }

    /// The section layout for section `index`.
    func providedSection(_ index: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        sectionProvider(index, environment)
    }
}

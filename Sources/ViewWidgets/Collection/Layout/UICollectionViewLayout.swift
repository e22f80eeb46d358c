// UICollectionViewLayout.swift: the abstract layout a collection view asks where its elements go,
// with UIKit's subclassing API (https://developer.apple.com/documentation/uikit/uicollectionviewlayout).

/// Decides where every element of a collection view goes, as UIKit's `UICollectionViewLayout`.
///
/// Subclass it and override ``prepare()`` (compute what the other answers need),
/// ``collectionViewContentSize``, ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)`` (and the supplementary variant if you have headers). The
/// collection view calls `prepare()` before its first layout pass and after every
/// ``invalidateLayout()``, then asks for the elements in its visible bounds.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout belongs to; nil until one uses it. Not retained, as the
    /// collection view holds its layout; a collection view clears it when it takes another layout
    /// and in its `deinit`, so it reads nil as a weak one would. Why not `weak`: see "Unchecked and unsafe fields" in Docs/Performance.md.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var collectionViewStorage: UICollectionView?
    /// Whether `prepare()` must run before the next question.
    var needsPrepare = true
    /// Plain attributes nobody holds, reset, to be handed out again (`recycle(_:)`).
    @exclusivity(unchecked) var recycledAttributes: [UICollectionViewLayoutAttributes] = []
    /// Whether ``layoutAttributesClass`` is plain `UICollectionViewLayoutAttributes`: only then are
    /// attributes recycled, so a subclass's own attributes class is always what it gets.
    private var makesPlainAttributes: Bool {
        if let known = makesPlainAttributesStorage { return known }
        let plain = Self.layoutAttributesClass == UICollectionViewLayoutAttributes.self
        makesPlainAttributesStorage = plain
        return plain
    }
    @exclusivity(unchecked) private var makesPlainAttributesStorage: Bool?

    /// Makes a layout.
    public override init() {
        super.init()
    }

    /// Source compatibility; makes a layout.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The collection view using this layout, or nil.
    open var collectionView: UICollectionView? { collectionViewStorage }

    /// The class of the attributes the layout makes; `UICollectionViewLayoutAttributes` by default.
    /// Override to return a subclass (it must keep the required `init()`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Whether the collection view mirrors the layout's frames when it runs in the direction
    /// opposite to ``developmentLayoutDirection``; false by default (the flow and compositional
    /// layouts return true). When it does, each element's x becomes the content width minus its
    /// frame's maxX (UICollectionView+Mirroring.swift); the layout itself keeps working in its
    /// development direction.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are worked out in; `.leftToRight` by default.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Computes the layout; called before the first layout pass and after each invalidation.
    /// Does nothing by default.
    open func prepare() {}

    /// The size of the whole content; `.zero` by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`; nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll or a resize) needs a new
    /// layout; false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing element's preferred attributes need a new layout; false by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// Marks the layout invalid: `prepare()` runs again before the collection view's next layout
    /// pass, which this asks for. Override to drop cached values; call `super`.
    open func invalidateLayout() {
        needsPrepare = true
        collectionViewStorage?.setNeedsLayout()
    }

    /// Where a scroll that would stop at `proposedContentOffset` stops instead; the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a drag that would stop at `proposedContentOffset` stops instead; the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Takes in a self-sizing element's preferred attributes, after
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` said yes
    /// (the flow and compositional layouts remember the size). Does nothing by default.
    func applyPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                  original: UICollectionViewLayoutAttributes) {}

    /// Carries the sizes self-sizing elements asked for to where `updates` puts their items and
    /// sections (`oldCounts`, `newCounts`: the items per section before and after), so that a
    /// measured size stays with its item rather than with its index path; called by the
    /// collection view just before it invalidates the layout for the update. Does nothing by
    /// default (the flow and compositional layouts carry their measurements).
    func carryMeasurements(through updates: BatchUpdates, oldCounts: [Int], newCounts: [Int]) {}

    /// Moves the size measured for the item at `source` to `destination`, the items between
    /// shifting by one, as an interactive movement's placeholder moves (and back when it ends):
    /// the layout then places the items in the proposed order with their own sizes. Does nothing
    /// by default.
    func moveMeasurement(from source: IndexPath, to destination: IndexPath) {}

    /// Marks the layout for `prepare()` after self-sizing elements changed sizes it took in
    /// through `applyPreferredAttributes` (UIKit uses an invalidation context here, not
    /// `invalidateLayout()`).
    func invalidateLayoutForSelfSizing() {
        needsPrepare = true
        collectionViewStorage?.setNeedsLayout()
    }

    /// New attributes of ``layoutAttributesClass`` for the cell at `indexPath`.
    func makeCellAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = recycledAttributes.popLast() ?? Self.newAttributes()
        attributes.indexPath = indexPath
        return attributes
    }

    /// Takes back cell attributes that nobody holds any more, to hand out again as new ones (reset
    /// to `init()`'s values): scrolling a screen a step made and freed an object per element. Only
    /// plain attributes of a layout whose class makes plain attributes are kept, and only when
    /// `attributes` is the last strong reference, so no caller holding attributes can tell (a weak
    /// reference to them would see the object come back for another item rather than go nil).
    func recycle(_ attributes: inout UICollectionViewLayoutAttributes) {
        guard recycledAttributes.count < 256, type(of: attributes) == UICollectionViewLayoutAttributes.self,
              attributes.representedElementCategory == .cell, makesPlainAttributes,
              isKnownUniquelyReferenced(&attributes) else { return }
        attributes.resetForReuse()
        recycledAttributes.append(attributes)
    }

    /// New attributes of ``layoutAttributesClass`` for a supplementary view.
    func makeSupplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = Self.newAttributes()
        attributes.indexPath = indexPath
        attributes.markSupplementary(ofKind: kind)
        return attributes
    }

    /// An instance of the layout's attributes class (plain attributes if it is not one).
    private static func newAttributes() -> UICollectionViewLayoutAttributes {
        (layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)?.init() ?? UICollectionViewLayoutAttributes()
    }
}

/// Whether two rectangles share area: the test the collection view and its layouts use for
/// "the elements in a rect" (rectangles that only touch do not meet).
func rectsMeet(_ a: CGRect, _ b: CGRect) -> Bool {
    // Read from origin and size: with both sizes positive, the origin is the minimum and origin
    // plus size the maximum (`minX` and its kind standardize the rect first, for every element).
    guard a.size.width > 0, a.size.height > 0, b.size.width > 0, b.size.height > 0 else { return false }
    return a.origin.x < b.origin.x + b.size.width && a.origin.x + a.size.width > b.origin.x
        && a.origin.y < b.origin.y + b.size.height && a.origin.y + a.size.height > b.origin.y
}

// UICollectionViewLayoutAttributes.swift: where a layout puts one element (a cell or a supplementary
// view) and how it looks (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes).

/// The geometry and appearance a layout gives one element, as UIKit's
/// `UICollectionViewLayoutAttributes`: its frame (from ``center`` and ``size``), transform, alpha,
/// z-index and hidden state, and which element it describes.
///
/// Layouts here make new attributes for every question, so changing the attributes a layout
/// returned (as a flow layout subclass does after calling `super`) changes nothing inside the layout.
/// The values live in plain fields, read without exclusivity checks (they are read for every
/// element of every layout pass); the properties a subclass may override stand in front of them.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The centre of the element, in the collection view's content coordinates.
    open var center: CGPoint {
        get { centerField }
        set { centerField = newValue }
    }
    /// The size of the element's bounds.
    open var size: CGSize {
        get { sizeField }
        set { sizeField = newValue }
    }
    /// The transform about the centre; the identity by default.
    open var transform: CGAffineTransform {
        get { transformField }
        set { transformField = newValue }
    }
    /// The opacity; 1 by default.
    open var alpha: CGFloat {
        get { alphaField }
        set { alphaField = newValue }
    }
    /// The element's place in front-to-back order: higher in front; 0 by default.
    open var zIndex: Int {
        get { zIndexField }
        set { zIndexField = newValue }
    }
    /// Whether the element is hidden; false by default.
    open var isHidden: Bool {
        get { isHiddenField }
        set { isHiddenField = newValue }
    }

    // The values behind the properties above. A subclass may override the properties; for
    // attributes of this class itself (`isPlain`) nothing stands between, and the collection view
    // and its layouts read and write the fields directly (they do so for every element of every
    // pass, where a call through the class's table cost more than the work).
    @exclusivity(unchecked) final var centerField: CGPoint = .zero
    @exclusivity(unchecked) final var sizeField: CGSize = .zero
    @exclusivity(unchecked) final var transformField: CGAffineTransform = .identity
    @exclusivity(unchecked) final var alphaField: CGFloat = 1
    @exclusivity(unchecked) final var zIndexField = 0
    @exclusivity(unchecked) final var isHiddenField = false
    /// Whether these attributes are of this class, not of a subclass (set once, in `init()`).
    @exclusivity(unchecked) final private(set) var isPlain = false

    /// The index path of the item, or of the section (item 0) for a section's supplementary view.
    @exclusivity(unchecked) open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether these attributes describe a cell or a supplementary view.
    @exclusivity(unchecked) open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary view's kind (`elementKindSectionHeader`...); nil for a cell.
    open private(set) var representedElementKind: String?

    /// How a self-sizing element's dimensions are fitted: `.required` for a dimension the layout
    /// fixes, `.fittingSizeLevel` for an estimated one; nil when the element does not size itself.
    var selfSizingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    /// The list look and place of an element of a list section; nil outside lists.
    var listPlacement: ListItemPlacement?

    /// Makes attributes for the cell at index path [0, 0]; layouts use the initialisers below.
    public required override init() {
        super.init()
        isPlain = type(of: self) == UICollectionViewLayoutAttributes.self
    }

    /// Puts the fields of cell attributes back as `init()` leaves them, for attributes a layout
    /// hands out again (see `UICollectionViewLayout.recycle(_:)`), except the index path, which
    /// the layout sets next. A cell's category and kind never change.
    func resetForReuse() {
        centerField = .zero
        sizeField = .zero
        transformField = .identity
        alphaField = 1
        zIndexField = 0
        isHiddenField = false
        selfSizingPriorities = nil
        listPlacement = nil
    }

    /// Makes attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Makes attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The frame: the bounding box of the transformed bounds around ``center``. Setting it sets
    /// ``center`` and ``size`` (meant for attributes with the identity transform).
    open var frame: CGRect {
        get { Self.frame(center: center, size: size, transform: transform) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// ``frame``, read from the fields when the attributes are plain (no override to honour).
    final var layoutFrame: CGRect {
        isPlain ? Self.frame(center: centerField, size: sizeField, transform: transformField) : frame
    }

    /// Sets ``frame``: the fields when the attributes are plain, else through the properties.
    final func setLayoutFrame(_ newValue: CGRect) {
        if isPlain {
            sizeField = newValue.size
            centerField = CGPoint(x: newValue.midX, y: newValue.midY)
        } else {
            frame = newValue
        }
    }

    /// The bounding box of a `size` rectangle transformed about its centre at `center`.
    private static func frame(center: CGPoint, size: CGSize, transform: CGAffineTransform) -> CGRect {
        let plain = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        guard !transform.isIdentity else { return plain }
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// The bounds: the origin is zero and the size is ``size``. Setting it sets ``size``.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// Makes these attributes describe a supplementary view of `kind` (the layouts' factory).
    func markSupplementary(ofKind kind: String) {
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// A copy with the same values (and the same class).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.selfSizingPriorities = selfSizingPriorities
        copy.listPlacement = listPlacement
        return copy
    }

    /// Attributes are equal when every value is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return center == other.center && size == other.size && transform == other.transform
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// A hash of the index path and kind, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    /// `<UICollectionViewLayoutAttributes; index path: (0-3); frame = (10 20; 50 50)>`.
    open override var description: String {
        let f = frame
        let kind = representedElementKind.map { "; element kind: (\($0))" } ?? ""
        let numbers = [f.minX, f.minY, f.width, f.height].map { ViewDescriptionFields.format($0) }
        return "<\(type(of: self)); index path: (\(indexPath.section)-\(indexPath.item))\(kind); frame = (\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))>"
    }
}

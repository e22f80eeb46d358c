// UICollectionViewLayoutAttributes.swift: where a layout puts one element (a cell or a supplementary
// view) and how it looks (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes).

/// The geometry and appearance a layout gives one element, as UIKit's
/// `UICollectionViewLayoutAttributes`: its frame (from ``center`` and ``size``), transform, alpha,
/// z-index and hidden state, and which element it describes.
///
/// Layouts here make new attributes for every question, so changing the attributes a layout
/// returned (as a flow layout subclass does after calling `super`) changes nothing inside the layout.
/// The values are plain stored fields, read without exclusivity checks (they are read for every
/// element of every layout pass).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The centre of the element, in the collection view's content coordinates.
    @exclusivity(unchecked) open var center: CGPoint = .zero
    /// The size of the element's bounds.
    @exclusivity(unchecked) open var size: CGSize = .zero
    /// The transform about the centre; the identity by default.
    @exclusivity(unchecked) open var transform: CGAffineTransform = .identity
    /// The opacity; 1 by default.
    @exclusivity(unchecked) open var alpha: CGFloat = 1
    /// The element's place in front-to-back order: higher in front; 0 by default.
    @exclusivity(unchecked) open var zIndex = 0
    /// Whether the element is hidden; false by default.
    @exclusivity(unchecked) open var isHidden = false
    /// The index path of the item, or of the section (item 0) for a section's supplementary view.
    @exclusivity(unchecked) open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether these attributes describe a cell or a supplementary view.
    @exclusivity(unchecked) open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary view's kind (`elementKindSectionHeader`...); nil for a cell.
    open private(set) var representedElementKind: String?

    /// How a self-sizing element's dimensions are fitted: `.required` for a dimension the layout
    /// fixes, `.fittingSizeLevel` for an estimated one; nil when the element does not size itself.
    var selfSizingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    /// Makes attributes for the cell at index path [0, 0]; layouts use the initialisers below.
    public required override init() {
        super.init()
    }

    /// Puts the fields of cell attributes back as `init()` leaves them, for attributes a layout
    /// hands out again (see `UICollectionViewLayout.recycle(_:)`), except the index path, which
    /// the layout sets next. A cell's category and kind never change.
    func resetForReuse() {
        center = .zero
        size = .zero
        transform = .identity
        alpha = 1
        zIndex = 0
        isHidden = false
        selfSizingPriorities = nil
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
        get {
            let plain = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                               width: size.width, height: size.height)
            guard !transform.isIdentity else { return plain }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
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

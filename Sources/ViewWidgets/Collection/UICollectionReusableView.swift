// UICollectionReusableView.swift: the base of every view a collection view shows and reuses: cells
// and supplementary views (https://developer.apple.com/documentation/uikit/uicollectionreusableview).

/// A view a collection view shows for one element of its layout and hands out again once the
/// element leaves the screen, as UIKit's `UICollectionReusableView`: the base of cells and of
/// headers, footers and other supplementary views.
///
/// A collection view makes registered classes with `init(frame:)` (through
/// ``init(registeredReuseIdentifier:)``), so a subclass that overrides `init(frame:)` gets its
/// override called.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier of the reuse pool this view goes back to; set when the collection view makes
    /// it for a registered identifier. A view without one is not reused.
    @exclusivity(unchecked) open internal(set) var reuseIdentifier: String?

    /// Whether the collection view hid this view when it went to the reuse pool. A pooled view
    /// stays a subview, hidden, as UIKit's collection view keeps the views it will reuse;
    /// dequeuing it shows it again.
    @exclusivity(unchecked) var isHiddenForReuse = false

    /// The list look and place the layout gave this view; nil outside list sections.
    var listPlacement: ListItemPlacement? {
        didSet { if oldValue != listPlacement { listPlacementDidChange() } }
    }

    /// Called when ``listPlacement`` changed: a list cell restyles; nothing by default.
    func listPlacementDidChange() {}

    /// Makes a view with the given frame and no reuse identifier.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Source compatibility; makes a zero-sized view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes a view of a registered class for the pool `registeredReuseIdentifier`: how
    /// `dequeueReusableCell(withReuseIdentifier:for:)` and
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` make one. It calls
    /// `init(frame: .zero)`, so a subclass's override of that initialiser runs; a subclass that
    /// declares only an initialiser of its own must also provide this one (see Docs/Differences.md).
    public required convenience init(registeredReuseIdentifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = registeredReuseIdentifier
    }

    /// Resets what a reused view should not carry, just before the collection view hands it out
    /// again. Does nothing by default; override to clear your content.
    open func prepareForReuse() {}

    /// Applies the layout's attributes beyond the geometry (which the collection view sets itself);
    /// does nothing by default. Override to read the attributes of a custom layout.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes this view would like, given the layout's: for a self-sizing element (an
    /// estimated size in a flow or compositional layout), a copy whose size is what the view's
    /// constraints give (`systemLayoutSizeFitting`, the estimated dimensions at
    /// `.fittingSizeLevel`, the fixed ones `.required`); otherwise the attributes unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let priorities = layoutAttributes.selfSizingPriorities else { return layoutAttributes }
        let fitted = fittingRoot.systemLayoutSizeFitting(layoutAttributes.size,
                                                         withHorizontalFittingPriority: priorities.horizontal,
                                                         verticalFittingPriority: priorities.vertical)
        guard let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        copy.size = fitted
        return copy
    }

    /// The view whose constraints give this view's self-sizing size: the view itself (a cell
    /// answers with its content view).
    var fittingRoot: UIView { self }
}

extension UICollectionReusableView: ReusableView {}

// NSLayoutAnchor.swift: anchors, the typed way to make constraints: x-axis, y-axis and dimension
// anchors, so that relating a leading edge to a top edge does not compile.

/// One attribute of a view or layout guide, from which constraints are made, as UIKit's
/// `NSLayoutAnchor` (https://developer.apple.com/documentation/uikit/nslayoutanchor). The type
/// parameter keeps the axes apart: an `NSLayoutXAxisAnchor` relates only to x-axis anchors.
/// Constraints made by anchors are inactive until activated.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide; not retained, and nil once it is freed.
    public var item: AnyObject? { reference?.item }
    /// How the anchor refers to its item (`LayoutItemReference`).
    private let reference: LayoutItemReference?
    /// The attribute of `item` this anchor stands for.
    let attribute: NSLayoutConstraint.Attribute

    init(item: (any LayoutItem)?, attribute: NSLayoutConstraint.Attribute) {
        reference = item?.layoutReference
        self.attribute = attribute
        super.init()
    }

    /// `UIView.leading`, as UIKit names an anchor in descriptions.
    open var name: String { "\(NSLayoutConstraint.describe(item)).\(attribute.name)" }

    /// `self = anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self ≥ anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self ≤ anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self = anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self ≥ anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self ≤ anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// Whether the anchor's item has an ambiguous layout on the anchor's axis.
    open var hasAmbiguousLayout: Bool {
        guard let axis = attribute.axis, let item else { return false }
        return Headless.current.layoutEngine.isAmbiguous(item, axis: axis)
    }

    /// The constraints that affect the anchor's item on the anchor's axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let axis = attribute.axis, let view = item as? UIView ?? (item as? UILayoutGuide)?.owningView else { return [] }
        return view.constraintsAffectingLayout(for: axis)
    }

    /// `self relation multiplier × anchor + constant`. An anchor whose item is gone makes a
    /// constraint with no item, which UIKit refuses.
    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
              multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        let second = anchor?.item
        return NSLayoutConstraint(object: item, attribute: attribute, relatedBy: relation, toObject: second,
                                  hasSecond: second != nil, attribute: anchor?.attribute ?? .notAnAttribute,
                                  multiplier: multiplier, constant: constant)
    }
}

/// The standard space between two sibling views, which the system-spacing anchor methods use: 8
/// points. (UIKit also takes fonts into account between baselines; this package uses 8 there too.)
let systemSpacing: CGFloat = 8

/// An anchor for a horizontal edge or centre: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self = anchor + multiplier × the standard spacing`: this edge sits after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }

    /// `self ≥ anchor + multiplier × the standard spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    /// `self ≤ anchor + multiplier × the standard spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// An anchor for a vertical edge, centre or baseline: top, bottom, centerY, first and last baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self = anchor + multiplier × the standard spacing`: this edge sits below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }

    /// `self ≥ anchor + multiplier × the standard spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    /// `self ≤ anchor + multiplier × the standard spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// An anchor for a width or a height, which can also be related to a constant or scaled.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self = c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, constant: c)
    }

    /// `self ≥ c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self ≤ c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    /// `self = m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self ≥ m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self ≤ m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self = m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self ≥ m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self ≤ m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

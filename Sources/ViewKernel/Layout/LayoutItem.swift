// LayoutItem.swift: what the Auto Layout engine keeps for a view or a layout guide: its four
// unknowns, and for views the constraints they hold and the engine's own constraints on them.

internal import LayoutSolver

/// Something constraints can relate: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose coordinate space the item's frame is in: a view's superview, a guide's owning view.
    var layoutParent: UIView? { get }
    /// The item's unknowns in the engine, if it has entered it.
    var engineVariables: ItemVariables? { get set }
    /// How the item shows in constraint descriptions.
    var constraintDescriptionName: String { get }
    /// How constraints, anchors and the engine refer to the item without retaining it.
    var layoutReference: LayoutItemReference { get }
}

/// A view or layout guide as constraints, anchors and the engine refer to it: not retained, and
/// set to nil by the item's `deinit`, so it reads nil once the item is freed, as a weak reference
/// would. A weak reference would give every view in a constraint a side table, and every retain
/// and release of it the runtime's slow path (a tenth of laying out a stack of labels); UIKit's
/// own `firstItem` and `secondItem` are `unowned(unsafe)`.
final class LayoutItemReference {
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var item: (any LayoutItem)?

    init(_ item: any LayoutItem) {
        self.item = item
    }
}

/// An `NSLayoutConstraint` as the engine refers to it: not retained, and set to nil by the
/// constraint's `deinit` (the reason is `LayoutItemReference`'s).
final class ConstraintReference {
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var constraint: NSLayoutConstraint?

    init(_ constraint: NSLayoutConstraint) {
        self.constraint = constraint
    }
}

/// The four unknowns of an item's alignment rectangle, in its layout parent's coordinates.
@MainActor
final class ItemVariables {
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    /// Makes the four unknowns. They are named by attribute only: the item's own name (a type
    /// name and, for a label, its text) cost more than the rest of entering a view into the
    /// engine, and the engine finds a variable's item with `LayoutEngine.owner(of:)`.
    init() {
        minX = LayoutVariable("minX")
        minY = LayoutVariable("minY")
        width = LayoutVariable("width")
        height = LayoutVariable("height")
    }

    /// The position unknown on `axis`.
    func position(_ axis: NSLayoutConstraint.Axis) -> LayoutVariable { axis == .horizontal ? minX : minY }
    /// The size unknown on `axis`.
    func size(_ axis: NSLayoutConstraint.Axis) -> LayoutVariable { axis == .horizontal ? width : height }
    /// All four, in the order minX, minY, width, height.
    var all: [LayoutVariable] { [minX, minY, width, height] }
}

/// A view's Auto Layout state, made on first use so that views laid out by frames pay for one
/// empty pointer.
@MainActor
final class ViewAutoLayout {
    /// The view's safe area as last computed, and the runtime's `safeAreaEpoch` then.
    var keptSafeArea = UIEdgeInsets.zero
    var keptSafeAreaEpoch = -1
    /// The runtime's `safeAreaStamp` when the kept safe area was last known good; the stamp at
    /// which this view's frame last changed (its safe area and its subtree's moved); the stamp at
    /// which its bounds origin last moved (its subtree's safe areas moved, not its own).
    var keptSafeAreaStamp = -1
    var frameStamp = -1
    var boundsOriginStamp = -1
    /// `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMask = true
    /// The constraints this view holds (`constraints`), in the order they were added. Read by the
    /// view's `deinit`, which clears their `container`.
    nonisolated(unsafe) var constraints: [NSLayoutConstraint] = []
    /// Content hugging and compression resistance, per axis (horizontal, vertical).
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The view's index among its stack view's arranged views; 0 outside a stack (`UIView.arrangementIndex`).
    var arrangementIndex = 0
    /// How constraints refer to the view, made on first use; the view's `deinit` clears it.
    nonisolated(unsafe) var reference: LayoutItemReference?
    /// The layout guides the view owns (`layoutGuides`), user guides and system guides alike.
    /// Read by the view's `deinit`, which clears their owning view.
    nonisolated(unsafe) var guides: [UILayoutGuide] = []
    /// The system guides, made on first use.
    var systemGuides: [SystemGuideKind: UILayoutGuide] = [:]
    /// `layoutMargins` as set (nil: the default for the view).
    var layoutMargins: UIEdgeInsets?
    /// `directionalLayoutMargins` when those were set last (nil: `layoutMargins` holds).
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// The safe-area insets last told to the view (`safeAreaInsetsDidChange()` fires on a change).
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// The effective layout margins last told to the view (`layoutMarginsDidChange()`).
    var reportedLayoutMargins: UIEdgeInsets?

    // MARK: The engine's own constraints on the view

    /// While the view translates its frame: `minX`, `minY`, `width`, `height` equal to its frame's.
    var framePins: [LayoutConstraint] = []
    /// Whether the frame pins follow the superview's size (a flexible autoresizing mask).
    var framePinsAreRelative = false
    /// While it does not: the content-size constraints, hugging then compression resistance, width
    /// then height; nil where the view has no intrinsic size on that axis.
    var contentConstraints: [LayoutConstraint?] = []
    /// The intrinsic size the content constraints were made for.
    var contentSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    /// Whether `invalidateIntrinsicContentSize()` was called since the content constraints were made.
    var contentSizeIsStale = false
    /// Whether the engine moved the view since its superview last gave it its frame.
    var engineFrameIsStale = false
    /// Installed constraints on this view's baselines or margins: their constants come from its
    /// text or margins, so they are made again when those change.
    var insetDependents: [ConstraintReference] = []

    // MARK: The update-constraints pass

    /// `needsUpdateConstraints()`.
    var needsUpdateConstraints = true
    /// Whether this view or one below it waits for `updateConstraints()`.
    var subtreeNeedsUpdateConstraints = false
}

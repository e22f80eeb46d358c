// UIStackView.swift: a view that lays out a row or a column of views with constraints of its own.

/// A view that arranges its `arrangedSubviews` in a row (`.horizontal`) or a column (`.vertical`)
/// with Auto Layout, as UIKit's `UIStackView` (https://developer.apple.com/documentation/uikit/uistackview):
/// the stack view adds the constraints itself (they are in its `constraints`), so the arranged
/// views' intrinsic sizes, hugging and compression resistance decide which view stretches, as on
/// a device. `distribution` says how the views share the axis, `alignment` how they sit across it.
/// A hidden arranged view collapses and its spacing goes; hiding one inside `UIView.animate`
/// animates the collapse.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length of the axis, with UIKit's raw values.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The views fill the axis; the one that hugs its content least stretches, the one that
        /// resists compression least shrinks.
        case fill = 0
        /// The views fill the axis with equal lengths.
        case fillEqually = 1
        /// The views fill the axis with lengths in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic lengths; the spaces between them are equal.
        case equalSpacing = 3
        /// The views keep their intrinsic lengths; their centres are equally far apart.
        case equalCentering = 4
    }

    /// How arranged views sit across the axis, with UIKit's raw values.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Stretched to the stack's breadth.
        case fill = 0
        /// At the leading edge (the top, in a horizontal stack).
        case leading = 1
        /// First baselines aligned (horizontal stacks).
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// At the trailing edge (the bottom, in a horizontal stack).
        case trailing = 4
        /// Last baselines aligned (horizontal stacks).
        case lastBaseline = 5

        /// The top edge: the same as `.leading`.
        public static var top: Alignment { .leading }
        /// The bottom edge: the same as `.trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// What `customSpacing(after:)` gives for a view without custom spacing: the stack's `spacing`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing that means the standard space between views (8 points here).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// Makes an empty horizontal stack view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a horizontal stack view of `views`, added as subviews in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Source compatibility; makes an empty horizontal stack view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Arranged subviews

    /// The views the stack arranges, in order (independent of the order of `subviews`).
    open var arrangedSubviews: [UIView] { arranged }
    private(set) var arranged: [UIView] = []

    /// Where `view` is among the arranged views, or nil. Arranged views are always subviews (a
    /// subview that leaves leaves the arrangement), so any other view is answered at once; adding
    /// a thousand new views to a stack does not search the arrangement a thousand times.
    func arrangedIndex(of view: UIView) -> Int? {
        guard view.superview === self else { return nil }
        for index in arranged.indices where arranged[index] === view { return index }
        return nil
    }

    /// Appends `view` to the arranged views, adding it as a subview (on top) when it is not one;
    /// a view already arranged moves to the end. Its `translatesAutoresizingMaskIntoConstraints`
    /// becomes false.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedIndex(of: view) != nil ? arranged.count - 1 : arranged.count)
    }

    /// Inserts `view` into the arranged views at `stackIndex` (moving it there when it is already
    /// arranged), adding it as a subview when it is not one. An index past the end is reported as
    /// Apple's documentation says UIKit raises it (NSInternalInconsistencyException), and nothing
    /// changes.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let existing = arrangedIndex(of: view)
        let limit = existing == nil ? arranged.count : arranged.count - 1
        guard (0...max(0, limit)).contains(stackIndex) else {
            Headless.reportViolation("-[UIStackView insertArrangedSubview:atIndex:]: index \(stackIndex) out of bounds for \(arranged.count) arranged subviews")
            return
        }
        // Adding the stack view itself, or an ancestor (its window included), is refused as
        // `addSubview` refuses it, before anything changes.
        if view.superview !== self, !canAdopt(view) { return }
        if let existing { arranged.remove(at: existing) }
        arranged.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arranged views; it stays a subview, as in UIKit, and keeps its frame.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedIndex(of: view) else { return }
        arranged.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        view.arrangementIndex = 0
        arrangementDidChange()
    }

    /// A subview leaving the stack view leaves the arranged views too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: - Arrangement

    /// The direction the views are laid out in; `.horizontal` by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }

    /// How the views share the axis; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }

    /// How the views sit across the axis; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }

    /// The space between adjacent arranged views (the least space, for the equal distributions); 0 by default.
    /// NaN or infinity is refused (logged; the spacing stays), a decision: UIKit takes it and its
    /// views overlap or its constraints fail later.
    open var spacing: CGFloat {
        get { spacingStorage }
        set {
            guard Headless.acceptsFinite(newValue, kept: spacingStorage, for: "UIStackView spacing") else { return }
            guard newValue != spacingStorage else { return }
            spacingStorage = newValue
            arrangementDidChange()
        }
    }
    private var spacingStorage: CGFloat = 0

    /// Whether a vertical stack measures spacing between baselines; false by default.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the views are arranged within the stack's layout margins rather than its edges;
    /// false by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Sets the space after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`). A view
    /// that is not arranged is ignored; NaN or infinity is refused (logged; the custom spacing stays).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedIndex(of: arrangedSubview) != nil else { return }
        guard Headless.acceptsFinite(spacing.isFinite, formatNumber(spacing),
                                     kept: customSpacings[ObjectIdentifier(arrangedSubview)].map(formatNumber) ?? "spacingUseDefault",
                                     for: "UIStackView custom spacing") else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The space after `arrangedSubview`, or `spacingUseDefault` when none is set for it.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Builds the stack's constraints again when the arrangement changed.
    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    // MARK: - Bookkeeping (UIStackView+Arrangement.swift builds the constraints)

    /// Whether the stack's constraints are out of date.
    var needsArrangement = false
    /// The constraints the stack made, active while it arranges.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The guides the equal distributions space with.
    var spacerGuides: [UILayoutGuide] = []
}

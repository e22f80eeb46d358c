// UIView.swift: a view's storage, initialisers, and every override point with its default behaviour.

/// A rectangular area in a retained view tree, as UIKit's `UIView`.
///
/// Geometry lives in the view's ``layer``, `frame` derived from `center`, `bounds` and `transform`
/// (https://developer.apple.com/documentation/uikit/uiview/frame). The algorithms behind the
/// override points (insertion, layout, conversion, hit-testing) are in the `UIView+…` files.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The layer that holds this view's geometry and appearance; the view is its delegate.
    public let layer: CALayer

    // Unchecked fields, and `superview` to `viewDelegate` sharing a cache line: see "Unchecked and unsafe fields" in Docs/Performance.md.

    /// The parent view; not retained, as the parent holds its children. The parent's `deinit`
    /// clears it in every child that outlives it, so it reads nil as a weak reference would.
    public var superview: UIView? { superviewStorage }
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var superviewStorage: UIView?

    /// The children, back to front; kept in `subviewStorage`.
    @exclusivity(unchecked) var subviewStorage: [UIView] = []

    /// An integer that `viewWithTag(_:)` finds the view by; 0 by default.
    open var tag: Int {
        get { tagStorage }
        set { tagStorage = newValue }
    }

    /// The integer behind `tag`, which `viewWithTag(_:)` reads directly for views whose class
    /// does not override the property (FastPaths/UIViewOverrides.swift).
    @exclusivity(unchecked) var tagStorage = 0

    /// Which parts of the frame stretch when the superview's size changes; none by default.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []

    /// Whether a change of this view's size resizes its subviews by their masks; true by default.
    @exclusivity(unchecked) open var autoresizesSubviews = true

    /// Layout bookkeeping: this view asked for layout, or something below it did.
    @exclusivity(unchecked) var needsLayoutFlag = false
    @exclusivity(unchecked) nonisolated(unsafe) var subtreeNeedsLayout = false
    @exclusivity(unchecked) var isRegisteredForLayout = false
    /// Whether this view is a `UIWindow`, which layout registration asks of every root it reaches
    /// (a stored flag: a dynamic cast cost more than the rest of `setNeedsLayout()`).
    @exclusivity(unchecked) var isWindowView = false
    /// Whether this view's class watches its subviews (`SubviewChangeObserving`, a stack view):
    /// nil until first asked, then kept, since adding a subview and a subview's new intrinsic
    /// size both ask it of the superview (ClassTraits.swift).
    @exclusivity(unchecked) var observesSubviews: Bool?
    /// Whether the view, while it tracks a touch, keeps the other views of its window from
    /// receiving touches; false by default. Kept (here, in the padding after the flags above).
    open var isExclusiveTouch = false
    /// Whether the view receives every touch of a multi-touch sequence rather than the first;
    /// false by default. Kept: a view here receives every touch the window sends it.
    open var isMultipleTouchEnabled = false

    /// The controller whose root view this is; here because every layout pass reads it.
    @exclusivity(unchecked) package weak var viewDelegate: UIResponder? { didSet { UIView.safeAreaInputsDidChange() } }

    /// Where this view was last seen in its superview's storage; a hint that makes removal O(1)
    /// in the common cases (checked before it is trusted).
    @exclusivity(unchecked) var indexHintInSuperview = 0

    /// The window this view is in, kept up to date as subtrees move; not retained, and cleared
    /// by the window's `deinit` in every view that outlives it (UIWindow answers itself).
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var windowStorage: UIWindow?

    /// The gesture recognizers attached to this view, in the order they were added.
    @exclusivity(unchecked) var gestureRecognizerStorage: [UIGestureRecognizer] = []

    /// The interactions added with `addInteraction(_:)` (UIView+Interactions.swift), in order.
    var interactionStorage: [any UIInteraction] = []

    /// Auto Layout state (held constraints, priorities, margins, the engine's constraints on the
    /// view), made on first use; nil for views laid out by frames only.
    @exclusivity(unchecked) var autoLayoutStorage: ViewAutoLayout?
    /// The view's unknowns in the Auto Layout engine, once it has entered it.
    @exclusivity(unchecked) var engineVariables: ItemVariables?

    /// The traits last worked out for the view, and the trait generation they belong to (Traits/).
    var cachedTraits: UITraitCollection?
    var cachedTraitsGeneration = 0
    /// The traits `traitCollectionDidChange(_:)` last reported; at first, the traits current when
    /// the view was made, as UIKit predicts a new view's traits.
    var reportedTraits: UITraitCollection?
    /// Whether the view's traits may have changed since last reported (it moved, an override
    /// changed), and whether a view below it waits for that check.
    var traitsNeedUpdate = false
    var subtreeTraitsNeedUpdate = false
    /// Overrides and trait-change registrations, made on first use.
    var traitState: TraitEnvironmentState?

    /// Clears the references that point back at this view without retaining it: its children's
    /// `superview`, its layer's `delegate` (a layer may outlive its view), its gesture recognizers'
    /// `view`, and what Auto Layout holds of it (`clearLayoutReferences`). The children are let go
    /// through a worklist rather than with the subview array, so freeing a chain a million views
    /// deep takes no stack (UIView+Teardown.swift).
    deinit {
        layer.delegateStorage = nil
        for recognizer in gestureRecognizerStorage { recognizer.viewStorage = nil }
        if let state = autoLayoutStorage { UIView.clearLayoutReferences(to: state) }
        guard !subviewStorage.isEmpty else { return }
        for child in subviewStorage { child.superviewStorage = nil }
        // A child that lives on has lost every ancestor, which no stamp of its own records: the
        // safe areas kept below it are stale (UIView+Geometry.swift).
        // So are the traits they keep (UIView+Traits.swift).
        MainActorCheck.runIfOnMainActor {
            UIView.safeAreaInputsDidChange()
            Headless.current.traitsDidChange()
        }
        // The worklist takes the children before the array lets go of them, so that no child is
        // freed here, nested in this deinit; no local copy of the array may outlive this line.
        UIView.holdDetachedSubviews(subviewStorage)
        subviewStorage = []
        UIView.releaseHeldSubviews()
    }

    /// Makes a view with the given frame.
    public init(frame: CGRect) {
        layer = CALayer.makeBackingLayer(ofClass: Self.layerClass)
        reportedTraits = UITraitCollection.current
        super.init()
        layer.delegateStorage = self
        if frame != .zero { self.frame = frame }
    }

    /// Makes a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Source compatibility (this package has no archives): makes a view with a zero frame.
    public required init?(coder: NSCoder) {
        layer = CALayer.makeBackingLayer(ofClass: Self.layerClass)
        reportedTraits = UITraitCollection.current
        super.init()
        layer.delegateStorage = self
    }

    // MARK: - Geometry (stored in the layer; see UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates: the bounding box of the bounds
    /// transformed about the centre. Setting it sets `center` and `bounds.size` (taken back through
    /// the inverse transform); non-finite values are reported as CALayer does and change nothing.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space: `origin` shifts where subviews appear (scrolling). Changing
    /// the size keeps `center`, autoresizes the subviews and asks for layout.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre of the frame in the superview's coordinates (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The transform applied about the centre; changes `frame`, never `center` or `bounds`.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// Converts a point to `view`'s coordinates (nil: the window's) through every origin and transform.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        mapped(point, to: view)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        return mappedFromRoot(point)
    }

    /// Converts a rectangle to `view`'s coordinates (nil: the window's): the converted corners' box.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(transform(to: view))
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let view { return view.convert(rect, to: self) }
        return rect.applying(transformToRoot.transform.inverted())
    }

    // MARK: - Hierarchy (override points; the machinery is in UIView+Hierarchy.swift)

    /// Adds `view` in front, moving it from any other superview (a subview moves to the front).
    /// Adding self or an ancestor is reported as "Can't add self as subview" and changes nothing.
    open func addSubview(_ view: UIView) {
        insertOrMove(view, at: subviewStorage.count)
    }

    /// Inserts `view` at `index` in `subviews` (0 is the back); an index past the end appends.
    open func insertSubview(_ view: UIView, at index: Int) {
        insertOrMove(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`; when that is not a subview, `view` is appended.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview.superview === self, siblingSubview !== view else { addSubview(view); return }
        let position = indexOfSubview(siblingSubview) + 1
        insertSubview(view, at: view.superview === self && indexOfSubview(view) < position ? position - 1 : position)
    }

    /// Inserts `view` just below `siblingSubview`; when that is not a subview, `view` is appended.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview.superview === self, siblingSubview !== view else { addSubview(view); return }
        let position = indexOfSubview(siblingSubview)
        insertSubview(view, at: view.superview === self && indexOfSubview(view) < position ? position - 1 : position)
    }

    /// Moves `view` to the front (the end of `subviews`); does nothing when it is not a subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertOrMove(view, at: subviewStorage.count)
    }

    /// Moves `view` to the back (index 0 of `subviews`); does nothing when it is not a subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertOrMove(view, at: 0)
    }

    /// Swaps the subviews at two indexes; an index out of range is reported as NSArray reports it.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewIndexesAreInRange(index1, index2) else { return }
        subviewStorage.swapAt(index1, index2)
        subviewStorage[index1].indexHintInSuperview = index1
        subviewStorage[index2].indexHintInSuperview = index2
        setNeedsLayout()
    }

    /// Takes the view out of its superview and its window; does nothing without a superview. The
    /// old superview hears `willRemoveSubview(_:)` first, the view `didMoveToSuperview()` last.
    open func removeFromSuperview() {
        leaveSuperviewAndWindow()
    }

    /// Called after `subview` was added; does nothing by default.
    open func didAddSubview(_ subview: UIView) {}

    /// Called while `subview` is still a subview, before it is removed; does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the superview changes (nil: being removed); does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the superview changed; does nothing by default.
    open func didMoveToSuperview() {}

    /// Called before the window changes, on every view of the moving subtree; does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the window changed, on every view of the moving subtree; does nothing by default.
    open func didMoveToWindow() {}

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag`: the receiver when its tag matches, else the first view of its
    /// subtree depth-first in `subviews` order (a view before its subviews, a subview's subtree
    /// before the next subview); nil when none has it. Each view is asked for its `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        return firstDescendant(withTag: tag)
    }

    // MARK: - Traits (the machinery is in Traits/)

    /// The view's traits: its controller's for a controller's root view, else its superview's
    /// (the screen's for a window or a detached view), with the view's own overrides
    /// (`traitOverrides`, `overrideUserInterfaceStyle`) on top.
    open var traitCollection: UITraitCollection { TraitNode.view(self).resolvedTraits }

    /// Called when the view's traits changed, with `UITraitCollection.current` set to the new
    /// ones, before the view's next layout (UIKit's trait update); does nothing by default. Not
    /// called when a new view enters a hierarchy with the traits it was made in.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Layout (override points; the machinery is in UIView+Layout.swift and Layout/)

    /// Lays out the subviews: by default, gives the subviews that Auto Layout places the frames
    /// the engine solved (autoresizing masks were applied when the size changed). Override it to
    /// place subviews yourself, calling `super` first; call it through `layoutIfNeeded()`.
    open func layoutSubviews() {
        applyEngineLayoutToSubviews()
    }

    /// Marks the view as needing layout on the next run loop turn; lays out nothing now.
    open func setNeedsLayout() {
        needsLayoutFlag = true
        propagateSubtreeNeedsLayout()
    }

    /// Lays out now if layout is pending here or below (marked ancestors first); else does nothing.
    /// Constraints are brought up to date first (`updateConstraintsIfNeeded()` on the tree).
    open func layoutIfNeeded() {
        // A pass can change intrinsic sizes (a multi-line label that got its width), which asks for
        // another round; UIKit settles those within the call too.
        for _ in 0..<8 {
            var start: UIView? = nil
            var root = self
            var view: UIView? = self
            while let candidate = view {
                if candidate.needsLayoutFlag { start = candidate }
                root = candidate
                view = candidate.superview
            }
            // UIKit's trait update runs before layout: each view whose traits changed hears of it.
            if root.isWindowView, root.traitsNeedUpdate || root.subtreeTraitsNeedUpdate { root.deliverTraitChanges() }
            let engine = Headless.current.layoutEngine
            engine.resolveDirectionsIfNeeded()
            if root.autoLayoutStorage?.subtreeNeedsUpdateConstraints == true || !engine.staleContentItems.isEmpty {
                root.updateConstraintsIfNeeded()
                start = start ?? (needsLayoutFlag ? self : nil)
            }
            if let start { start.layoutMarkedSubtree() } else if subtreeNeedsLayout { layoutMarkedSubtree() }
            guard !engine.staleContentItems.isEmpty else { return }
        }
    }

    /// Updates the view's own constraints; called by the update-constraints pass before layout,
    /// after the subviews' (`setNeedsUpdateConstraints()` asks for it). Override it to change
    /// constraints in place, calling `super` last.
    open func updateConstraints() {}

    /// Whether the view needs Auto Layout to lay out; false by default. A class that sets up its
    /// constraints in `updateConstraints()` returns true, so the pass calls it.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// How far the alignment rectangle (what constraints place) is inside the frame; zero by default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for `frame`: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame for `alignmentRect`: the rectangle outset by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left,
                                                    bottom: -insets.bottom, right: -insets.right))
    }

    /// The view whose first baseline stands for this view's; the view itself by default.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline stands for this view's; the view itself by default.
    open var forLastBaselineLayout: UIView { self }

    /// The insets of the content from the edges, which the margin attributes and
    /// `layoutMarginsGuide` use; 8 points on each side by default.
    open var layoutMargins: UIEdgeInsets {
        get { resolvedLayoutMargins }
        set { setLayoutMargins(newValue) }
    }

    /// Called after the layout margins changed; does nothing by default.
    open func layoutMarginsDidChange() {}

    /// The part of the view the window's unsafe edges (a notch, the home indicator) cover, in the
    /// view's coordinates; zero outside a window (Layout/UIView+LayoutMargins.swift).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// Called after `safeAreaInsets` changed, during layout; does nothing by default.
    open func safeAreaInsetsDidChange() {}

    /// The size the view's constraints give it closest to `targetSize`, each dimension asked at
    /// `.fittingSizeLevel` (`UIView.layoutFittingCompressedSize` asks for the smallest).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it closest to `targetSize`, the width asked at
    /// `horizontalFittingPriority` and the height at `verticalFittingPriority` (`.required` fixes
    /// that dimension, as a table cell fixes its width).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        Headless.current.layoutEngine.fittingSize(of: self, target: targetSize,
                                                  priorities: (horizontalFittingPriority, verticalFittingPriority))
    }

    /// The size that best fits `size`; the current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// The natural size of the content; `noIntrinsicMetric` on both axes by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the layout that `intrinsicContentSize` changed: the content-size constraints are made
    /// again before the next layout pass, and the superview is marked for layout.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeDidChange()
    }

    /// Marks the whole view for redrawing: `draw(_:)` runs on the next run loop turn, once however
    /// often the view is marked, if the view is in a window and its class overrides `draw(_:)`
    /// (UIView+Drawing.swift).
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Marks the part `rect` of the view for redrawing: the next `draw(_:)` gets the marked area
    /// and paints over the earlier drawing there.
    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    /// Draws the view's content: override it and paint into `UIGraphicsGetCurrentContext()` (or
    /// with `UIBezierPath`, `UIColor.setFill()`, `NSString.draw(at:withAttributes:)`), which
    /// records what is painted (``drawingCommands``). UIKit calls it when the view first appears
    /// in a window and after `setNeedsDisplay()`; never call it yourself. Does nothing by default.
    open func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.noteDefaultDrawing()
    }

    // MARK: - Animation (the blocks are in UIView+Animation.swift and ViewAnimationState.swift)

    /// The action for a change of the property `event` of the view's layer, as the layer's
    /// delegate (`CALayerDelegate`): inside an animation block, for an animatable property
    /// (`position`, `bounds`, `transform`, `opacity`, `backgroundColor`), the action that adds
    /// the block's animation of the change; otherwise `NSNull`, no action, so that changes outside
    /// blocks apply at once. Override it to animate a change your own way (return an animation).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        animationBlockAction(forKey: event)
    }

    // MARK: - Hit-testing (override points; the rule is in UIView+HitTesting.swift)

    /// The farthest descendant (or self) that contains `point` and can receive touches, or nil:
    /// nil when hidden, not interactive, alpha below 0.01 or `point(inside:with:)` is false.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestByUIKitsRule(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside: `bounds.contains(point)`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        pointIsInsideBounds(point)
    }

    /// `bounds.contains(point)` on the layer's stored bounds, written out: Foundation's is not
    /// inlined, and this runs for every view a touch passes.
    @inline(__always)
    final func pointIsInsideBounds(_ point: CGPoint) -> Bool {
        let bounds = layer.boundsStorage
        return point.x >= bounds.minX && point.x < bounds.maxX && point.y >= bounds.minY && point.y < bounds.maxY
    }

    // MARK: - Gesture recognizers (recognition is in Events/GestureEnvironment.swift)

    /// Whether `gestureRecognizer` may leave `.possible` and recognize; true by default. Asked
    /// before the recognizer's delegate; a subclass overrides it to refuse particular gestures.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// The gesture recognizers attached to the view; nil when there are none, as in UIKit.
    /// Setting it removes the current ones and adds the new ones in order.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, taking it off the view it was attached to, so it receives the
    /// touches that go down in this view or its subviews. Adding it again changes nothing.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self,
           gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.viewStorage = self
    }

    /// Detaches `gestureRecognizer`; does nothing when it is not attached to this view. A gesture
    /// in progress stops without further actions and the recognizer is reset.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.remove(at: index)
        gestureRecognizer.viewStorage = nil
        if gestureRecognizer.stateStorage != .possible || !gestureRecognizer.trackedTouches.isEmpty {
            Headless.current.gestureEnvironment.reset(gestureRecognizer)
        }
    }

    // MARK: - Debug description (override points; the dump is in Debug/UIView+Description.swift)

    /// One line describing the view, as the debugger prints it, without a memory address:
    /// `<ClassName; frame = (x y; w h); ...>`. Like every UIView member, main thread only.
    open override var description: String {
        MainActor.assumeIsolated { descriptionLine() }
    }

    /// Adds this view's own fields to its description line; subclasses call `super` and append
    /// (a label adds its text at the front, a scroll view its offset at the back).
    /// A headless addition (not UIKit API).
    open func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        appendStandardDescriptionFields(to: &fields)
    }

    /// Draws this view's own marks into a picture made by `renderSVG()`, as `draw(_:)` draws on a
    /// device: in bounds coordinates, above the background and below the subviews (unless through
    /// `context.drawAboveSubviews`). Does nothing by default (Docs/Pictures.md).
    /// A headless addition (not UIKit API).
    open func drawSVGContent(in context: SVGDrawingContext) {}

    // MARK: - Identity and appearance

    /// Whether the view and its subtree are hidden; hidden views are neither drawn nor hit.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            UIView.safeAreaInputsDidChange()
            ClassTraits.subviewObserver(superview)?.subviewDidChangeHidden(self)
        }
    }

    /// The opacity, 0...1 (1 by default), kept as the layer's `Float` as on a device; below 0.01 not hit.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view declares itself fully opaque; true by default.
    open var isOpaque = true

    /// The background colour; nil (transparent) by default. Mirrored into the layer, a dynamic
    /// colour resolved with the view's traits (again when they change).
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor.map(resolvedForLayer)?.cgColor }
    }

    /// Whether the view receives touches; true by default.
    open var isUserInteractionEnabled: Bool {
        get { userInteractionStorage }
        set { userInteractionStorage = newValue }
    }

    /// The flag behind `isUserInteractionEnabled`, which hit-testing reads directly for views
    /// whose class does not override the property (FastPaths/UIViewOverrides.swift).
    @exclusivity(unchecked) var userInteractionStorage = true

    /// Whether subviews are clipped to the bounds; the same flag as `layer.masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// How the content is laid out when the bounds change; `.scaleToFill` by default.
    @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill
    /// The view's own `tintAdjustmentMode` (`.automatic`: its superview's); UIView+Tint.swift.
    @exclusivity(unchecked) var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic

    /// The tint colour; inherited from the superview when not set, system blue at the root, and
    /// a desaturated grey of it while the view's `tintAdjustmentMode` is `.dimmed`
    /// (UIView+Tint.swift). Setting it calls `tintColorDidChange()` on the view and on the
    /// descendants that inherit it.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            tintColorStorage = newValue
            notifyTintColorDidChange()
        }
    }
    @exclusivity(unchecked) var tintColorStorage: UIColor?
    /// Whether the view has a tint colour of its own rather than its superview's.
    final var hasOwnTintColor: Bool { tintColorStorage != nil }

    /// Called when the view's tint colour changes: when its `tintColor` is set, and when an
    /// ancestor's is set and the view inherits it. Does nothing by default; a custom control
    /// overrides it to recolour what it draws (UIView+Tint.swift).
    open func tintColorDidChange() {}

    /// The class of the view's `layer`: `CALayer` by default; override it to return
    /// `CAShapeLayer.self` or `CAGradientLayer.self` (another subclass of `CALayer` gets the
    /// nearest of those classes).
    open class var layerClass: AnyClass { CALayer.self }

    /// Makes the first responder resign when it is this view or one of its descendants; returns
    /// whether it resigned (true when there is none). With `force`, it resigns without being
    /// asked: a text field's delegate is not asked `textFieldShouldEndEditing(_:)`.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        resignFirstResponderInSubtree(force: force)
    }

    /// The next responder: the view's controller when it is one's root view, else the superview.
    open override var next: UIResponder? {
        if let controller = viewDelegate { return controller }
        return superview
    }

    /// The window this view is in, or nil.
    open var window: UIWindow? { windowStorage }

    /// The children, back to front (index 0 is the back-most).
    open var subviews: [UIView] { subviewStorage }
}

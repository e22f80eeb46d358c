// UIScrollView.swift: a view whose bounds origin moves over a larger content area.

/// A view that shows a movable window on a larger content area, as UIKit's `UIScrollView`.
///
/// `contentOffset` is `bounds.origin`: moving it moves every subview, which is all scrolling is.
/// Clips to its bounds by default. Animated scrolling runs on the virtual clock in 60 Hz steps,
/// telling the delegate `scrollViewDidScroll(_:)` at each one.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The delegate, held weakly. A table view's delegate is set through this property too.
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content area; `.zero` by default. A size that is not finite is refused
    /// (logged; the size stays), a decision: UIKit takes it, and a later scroll fails in CALayer.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            guard Headless.acceptsFinite(newValue, kept: contentSizeStorage, for: "\(type(of: self)) contentSize") else { return }
            contentSizeStorage = newValue
            // Whether the content scrolls decides which insets `.scrollableAxes` adjusts.
            if safeAreaForContentInset != .zero { updateAdjustedContentInset() }
            scrollEdgeMayHaveChanged()  // the bars' scroll-edge look (Appearance/BarScrollEdge.swift)
        }
    }
    private var contentSizeStorage = CGSize.zero
    /// The size the bars' scroll edges were last looked at for, in ``layoutSubviews()``.
    private var sizeAtLastScrollEdgeCheck = CGSize.zero

    /// Extra space around the content that scrolling can reach; `.zero` by default. Insets that
    /// are not finite are refused (logged; the insets stay), a decision as for `contentSize`.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set {
            guard Headless.acceptsFinite(newValue, kept: contentInsetStorage, for: "\(type(of: self)) contentInset") else { return }
            let changed = newValue != contentInsetStorage
            contentInsetStorage = newValue
            if changed { noteAdjustedContentInsetChange() }
        }
    }
    private var contentInsetStorage = UIEdgeInsets.zero

    /// The insets actually applied: `contentInset` plus the safe-area insets that
    /// ``contentInsetAdjustmentBehavior`` adds (a table under a navigation bar starts its
    /// content below the bar, its content offset at minus the top inset).
    open var adjustedContentInset: UIEdgeInsets {
        let inset = contentInsetStorage, safe = safeAreaInsetsTakenByContentInset
        return UIEdgeInsets(top: inset.top + safe.top + refreshControlInsetTop, left: inset.left + safe.left,
                            bottom: inset.bottom + safe.bottom, right: inset.right + safe.right)
    }

    /// How the safe-area insets are added to ``adjustedContentInset``; `.automatic` by default, as
    /// in UIKit: `.never`, `.always`, `.scrollableAxes` (the axes the content is larger than the
    /// view along, or always bounces along), `.automatic` (the same, and always vertically for
    /// the root view of a controller in a navigation or tab bar controller).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// Called when ``adjustedContentInset`` changed (its content inset or the safe area it
    /// adds); does nothing by default. Override it and call `super`.
    open func adjustedContentInsetDidChange() {}

    /// Whether the scroll indicators' insets follow ``adjustedContentInset``; true by default.
    /// Stored for source compatibility (no indicator is drawn).
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// Insets of the vertical scroll indicator; `.zero` by default, stored for source compatibility.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero

    /// Insets of the horizontal scroll indicator; `.zero` by default, stored for source compatibility.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero

    /// Both indicators' insets: reads the vertical one, sets both (deprecated in iOS 13).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The refresh control shown above the content (pull to refresh); nil by default. Setting one
    /// adds it as a subview, the full width of the scroll view and 60 points high, just above
    /// the content (UIScrollView+Refreshing.swift).
    open var refreshControl: UIRefreshControl? {
        didSet { if oldValue !== refreshControl { refreshControlDidChange(from: oldValue) } }
    }

    /// What a refreshing ``refreshControl`` adds to the top of ``adjustedContentInset``.
    var refreshControlInsetTop: CGFloat = 0
    /// How far a large title above has collapsed for this content (Navigation/UINavigationBar+LargeTitle.swift).
    var largeTitleState = LargeTitleScrollState()

    /// The view's safe-area insets as the last layout pass reported them.
    var safeAreaForContentInset = UIEdgeInsets.zero
    /// The part of them added to the content inset (``adjustedContentInset``).
    package internal(set) var safeAreaInsetsTakenByContentInset = UIEdgeInsets.zero {
        didSet { UIView.safeAreaInputsDidChange() }
    }

    /// Whether the user can scroll by dragging; true by default. Turning it off stops a
    /// deceleration where it is (the delegate is not told). The pan gesture recognizer's
    /// `isEnabled` follows a change of it, as on a device: a drag under way ends at no speed
    /// (content pulled past an edge springs back, the delegate told as for any drag).
    open var isScrollEnabled = true {
        didSet {
            guard oldValue != isScrollEnabled else { return }
            if !isScrollEnabled { stopDeceleratingSilently() }
            panGestureRecognizer.isEnabled = isScrollEnabled
        }
    }

    /// Whether a drag may pull the content past its edges; true by default.
    open var bounces = true

    /// Whether a drag bounces vertically even when the content is shorter than the view; false
    /// by default (a table view sets it).
    open var alwaysBounceVertical = false

    /// Whether a drag bounces horizontally even when the content is narrower than the view.
    open var alwaysBounceHorizontal = false

    /// Whether scrolling stops on multiples of the bounds size; stored for source compatibility.
    open var isPagingEnabled = false

    /// Whether the vertical indicator shows; stored for source compatibility (nothing is drawn).
    open var showsVerticalScrollIndicator = true

    /// Whether the horizontal indicator shows; stored for source compatibility (nothing is drawn).
    open var showsHorizontalScrollIndicator = true

    /// How dragging dismisses the keyboard; `.none` by default. With `.onDrag`, a drag that
    /// begins makes the first responder in the window resign (after `scrollViewWillBeginDragging`).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether tapping the status bar scrolls to the top; stored for source compatibility.
    open var scrollsToTop = true

    /// How quickly the content slows after a drag is let go; `.normal` by default: the share of
    /// its speed the content keeps each millisecond (`.fast` stops sooner). A rate that is not
    /// positive stops the content at once; one of 1 or more is used as 0.9999 (a decision).
    open var decelerationRate: DecelerationRate = .normal

    /// The colour scheme of the scroll indicators; `.default` by default. Kept: nothing is drawn.
    open var indicatorStyle: IndicatorStyle = .default

    /// Whether a drag that starts along one axis scrolls only along it; false by default. Kept:
    /// a drag here moves the content along both axes.
    open var isDirectionalLockEnabled = false

    /// Shows the scroll indicators for a moment; nothing is drawn here, so it does nothing.
    open func flashScrollIndicators() {}

    /// Whether the user is dragging the content.
    open internal(set) var isDragging = false

    /// Whether a finger is down on the content.
    open internal(set) var isTracking = false

    /// Whether the content is still moving after the finger lifted: its inertia, or on its way to
    /// a page or to the target the delegate chose.
    open var isDecelerating: Bool { scrollAnimation?.decelerates == true }

    // MARK: - Zooming (UIScrollView+Zooming.swift)

    /// The smallest zoom scale; 1 by default. Zooming needs a smaller minimum or a larger
    /// maximum, and a delegate that answers `viewForZooming(in:)`. A scale that is not positive
    /// and finite is refused (logged; the scale stays), a decision.
    open var minimumZoomScale: CGFloat {
        get { zoomLimits.minimum }
        set { setZoomLimit(newValue, minimum: true) }
    }
    /// The largest zoom scale; 1 by default. Refused as ``minimumZoomScale`` when not positive
    /// and finite.
    open var maximumZoomScale: CGFloat {
        get { zoomLimits.maximum }
        set { setZoomLimit(newValue, minimum: false) }
    }
    /// The scale of the zoomed view; 1 by default. Setting it zooms about the middle of the
    /// visible area, held in `minimumZoomScale...maximumZoomScale`.
    open var zoomScale: CGFloat {
        get { zoomLimits.current }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch may zoom past the limits and spring back; true by default.
    open var bouncesZoom = true
    /// Whether a pinch is zooming now.
    open internal(set) var isZooming = false
    /// Whether the zoom springs back into its limits after a pinch past them.
    open internal(set) var isZoomBouncing = false
    /// The recognizer that zooms on a pinch; nil while the limits allow no zooming.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomPinch }

    /// Zooms to `scale` (held in the limits) about the middle of the visible area, animated over
    /// 0.3 s or at once; the delegate hears `scrollViewDidZoom(_:)` at each step.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoom(toScale: scale, keeping: nil, animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's own coordinates) fills the visible area as
    /// far as the limits allow, centred in it.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoom(toRect: rect, animated: animated)
    }

    /// The zoom limits and the current scale.
    var zoomLimits: (minimum: CGFloat, maximum: CGFloat, current: CGFloat) = (1, 1, 1)
    var zoomPinch: UIPinchGestureRecognizer?
    /// While a pinch zooms: the scale when it began and the content point under the fingers,
    /// in the zoomed view's own coordinates.
    var pinchAnchor: (scale: CGFloat, contentPoint: CGPoint)?
    /// The next step of an animated zoom.
    var zoomStep: Headless.WorkItem?

    /// The running scroll animation, if any; replacing it stops the old one.
    var scrollAnimationStorage: ScrollAnimation? {
        didSet { if oldValue !== scrollAnimationStorage { oldValue?.nextStep?.cancel() } }
    }

    /// The recognizer that turns drags into scrolling; it begins only when scrolling is enabled,
    /// and at once when a finger comes down on decelerating content (it catches it).
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()
    /// The content offset when the current drag began.
    var dragStartOffset = CGPoint.zero

    /// Whether a touch-down reaches the content only once the scroll view knows it is not a
    /// scroll: after ``contentTouchDelay`` without the pan beginning, or when the finger lifts
    /// sooner (a quick tap still taps). True by default; false hands it on at once.
    open var delaysContentTouches = true

    /// Whether a drag may take a touch the content already has (its view gets
    /// `touchesCancelled`); true by default. False: a touch the content has never scrolls.
    open var canCancelContentTouches = true

    /// Whether the content view `view` gets `touches` that went down in it; true by default.
    /// Asked when the touches would reach it: at once without ``delaysContentTouches``, else
    /// once the delay is over or the finger lifts.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may begin by cancelling the touches the content view `view` has; true
    /// unless `view` is a `UIControl`. Asked only with ``canCancelContentTouches``.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The recognizer that holds a touch-down back from the content (``delaysContentTouches``).
    let contentTouchDelayRecognizer = ContentTouchDelayRecognizer()

    /// Makes a scroll view that clips to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    /// Source compatibility; makes a zero-sized scroll view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    private func setUpScrolling() {
        clipsToBounds = true
        // The scroll view owns its recognizer: it is a target without a weak reference (which would
        // give every scroll view a side table, and each retain of it the runtime's slow path).
        panGestureRecognizer.addOwningTarget(self, action: UIScrollView.handlePan)
        (panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.scrollView = self
        addGestureRecognizer(panGestureRecognizer)
        contentTouchDelayRecognizer.scrollView = self
        addGestureRecognizer(contentTouchDelayRecognizer)
    }

    /// The pan recognizer may outlive the scroll view (an app can keep it, or move it to another
    /// view): it forgets the scroll view as its target.
    deinit {
        panGestureRecognizer.forgetOwnedTargets(of: self)
    }

    /// Leaving the window stops a deceleration where it is, without
    /// `scrollViewDidEndDecelerating(_:)`, and ends a drag of the sheet it drives as cancelled
    /// (the pan's end may never reach it); then `super`.
    open override func willMove(toWindow newWindow: UIWindow?) {
        if newWindow == nil {
            stopDeceleratingSilently()
            cancelSheetDrive()
        }
        super.willMove(toWindow: newWindow)
    }

    /// The pan begins only while scrolling is enabled, inside another scroll view only when this
    /// one can scroll (so a photo at 1× in a paging gallery lets the pages turn), and only when it
    /// may take the touches the content has (``touchesShouldCancel(in:)``); others ask `super`.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer {
            return isScrollEnabled && yieldsNoPanToOuterScrollView && mayCancelContentTouches
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The point of the content shown at the view's top-left corner: `bounds.origin`.
    /// Setting it tells the delegate `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
        }
    }

    /// The bounds; a change of origin is a scroll, reported to `scrollViewDidScroll(_:)`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != oldOrigin { didChangeContentOffset() }
        }
    }

    /// Called after every change of the content offset; tells the delegate and asks for layout.
    func didChangeContentOffset() {
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
        scrollEdgeMayHaveChanged()  // the bars' scroll-edge look (Appearance/BarScrollEdge.swift)
    }

    /// Scrolls to `contentOffset`, at once or over 0.3 s of virtual time. An animated scroll ends
    /// with `scrollViewDidEndScrollingAnimation(_:)`; a new scroll replaces a running one, and a
    /// deceleration stops without `scrollViewDidEndDecelerating(_:)`. A NaN
    /// or infinite offset is reported at once with CALayer's message, animated or not, and
    /// changes nothing (a running scroll goes on).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            bounds.origin = contentOffset
            return
        }
        scrollAnimation = nil
        guard animated, UIView.areAnimationsEnabled else {
            self.contentOffset = contentOffset
            return
        }
        let animation = ScrollAnimation(from: self.contentOffset, to: contentOffset, start: Headless.now, range: contentOffsetRange)
        scrollAnimation = animation
        scheduleScrollStep(animation)
    }

    /// Scrolls just enough to make `rect` (in content coordinates) visible; when it is, only stops
    /// a deceleration (as every programmatic scroll does, without telling the delegate).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        stopDeceleratingSilently()
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        var target = contentOffset
        if rect.minX < visible.minX || rect.width > visible.width {
            target.x = rect.minX
        } else if rect.maxX > visible.maxX {
            target.x = rect.maxX - visible.width
        }
        if rect.minY < visible.minY || rect.height > visible.height {
            target.y = rect.minY
        } else if rect.maxY > visible.maxY {
            target.y = rect.maxY - visible.height
        }
        target = clampedOffset(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Lays out the subviews (Auto Layout places those it places), then, when constraints size
    /// the content area (`contentLayoutGuide`, or the scroll view's edges seen from inside), takes
    /// `contentSize` from them, as UIKit does.
    ///
    /// First the safe area `.scrollableAxes` and `.automatic` take is looked at again: whether the
    /// content scrolls along an axis depends on the bounds' size as much as on `contentSize`.
    open override func layoutSubviews() {
        if safeAreaForContentInset != .zero { updateAdjustedContentInset() }
        if bounds.size != sizeAtLastScrollEdgeCheck {
            // A new height or width moves the content's far edge: the bars look again.
            sizeAtLastScrollEdgeCheck = bounds.size
            scrollEdgeMayHaveChanged()
        }
        super.layoutSubviews()
        let guide = contentLayoutGuide
        guard guide.isInLayoutEngine else { return }
        let size = guide.layoutFrame.size
        if size.width.isFinite, size.height.isFinite, size != contentSize { contentSize = size }
    }

    /// Adds `contentOffset` and `contentSize` to the dump, after UIView's fields.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        fields.trailing.append("contentOffset: {\(Self.format(contentOffset.x)), \(Self.format(contentOffset.y))}")
        fields.trailing.append("contentSize: {\(Self.format(contentSize.width)), \(Self.format(contentSize.height))}")
    }

    /// A number as the dump prints it.
    static func format(_ value: CGFloat) -> String {
        ViewDescriptionFields.format(value)
    }
}

extension UIScrollView: ContentAreaProviding {}

// CALayer.swift: a small Core Animation layer that holds a view's geometry and appearance.

/// The layer behind every view, as in Core Animation: it stores the geometry (`bounds`,
/// `position`, `anchorPoint`, the affine transform) and the appearance (opacity, corner radius,
/// border, background colour, clipping) that the view's properties read and write.
///
/// Like CALayer, it refuses non-finite geometry: "CALayer position contains NaN: [nan 0]".
@preconcurrency @MainActor
open class CALayer: NSObject {
    // Unchecked fields: see "Unchecked and unsafe fields" in Docs/Performance.md.

    /// The view this layer backs (`nil` for a standalone layer). A view is its layer's delegate;
    /// not retained, and cleared by the view's `deinit` (see `UIView.superview` for why it is not
    /// `weak`).
    public var delegate: UIView? { delegateStorage }
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var delegateStorage: UIView?

    /// Whether the layer backs a view (has a delegate), read without retaining the view: every
    /// change of an animatable property asks.
    final var backsView: Bool { unsafeBitCast(delegateStorage, to: UnsafeRawPointer?.self) != nil }

    @exclusivity(unchecked) var boundsStorage = CGRect.zero
    @exclusivity(unchecked) var positionStorage = CGPoint.zero
    @exclusivity(unchecked) var anchorPointStorage = CGPoint(x: 0.5, y: 0.5)
    @exclusivity(unchecked) var transformStorage = CGAffineTransform.identity {
        didSet { hasIdentityTransform = transformStorage.isIdentity }
    }
    /// Whether `transformStorage` is the identity, kept with it: hit-testing tests it for every
    /// sibling it passes over.
    @exclusivity(unchecked) private(set) var hasIdentityTransform = true

    /// The animations attached to this layer, in the order they were added: those added with
    /// `add(_:forKey:)`, implicit ones and view animations alike (CALayer+Animation.swift).
    /// Hit-testing asks every view it passes whether this is empty.
    @exclusivity(unchecked) var addedAnimations: [AddedAnimation] = []

    /// What few layers use (added sublayers, a drawing, contents, explicit animations), made on
    /// first use so that a view's layer without them stays small (LayerExtras.swift).
    @exclusivity(unchecked) var extras: LayerExtras?

    /// Makes a standalone layer.
    public override init() {
        super.init()
    }

    /// Makes the layer of a view, which waits for its first display.
    init(backingView: ()) {
        super.init()
        needsDisplayFlag = true
    }

    /// Makes a copy of `layer` (used for presentation layers): its geometry, appearance and content.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        if let extras = other.extras { self.extras = extras.copyForPresentation() }
        boundsStorage = other.boundsStorage
        positionStorage = other.positionStorage
        anchorPointStorage = other.anchorPointStorage
        transformStorage = other.transformStorage
        hasIdentityTransform = other.hasIdentityTransform  // observers do not run in an initialiser
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        backgroundColor = other.backgroundColor
        name = other.name
    }

    /// The layer's own coordinate space; its size is the view's size. Non-finite values are refused.
    open var bounds: CGRect {
        get { boundsStorage }
        set {
            guard CALayer.checkFinite(newValue),
                  checkFrameIsFinite(bounds: newValue, change: "bounds \(CALayer.messageText(newValue))") else { return }
            willChangeAnimatableValue(for: .bounds)
            let old = boundsStorage
            boundsStorage = newValue
            if let delegate {
                delegate.layerBoundsDidChange(from: old)
            } else if needsDisplayOnBoundsChange, old.size != newValue.size {
                setNeedsDisplay()
            }
        }
    }

    /// Where the anchor point sits in the superlayer's space; for a view, its `center`.
    open var position: CGPoint {
        get { positionStorage }
        set {
            guard CALayer.checkFinite(newValue),
                  checkFrameIsFinite(position: newValue, change: "position \(CALayer.messageText(newValue))") else { return }
            willChangeAnimatableValue(for: .position)
            positionStorage = newValue
            delegate?.layerGeometryDidChange()
        }
    }

    /// The point, in unit coordinates of the bounds, that `position` refers to and that transforms
    /// turn around; (0.5, 0.5), the centre, by default.
    open var anchorPoint: CGPoint {
        get { anchorPointStorage }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                Headless.reportViolation("CALayer anchorPoint contains NaN: [\(formatNumber(newValue.x)) \(formatNumber(newValue.y))]",
                                         exceptionName: "CALayerInvalidGeometry")
                return
            }
            guard checkFrameIsFinite(anchorPoint: newValue, change: "anchorPoint \(CALayer.messageText(newValue))") else { return }
            willChangeLayerProperty("anchorPoint")
            anchorPointStorage = newValue
            delegate?.layerGeometryDidChange()
        }
    }

    /// The layer's transform about its anchor point, as `affineTransform()` reads it.
    open func affineTransform() -> CGAffineTransform { transformStorage }

    /// Sets the transform; a transform with a non-finite entry is refused.
    open func setAffineTransform(_ transform: CGAffineTransform) {
        guard CALayer.checkFinite(transform),
              checkFrameIsFinite(transform: transform, change: "transform \(CALayer.messageText(transform))") else { return }
        willChangeAnimatableValue(for: .transform)
        transformStorage = transform
        delegate?.layerGeometryDidChange()
    }

    /// The frame in the superlayer's space: the bounding box of the bounds transformed about the anchor.
    open var frame: CGRect {
        get { CALayer.frame(bounds: boundsStorage, position: positionStorage,
                            anchorPoint: anchorPointStorage, transform: transformStorage) }
        set {
            guard let geometry = CALayer.geometry(forFrame: newValue, anchorPoint: anchorPointStorage,
                                                  transform: transformStorage, boundsOrigin: boundsStorage.origin)
            else { return }
            willChangeAnimatableValue(for: .position)
            willChangeAnimatableValue(for: .bounds)
            let old = boundsStorage
            positionStorage = geometry.position
            boundsStorage = geometry.bounds
            if let delegate {
                delegate.layerBoundsDidChange(from: old)
                delegate.layerGeometryDidChange()
            }
        }
    }

    /// The opacity, 0...1 (a view's `alpha`); values outside that range are clamped to it, as
    /// Core Animation documents, and NaN is refused (reported, nothing changes).
    open var opacity: Float {
        get { opacityStorage }
        set {
            guard let newValue = CALayer.checkedOpacity(newValue) else { return }
            willChangeAnimatableValue(for: .opacity)
            opacityStorage = newValue
            delegate?.layerAppearanceDidChange()
        }
    }

    /// Whether the layer is hidden (a view's `isHidden`).
    open var isHidden: Bool {
        get { isHiddenStorage }
        set { isHiddenStorage = newValue }
    }

    /// The stored opacity and hidden flag, which hit-testing reads for every view it passes.
    @exclusivity(unchecked) var opacityStorage: Float = 1
    @exclusivity(unchecked) var isHiddenStorage = false

    /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`).
    @exclusivity(unchecked) open var masksToBounds = false

    /// Whether the content waits to be drawn (a view's layer starts out waiting, to find out
    /// whether its view draws), and whether it is in the runtime's list of layers to display
    /// (CALayer+Display.swift), and what is known of whether its class draws (a verdict never
    /// changes once reached; the layer remembers it so that marking it costs no lookup).
    /// Declared here to fill the padding after the flags above.
    @exclusivity(unchecked) var needsDisplayFlag = false
    @exclusivity(unchecked) var isRegisteredForDisplay = false
    @exclusivity(unchecked) var drawingVerdict = DrawingVerdict.unknown
    /// The `CALayer.verdictGeneration` in which the layer last looked its class up and found no
    /// verdict; 0 for never (a layer out of a window is marked again and again before it displays).
    @exclusivity(unchecked) var unknownVerdictGeneration: UInt16 = 0

    /// The radius of the rounded corners; 0 by default. NaN or infinity is refused and logged
    /// ("CALayer cornerRadius nan is refused: it must be finite; 0 is kept"), a decision.
    open var cornerRadius: CGFloat = 0 {
        willSet { if newValue.isFinite { willChangeLayerProperty("cornerRadius") } }
        didSet { if !Headless.acceptsFinite(cornerRadius, kept: oldValue, for: "CALayer cornerRadius") { cornerRadius = oldValue } }
    }

    /// The width of the border, drawn inside the bounds above the content; 0 by default. NaN or
    /// infinity is refused and logged, as `cornerRadius`.
    open var borderWidth: CGFloat = 0 {
        willSet { if newValue.isFinite { willChangeLayerProperty("borderWidth") } }
        didSet { if !Headless.acceptsFinite(borderWidth, kept: oldValue, for: "CALayer borderWidth") { borderWidth = oldValue } }
    }

    /// The colour of the border; opaque black by default.
    open var borderColor: CGColor? = CALayer.defaultBorderColor {
        willSet { willChangeLayerProperty("borderColor") }
    }

    /// The default border colour, one immutable object shared by every layer rather than one
    /// made per layer (which cost every view 32 bytes).
    private static let defaultBorderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// The background colour; nil (transparent) by default.
    open var backgroundColor: CGColor? {
        willSet { willChangeAnimatableValue(for: .backgroundColor) }
    }

    /// A name for debugging.
    open var name: String?

    // MARK: - Sublayers (override points; the machinery is in CALayer+Sublayers.swift)

    /// The sublayers, back to front; nil when there are none. A view's layer lists its subviews'
    /// layers among the layers added to it. Setting it replaces the added layers.
    open var sublayers: [CALayer]? {
        get { let all = orderedSublayers(); return all.isEmpty ? nil : all }
        set { replaceAddedSublayers(with: newValue ?? []) }
    }

    /// The layer this one is a sublayer of: the superview's layer for a view's layer.
    open var superlayer: CALayer? { delegate?.superview?.layer ?? extras?.superlayer }

    /// Adds `layer` on top of the other sublayers, taking it from its superlayer first.
    open func addSublayer(_ layer: CALayer) {
        insertAddedSublayer(layer, at: nil)
    }

    /// Inserts `layer` at `idx` in `sublayers` (past the end: on top).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insertAddedSublayer(layer, at: Int(idx))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertAddedSublayer(layer, relativeTo: sibling, above: true)
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertAddedSublayer(layer, relativeTo: sibling, above: false)
    }

    /// Puts `newLayer` where `oldLayer` is and takes `oldLayer` out.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.extras?.superlayer === self, oldLayer !== newLayer else { return }
        insertAddedSublayer(newLayer, relativeTo: oldLayer, above: true)
        oldLayer.removeFromSuperlayer()
    }

    /// Takes the layer out of its superlayer; a view's layer takes its view out of its superview.
    open func removeFromSuperlayer() {
        detachFromSuperlayer()
    }

    // MARK: - Display (override points; the machinery is in CALayer+Display.swift)

    /// Marks the content for redrawing on the next run loop turn (a view's layer: with the view's
    /// `draw(_:)`), once however often it is marked. A layer out of a window waits until it is in one.
    open func setNeedsDisplay() {
        markNeedsDisplay(in: nil)
    }

    /// Marks the part `r` of the content for redrawing.
    open func setNeedsDisplay(_ r: CGRect) {
        markNeedsDisplay(in: r)
    }

    /// Whether the content is marked for redrawing.
    open func needsDisplay() -> Bool { needsDisplayFlag && !CALayer.isKnownNotToDraw(self) }

    /// Redraws now if marked.
    open func displayIfNeeded() {
        if needsDisplay() { display() }
    }

    /// Redraws the content now: records what `draw(in:)` (a view's `draw(_:)`) paints.
    open func display() {
        recordDisplay()
    }

    /// Draws the layer's content into `ctx`; does nothing by default. Override it in a layer
    /// subclass that draws itself (`setNeedsDisplay()` asks for it).
    open func draw(in ctx: CGContext) {
        ctx.noteDefaultDrawing()
    }

    /// Whether a change of the bounds' size marks the content for redrawing; false by default.
    open var needsDisplayOnBoundsChange: Bool {
        get { extras?.needsDisplayOnBoundsChange ?? false }
        set { makeExtras().needsDisplayOnBoundsChange = newValue }
    }

    /// The layer's content image (a `CGImage`, as from `UIImage.cgImage`), drawn filling the bounds.
    open var contents: Any? {
        get { extras?.contents }
        set { makeExtras().contents = newValue }
    }

    /// Draws the content particular to the layer's class into a picture (a shape layer's path, a
    /// gradient layer's colours), in bounds coordinates; nothing for a plain layer.
    func drawSVGLayerContent(in context: SVGDrawingContext) {}

    /// Adds the layer's fields to its dump line; a subclass calls `super` and appends its own.
    func appendLayerDescriptionFields(to fields: inout [String]) {
        appendStandardLayerDescriptionFields(to: &fields)
    }

    /// The value of the animatable property `key` (one name, no dots: `"opacity"`, `"position"`);
    /// nil for another key. A layer subclass adds its own properties (CALayer+KeyPaths.swift).
    func animatableValue(forKey key: String) -> AnimatableValue? {
        layerAnimatableValue(forKey: key)
    }

    /// Sets the animatable property `key`; false when it is not one of this class.
    @discardableResult
    func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        setLayerAnimatableValue(value, forKey: key)
    }

    // MARK: - Actions (override points; the machinery is in CALayer+Actions.swift)

    /// The action for a change of the property `event`: for a view's layer, what the view's
    /// `action(for:forKey:)` gives (no action outside animation blocks); else the layer's
    /// `actions` entry (`NSNull` turns the animation off), else `defaultAction(forKey:)`.
    open func action(forKey event: String) -> CAAction? {
        standardAction(forKey: event)
    }

    /// The implicit animation of the property `event`: a basic animation of that key path for an
    /// animatable property, nil for another key.
    open class func defaultAction(forKey event: String) -> CAAction? {
        standardDefaultAction(forKey: event)
    }

    /// The actions by property, consulted before the default ones; `NSNull` disables one.
    open var actions: [String: CAAction]? {
        get { extras?.actions }
        set { makeExtras().actions = newValue }
    }

    /// Whether `p`, in the layer's own coordinates, lies in its bounds (the minimum edges in,
    /// the maximum ones out), as Core Animation's `contains(_:)`.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    // MARK: - Presentation (the machinery is in CALayer+Animation.swift)

    /// A copy of the layer as it is shown now, as Core Animation's `presentation()`: the model
    /// values with each attached animation's value at `Headless.now` written over its property,
    /// view animations among them; of the layer's own class. Never nil for `CALayer`,
    /// `CAShapeLayer` and `CAGradientLayer` (no render pass is needed here); nil for a layer
    /// whose class is declared outside this package (see `presentationValue(forKeyPath:)`).
    open func presentation() -> Self? {
        presentationLayer() as? Self
    }

    /// The layer with the model values: for a presentation copy, the layer it was made from;
    /// for any other layer, the layer itself, as Core Animation's `model()`.
    open func model() -> Self {
        extras?.modelLayer as? Self ?? self
    }

    /// A copy of the layer for `presentation()`: of the layer's own class for the built-in classes.
    func makePresentationCopy() -> CALayer {
        CALayer(layer: self)
    }

    /// Makes the layer a view of this class backs; each built-in layer class returns its own kind.
    class func makeViewBackingLayer() -> CALayer {
        CALayer(backingView: ())
    }
}

// UITargetedPreview.swift: what a context menu lifts and where: the view (UITargetedPreview), how
// it is drawn (UIPreviewParameters) and the container and centre it sits at (UIPreviewTarget).

/// How a preview is drawn, as UIKit's `UIPreviewParameters`
/// (https://developer.apple.com/documentation/uikit/uipreviewparameters).
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject, @preconcurrency NSCopying {
    /// The colour behind the preview; setting nil restores the default, the system background
    /// colour (a guess: Docs/Differences.md).
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? .systemBackground }
        set { backgroundColorStorage = newValue }
    }
    private var backgroundColorStorage: UIColor?
    /// The portion of the view to show, in the view's coordinates; nil shows all of it. A lifted
    /// view is clipped to it and its platter is its bounds' size.
    open var visiblePath: UIBezierPath?
    /// The path of the preview's shadow; nil uses ``visiblePath``. A lifted view's platter
    /// carries it as its layer's `shadowPath`; pictures draw no shadows.
    open var shadowPath: UIBezierPath?

    /// The rectangles of the lines of text the preview shows (`init(textLineRects:)`), in the
    /// view's coordinates; kept, not drawn: the platter is not shaped by them (Docs/Differences.md).
    private(set) var textLineRects: [NSValue]?

    /// Default parameters: the default background, the whole view visible.
    public required override init() {
        super.init()
    }

    /// Parameters for a preview of lines of text: `textLineRects` (`CGRect`s in `NSValue`s, in
    /// the previewed view's coordinates) are kept; the platter here is not shaped by them.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        self.textLineRects = textLineRects
    }

    /// A copy of the same class with the same colour, (copied) paths and text line rectangles.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.backgroundColorStorage = backgroundColorStorage
        copy.visiblePath = visiblePath?.copy() as? UIBezierPath
        copy.shadowPath = shadowPath?.copy() as? UIBezierPath
        copy.textLineRects = textLineRects
        return copy
    }
}

/// Where a preview sits, as UIKit's `UIPreviewTarget`
/// (https://developer.apple.com/documentation/uikit/uipreviewtarget): a container view and the
/// point in it at which the preview's centre goes, with a transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject, @preconcurrency NSCopying {
    /// The view the preview is placed in.
    public let container: UIView
    /// Where the preview's centre goes, in `container`'s coordinates.
    public let center: CGPoint
    /// The transform applied to the preview there.
    public let transform: CGAffineTransform

    /// A target at `center` of `container`, with `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// A target at `center` of `container`, untransformed.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }

    /// Targets are immutable: the copy is the target itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A view a context menu lifts (or returns to), as UIKit's `UITargetedPreview`
/// (https://developer.apple.com/documentation/uikit/uitargetedpreview): the view, its
/// parameters, and the target it sits at.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject, @preconcurrency NSCopying {
    /// The view shown.
    public let view: UIView
    /// How it is drawn (a copy of the parameters given).
    public let parameters: UIPreviewParameters
    /// Where it sits.
    public let target: UIPreviewTarget

    /// A preview of `view` drawn with `parameters` at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters.copy() as? UIPreviewParameters ?? parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` where it is in its window (its superview, at its centre), drawn with
    /// `parameters`. The view must be in a window: UIKit raises otherwise (reported here, and the
    /// preview is then targeted at where the view is in its superview, or at the view itself).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        if view.window == nil {
            Headless.reportViolation("UITargetedPreview: When not supplying a UIPreviewTarget, the view must be in a window. View: \(view)",
                                     exceptionName: "NSInvalidArgumentException")
        }
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center, transform: view.transform))
    }

    /// A preview of `view` where it is in its window, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The size of the preview: the visible path's bounds when set, else the view's.
    open var size: CGSize {
        parameters.visiblePath?.bounds.size ?? view.bounds.size
    }

    /// The same view and parameters at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    /// Previews are immutable: the copy is the preview itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The preview's frame in `window`'s coordinates: its size centred where its visible part's
    /// middle goes (transform not counted).
    func frame(in window: UIWindow) -> CGRect {
        let center = visibleCenter(in: window)
        let size = self.size
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the preview goes in `view`'s coordinates: the middle of its visible part, the
    /// preview's size and the target's transform (not composed with the container's own); nil
    /// when the target's container is in no window.
    func placement(in view: UIView) -> (center: CGPoint, size: CGSize, transform: CGAffineTransform)? {
        guard target.container.window != nil else { return nil }
        return (visibleCenter(in: view), size, target.transform)
    }

    /// Where the middle of the visible part goes, in `view`'s coordinates: the target's centre
    /// is where the view's middle goes, so a visible path off the view's middle sits off the
    /// target's centre by as much (through the target's transform).
    func visibleCenter(in view: UIView) -> CGPoint {
        let center = target.container.convert(target.center, to: view)
        guard let path = parameters.visiblePath else { return center }
        let bounds = self.view.bounds
        let offset = CGSize(width: path.bounds.midX - bounds.midX, height: path.bounds.midY - bounds.midY)
            .applying(target.transform)
        return CGPoint(x: center.x + offset.width, y: center.y + offset.height)
    }
}

// UIGraphicsImageRenderer.swift: UIKit's graphics renderers: a format, a context handed to the
// drawing block, and images whose content is what the block recorded.

/// The attributes of a graphics renderer's context, as UIKit's `UIGraphicsRendererFormat`.
open class UIGraphicsRendererFormat: NSObject {
    /// Makes a format with the default attributes.
    public required override init() {
        super.init()
    }

    /// A format with the attributes the device supports best (here the defaults).
    open class func `default`() -> Self { self.init() }

    /// The format best for the main screen now (here the defaults).
    open class func preferred() -> Self { self.init() }

    /// The bounds of the renderer using the format (zero until a renderer sets it).
    open internal(set) var bounds: CGRect = .zero
}

/// The attributes of an image renderer, as UIKit's `UIGraphicsImageRendererFormat`: the scale
/// (the main screen's by default) and whether the image is opaque (kept, without effect).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range of the images; kept, without effect.
    public enum Range: Int, Sendable {
        /// Chosen by the system (the default).
        case automatic = 0
        /// Extended range.
        case extended = 1
        /// Standard range.
        case standard = 2
    }

    /// Pixels per point of the images: the main screen's scale by default.
    open var scale: CGFloat = ImageCache.screenScale

    /// Whether the images are opaque; false by default, kept without effect.
    open var opaque = false

    /// The colour range of the images; `.automatic` by default, kept without effect.
    open var preferredRange = Range.automatic

    /// Makes a format with the main screen's scale, not opaque.
    public required init() {
        super.init()
    }
}

/// The context a renderer hands to its drawing block, as UIKit's `UIGraphicsRendererContext`.
open class UIGraphicsRendererContext: NSObject {
    /// The CoreGraphics context the block paints into (also `UIGraphicsGetCurrentContext()`).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour and `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect` with `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// The context of an image renderer, as UIKit's `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The size of the images in points.
    let size: CGSize

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.size = size
        super.init(cgContext: cgContext, format: format)
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        let scale = (format as? UIGraphicsImageRendererFormat)?.scale ?? 1
        return UIImage(drawing: cgContext.commands, size: size, scale: scale)
    }
}

/// A renderer's bounds and format, as UIKit's `UIGraphicsRenderer`.
open class UIGraphicsRenderer: NSObject {
    /// The format the renderer's contexts have.
    public let format: UIGraphicsRendererFormat

    /// Makes a renderer over `bounds` with `format` (its `bounds` becomes these).
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.format = format
        format.bounds = bounds
        super.init()
    }

    /// Makes a renderer over `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat.default())
    }

    /// Whether the renderer makes images; true.
    open var allowsImageOutput: Bool { true }
}

/// A renderer of images, as UIKit's `UIGraphicsImageRenderer`: `image(actions:)` runs the block
/// with a recording context (current for `UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()`
/// and kin) and returns an image of the renderer's size and scale whose content is what was
/// drawn, shown wherever the image is drawn (an image view, another drawing, a picture).
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The image format.
    private var imageFormat: UIGraphicsImageRendererFormat {
        format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
    }

    /// Makes a renderer of images of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.default())
    }

    /// Makes a renderer of images of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Makes a renderer of images of `bounds.size` with `format`; drawing at `bounds.origin`
    /// lands at the images' top-left corner.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// Makes a renderer of images of `bounds.size` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    /// Runs `actions` with a fresh context and returns the image of what it drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let bounds = format.bounds.standardized
        let context = CGContext(bounds: CGRect(origin: .zero, size: bounds.size))
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: imageFormat, size: bounds.size)
        GraphicsContextStack.withContext(context) { actions(rendererContext) }
        return UIImage(drawing: context.commands, size: bounds.size, scale: imageFormat.scale)
    }
}

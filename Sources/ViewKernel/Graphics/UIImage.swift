// UIImage.swift: images as data with a size and a scale; no pixel is ever decoded.

/// The file an image was read from: its bytes, format, pixel size and the name it was asked for.
/// Shared by every image made from it (resizable variants, cache hits).
final class ImageSource: Sendable {
    let name: String?
    let data: Data
    let header: ImageHeader

    init(name: String?, data: Data, header: ImageHeader) {
        self.name = name; self.data = data; self.header = header
    }
}

/// An image, as UIKit's `UIImage`: a size in points, a scale, and, for resizable images, cap
/// insets and a resizing mode.
///
/// The size and scale come from the file's header (PNG, JPEG, GIF); pixels are never decoded, so
/// an image is its bytes plus what the header says. `size` is the pixel size divided by `scale`.
/// Images are immutable: `resizableImage(...)` and `stretchableImage(...)` return new images that
/// share the same data.
open class UIImage: NSObject, @unchecked Sendable {
    /// The file behind the image; nil for `UIImage()`.
    let source: ImageSource?

    /// Pixels per point: 2 for an `@2x` file, the `scale` given to `init(data:scale:)`, else 1.
    public let scale: CGFloat

    /// The insets that mark the fixed corners and edges of a resizable image; zero otherwise.
    public let capInsets: UIEdgeInsets

    /// How the resizable middle fills extra space: `.tile` (UIKit's default) or `.stretch`.
    public let resizingMode: ResizingMode

    /// Whether the image was made by `resizableImage(...)` or `stretchableImage(...)`; a plain image
    /// is stretched whole when drawn larger. Package-visible so an image view's dump can show the caps.
    package let isResizable: Bool

    /// The system symbol the image draws (`UIImage(systemName:)`), or nil (UIImage+Symbols.swift).
    package let symbol: SymbolImage?

    /// What a graphics renderer drew into the image, and its size; nil for images from files.
    let drawing: ImageDrawing?

    /// Whether the pixels are mirrored left to right (`withHorizontallyFlippedOrientation()`,
    /// orientation `.upMirrored`); package-visible for pictures (UIImage+Direction.swift).
    package let isHorizontallyFlipped: Bool

    /// Whether a view running right to left draws the image mirrored
    /// (`imageFlippedForRightToLeftLayoutDirection()`).
    package let flipsForRightToLeft: Bool

    /// How the image uses its colours: `.automatic` unless made by `withRenderingMode(_:)` or
    /// `withTintColor(_:renderingMode:)` (UIImage+RenderingMode.swift).
    public let renderingMode: RenderingMode

    /// The colour given by `withTintColor(_:)`; a symbol is drawn in it whatever the view's tint.
    package let tintColorOverride: UIColor?

    /// The asset holding this image's variants for other traits (set when the image is registered
    /// with a ``UIImageAsset``); nil for a lone image (UIImageAsset.swift).
    public internal(set) var imageAsset: UIImageAsset?

    /// A label that describes the image to assistive apps (UIKit's `UIAccessibility` property on
    /// every object); nil by default. VoiceOver reads it where the image is a text attachment.
    open var accessibilityLabel: String?

    /// Makes an image from its parts; the public initialisers and the resizing methods go through it.
    init(source: ImageSource?, scale: CGFloat, capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile,
         isResizable: Bool = false, symbol: SymbolImage? = nil, drawing: ImageDrawing? = nil,
         isHorizontallyFlipped: Bool = false, flipsForRightToLeft: Bool = false,
         renderingMode: RenderingMode = .automatic, tintColorOverride: UIColor? = nil) {
        self.renderingMode = renderingMode
        self.tintColorOverride = tintColorOverride
        self.source = source
        self.symbol = symbol
        self.drawing = drawing
        self.isHorizontallyFlipped = isHorizontallyFlipped
        self.flipsForRightToLeft = flipsForRightToLeft
        self.scale = scale
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.isResizable = isResizable
        super.init()
    }

    /// Makes an empty image: zero size, scale 1, no data.
    public override convenience init() {
        self.init(source: nil, scale: 1)
    }

    /// Makes an image from PNG, JPEG or GIF data at scale 1; nil when the data is not a complete
    /// image of those formats.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Makes an image from PNG, JPEG or GIF data at `scale` (size = pixels / scale); nil when the
    /// data is not a complete image of those formats. A scale that is not positive counts as 1.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let header = ImageHeader.parse(data) else { return nil }
        self.init(source: ImageSource(name: nil, data: data, header: header), scale: UIImage.validScale(scale))
    }

    /// Reads the image file at `path`, taking the scale from an `@2x`/`@3x` suffix of its name as
    /// UIKit does; nil when the file is missing or not a complete PNG, JPEG or GIF. Not cached.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let header = ImageHeader.parse(data) else { return nil }
        let fileName = (path as NSString).lastPathComponent
        let baseName = (fileName as NSString).deletingPathExtension
        let scale = UIImage.scaleSuffix(of: baseName)?.scale ?? 1
        self.init(source: ImageSource(name: fileName, data: data, header: header), scale: scale)
    }

    /// The size in points: the pixel size divided by `scale`; zero for an empty image.
    open var size: CGSize {
        if let symbol { return symbol.size }
        if let drawing { return drawing.size }
        guard let header = source?.header else { return .zero }
        return CGSize(width: CGFloat(header.pixelWidth) / scale, height: CGFloat(header.pixelHeight) / scale)
    }

    /// The name the image was loaded by (`UIImage(named:)`'s argument, or the file name of
    /// `init(contentsOfFile:)`); nil for images made from data. Used by dumps.
    package var sourceName: String? { source?.name }

    /// The bytes of the file, for pictures to embed; nil for an empty image.
    package var sourceData: Data? { source?.data }

    /// The format of the file; nil for an empty image.
    package var sourceFormat: ImageFormat? { source?.header.format }

    /// How a dump names the image: `'icon' {32, 32}`, or `{32, 32}` when it has no name.
    package var dumpSummary: String {
        let size = "{\(formatNumber(self.size.width)), \(formatNumber(self.size.height))}"
        if let symbol { return "symbol(\(symbol.name)) \(size)" }
        guard let name = sourceName else { return size }
        return "'\(name)' \(size)"
    }

    /// A positive, finite scale, or 1, reported: an image scaled by 0, a negative number or NaN
    /// would have an infinite, negative or NaN size.
    static func validScale(_ scale: CGFloat) -> CGFloat {
        if scale.isFinite && scale > 0 { return scale }
        let message = "UIImage scale \(formatNumber(scale)) is not a positive, finite number; 1 is used"
        // Images may be made on any thread; the report goes through the main actor's channel when
        // made there, else to standard error as the device's console would show it.
        if !MainActorCheck.runIfOnMainActor({ Headless.reportLoggedProblem(message) }) {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        return 1
    }

    /// The `@Nx` suffix of a file's base name: the name without it and the scale it gives.
    static func scaleSuffix(of baseName: String) -> (name: String, scale: CGFloat)? {
        for factor in 1...3 where baseName.hasSuffix("@\(factor)x") {
            return (String(baseName.dropLast(3)), CGFloat(factor))
        }
        return nil
    }

    // MARK: - Equality and description

    /// Images are equal when they come from the same loaded file (as repeated `UIImage(named:)`
    /// calls do, which return one cached image on iOS) with the same scale and resizing.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        if other === self { return true }
        guard isHorizontallyFlipped == other.isHorizontallyFlipped, flipsForRightToLeft == other.flipsForRightToLeft else {
            return false
        }
        if let symbol, let otherSymbol = other.symbol { return symbol == otherSymbol }
        if let drawing, drawing === other.drawing {
            return scale == other.scale && capInsets == other.capInsets && resizingMode == other.resizingMode
        }
        guard let source, let otherSource = other.source, source === otherSource else { return false }
        return scale == other.scale && capInsets == other.capInsets && resizingMode == other.resizingMode
            && isResizable == other.isResizable
    }

    /// A hash consistent with `isEqual`.
    open override var hash: Int {
        if let symbol { return symbol.hashValue }
        if let drawing { return ObjectIdentifier(drawing).hashValue }
        guard let source else { return ObjectIdentifier(self).hashValue }
        return ObjectIdentifier(source).hashValue
    }

    /// `<UIImage: named(icon) {32, 32}>`, plus the cap insets and mode of a resizable image; no
    /// memory address.
    open override var description: String {
        var text = "<UIImage: "
        if let symbol {
            text += "symbol(\(symbol.name)) "
        } else if let name = sourceName {
            text += "named(\(name)) "
        } else {
            text += "anonymous "
        }
        text += "{\(formatNumber(size.width)), \(formatNumber(size.height))}"
        if isResizable {
            text += " capInsets = \(capInsets) resizingMode = \(resizingMode == .tile ? "tile" : "stretch")"
        }
        return text + ">"
    }
}

extension UIImage {
    /// How the resizable middle of an image fills extra space, with UIKit's raw values.
    public enum ResizingMode: Int, Sendable, CaseIterable {
        /// The middle is repeated at its natural size (the default of `resizableImage(withCapInsets:)`).
        case tile = 0
        /// The middle is stretched.
        case stretch = 1
    }
}

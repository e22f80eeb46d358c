// UIImage+Drawing.swift: images made by drawing (what a renderer or image context recorded),
// their CoreGraphics image, and drawing an image into the current context.

/// What was drawn into an image by a renderer or a legacy image context, and the image's size
/// in points. Immutable, shared by the image's resizable variants.
final class ImageDrawing: Sendable {
    let commands: [DrawingCommand]
    let size: CGSize

    init(commands: [DrawingCommand], size: CGSize) {
        self.commands = commands
        self.size = size
    }
}

extension UIImage {
    /// Makes an image of what was drawn: `size` in points at `scale`.
    convenience init(drawing commands: [DrawingCommand], size: CGSize, scale: CGFloat) {
        self.init(source: nil, scale: UIImage.validScale(scale),
                  drawing: ImageDrawing(commands: commands, size: CGSize(width: max(0, size.width),
                                                                         height: max(0, size.height))))
    }

    /// Makes an image from a CoreGraphics image at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Makes an image from a CoreGraphics image at `scale` (its size is the pixel size divided by
    /// the scale). Only `.up` is supported: other orientations are kept as `.up`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let image = cgImage.image
        let resolved = UIImage.validScale(scale)
        if let drawing = image.drawing {
            let pixels = CGSize(width: drawing.size.width * image.scale, height: drawing.size.height * image.scale)
            self.init(source: nil, scale: resolved, drawing: ImageDrawing(
                commands: drawing.commands,
                size: CGSize(width: pixels.width / resolved, height: pixels.height / resolved)))
        } else {
            self.init(source: image.source, scale: resolved)
        }
    }

    /// The CoreGraphics image behind this one; nil for an image with neither a file nor a drawing
    /// (`UIImage()`).
    public var cgImage: CGImage? {
        guard source != nil || drawing != nil else { return nil }
        return CGImage(image: self)
    }

    /// What was drawn into an image made by `UIGraphicsImageRenderer` or a legacy image context,
    /// in the image's point coordinates; empty for an image read from a file.
    /// A headless addition (not UIKit API).
    public var drawingCommands: [DrawingCommand] {
        drawing?.commands ?? []
    }

    /// Draws the image at its size with its top-left corner at `point`, into the current context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size at `point` with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled into `rect` (a resizable image by its caps), the right way up,
    /// into the current context; does nothing without one.
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.recordImage(self, in: rect, flipped: false)
    }

    /// Draws the image into `rect` with `blendMode` (recorded) and `alpha` multiplied in.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.recordImage(self, in: rect, flipped: false, alpha: alpha, blendMode: blendMode)
    }

    /// How an image's pixels are turned, with UIKit's raw values.
    public enum Orientation: Int, Sendable {
        /// The pixels as stored (the default).
        case up = 0
        /// Turned half a turn.
        case down = 1
        /// Turned a quarter turn counterclockwise.
        case left = 2
        /// Turned a quarter turn clockwise.
        case right = 3
        /// Mirrored horizontally.
        case upMirrored = 4
        /// Turned half a turn and mirrored.
        case downMirrored = 5
        /// Turned counterclockwise and mirrored.
        case leftMirrored = 6
        /// Turned clockwise and mirrored.
        case rightMirrored = 7
    }

    /// How the image's pixels are turned: `.upMirrored` for an image from
    /// `withHorizontallyFlippedOrientation()`, else `.up` (files are not read for their orientation).
    public var imageOrientation: Orientation { isHorizontallyFlipped ? .upMirrored : .up }
}

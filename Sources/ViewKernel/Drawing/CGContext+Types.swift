// CGContext+Types.swift: the small CoreGraphics types a graphics context's state is made of:
// line caps and joins, drawing modes, blend modes, and a minimal `CGImage`.

#if !canImport(Darwin)
/// How the ends of stroked lines are drawn, with CoreGraphics' raw values.
public enum CGLineCap: Int32, Sendable {
    /// Squared off at the end point (the default).
    case butt = 0
    /// A half circle beyond the end point.
    case round = 1
    /// Squared off half the line width beyond the end point.
    case square = 2
}

/// How the joins of stroked lines are drawn, with CoreGraphics' raw values.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, bevelled beyond the miter limit (the default).
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A corner cut off square.
    case bevel = 2
}

/// What `drawPath(using:)` paints, with CoreGraphics' raw values.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills by the non-zero winding rule.
    case fill = 0
    /// Fills by the even-odd rule.
    case eoFill = 1
    /// Strokes.
    case stroke = 2
    /// Fills by the non-zero winding rule, then strokes.
    case fillStroke = 3
    /// Fills by the even-odd rule, then strokes.
    case eoFillStroke = 4
}

/// How painted marks combine with what is under them, with CoreGraphics' raw values. Recorded;
/// pictures draw every mode as `.normal`.
public enum CGBlendMode: Int32, Sendable {
    /// Paints over what is under.
    case normal = 0
    /// Multiplies the colours.
    case multiply = 1
    /// Multiplies the inverses.
    case screen = 2
    /// Multiplies or screens by the background.
    case overlay = 3
    /// Keeps the darker colour.
    case darken = 4
    /// Keeps the lighter colour.
    case lighten = 5
    /// Brightens the background.
    case colorDodge = 6
    /// Darkens the background.
    case colorBurn = 7
    /// Darkens or lightens softly.
    case softLight = 8
    /// Multiplies or screens by the source.
    case hardLight = 9
    /// Subtracts the darker from the lighter.
    case difference = 10
    /// A softer difference.
    case exclusion = 11
    /// The source's hue.
    case hue = 12
    /// The source's saturation.
    case saturation = 13
    /// The source's hue and saturation.
    case color = 14
    /// The source's luminosity.
    case luminosity = 15
    /// Clears.
    case clear = 16
    /// Replaces what is under.
    case copy = 17
    /// The source where the background is.
    case sourceIn = 18
    /// The source where the background is not.
    case sourceOut = 19
    /// The source over the background, only where the background is.
    case sourceAtop = 20
    /// The background over the source.
    case destinationOver = 21
    /// The background where the source is.
    case destinationIn = 22
    /// The background where the source is not.
    case destinationOut = 23
    /// The background over the source, only where the source is.
    case destinationAtop = 24
    /// Either, not both.
    case xor = 25
    /// Adds, darkening.
    case plusDarker = 26
    /// Adds, lightening.
    case plusLighter = 27
}

/// How smoothly images are scaled, with CoreGraphics' raw values; kept, without effect.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default.
    case `default` = 0
    /// No smoothing.
    case none = 1
    /// Fast smoothing.
    case low = 2
    /// The best smoothing.
    case high = 3
    /// Medium smoothing.
    case medium = 4
}

/// A bitmap image, as CoreGraphics' `CGImage`: here the pixel size of a `UIImage`'s file or
/// drawing, which it stands for when drawn into a context. No pixel is ever decoded.
public final class CGImage: Equatable, @unchecked Sendable {
    /// The image it came from (at its own scale).
    let image: UIImage

    /// Makes the CoreGraphics image of `image`.
    init(image: UIImage) {
        self.image = image
    }

    /// The width in pixels. A drawing of NaN points has 0; one of more pixels than an Int holds
    /// (1e300 points, infinity) has `Int.max`, where CoreGraphics would have made no image.
    public var width: Int { Int(clampingFloat: (image.size.width * image.scale).rounded()) }

    /// The height in pixels, as ``width``.
    public var height: Int { Int(clampingFloat: (image.size.height * image.scale).rounded()) }

    /// Images are equal when they stand for equal `UIImage`s.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs.image.isEqual(rhs.image) }
}
#endif

// DrawingCommand.swift: what a recording graphics context keeps of each thing painted into it,
// with the graphics state of that moment, for tests to read and pictures to draw.

/// One mark painted into a recording graphics context: a path filled or stroked, an image, a
/// run of text, a cleared rectangle, each with the graphics state it was painted with.
///
/// Nothing is rasterized: `view.drawingCommands` (what the view's last `draw(_:)` painted) and
/// `image.drawingCommands` (what a `UIGraphicsImageRenderer` drew) are lists of these, and
/// `renderSVG()` turns them into SVG. Coordinates are the context's base space: a view's bounds
/// coordinates, an image renderer's bounds.
public struct DrawingCommand: Sendable, Equatable, CustomStringConvertible {
    /// What was painted.
    public enum Operation: Sendable, Equatable {
        /// ``DrawingCommand/path`` filled with ``DrawingCommand/color`` by the fill rule.
        case fill(CGPathFillRule)
        /// ``DrawingCommand/path`` stroked with ``DrawingCommand/color`` and the line settings.
        case stroke
        /// ``DrawingCommand/rect`` made transparent (`CGContext.clear(_:)`).
        case clear
        /// The image drawn into ``DrawingCommand/rect``; `flipped` when drawn upside down, as
        /// `CGContext.draw(_:in:)` draws a `CGImage` in UIKit's flipped coordinates.
        case image(UIImage, flipped: Bool)
        /// Text laid out in ``DrawingCommand/rect`` (`NSString.draw(in:withAttributes:)` and
        /// kin): the lines, in user space.
        case text(TextLayout)
    }

    /// What was painted.
    public let operation: Operation
    /// The area painted, in base coordinates: the filled or stroked path (the current transform
    /// applied when it was built), or the outline of the image, text or cleared rectangle.
    public let path: CGPath
    /// For images, text and clears, the rectangle in user space (``transform`` maps it to base
    /// coordinates); for paths, the path's bounding box in base coordinates.
    public let rect: CGRect
    /// The fill colour of a fill, the stroke colour of a stroke; nil for other operations.
    public let color: CGColor?
    /// The stroke width in user space (1 unless set).
    public let lineWidth: CGFloat
    /// The line ends (butt unless set).
    public let lineCap: CGLineCap
    /// The line joins (miter unless set).
    public let lineJoin: CGLineJoin
    /// The miter limit (10 unless set).
    public let miterLimit: CGFloat
    /// Where the dash pattern starts.
    public let lineDashPhase: CGFloat
    /// The dash pattern (empty: a solid line).
    public let lineDashLengths: [CGFloat]
    /// The current transformation matrix from user space to base coordinates when painted.
    public let transform: CGAffineTransform
    /// The global alpha (`setAlpha(_:)`), multiplied into every colour.
    public let alpha: CGFloat
    /// The blend mode; pictures draw every mode as `.normal`.
    public let blendMode: CGBlendMode
    /// The clipping paths in effect, in base coordinates, each with its fill rule; the painted
    /// area is their intersection.
    public let clip: [Clip]
    /// The shadow in effect, if any.
    public let shadow: Shadow?

    /// One clipping path and the rule that decides its inside.
    public struct Clip: Sendable, Equatable {
        /// The path, in base coordinates.
        public let path: CGPath
        /// The fill rule of the clip.
        public let rule: CGPathFillRule
    }

    /// A shadow, as `setShadow(offset:blur:color:)` sets it (not transformed by the CTM).
    public struct Shadow: Sendable, Equatable {
        /// How far the shadow is offset.
        public let offset: CGSize
        /// The blur radius.
        public let blur: CGFloat
        /// The shadow colour; nil draws no shadow.
        public let color: CGColor?
    }

    /// `fill #ff0000 M 0 0 L 10 0 ...`, `stroke #0000ff width 2 M ...`, `image {32, 32} in (x y; w h)`,
    /// `text 'Hello' in (x y; w h)`, `clear (x y; w h)`: one line for logs and goldens.
    public var description: String {
        switch operation {
        case .fill(let rule):
            return "fill\(rule == .evenOdd ? " even-odd" : "") \(DrawingCommand.describe(color)) \(path)"
        case .stroke:
            return "stroke \(DrawingCommand.describe(color)) width \(formatNumber(lineWidth)) \(path)"
        case .clear:
            return "clear \(DrawingCommand.describe(rect))"
        case let .image(image, flipped):
            return "image \(image.dumpSummary)\(flipped ? " flipped" : "") in \(DrawingCommand.describe(rect))"
        case .text(let layout):
            return "text '\(layout.lineTexts.joined(separator: "\\n"))' in \(DrawingCommand.describe(rect))"
        }
    }

    /// `#rrggbb` or `#rrggbb/alpha`, or `none`.
    private static func describe(_ color: CGColor?) -> String {
        guard let color else { return "none" }
        let ui = UIColor(cgColor: color)
        // Clamped to 0...1 (NaN: 0), as pictures paint it, so that the log never shows "nan".
        let alpha = SVGMarkup.opacity(of: ui)
        return SVGMarkup.hexColor(ui) + (alpha < 1 ? "/" + formatNumber(alpha) : "")
    }

    /// `(x y; w h)`.
    private static func describe(_ rect: CGRect) -> String {
        "(\(formatNumber(rect.minX)) \(formatNumber(rect.minY)); \(formatNumber(rect.width)) \(formatNumber(rect.height)))"
    }
}

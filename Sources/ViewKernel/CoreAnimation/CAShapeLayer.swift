// CAShapeLayer.swift: a layer that draws a path, as Core Animation's `CAShapeLayer`: filled and
// stroked with its own colours and line settings, the stroke trimmed by strokeStart/strokeEnd.

/// The fill rule of a shape layer, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The line ends of a shape layer's stroke, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Rounded.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the width beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The line joins of a shape layer's stroke, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut off.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws `path` in its own coordinates, as Core Animation's `CAShapeLayer`: filled
/// with `fillColor` (opaque black by default), stroked with `strokeColor` (none by default),
/// the stroke drawn from `strokeStart` to `strokeEnd` of the path's length. Every property
/// but the rule, caps and joins animates (`"strokeEnd"` is the usual progress ring).
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates; nil (nothing drawn) by default.
    open var path: CGPath? { willSet { willChangeLayerProperty("path") } }
    /// The fill colour; opaque black by default, nil for no fill.
    open var fillColor: CGColor? = CGColor.black { willSet { willChangeLayerProperty("fillColor") } }
    /// The fill rule; `.nonZero` by default.
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke colour; nil (no stroke) by default.
    open var strokeColor: CGColor? { willSet { willChangeLayerProperty("strokeColor") } }
    /// Where the stroke starts, as a fraction 0...1 of the path's length; 0 by default.
    open var strokeStart: CGFloat = 0 { willSet { willChangeLayerProperty("strokeStart") } }
    /// Where the stroke ends, as a fraction 0...1 of the path's length; 1 by default.
    open var strokeEnd: CGFloat = 1 { willSet { willChangeLayerProperty("strokeEnd") } }
    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat = 1 {
        willSet { if newValue.isFinite { willChangeLayerProperty("lineWidth") } }
        didSet { if !Headless.acceptsFinite(lineWidth, kept: oldValue, for: "CAShapeLayer lineWidth") { lineWidth = oldValue } }
    }
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10 {
        willSet { if newValue.isFinite { willChangeLayerProperty("miterLimit") } }
        didSet { if !Headless.acceptsFinite(miterLimit, kept: oldValue, for: "CAShapeLayer miterLimit") { miterLimit = oldValue } }
    }
    /// The line ends; `.butt` by default.
    open var lineCap = CAShapeLayerLineCap.butt
    /// The line joins; `.miter` by default.
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// Where the dash pattern starts; 0 by default.
    open var lineDashPhase: CGFloat = 0 {
        willSet { if newValue.isFinite { willChangeLayerProperty("lineDashPhase") } }
        didSet { if !Headless.acceptsFinite(lineDashPhase, kept: oldValue, for: "CAShapeLayer lineDashPhase") { lineDashPhase = oldValue } }
    }
    /// The dash pattern; nil (solid) by default.
    open var lineDashPattern: [NSNumber]? {
        didSet {
            let lengths = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
            func text(_ pattern: [NSNumber]?) -> String {
                pattern.map { "[" + $0.map { formatNumber(CGFloat($0.doubleValue)) }.joined(separator: ", ") + "]" } ?? "nil"
            }
            if !Headless.acceptsFinite(lengths.allSatisfy(\.isFinite), text(lineDashPattern), kept: text(oldValue),
                                       for: "CAShapeLayer lineDashPattern") { lineDashPattern = oldValue }
        }
    }

    /// Makes a shape layer with no path.
    public override init() {
        super.init()
    }

    /// Makes a copy of `layer` (for presentation layers), its shape settings included.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    /// Makes the layer of a view whose `layerClass` is `CAShapeLayer`.
    override init(backingView: ()) {
        super.init(backingView: ())
    }

    override class func makeViewBackingLayer() -> CALayer {
        CAShapeLayer(backingView: ())
    }

    override func makePresentationCopy() -> CALayer {
        CAShapeLayer(layer: self)
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "path": return .path(path)
        case "fillColor": return .color(fillColor)
        case "strokeColor": return .color(strokeColor)
        case "strokeStart": return .scalar(strokeStart)
        case "strokeEnd": return .scalar(strokeEnd)
        case "lineWidth": return .scalar(lineWidth)
        case "miterLimit": return .scalar(miterLimit)
        case "lineDashPhase": return .scalar(lineDashPhase)
        default: return super.animatableValue(forKey: key)
        }
    }

    override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case let ("path", .path(p)): path = p
        case let ("fillColor", .color(c)): fillColor = c
        case let ("strokeColor", .color(c)): strokeColor = c
        case let ("strokeStart", .scalar(x)): strokeStart = x
        case let ("strokeEnd", .scalar(x)): strokeEnd = x
        case let ("lineWidth", .scalar(x)): lineWidth = x
        case let ("miterLimit", .scalar(x)): miterLimit = x
        case let ("lineDashPhase", .scalar(x)): lineDashPhase = x
        default: return super.setAnimatableValue(value, forKey: key)
        }
        return true
    }

    override func drawSVGLayerContent(in context: SVGDrawingContext) {
        context.drawShape(of: self)
    }

    override func appendLayerDescriptionFields(to fields: inout [String]) {
        super.appendLayerDescriptionFields(to: &fields)
        if let path { fields.append("path = \(CALayer.describe(path.boundingBox))") }
        if strokeStart != 0 { fields.append("strokeStart = \(formatNumber(strokeStart))") }
        if strokeEnd != 1 { fields.append("strokeEnd = \(formatNumber(strokeEnd))") }
    }
}

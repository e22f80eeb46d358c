// CAGradientLayer.swift: a layer that fills its bounds with a colour gradient, as Core
// Animation's `CAGradientLayer`.

/// The kind of gradient, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on the start point, reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point (pictures draw it as `.axial`).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient of `colors` (`CGColor`s) at `locations`
/// (evenly spread when nil), from `startPoint` to `endPoint` in unit coordinates of the bounds
/// (top centre to bottom centre by default), as Core Animation's `CAGradientLayer`. The colours,
/// locations and points animate.
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s; nil (nothing drawn) by default.
    open var colors: [Any]? { willSet { willChangeLayerProperty("colors") } }
    /// Where each colour is, as fractions 0...1 of the way; nil spreads them evenly.
    open var locations: [NSNumber]? { willSet { willChangeLayerProperty("locations") } }
    /// Where the gradient starts, in unit coordinates; (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) { willSet { willChangeLayerProperty("startPoint") } }
    /// Where the gradient ends, in unit coordinates; (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) { willSet { willChangeLayerProperty("endPoint") } }
    /// The kind of gradient; `.axial` by default.
    open var type = CAGradientLayerType.axial

    /// Makes a gradient layer without colours.
    public override init() {
        super.init()
    }

    /// Makes a copy of `layer` (for presentation layers), its gradient included.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// Makes the layer of a view whose `layerClass` is `CAGradientLayer`.
    override init(backingView: ()) {
        super.init(backingView: ())
    }

    override class func makeViewBackingLayer() -> CALayer {
        CAGradientLayer(backingView: ())
    }

    override func makePresentationCopy() -> CALayer {
        CAGradientLayer(layer: self)
    }

    /// The colours that are `CGColor`s.
    var gradientColors: [CGColor] {
        (colors ?? []).compactMap { $0 as? CGColor }
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "colors": return .colors(colors == nil ? nil : gradientColors)
        case "locations": return .numbers(locations?.map { CGFloat($0.doubleValue) })
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        default: return super.animatableValue(forKey: key)
        }
    }

    override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case let ("colors", .colors(c)): colors = c
        case let ("locations", .numbers(n)): locations = n?.map { NSNumber(value: Double($0)) }
        case let ("startPoint", .point(p)): startPoint = p
        case let ("endPoint", .point(p)): endPoint = p
        default: return super.setAnimatableValue(value, forKey: key)
        }
        return true
    }

    override func drawSVGLayerContent(in context: SVGDrawingContext) {
        context.drawGradient(of: self)
    }

    override func appendLayerDescriptionFields(to fields: inout [String]) {
        super.appendLayerDescriptionFields(to: &fields)
        if let colors { fields.append("colors = \(colors.count)") }
        if type != .axial { fields.append("type = \(type.rawValue)") }
    }
}

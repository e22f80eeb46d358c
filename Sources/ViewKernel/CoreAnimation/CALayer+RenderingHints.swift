// CALayer+RenderingHints.swift: the layer settings that tell Core Animation's renderer how to
// draw (rasterizing, antialiasing, filtering, corner shapes, flipping). Nothing is rasterized
// here, so each is kept with Core Animation's default, for the code that sets and reads it.

/// The edges of a layer that are antialiased, as Core Animation's `CAEdgeAntialiasingMask`.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The bits of the mask.
    public let rawValue: UInt32
    /// Makes a mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The minimum-x edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The maximum-x edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The minimum-y edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The maximum-y edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// The corners a layer's `cornerRadius` rounds, as Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits of the mask.
    public let rawValue: UInt
    /// Makes a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the minimum x and y (the top left of a view's layer).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y (the top right of a view's layer).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y (the bottom left of a view's layer).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the maximum x and y (the bottom right of a view's layer).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's contents are filtered when scaled, as Core Animation's `CALayerContentsFilter`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a filter from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Linear interpolation (the default of both filters).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear interpolation between mipmap levels too.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The curve of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The continuous curve of the system's rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The rendering settings of a layer that sets any, kept out of line (LayerExtras.swift).
struct LayerRenderingHints: Sendable {
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var drawsAsynchronously = false
    var allowsEdgeAntialiasing = false
    var allowsGroupOpacity = true
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var isGeometryFlipped = false
    var isDoubleSided = true
    var isOpaque = false
    var anchorPointZ: CGFloat = 0
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    var cornerCurve = CALayerCornerCurve.circular
    var sublayerTransform = CATransform3DIdentity

    /// The settings of a layer that has set none.
    static let standard = LayerRenderingHints()
}

/// A layer's rendering settings, boxed so that a layer's extras grow by one reference for them.
final class LayerRenderingHintsBox {
    var value: LayerRenderingHints
    init(_ value: LayerRenderingHints) { self.value = value }
}

extension CALayer {
    /// The layer's rendering settings, Core Animation's defaults until one is set.
    private var hints: LayerRenderingHints { extras?.renderingHints?.value ?? .standard }

    /// Changes the layer's rendering settings, making them on first use.
    private func changeHints(_ change: (inout LayerRenderingHints) -> Void) {
        let extras = makeExtras()
        if let box = extras.renderingHints {
            change(&box.value)
        } else {
            var hints = LayerRenderingHints.standard
            change(&hints)
            extras.renderingHints = LayerRenderingHintsBox(hints)
        }
    }

    /// Whether the layer is drawn into a bitmap that is then composited; false by default. Kept:
    /// nothing is rasterized here.
    public var shouldRasterize: Bool {
        get { hints.shouldRasterize }
        set { changeHints { $0.shouldRasterize = newValue } }
    }

    /// The scale of the bitmap a rasterized layer is drawn into; 1 by default. Kept.
    public var rasterizationScale: CGFloat {
        get { hints.rasterizationScale }
        set { changeHints { $0.rasterizationScale = newValue } }
    }

    /// Whether `draw(in:)`'s commands may run after it returns; false by default. Kept: drawing
    /// is always recorded at once.
    public var drawsAsynchronously: Bool {
        get { hints.drawsAsynchronously }
        set { changeHints { $0.drawsAsynchronously = newValue } }
    }

    /// Whether the edges named by `edgeAntialiasingMask` are antialiased; false by default on
    /// iOS (no Info.plist says otherwise here). Kept.
    public var allowsEdgeAntialiasing: Bool {
        get { hints.allowsEdgeAntialiasing }
        set { changeHints { $0.allowsEdgeAntialiasing = newValue } }
    }

    /// Whether a translucent layer is composited as one group with its sublayers; true by
    /// default. Kept: pictures always group a layer with its sublayers.
    public var allowsGroupOpacity: Bool {
        get { hints.allowsGroupOpacity }
        set { changeHints { $0.allowsGroupOpacity = newValue } }
    }

    /// The edges that are antialiased; all four by default. Kept.
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { hints.edgeAntialiasingMask }
        set { changeHints { $0.edgeAntialiasingMask = newValue } }
    }

    /// The filter used when the contents are drawn smaller; `.linear` by default. Kept.
    public var minificationFilter: CALayerContentsFilter {
        get { hints.minificationFilter }
        set { changeHints { $0.minificationFilter = newValue } }
    }

    /// The filter used when the contents are drawn larger; `.linear` by default. Kept.
    public var magnificationFilter: CALayerContentsFilter {
        get { hints.magnificationFilter }
        set { changeHints { $0.magnificationFilter = newValue } }
    }

    /// The bias added when choosing the detail level of trilinear filtering; 0 by default. Kept.
    public var minificationFilterBias: Float {
        get { hints.minificationFilterBias }
        set { changeHints { $0.minificationFilterBias = newValue } }
    }

    /// Whether the layer's geometry is flipped vertically; false by default. Kept without effect.
    public var isGeometryFlipped: Bool {
        get { hints.isGeometryFlipped }
        set { changeHints { $0.isGeometryFlipped = newValue } }
    }

    /// Whether the layer is drawn when it faces away from the viewer; true by default. Kept
    /// (layers are flat here).
    public var isDoubleSided: Bool {
        get { hints.isDoubleSided }
        set { changeHints { $0.isDoubleSided = newValue } }
    }

    /// Whether the layer's drawn content is known to be fully opaque; false by default. Kept.
    public var isOpaque: Bool {
        get { hints.isOpaque }
        set { changeHints { $0.isOpaque = newValue } }
    }

    /// The depth of the anchor point; 0 by default. Kept (layers are flat here).
    public var anchorPointZ: CGFloat {
        get { hints.anchorPointZ }
        set { changeHints { $0.anchorPointZ = newValue } }
    }

    /// The part of the contents image drawn, in unit coordinates; the unit rectangle by default.
    /// Kept: the whole image is drawn.
    public var contentsRect: CGRect {
        get { hints.contentsRect }
        set { changeHints { $0.contentsRect = newValue } }
    }

    /// The part of the contents image that stretches when it is resized, in unit coordinates;
    /// the unit rectangle by default. Kept.
    public var contentsCenter: CGRect {
        get { hints.contentsCenter }
        set { changeHints { $0.contentsCenter = newValue } }
    }

    /// The corners `cornerRadius` rounds; all four by default. Kept: pictures round every corner.
    public var maskedCorners: CACornerMask {
        get { hints.maskedCorners }
        set { changeHints { $0.maskedCorners = newValue } }
    }

    /// The curve of the rounded corners; `.circular` by default. Kept: pictures draw circular
    /// corners.
    public var cornerCurve: CALayerCornerCurve {
        get { hints.cornerCurve }
        set { changeHints { $0.cornerCurve = newValue } }
    }

    /// The transform applied to the sublayers when they are drawn; the identity by default.
    /// Kept without effect.
    public var sublayerTransform: CATransform3D {
        get { hints.sublayerTransform }
        set { changeHints { $0.sublayerTransform = newValue } }
    }
}

// CALayer+Appearance.swift: the layer properties kept out of line: the shadow, depth, the 3D
// transform (shown by its affine part), and how contents fill the bounds.

/// How a layer's `contents` image fills its bounds, as `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred at its size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred along the top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred along the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred along the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred along the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

extension CALayer {
    /// The shadow's colour; opaque black by default. Kept; pictures draw no shadows.
    public var shadowColor: CGColor? {
        get { extras.map(\.shadowColor) ?? CGColor.black }
        set { willChangeLayerProperty("shadowColor"); makeExtras().shadowColor = newValue }
    }

    /// The shadow's opacity; 0 (no shadow) by default. NaN or infinity is refused and logged
    /// ("CALayer shadowOpacity nan is refused: it must be finite; 0 is kept"), as are a NaN or
    /// infinite `shadowOffset` and `shadowRadius`: a decision (pictures draw no shadows, but
    /// the values are kept and read back).
    public var shadowOpacity: Float {
        get { extras?.shadowOpacity ?? 0 }
        set {
            guard Headless.acceptsFinite(CGFloat(newValue), kept: CGFloat(shadowOpacity), for: "CALayer shadowOpacity") else { return }
            willChangeLayerProperty("shadowOpacity"); makeExtras().shadowOpacity = newValue
        }
    }

    /// The shadow's offset; (0, -3) by default.
    public var shadowOffset: CGSize {
        get { extras?.shadowOffset ?? CGSize(width: 0, height: -3) }
        set {
            guard Headless.acceptsFinite(newValue, kept: shadowOffset, for: "CALayer shadowOffset") else { return }
            willChangeLayerProperty("shadowOffset"); makeExtras().shadowOffset = newValue
        }
    }

    /// The shadow's blur radius; 3 by default.
    public var shadowRadius: CGFloat {
        get { extras?.shadowRadius ?? 3 }
        set {
            guard Headless.acceptsFinite(newValue, kept: shadowRadius, for: "CALayer shadowRadius") else { return }
            willChangeLayerProperty("shadowRadius"); makeExtras().shadowRadius = newValue
        }
    }

    /// The shadow's shape; nil (the layer's own shape) by default.
    public var shadowPath: CGPath? {
        get { extras?.shadowPath }
        set { makeExtras().shadowPath = newValue }
    }

    /// The layer's depth among its siblings; kept (sublayers are drawn in order). 0 by default.
    public var zPosition: CGFloat {
        get { extras?.zPosition ?? 0 }
        set { willChangeLayerProperty("zPosition"); makeExtras().zPosition = newValue }
    }

    /// The layer's 3D transform about its anchor point. The layer shows what it does in the
    /// plane (`CATransform3DGetAffineTransform`), which is also `affineTransform()`; the whole
    /// matrix (perspective, depth) is kept for reading back.
    public var transform: CATransform3D {
        get {
            let affine = affineTransform()
            if let stored = extras?.transform3D, CATransform3DGetAffineTransform(stored) == affine { return stored }
            return CATransform3DMakeAffineTransform(affine)
        }
        set {
            setAffineTransform(CATransform3DGetAffineTransform(newValue))
            makeExtras().transform3D = CATransform3DIsAffine(newValue) ? nil : newValue
        }
    }

    /// How the `contents` image fills the bounds; `.resize` by default.
    public var contentsGravity: CALayerContentsGravity {
        get { extras?.contentsGravity ?? .resize }
        set { makeExtras().contentsGravity = newValue }
    }

    /// Pixels per point of the layer's content; 1 by default, kept without effect.
    public var contentsScale: CGFloat {
        get { extras?.contentsScale ?? 1 }
        set { makeExtras().contentsScale = newValue }
    }
}

// LayerExtras.swift: the parts of a layer that few layers use, kept out of line so that the
// layer behind every view stays small.

/// What a layer keeps only once it is used: the sublayers added to it and where they sit among
/// a view's subviews, its superlayer, the content it drew or was given, its actions and its timing.
@MainActor
final class LayerExtras {
    /// The sublayers added with `addSublayer` and kin, back to front (a view's subviews' layers
    /// are not kept here; CALayer+Sublayers.swift merges them in).
    var sublayers: [CALayer] = []
    /// The layer this one was added to.
    weak var superlayer: CALayer?
    /// For a sublayer of a view's layer: the subview layer it sits just above; nil with
    /// `hasPlacement` at the bottom, without it on top.
    weak var placedAbove: CALayer?
    var hasPlacement = false
    /// The part of the content marked for redrawing; nil: all of it.
    var dirtyRect: CGRect?
    /// What the last display recorded.
    var drawing: LayerDrawing?
    /// `CALayer.contents`.
    var contents: Any?
    /// `CALayer.needsDisplayOnBoundsChange`.
    var needsDisplayOnBoundsChange = false
    /// Whether a standalone layer has been committed in a window, so that its property changes
    /// run implicit animations.
    var isRendered = false
    /// `CALayer.actions`.
    var actions: [String: CAAction]?
    /// Shadow, depth and content settings (CALayer+Appearance.swift).
    var shadowColor: CGColor? = CGColor.black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var zPosition: CGFloat = 0
    var transform3D: CATransform3D?
    var contentsGravity = CALayerContentsGravity.resize
    var contentsScale: CGFloat = 1
    /// The layer's own timing (CAMediaTiming), for pausing and shifting its animations.
    var timing = LayerTiming()
    /// For a presentation copy: the layer it was made from (`CALayer.model()`).
    var modelLayer: CALayer?
    /// Rasterizing, antialiasing, filtering and corner settings, once one is set
    /// (CALayer+RenderingHints.swift).
    var renderingHints: LayerRenderingHintsBox?
    /// Whether a portal draws the layer's view elsewhere now, so pictures leave it out where it
    /// is (SVGRenderer+Portals.swift).
    /// The portal drawing the layer's view elsewhere (a context menu's platter), held weakly: a
    /// portal that goes away without letting go lets the view be drawn where it is again.
    weak var drawnElsewhereBy: AnyObject?

    /// A copy for a presentation layer: the content, not the tree or the animations.
    func copyForPresentation() -> LayerExtras {
        let copy = LayerExtras()
        copy.drawing = drawing
        copy.contents = contents
        copy.needsDisplayOnBoundsChange = needsDisplayOnBoundsChange
        copy.shadowColor = shadowColor
        copy.shadowOpacity = shadowOpacity
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.shadowPath = shadowPath
        copy.zPosition = zPosition
        copy.transform3D = transform3D
        copy.contentsGravity = contentsGravity
        copy.contentsScale = contentsScale
        copy.timing = timing
        copy.renderingHints = renderingHints.map { LayerRenderingHintsBox($0.value) }
        return copy
    }
}

extension CALayer {
    /// The layer's extras, made on first use.
    func makeExtras() -> LayerExtras {
        if let extras { return extras }
        let made = LayerExtras()
        extras = made
        return made
    }
}

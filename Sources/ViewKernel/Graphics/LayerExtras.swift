// LayerExtras.swift: the parts of a layer that few layers use, kept out of line so that the
// layer behind every view stays small.

/// What a layer keeps only once it is used: the sublayers added to it and where they sit among
/// a view's subviews, its superlayer, the content it drew or was given, and the Core Animation
/// animations added to it.
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
    /// The animations added with `add(_:forKey:)`, in the order they were added.
    var addedAnimations: [AddedAnimation] = []

    /// A copy for a presentation layer: the content, not the tree or the animations.
    func copyForPresentation() -> LayerExtras {
        let copy = LayerExtras()
        copy.drawing = drawing
        copy.contents = contents
        copy.needsDisplayOnBoundsChange = needsDisplayOnBoundsChange
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

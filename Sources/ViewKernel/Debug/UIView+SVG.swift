// UIView+SVG.swift: `renderSVG()`, a picture of a view and its subtree (see Docs/Pictures.md).

extension UIView {
    /// A picture of the view and its subtree as an SVG document, for people who would rather look
    /// than read a tree dump.
    ///
    /// The document is sized to the view's bounds (`width`, `height`, and a `viewBox` that is the
    /// bounds, origin included). Every visible view is a `<g>` in tree order, titled with its dump
    /// line, holding what Core Animation would composite: the background colour (with the corner
    /// radius), the view's own marks from ``drawSVGContent(in:)`` (a label's text, an image
    /// view's image), the subviews, clipped when `clipsToBounds` is set, and the border, inset and
    /// on top. Alpha is group opacity, so it multiplies down the tree; hidden views and views with
    /// alpha 0 are left out with their subtrees; transforms and bounds origins become `matrix()`
    /// transforms. Model values are drawn, not animations in flight. The text is deterministic:
    /// the same tree always gives the same document.
    public func renderSVG() -> String {
        let document = SVGDocument()
        let context = SVGDrawingContext(document: document, depth: 1)
        context.drawTree(of: self, isRoot: true)
        return document.text(bounds: bounds, body: context.lines)
    }
}

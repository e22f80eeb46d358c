// UIView+SVG.swift: `renderSVG()`, a picture of a view and its subtree (see Docs/Pictures.md).

/// Which of Core Animation's two layer trees a picture shows.
public enum SVGLayerTree: Sendable {
    /// What the screen shows now: each running animation's value at `Headless.now` in place of its
    /// property (`layer.presentation()`), as a device's screen shows mid-animation.
    case presentation
    /// The model values the code set: the end of every running animation.
    case model
}

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
    /// transforms. The text is deterministic: the same tree at the same virtual time always gives
    /// the same document.
    ///
    /// By default the picture shows what a device's screen shows: the `.presentation` tree, so a
    /// view halfway through a fade is drawn half transparent (its opacity, position, bounds,
    /// transform and background colour come from `layer.presentation()`); pass `.model` to draw
    /// the values the code set. Backgrounds UIKit paints by default are painted too: black behind
    /// a window (nothing lies behind it on a screen), and the default colours of a table and its
    /// cells when their `backgroundColor` is nil. A window's picture shows the simulated keyboard
    /// on top while it is up, as a screenshot would.
    /// A headless addition (not UIKit API).
    public func renderSVG(tree: SVGLayerTree = .presentation) -> String {
        let document = SVGDocument()
        let context = SVGDrawingContext(document: document, depth: 1)
        context.layerTree = tree
        if self is UIWindow { context.fillRect(bounds, color: .black) }
        context.drawTree(of: self, isRoot: true)
        if let window = self as? UIWindow { context.drawKeyboard(over: window) }
        return document.text(bounds: bounds, body: context.lines)
    }
}

/// A view whose background UIKit paints when its `backgroundColor` is nil (a table view, a table
/// cell): pictures paint that colour where the view's own background would go. Widgets adopt it
/// in an extension; the kernel only asks.
package protocol SVGDefaultBackground: UIView {
    /// The colour a device shows behind this view's content when `backgroundColor` is nil; nil
    /// when it shows nothing.
    var svgDefaultBackgroundColor: UIColor? { get }
}

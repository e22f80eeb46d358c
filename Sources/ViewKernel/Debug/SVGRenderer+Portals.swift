// SVGRenderer+Portals.swift: a view drawn somewhere else in pictures, as UIKit's portal views draw
// the view a context menu lifts: the portal draws the source's tree live, and the source is left
// out where it is for as long as it is shown elsewhere.

extension CALayer {
    /// Whether a portal draws this layer's view elsewhere now (a context menu lifted it): pictures
    /// leave the view out where it is, as a device hides the view it lifts. The dump, hit-testing
    /// and accessibility are not affected. Package API for the widgets.
    package var isDrawnElsewhere: Bool { extras?.drawnElsewhereBy != nil }

    /// `portal` draws this layer's view elsewhere from now on (held weakly: a portal that goes
    /// away lets the view be drawn where it is again).
    package func setDrawnElsewhere(by portal: AnyObject) {
        makeExtras().drawnElsewhereBy = portal
    }

    /// `portal` no longer draws this layer's view; another portal that took it over since keeps
    /// it (nil: whichever portal draws it lets go, as when a cell goes back to its pool).
    package func stopBeingDrawnElsewhere(by portal: AnyObject?) {
        guard let extras, let owner = extras.drawnElsewhereBy else { return }
        if portal == nil || owner === portal { extras.drawnElsewhereBy = nil }
    }
}

extension SVGDrawingContext {
    /// How many portals may be drawn one inside another: 4 (a portal whose source holds the
    /// portal would otherwise draw itself without end).
    static let portalDepthLimit = 4

    /// Draws `source` and its subtree as a portal shows it, in the current coordinates: the
    /// source's point `origin` (in its bounds coordinates) at the current origin, clipped to
    /// `path` (in the source's bounds coordinates) when one is given. The source is drawn with
    /// its alpha but not its transform, as a picture's root is. Nothing is drawn past
    /// ``portalDepthLimit`` portals deep.
    package func drawPortal(of source: UIView, origin: CGPoint, clippedTo path: CGPath?) {
        guard portalDepth < SVGDrawingContext.portalDepthLimit else { return }
        portalDepth += 1
        defer { portalDepth -= 1 }
        let shift = CGAffineTransform(translationX: -origin.x, y: -origin.y)
        group(shift.isIdentity ? [] : [("transform", SVGMarkup.matrix(shift))]) {
            guard let path, !path.isEmpty else { return drawTree(of: source, isRoot: true) }
            let id = document.makeID("clip")
            document.addDefinition([
                SVGMarkup.openTag("clipPath", [("id", id)]) + ">",
                SVGMarkup.element("path", [("d", PathElement.svgPathData(of: path.elements))]),
                "</clipPath>",
            ])
            group([("clip-path", "url(#\(id))")]) { drawTree(of: source, isRoot: true) }
        }
    }
}

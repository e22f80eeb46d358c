// MenuLiftedPreview.swift: a context menu without a preview controller lifts the targeted view
// itself into its platter, as UIKit does: the view as it looks (a portal draws it live, and the
// view is left out where it was), clipped to the parameters' visible path, on their background
// colour, at the target's centre with its transform.

/// Draws a lifted view inside a context menu's platter, as UIKit's portal views do: the view
/// stays where it is in its hierarchy (its superview, constraints and touches are the app's), is
/// drawn here in pictures, and is left out where it is while the menu shows it. A view in no
/// hierarchy (made for the preview) is taken into the portal for as long as the menu is open.
final class MenuPortalView: UIView {
    /// What the platter lifts.
    let preview: UITargetedPreview
    /// Whether the view had no superview and was taken into the portal (a window never is).
    private let adoptsView: Bool
    /// The centre the view had before the portal took it, given back when it lets go.
    private let adoptedViewCenter: CGPoint

    init(preview: UITargetedPreview) {
        self.preview = preview
        adoptsView = preview.view.superview == nil && !(preview.view is UIWindow)
        adoptedViewCenter = preview.view.center
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        let source = preview.view
        if adoptsView {
            addSubview(source)
            // The visible part's top-left at the portal's.
            let origin = visibleOrigin
            source.center = CGPoint(x: source.bounds.width / 2 - (origin.x - source.bounds.minX),
                                    y: source.bounds.height / 2 - (origin.y - source.bounds.minY))
        }
        source.layer.setDrawnElsewhere(by: self)
    }

    required init?(coder: NSCoder) { nil }

    /// The point of the lifted view (in its bounds coordinates) at the portal's top-left: the
    /// visible path's origin, else the view's bounds origin.
    var visibleOrigin: CGPoint {
        preview.parameters.visiblePath?.bounds.origin ?? preview.view.bounds.origin
    }

    /// Draws the lifted view and its subtree, clipped to the visible path (nothing when the
    /// view holds this portal, nor once the view left the portal's window: a cell gone back to
    /// its pool).
    override func drawSVGContent(in context: SVGDrawingContext) {
        let source = preview.view
        guard !isDescendant(of: source) || source.superview === self else { return }
        guard adoptsView || source.window === window, !source.isHidden else { return }
        context.drawPortal(of: source, origin: visibleOrigin, clippedTo: preview.parameters.visiblePath?.cgPath)
    }

    /// The lifted view's class, after the frame.
    override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        fields.leading.append("sourceView = \(type(of: preview.view))")
    }

    /// The menu has gone: the view is drawn where it is again, and a view the portal took
    /// leaves it.
    func release() {
        let source = preview.view
        source.layer.stopBeingDrawnElsewhere(by: self)
        if adoptsView, source.superview === self {
            source.removeFromSuperview()
            source.center = adoptedViewCenter
        }
    }
}

extension MenuContainerView {
    /// Shows `preview`'s view lifted in a platter above the panel: the platter is the preview's
    /// size (the visible path's bounds, else the view's), on the parameters' background colour,
    /// with square corners where a visible path shapes it; its layer carries the shadow path.
    func showLiftedPreview(_ preview: UITargetedPreview) {
        let platter = MenuPreviewView(content: .lifted(preview))
        let parameters = preview.parameters
        platter.backgroundColor = parameters.backgroundColor
        if parameters.visiblePath != nil { platter.layer.cornerRadius = 0 }
        platter.bounds = CGRect(origin: .zero, size: preview.size)
        let portal = MenuPortalView(preview: preview)
        portal.frame = platter.bounds
        portal.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // The shadow's path, in the platter's coordinates (the lifted view's moved by the
        // visible part's origin).
        if let shadow = (parameters.shadowPath ?? parameters.visiblePath)?.copy() as? UIBezierPath {
            let origin = portal.visibleOrigin
            shadow.apply(CGAffineTransform(translationX: -origin.x, y: -origin.y))
            platter.layer.shadowPath = shadow.cgPath
        }
        platter.addSubview(portal)
        platter.portal = portal
        insertSubview(platter, belowSubview: panel)
        previewView = platter
        setNeedsLayout()
    }

    /// Places a lifted preview where its target puts it (its visible part where it is in the
    /// view, with the target's transform), kept inside the window and scaled down only when it
    /// does not fit above the panel (a guess), the pair moved up when the panel would leave the
    /// window's margins; the panel at the preview's leading edge.
    func layOutLiftedPreview(_ platter: MenuPreviewView, anchor: CGRect, panelSize: CGSize) {
        guard let preview = platter.liftedPreview else { return }
        let margin = MenuMetrics.screenMargin, gap = MenuMetrics.anchorGap
        let size = preview.size
        let target = preview.target
        let center = target.container.window == nil
            ? CGPoint(x: anchor.midX, y: anchor.midY)
            : preview.visibleCenter(in: self)
        // The room the preview has: the window's width; its height less the margins, the panel
        // and the gap.
        let placed = CGRect(origin: .zero, size: size).applying(target.transform).size
        let roomWidth = bounds.width
        let roomHeight = max(0, bounds.height - 2 * margin - gap - panelSize.height)
        var scale: CGFloat = 1
        if placed.width > roomWidth, placed.width > 0 { scale = min(scale, roomWidth / placed.width) }
        if placed.height > roomHeight, placed.height > 0 { scale = min(scale, roomHeight / placed.height) }
        let transform = target.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let shown = CGSize(width: placed.width * scale, height: placed.height * scale)
        let x = min(max(center.x, shown.width / 2), bounds.width - shown.width / 2)
        let total = shown.height + gap + panelSize.height
        let top = max(0, min(center.y - shown.height / 2, bounds.height - margin - total))
        platter.transform = transform
        platter.bounds = CGRect(origin: .zero, size: size)
        platter.center = CGPoint(x: x, y: top + shown.height / 2)
        let leading = x - shown.width / 2
        let panelX = min(max(margin, leading), bounds.width - margin - panelSize.width)
        panel.frame = CGRect(x: panelX, y: top + shown.height + gap, width: panelSize.width, height: panelSize.height)
    }
}

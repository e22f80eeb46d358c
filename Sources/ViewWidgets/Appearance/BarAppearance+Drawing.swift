// BarAppearance+Drawing.swift: how a bar turns an appearance into what it shows: the background
// view's colour and image, the hairline, and the fonts and colours of titles and items.

/// The view behind a bar's content that paints its background (internal; named after UIKit's own
/// so tree dumps read as on a device): the appearance's colour (a blur is drawn as UIKit's
/// translucent bar grey), its image, and the colour of the hairline the bar draws.
final class _UIBarBackground: UIView {
    /// The colour of the hairline along the bar's edge; nil: none.
    private(set) var shadowColor: UIColor?
    /// The image drawn as the shadow instead of the hairline, if any.
    private(set) var shadowImage: UIImage?
    /// The view showing the appearance's background image, while it has one.
    private(set) var imageView: UIImageView?

    /// Shows `appearance`'s background and remembers its shadow.
    func apply(_ appearance: UIBarAppearance) {
        let color = appearance.resolvedBackgroundColor
        if backgroundColor != color { backgroundColor = color }
        shadowColor = appearance.shadowColor
        shadowImage = appearance.shadowImage
        if let image = appearance.backgroundImage {
            let view = imageView ?? UIImageView()
            if imageView == nil {
                view.isUserInteractionEnabled = false
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.frame = bounds
                addSubview(view)
                imageView = view
            }
            view.image = image
            view.contentMode = appearance.backgroundImageContentMode == .redraw ? .scaleToFill
                                                                              : appearance.backgroundImageContentMode
        } else if let imageView {
            imageView.removeFromSuperview()
            self.imageView = nil
        }
        setNeedsDisplay()
    }

    /// Whether nothing is painted: no colour, no image.
    var isTransparent: Bool {
        (backgroundColor == nil || backgroundColor?.rgba.alpha == 0) && imageView == nil
    }

    /// Draws the hairline (or the shadow image's place) of `bar` at `y`, across its width.
    func drawShadow(in context: SVGDrawingContext, width: CGFloat, atY y: CGFloat) {
        guard let color = shadowColor ?? (shadowImage != nil ? UIColor(white: 0, alpha: 0.3) : nil) else { return }
        context.fillRect(CGRect(x: 0, y: y, width: width, height: 0.5), color: color)
    }

    /// Says in the dump when the bar shows no background or no hairline (the scroll-edge look).
    override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if isTransparent { fields.leading.append("background = transparent") }
        if shadowColor == nil && shadowImage == nil { fields.leading.append("shadow = none") }
    }
}

extension UIBarAppearance {
    /// The colour the background view is painted: the background colour, else the translucent
    /// bar grey for a blur, else nothing.
    var resolvedBackgroundColor: UIColor? {
        if let backgroundColor { return backgroundColor }
        if backgroundEffect != nil {
            let base = UIColor.defaultBarBackground
            return base.withAlphaComponent(base.rgba.alpha * 0.94)
        }
        return nil
    }

    /// A copy with a transparent background and no shadow: what UIKit uses at the scroll edge
    /// when no scroll-edge appearance is set.
    func withTransparentBackground() -> Self {
        let copy = self.copy()
        copy.configureWithTransparentBackground()
        return copy
    }
}

extension UIBarButtonItemAppearance {
    /// The state appearance for an item's state.
    func state(enabled: Bool) -> UIBarButtonItemStateAppearance {
        enabled ? normal : disabled
    }
}

/// The font and colour of one bar button title, from an appearance's state attributes over the
/// bar's defaults.
@MainActor
struct BarButtonTextStyle: Equatable {
    var font: UIFont
    var color: UIColor

    /// The style `attributes` give, falling back to `font` and `color`.
    init(attributes: [NSAttributedString.Key: Any], font: UIFont, color: UIColor) {
        self.font = attributes[.font] as? UIFont ?? font
        self.color = attributes[.foregroundColor] as? UIColor ?? color
    }
}

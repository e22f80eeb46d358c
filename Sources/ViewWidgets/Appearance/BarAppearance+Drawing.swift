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

    /// What the shadow shows, by Apple's rules for `shadowImage` and `shadowColor`: with no
    /// image, a hairline in the colour; with a template image (or a symbol drawn automatically),
    /// the image's band tinted with the colour; either way nothing when the colour is nil or
    /// clear. Any other image is drawn as it is, whatever the colour (an empty `UIImage()` draws
    /// nothing: the usual way to remove the hairline).
    private enum Shadow {
        case none
        case line(UIColor)
        case tinted(UIImage, UIColor)
        case image(UIImage)
    }

    private var shadow: Shadow {
        let visibleColor = shadowColor.flatMap { $0.rgba.alpha > 0 ? $0 : nil }
        guard let image = shadowImage else { return visibleColor.map(Shadow.line) ?? .none }
        guard image.size.width > 0, image.size.height > 0 else { return .none }
        let template = image.renderingMode == .alwaysTemplate
            || (image.renderingMode == .automatic && image.isSymbolImage)
        if template { return visibleColor.map { .tinted(image, $0) } ?? .none }
        return .image(image)
    }

    /// Draws the hairline or the shadow image of `bar`, across its width, along the bar's edge
    /// at `y`: below it when `growingUp` is false, above it (ending at `y`) when true.
    func drawShadow(in context: SVGDrawingContext, width: CGFloat, atY y: CGFloat, growingUp: Bool = false) {
        func band(_ height: CGFloat) -> CGRect {
            CGRect(x: 0, y: growingUp ? y - height : y, width: width, height: height)
        }
        switch shadow {
        case .none: return
        case .line(let color): context.fillRect(band(0.5), color: color)
        case .tinted(let image, let color): context.fillRect(band(image.size.height), color: color)
        case .image(let image): context.drawImage(image, in: band(image.size.height))
        }
    }

    /// Says in the dump when the bar shows no background or no hairline (the scroll-edge look).
    override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if isTransparent { fields.leading.append("background = transparent") }
        if case .none = shadow { fields.leading.append("shadow = none") }
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

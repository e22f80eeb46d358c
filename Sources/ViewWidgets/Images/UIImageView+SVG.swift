// UIImageView+SVG.swift: an image view's marks in a picture: its image where the content mode puts it.

extension UIImageView {
    /// Draws the shown image in ``imageRect`` (its content mode's rectangle, which may overflow
    /// the bounds unless the view clips): a resizable image as its nine pieces, stretched or tiled.
    /// A system symbol is a box outlined in its colour (the image's `withTintColor`, black for
    /// `.alwaysOriginal`, else the view's tint colour) with the symbol's name. Without an
    /// image, or with an empty one, a labelled placeholder fills the bounds instead, so a picture
    /// shows where an image is missing (a device shows nothing there). An image whose
    /// `flipsForRightToLeftLayoutDirection` is true is drawn mirrored when the view runs right to
    /// left, and one with a mirrored orientation always.
    func drawImageViewSVGContent(in context: SVGDrawingContext) {
        guard let image = displayedImage else {
            context.drawImagePlaceholder(in: bounds, label: "no image")
            return
        }
        guard image.sourceData != nil || image.isSymbolImage, image.size.width > 0, image.size.height > 0,
              let rect = imageRect else {
            context.drawImagePlaceholder(in: bounds, label: "empty image")
            return
        }
        if image.isSymbolImage, let name = image.symbol?.name {
            context.drawSymbolImage(named: name, in: rect, color: image.symbolColor(viewTint: tintColor))
        } else {
            context.drawImage(image, in: rect, mirrored: image.isDrawnMirrored(rightToLeft: isRightToLeft))
        }
    }
}

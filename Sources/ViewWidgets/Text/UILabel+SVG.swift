// UILabel+SVG.swift: a label's marks in a picture: the lines it laid out, with its shadow.

extension UILabel {
    /// Draws ``textLayout`` (the wrapped, truncated and aligned lines the label shows, in the
    /// colours of its state) with the shadow, if `shadowColor` is set, moved by `shadowOffset`.
    /// Like text drawn by `drawText(in:)` on a device, it is clipped to the bounds when it
    /// reaches past them.
    func drawLabelSVGContent(in context: SVGDrawingContext) {
        let layout = textLayout
        guard !layout.lines.isEmpty else { return }
        let draw = {
            context.drawTextLayout(layout, defaultColor: self.textColorStorage, shadowColor: self.shadowColor,
                                   shadowOffset: self.shadowOffset)
        }
        if textReachesPastBounds(layout) {
            context.withClip(to: bounds, draw)
        } else {
            draw()
        }
    }

    /// Whether a line (or its shadow) reaches outside the bounds.
    private func textReachesPastBounds(_ layout: TextLayout) -> Bool {
        let tolerance: CGFloat = 0.0001
        let area = bounds.insetBy(dx: -tolerance, dy: -tolerance)
        for line in layout.lines {
            if !area.contains(line.frame) { return true }
            if shadowColor != nil, !area.contains(line.frame.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)) {
                return true
            }
        }
        return false
    }
}

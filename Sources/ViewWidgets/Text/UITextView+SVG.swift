// UITextView+SVG.swift: a text view's marks in a picture: its wrapped text, marked text, and the
// selection or caret while editing (the scroll view's clip and offset apply around them).

extension UITextView {
    /// Draws the view's own marks, in content coordinates.
    func drawTextViewSVGContent(in context: SVGDrawingContext) {
        let layout = placedTextLayout()
        let map = caretMap()
        if isEditing {
            if let marked = buffer.markedRange {
                for rect in map.selectionRects(for: marked) { context.fillRect(rect, color: tintColor.withAlphaComponent(0.12)) }
            }
            for rect in map.selectionRects(for: buffer.selection) {
                context.fillRect(rect, color: tintColor.withAlphaComponent(0.2))
            }
        }
        context.drawTextLayout(layout, defaultColor: textColorStorage ?? .black)
        if isEditing, buffer.selection.length == 0 {
            context.fillRect(caretRect(for: OffsetTextPosition(buffer.selection.location)), color: tintColor)
        }
    }
}

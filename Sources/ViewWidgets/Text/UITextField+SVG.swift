// UITextField+SVG.swift: a text field in a picture and in the dump: its border, its text (bullets
// when secure) or placeholder, the marked text, the selection or caret while editing, the clear
// button; the dump's text, placeholder and editing fields.

extension UITextField {
    /// The grey of a rounded rect's border and of the clear button.
    static let borderGray = UIColor(white: 0.8, alpha: 1)
    static let clearButtonGray = UIColor(white: 0.7, alpha: 1)

    /// Draws the field's own marks, in bounds coordinates.
    func drawTextFieldSVGContent(in context: SVGDrawingContext) {
        drawBorder(in: context)
        let geometry = textGeometry()
        if isEditing, let marked = buffer.markedRange {
            for rect in geometry.caretMap.selectionRects(for: marked) {
                context.fillRect(rect, color: tintColor.withAlphaComponent(0.12))
            }
        }
        if isEditing {
            let selection = buffer.selection
            if selection.length > 0 {
                for rect in geometry.caretMap.selectionRects(for: selection) {
                    context.fillRect(rect, color: tintColor.withAlphaComponent(0.2))
                }
            }
        }
        if let layout = geometry.layout {
            drawClipped(layout, in: geometry.rect, context: context)
        } else if let placeholderStorage, !placeholderStorage.string.isEmpty {
            let rect = placeholderRect(forBounds: bounds)
            drawPlaceholder(in: rect)
            let alignment = textAlignment.resolved(rightToLeft: isRightToLeft)
            var layout = switch placeholderStorage {
            case .plain(let text):
                // Plain text stays plain: no attributed string to leak (UITextField.placeholderStorage).
                TextLayout(text: text, font: fontStorage, textColor: UITextField.placeholderColor, width: rect.width,
                           numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: alignment)
            case .attributed(let text):
                TextLayout(attributedText: placeholderText(text), width: rect.width,
                           numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: alignment,
                           defaultFont: fontStorage, defaultColor: UITextField.placeholderColor)
            }
            layout = layout.offsetBy(dx: rect.minX, dy: verticalOrigin(in: rect, height: layout.size.height))
            drawClipped(layout, in: rect, context: context)
        }
        if isEditing, buffer.selection.length == 0 {
            context.fillRect(caretRect(for: OffsetTextPosition(buffer.selection.location)), color: tintColor)
        }
        if clearButtonShows { drawClearButton(in: clearButtonRect(forBounds: bounds), context: context) }
    }

    /// Draws `layout`, clipped to `rect` when it reaches outside it.
    private func drawClipped(_ layout: TextLayout, in rect: CGRect, context: SVGDrawingContext) {
        let area = rect.insetBy(dx: -0.001, dy: -0.001)
        if layout.lines.allSatisfy({ area.contains($0.frame) }) {
            context.drawTextLayout(layout, defaultColor: textColorStorage)
        } else {
            context.withClip(to: rect) { context.drawTextLayout(layout, defaultColor: textColorStorage) }
        }
    }

    /// The border of `borderStyle`: a white rounded rectangle with a grey edge, a black line, or
    /// a grey bezel.
    private func drawBorder(in context: SVGDrawingContext) {
        let rect = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            break
        case .line:
            context.strokeRect(rect.insetBy(dx: 0.5, dy: 0.5), color: .black, lineWidth: 1)
        case .bezel:
            context.strokeRect(rect.insetBy(dx: 0.5, dy: 0.5), color: UIColor(white: 0.5, alpha: 1), lineWidth: 1)
            context.strokeLine(from: CGPoint(x: rect.minX + 1, y: rect.minY + 1.5), to: CGPoint(x: rect.maxX - 1, y: rect.minY + 1.5),
                               color: UIColor(white: 0.7, alpha: 1), lineWidth: 1)
        case .roundedRect:
            context.fillRect(rect, color: .white, cornerRadius: 5)
            context.strokeRect(rect.insetBy(dx: 0.25, dy: 0.25), color: UITextField.borderGray, lineWidth: 0.5, cornerRadius: 5)
        }
    }

    /// A grey circle with a white cross.
    private func drawClearButton(in rect: CGRect, context: SVGDrawingContext) {
        let circle = CGRect(x: rect.midX - 7, y: rect.midY - 7, width: 14, height: 14)
        context.fillEllipse(in: circle, color: UITextField.clearButtonGray)
        let arm: CGFloat = 3
        context.strokeLine(from: CGPoint(x: rect.midX - arm, y: rect.midY - arm), to: CGPoint(x: rect.midX + arm, y: rect.midY + arm),
                           color: .white, lineWidth: 1.5)
        context.strokeLine(from: CGPoint(x: rect.midX - arm, y: rect.midY + arm), to: CGPoint(x: rect.midX + arm, y: rect.midY - arm),
                           color: .white, lineWidth: 1.5)
    }
}

extension UITextField {
    /// The dump's fields: `text = '...'` (bullets for secure text), or the placeholder when there
    /// is no text, and `editing = YES` while editing.
    func appendTextFieldDescriptionFields(to fields: inout ViewDescriptionFields) {
        if !buffer.text.isEmpty {
            fields.leading.insert("text = '\(displayedString.replacingOccurrences(of: "\n", with: "\\n"))'", at: 0)
        } else if let placeholder {
            fields.leading.insert("placeholder = '\(placeholder)'", at: 0)
        }
        if editingStorage { fields.leading.append("editing = YES") }
    }
}

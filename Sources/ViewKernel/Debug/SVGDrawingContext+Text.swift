// SVGDrawingContext+Text.swift: text in pictures: runs placed on their baselines, each stretched
// to the width the deterministic font metrics gave it, so the picture shows the measured layout.

extension SVGDrawingContext {
    /// Draws `text` in `font` and `color` with its baseline starting at `baselineOrigin`.
    ///
    /// `width` is the run's measured width (``TextLayout/Run/width``): the text is fitted to it
    /// (`textLength`), so whatever font the viewer substitutes, the picture shows the width the
    /// layout computed. Pass nil to let the viewer's font decide.
    public func drawTextRun(_ text: String, font: UIFont, color: UIColor, baselineOrigin: CGPoint,
                            width: CGFloat? = nil) {
        guard !text.isEmpty, SVGMarkup.opacity(of: color) > 0, font.pointSize > 0 else { return }
        var attributes = [
            ("x", SVGMarkup.number(baselineOrigin.x)), ("y", SVGMarkup.number(baselineOrigin.y)),
        ]
        attributes += SVGDrawingContext.fontAttributes(of: font)
        attributes += SVGMarkup.paint("fill", color)
        if let width, width > 0, width.isFinite {
            attributes += [("textLength", SVGMarkup.number(width)), ("lengthAdjust", "spacingAndGlyphs")]
        }
        attributes.append(("xml:space", "preserve"))
        write(SVGMarkup.element("text", attributes, text: text))
    }

    /// Draws every run of `layout` where the layout put it (lines at their frames' x, on their
    /// baselines), in each run's colour or `defaultColor`. With a `shadowColor`, the same runs
    /// are first drawn in that colour moved by `shadowOffset`, as a label draws its shadow.
    ///
    /// An attachment's image is drawn in the attachment's bounds on the baseline; a symbol image
    /// takes the run's colour (the text colour) unless the image has a tint colour of its own or
    /// is `.alwaysOriginal`, as UIKit draws symbols in text. Attachments cast no shadow here.
    public func drawTextLayout(_ layout: TextLayout, defaultColor: UIColor = .black, shadowColor: UIColor? = nil,
                               shadowOffset: CGSize = .zero) {
        if let shadowColor, SVGMarkup.opacity(of: shadowColor) > 0 {
            drawRuns(of: layout, offset: shadowOffset, drawsAttachments: false, color: { _ in shadowColor })
        }
        drawRuns(of: layout, offset: .zero, drawsAttachments: true, color: { $0.foregroundColor ?? defaultColor })
    }

    private func drawRuns(of layout: TextLayout, offset: CGSize, drawsAttachments: Bool,
                          color: (TextLayout.Run) -> UIColor) {
        for line in layout.lines {
            var x = line.frame.minX
            for run in line.runs {
                if let attachment = run.attachment {
                    if drawsAttachments { drawAttachment(attachment, x: x, baseline: line.baseline, color: color(run)) }
                } else {
                    drawTextRun(run.text, font: run.font, color: color(run),
                                baselineOrigin: CGPoint(x: x + offset.width, y: line.baseline + offset.height),
                                width: run.width)
                }
                x += run.width
            }
        }
    }

    /// Draws an attachment's image at the glyph position `x` on `baseline`; a symbol in `color`
    /// unless the image names its own.
    private func drawAttachment(_ attachment: TextLayout.Attachment, x: CGFloat, baseline: CGFloat, color: UIColor) {
        guard let image = attachment.image else { return }
        let rect = attachment.imageRect(x: x, baseline: baseline)
        if let symbol = image.symbol {
            drawSymbolImage(named: symbol.name, in: rect, color: image.symbolColor(viewTint: color))
        } else {
            drawImage(image, in: rect)
        }
    }

    /// `font-family`, `font-size`, and `font-weight` / `font-style` when they are not normal.
    static func fontAttributes(of font: UIFont) -> [(String, String)] {
        var attributes = [("font-family", cssFontFamily(of: font)), ("font-size", SVGMarkup.number(font.pointSize))]
        let weight = cssFontWeight(of: font)
        if weight != 400 { attributes.append(("font-weight", String(weight))) }
        if font.face.isItalic { attributes.append(("font-style", "italic")) }
        return attributes
    }

    /// The CSS font family list that shows `font` best in a browser: the system font as the
    /// platform's UI font with Helvetica (whose widths it measures with) behind it.
    static func cssFontFamily(of font: UIFont) -> String {
        switch font.familyName {
        case ".AppleSystemUIFont":
            return "-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif"
        case ".AppleSystemUIFontMonospaced":
            return "ui-monospace, 'SF Mono', Menlo, monospace"
        default:
            if case .monospaced = font.face.widths { return "'\(font.familyName)', Courier, monospace" }
            return "'\(font.familyName)', Helvetica, Arial, sans-serif"
        }
    }

    /// The CSS weight (100...900) of the named system weight nearest the font's.
    static func cssFontWeight(of font: UIFont) -> Int {
        let nearest = FontFace.nearestSystemWeight(to: font.face.weight).weight
        let index = FontFace.systemWeights.firstIndex { $0.weight == nearest } ?? 3
        return (index + 1) * 100
    }
}

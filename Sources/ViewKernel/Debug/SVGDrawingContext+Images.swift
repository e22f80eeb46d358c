// SVGDrawingContext+Images.swift: images in pictures: the file embedded once as a data URI, then
// drawn whole or as the nine pieces of a resizable image (stretched or tiled), and a labelled
// placeholder where an image is missing.

extension SVGDrawingContext {
    /// Draws `image` into `rect` as UIKit draws it (`draw(in:)`): a plain image stretched to the
    /// rect; a resizable image as the pieces of ``UIImage/nineSlicePieces(for:)``, corners fixed,
    /// edges and middle stretched or tiled by its `resizingMode`. The file's bytes are embedded
    /// once per picture as a data URI; an image without data (`UIImage()`) draws nothing. An image
    /// from `withHorizontallyFlippedOrientation()` is drawn mirrored.
    public func drawImage(_ image: UIImage, in rect: CGRect) {
        drawImage(image, in: rect, mirrored: image.isHorizontallyFlipped)
    }

    /// Draws `image` into `rect`, mirrored about the rect's vertical centre line when `mirrored`
    /// (a group whose transform is that mirror); a system symbol's labelled box is never mirrored.
    package func drawImage(_ image: UIImage, in rect: CGRect, mirrored: Bool) {
        guard mirrored, image.symbol == nil else { return drawImageAsStored(image, in: rect) }
        let axis = SVGMarkup.number(rect.standardized.midX * 2)
        group([("class", "mirrored"), ("transform", "matrix(-1 0 0 1 \(axis) 0)")]) { drawImageAsStored(image, in: rect) }
    }

    /// ``drawImage(_:in:)`` without mirroring.
    private func drawImageAsStored(_ image: UIImage, in rect: CGRect) {
        if let symbol = image.symbol {
            drawSymbolImage(named: symbol.name, in: rect, color: .black)
            return
        }
        let rect = rect.standardized
        if let drawing = image.drawing {
            // A drawn image (UIGraphicsImageRenderer): its recording, stretched to the rect.
            guard rect.width > 0, rect.height > 0 else { return }
            drawRecording(LayerDrawing(commands: drawing.commands, bounds: CGRect(origin: .zero, size: drawing.size)),
                          in: rect, contentMode: .scaleToFill)
            return
        }
        guard rect.width > 0, rect.height > 0, let imageID = document.imageID(for: image) else { return }
        let pieces = image.nineSlicePieces(for: rect.size)
        let draw = {
            for piece in pieces {
                let destination = piece.destinationRect.offsetBy(dx: rect.minX, dy: rect.minY)
                if piece.tiles {
                    self.drawTiledPiece(imageID, source: piece.sourceRect, destination: destination)
                } else {
                    self.drawStretchedPiece(imageID, source: piece.sourceRect, destination: destination)
                }
            }
        }
        if image.isResizable {
            group([("class", "nine-slice")], draw)
        } else {
            draw()
        }
    }

    /// Draws a system symbol, which has no glyph here: a rounded box outlined in `color` with the
    /// symbol's name in it (Docs/Pictures.md).
    public func drawSymbolImage(named name: String, in rect: CGRect, color: UIColor) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        group([("class", "symbol")]) {
            strokeRect(rect.insetBy(dx: 0.5, dy: 0.5), color: color, lineWidth: 1, cornerRadius: min(3, rect.height / 4))
            drawPlaceholderLabel(name, in: rect, color: color)
        }
    }

    /// Draws a grey, dashed, crossed box over `rect` with `label` centred in it: where a view
    /// would show an image it does not have.
    public func drawImagePlaceholder(in rect: CGRect, label: String) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        let line = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
        group([("class", "placeholder")]) {
            fillRect(rect, color: UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1))
            strokeLine(from: CGPoint(x: rect.minX, y: rect.minY), to: CGPoint(x: rect.maxX, y: rect.maxY),
                       color: line, lineWidth: 0.5)
            strokeLine(from: CGPoint(x: rect.minX, y: rect.maxY), to: CGPoint(x: rect.maxX, y: rect.minY),
                       color: line, lineWidth: 0.5)
            if rect.width > 1, rect.height > 1 {
                write(SVGMarkup.element("rect", rectAttributes(rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 0)
                                        + [("fill", "none")] + SVGMarkup.paint("stroke", line)
                                        + [("stroke-width", "1"), ("stroke-dasharray", "4 2")]))
            }
            drawPlaceholderLabel(label, in: rect, color: UIColor(red: 0.39, green: 0.39, blue: 0.4, alpha: 1))
        }
    }

    /// The label of a placeholder: 10-point text (smaller in a small box), centred, clipped to the box.
    private func drawPlaceholderLabel(_ label: String, in rect: CGRect, color: UIColor) {
        guard !label.isEmpty else { return }
        let font = UIFont.systemFont(ofSize: min(10, rect.height * 0.6))
        let measured = TextLayout(text: label, font: font).size.width
        let origin = CGPoint(x: rect.midX - measured / 2, y: rect.midY + font.capHeight / 2)
        let draw = { self.drawTextRun(label, font: font, color: color, baselineOrigin: origin, width: measured) }
        if measured > rect.width { withClip(to: rect, draw) } else { draw() }
    }

    /// The part `source` of the image stretched over `destination`: a nested viewport whose
    /// `viewBox` is the part.
    private func drawStretchedPiece(_ imageID: String, source: CGRect, destination: CGRect) {
        write(SVGMarkup.openTag("svg", [
            ("x", SVGMarkup.number(destination.minX)), ("y", SVGMarkup.number(destination.minY)),
            ("width", SVGMarkup.number(destination.width)), ("height", SVGMarkup.number(destination.height)),
            ("viewBox", SVGMarkup.numbers([source.minX, source.minY, source.width, source.height])),
            ("preserveAspectRatio", "none"),
        ]) + ">" + SVGMarkup.element("use", [("xlink:href", "#" + imageID)]) + "</svg>")
    }

    /// The part `source` of the image repeated at its natural size from the top-left of
    /// `destination` and cut at its edges: a pattern whose tile is the part.
    private func drawTiledPiece(_ imageID: String, source: CGRect, destination: CGRect) {
        let patternID = document.makeID("tile")
        document.addDefinition([
            SVGMarkup.openTag("pattern", [
                ("id", patternID), ("patternUnits", "userSpaceOnUse"),
                ("x", SVGMarkup.number(destination.minX)), ("y", SVGMarkup.number(destination.minY)),
                ("width", SVGMarkup.number(source.width)), ("height", SVGMarkup.number(source.height)),
            ]) + ">",
            SVGMarkup.element("use", [("xlink:href", "#" + imageID),
                                      ("x", SVGMarkup.number(-source.minX)), ("y", SVGMarkup.number(-source.minY))]),
            "</pattern>",
        ])
        write(SVGMarkup.element("rect", rectAttributes(destination, cornerRadius: 0) + [("fill", "url(#\(patternID))")]))
    }
}

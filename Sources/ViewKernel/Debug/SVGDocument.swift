// SVGDocument.swift: the parts of a picture shared by every view in it: the definitions (clip
// paths, embedded images, tile patterns), the ids that name them, and the final document text.

/// The shared state of one `renderSVG()` call. Ids are numbered in the order things are first
/// drawn (`clip-1`, `image-1`, `tile-1`), so the same tree always gives the same text.
@MainActor
final class SVGDocument {
    /// Definition elements, already indented for their place inside `<defs>`.
    private(set) var definitions: [String] = []
    private var counters: [String: Int] = [:]
    private var imageIDs: [ImageKey: String] = [:]

    /// An embedded image is written once per file and size, however many views or pieces show it.
    private struct ImageKey: Hashable {
        let source: ObjectIdentifier
        let width: CGFloat
        let height: CGFloat
    }

    /// The next id with `prefix`: `clip-1`, `clip-2`, ...
    func makeID(_ prefix: String) -> String {
        let next = (counters[prefix] ?? 0) + 1
        counters[prefix] = next
        return "\(prefix)-\(next)"
    }

    /// Adds a definition made of `lines` (the first opens the element, the last closes it);
    /// the inner lines are indented one step.
    func addDefinition(_ lines: [String]) {
        for (index, line) in lines.enumerated() {
            let inner = index > 0 && index < lines.count - 1
            definitions.append(String(repeating: "  ", count: inner ? 3 : 2) + line)
        }
    }

    /// The id of `image`'s data embedded at its size in points, defined on first use; nil for an
    /// image with no data (`UIImage()`).
    func imageID(for image: UIImage) -> String? {
        guard let source = image.source else { return nil }
        let size = image.size
        let key = ImageKey(source: ObjectIdentifier(source), width: size.width, height: size.height)
        if let id = imageIDs[key] { return id }
        let id = makeID("image")
        imageIDs[key] = id
        let uri = "data:" + source.header.format.mimeType + ";base64," + source.data.base64EncodedString()
        definitions.append("    " + SVGMarkup.element("image", [
            ("id", id), ("width", SVGMarkup.number(size.width)), ("height", SVGMarkup.number(size.height)),
            ("preserveAspectRatio", "none"), ("xlink:href", uri),
        ]))
        return id
    }

    /// The whole document: the XML declaration, the `<svg>` element sized to `bounds` (its
    /// `viewBox` is the bounds, origin included), the definitions, then `body`.
    func text(bounds: CGRect, body: [String]) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            SVGMarkup.openTag("svg", [
                ("xmlns", "http://www.w3.org/2000/svg"), ("xmlns:xlink", "http://www.w3.org/1999/xlink"),
                ("width", SVGMarkup.number(bounds.width)), ("height", SVGMarkup.number(bounds.height)),
                ("viewBox", SVGMarkup.numbers([bounds.minX, bounds.minY, bounds.width, bounds.height])),
            ]) + ">",
        ]
        if !definitions.isEmpty {
            lines.append("  <defs>")
            lines += definitions
            lines.append("  </defs>")
        }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}

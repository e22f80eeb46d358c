// UIView+Description.swift: the one-line description and the recursive tree dump, in the debugger's
// layout without memory addresses (see Docs/ViewTree.md).

/// The fields of a view's description line, in three groups printed in order after the frame:
/// a subclass's leading fields (a label's text), the standard UIView fields, and trailing fields
/// (a scroll view's offset and size).
public struct ViewDescriptionFields: Sendable {
    /// Fields printed right after the frame, such as `text = 'Hello'`.
    public var leading: [String] = []
    /// UIView's own fields: clipsToBounds, hidden, alpha, opaque, autoresize,
    /// userInteractionEnabled, tag; each only when it differs from the default.
    public var standard: [String] = []
    /// Fields printed last, such as `contentOffset: {0, 10}`.
    public var trailing: [String] = []

    /// Makes an empty set of fields.
    public init() {}

    /// A number as dumps print it: `%g` (`20.5`, `0.333333`), whole numbers in full (`320`).
    /// Subclasses use it so their fields read like UIView's.
    public static func format(_ value: CGFloat) -> String {
        formatNumber(value)
    }
}

extension UIView {
    /// The tree dump as the debugger's `recursiveDescription` prints it: one line per view, its
    /// `description`, children below their parent in `subviews` order, each level indented by
    /// `   | `. Layers added to a view's layer (`addSublayer`) are listed below the view, before
    /// its subviews.
    /// No memory addresses, so the text can be compared with a golden file.
    ///
    /// So that a very deep or huge tree cannot exhaust memory (the indentation alone of a chain
    /// 100,000 deep would be 25 billion characters), the indentation stops growing at
    /// 64 levels, deeper lines carrying their depth instead
    /// (`   | ` × 64 then `[depth 70] <UIView; ...>`), and the dump lists at most
    /// 100,000 lines, then one line saying how many it left out
    /// (`... 900000 more lines not listed (recursiveDescription lists at most 100000)`).
    ///
    /// A headless addition: UIKit's own is private, for the debugger.
    public func recursiveDescription() -> String {
        // One buffer of UTF-8 written into and made a String once (TreeDumpWriter.swift); each
        // view's line is its `description` (View/FastPaths/UIView+DumpLine.swift).
        let descriptionOverrides = UIViewOverrides.description
        var writer = TreeDumpWriter(name: "recursiveDescription", indentation: "   | ")
        var stack: [(view: UIView, depth: Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            for child in view.subviewStorage.reversed() { stack.append((child, depth + 1)) }
            // Layers added to the view's layer are listed (with theirs) below it, before its subviews.
            let layers = view.layer.extras == nil ? [] : view.layer.addedSublayersInDumpOrder(depth: depth + 1)
            guard writer.startLine(depth: depth) else {
                writer.omit(layers.count)
                continue
            }
            view.appendDescription(toDump: &writer.text, descriptionOverrides)
            for (layer, layerDepth) in layers {
                guard writer.startLine(depth: layerDepth) else { continue }
                writer.text.append(layer.descriptionLine())
            }
        }
        return writer.finish()
    }

    /// How many levels `recursiveDescription()` indents before it writes the depth instead: 64.
    package static let recursiveDescriptionIndentationLimit = 64

    /// How many lines `recursiveDescription()` lists before it counts the views it leaves out: 100,000.
    package static let recursiveDescriptionLineLimit = 100_000

    /// `<ClassName; frame = (x y; w h); fields...>` with the dynamic class name.
    func descriptionLine() -> String {
        var line = UTF8Buffer()
        appendDescriptionLine(to: &line)
        return line.makeString()
    }

    /// Appends ``descriptionLine()`` to `line`.
    func appendDescriptionLine(to line: inout UTF8Buffer) {
        var fields = ViewDescriptionFields()
        appendDescriptionFields(to: &fields)
        let frame = self.frame
        line.append(0x3C)  // <
        line.append(TypeNames.name(of: self))
        line.append("; frame = (")
        line.appendNumber(frame.minX)
        line.append(0x20)
        line.appendNumber(frame.minY)
        line.append("; ")
        line.appendNumber(frame.width)
        line.append(0x20)
        line.appendNumber(frame.height)
        line.append(0x29)  // )
        for field in fields.leading { line.append("; "); line.append(field) }
        for field in fields.standard { line.append("; "); line.append(field) }
        for field in fields.trailing { line.append("; "); line.append(field) }
        line.append(0x3E)  // >
    }

    /// UIView's own fields, each only when it differs from UIView's default.
    func appendStandardDescriptionFields(to fields: inout ViewDescriptionFields) {
        if clipsToBounds { fields.standard.append("clipsToBounds = YES") }
        if isHidden { fields.standard.append("hidden = YES") }
        if layer.opacity != 1 { fields.standard.append("alpha = \(formatNumber(alpha))") }
        if !isOpaque { fields.standard.append("opaque = NO") }
        if !autoresizingMask.isEmpty { fields.standard.append("autoresize = \(autoresizingMask.debugTokens)") }
        if !isUserInteractionEnabled { fields.standard.append("userInteractionEnabled = NO") }
        if tag != 0 { fields.standard.append("tag = \(tag)") }
    }
}

extension UIView.AutoresizingMask {
    /// The mask as the debugger prints it: LM, W, RM, TM, H, BM joined by `+`.
    var debugTokens: String {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}

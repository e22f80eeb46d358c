// CALayer+Description.swift: a layer's line in the tree dump and in a picture's titles, and the
// dump's lines for layers added to a view's layer.

extension CALayer {
    /// `<CAShapeLayer; frame = (x y; w h); fields...>`, in the dump's number format, without a
    /// memory address: the class, the frame, then the fields that differ from the defaults.
    func descriptionLine() -> String {
        var fields: [String] = []
        appendLayerDescriptionFields(to: &fields)
        let frame = self.frame
        var line = "<\(String(describing: type(of: self))); frame = (\(formatNumber(frame.minX)) \(formatNumber(frame.minY)); \(formatNumber(frame.width)) \(formatNumber(frame.height)))"
        for field in fields { line += "; " + field }
        return line + ">"
    }

    /// The standard fields: the name, hidden, opacity, masksToBounds, corner radius, and the
    /// number of animations when there are some.
    func appendStandardLayerDescriptionFields(to fields: inout [String]) {
        if let name { fields.append("name = '\(name)'") }
        if isHidden { fields.append("hidden = YES") }
        if opacity != 1 { fields.append("opacity = \(formatNumber(CGFloat(opacity)))") }
        if masksToBounds { fields.append("masksToBounds = YES") }
        if cornerRadius != 0 { fields.append("cornerRadius = \(formatNumber(cornerRadius))") }
        if let keys = animationKeys() { fields.append("animations = [\(keys.joined(separator: ", "))]") }
    }

    /// The layers added to this layer and their sublayers, in dump order, each with its depth
    /// (this layer's sublayers are `depth` levels in); walked with an explicit stack.
    func addedSublayersInDumpOrder(depth: Int) -> [(layer: CALayer, depth: Int)] {
        var result: [(layer: CALayer, depth: Int)] = []
        var stack: [(layer: CALayer, depth: Int)] = (extras?.sublayers ?? []).reversed().map { ($0, depth) }
        while let (layer, depth) = stack.popLast() {
            result.append((layer, depth))
            for sublayer in (layer.extras?.sublayers ?? []).reversed() { stack.append((sublayer, depth + 1)) }
        }
        return result
    }

    /// Whether animations are attached (added with `add(_:forKey:)` or by view animations).
    var hasAnimations: Bool { !addedAnimations.isEmpty }
}

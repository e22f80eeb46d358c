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

    /// The lines of the layers added to this layer and their sublayers, each `depth` levels in.
    func addedSublayerDescriptionLines(depth: Int) -> [String] {
        var lines: [String] = []
        for sublayer in extras?.sublayers ?? [] {
            lines.append(String(repeating: "   | ", count: depth) + sublayer.descriptionLine())
            lines += sublayer.addedSublayerDescriptionLines(depth: depth + 1)
        }
        return lines
    }

    /// Whether animations are attached (added with `add(_:forKey:)` or by view animations).
    var hasAnimations: Bool {
        !runningAnimations.isEmpty || !(extras?.addedAnimations.isEmpty ?? true)
    }
}

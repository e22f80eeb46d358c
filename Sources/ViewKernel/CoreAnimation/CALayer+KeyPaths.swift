// CALayer+KeyPaths.swift: a layer's animatable properties by Core Animation's key paths
// (`"opacity"`, `"position.x"`, `"bounds.size.width"`, `"transform.rotation.z"`,
// `"transform.scale"`...), which animations read and write, and key-value access to them.

extension CALayer {
    /// The animatable properties every layer has.
    func layerAnimatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "position": return .point(position)
        case "bounds": return .rect(bounds)
        case "anchorPoint": return .point(anchorPoint)
        case "opacity": return .scalar(CGFloat(opacity))
        case "transform", "affineTransform": return .transform(affineTransform())
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .scalar(cornerRadius)
        case "borderWidth": return .scalar(borderWidth)
        case "borderColor": return .color(borderColor)
        case "shadowOpacity": return .scalar(CGFloat(shadowOpacity))
        case "shadowRadius": return .scalar(shadowRadius)
        case "shadowOffset": return .size(shadowOffset)
        case "shadowColor": return .color(shadowColor)
        case "zPosition": return .scalar(zPosition)
        case "hidden", "isHidden": return .scalar(isHidden ? 1 : 0)
        default: return nil
        }
    }

    /// Sets one of the animatable properties every layer has; false for another key.
    func setLayerAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case let ("position", .point(p)): position = p
        case let ("bounds", .rect(r)): bounds = r
        case let ("anchorPoint", .point(p)): anchorPoint = p
        case ("opacity", _): guard let x = value.scalarValue else { return false }; opacity = Float(x)
        case let ("transform", .transform(t)), let ("affineTransform", .transform(t)): setAffineTransform(t)
        case let ("backgroundColor", .color(c)): backgroundColor = c
        case let ("cornerRadius", .scalar(x)): cornerRadius = x
        case let ("borderWidth", .scalar(x)): borderWidth = x
        case let ("borderColor", .color(c)): borderColor = c
        case let ("shadowOpacity", .scalar(x)): shadowOpacity = Float(x)
        case let ("shadowRadius", .scalar(x)): shadowRadius = x
        case let ("shadowOffset", .size(s)): shadowOffset = s
        case let ("shadowColor", .color(c)): shadowColor = c
        case let ("zPosition", .scalar(x)): zPosition = x
        case let ("hidden", .scalar(x)), let ("isHidden", .scalar(x)): isHidden = x >= 0.5
        default: return false
        }
        return true
    }

    /// The value at `keyPath`: a property, or a part of one (`position.x`, `bounds.size`,
    /// `transform.scale`); nil when the layer has no such animatable value.
    func animatableValue(forKeyPath keyPath: String) -> AnimatableValue? {
        if let value = animatableValue(forKey: keyPath) { return value }
        if keyPath.hasPrefix("transform.") {
            let components = TransformComponents(affineTransform())
            return CALayer.transformPart(String(keyPath.dropFirst("transform.".count)), of: components)
        }
        guard let dot = keyPath.lastIndex(of: ".") else { return nil }
        let parent = String(keyPath[..<dot]), part = String(keyPath[keyPath.index(after: dot)...])
        guard let whole = animatableValue(forKeyPath: parent) else { return nil }
        switch (whole, part) {
        case let (.point(p), "x"): return .scalar(p.x)
        case let (.point(p), "y"): return .scalar(p.y)
        case let (.size(s), "width"): return .scalar(s.width)
        case let (.size(s), "height"): return .scalar(s.height)
        case let (.rect(r), "origin"): return .point(r.origin)
        case let (.rect(r), "size"): return .size(r.size)
        default: return nil
        }
    }

    /// Sets the value at `keyPath` (a property or a part of one); does nothing for a path the
    /// layer does not have.
    func setAnimatableValue(_ value: AnimatableValue, forKeyPath keyPath: String) {
        if setAnimatableValue(value, forKey: keyPath) { return }
        if keyPath.hasPrefix("transform."), let x = value.scalarValue ?? CALayer.sizeAsScalar(value, keyPath) {
            var components = TransformComponents(affineTransform())
            CALayer.setTransformPart(String(keyPath.dropFirst("transform.".count)), to: x, value: value, in: &components)
            setAffineTransform(components.transform)
            return
        }
        guard let dot = keyPath.lastIndex(of: "."),
              let whole = animatableValue(forKeyPath: String(keyPath[..<dot])) else { return }
        let parent = String(keyPath[..<dot]), part = String(keyPath[keyPath.index(after: dot)...])
        let updated: AnimatableValue
        switch (whole, part, value) {
        case let (.point(p), "x", .scalar(x)): updated = .point(CGPoint(x: x, y: p.y))
        case let (.point(p), "y", .scalar(y)): updated = .point(CGPoint(x: p.x, y: y))
        case let (.size(s), "width", .scalar(w)): updated = .size(CGSize(width: w, height: s.height))
        case let (.size(s), "height", .scalar(h)): updated = .size(CGSize(width: s.width, height: h))
        case let (.rect(r), "origin", .point(o)): updated = .rect(CGRect(origin: o, size: r.size))
        case let (.rect(r), "size", .size(s)): updated = .rect(CGRect(origin: r.origin, size: s))
        default: return
        }
        setAnimatableValue(updated, forKeyPath: parent)
    }

    /// A part of a decomposed transform: `rotation`/`rotation.z`, `scale`, `scale.x`, `scale.y`,
    /// `translation`, `translation.x`, `translation.y`.
    private static func transformPart(_ part: String, of c: TransformComponents) -> AnimatableValue? {
        switch part {
        case "rotation", "rotation.z": return .scalar(c.angle)
        case "scale": return .scalar((c.scaleX + c.scaleY) / 2)
        case "scale.x": return .scalar(c.scaleX)
        case "scale.y": return .scalar(c.scaleY)
        case "translation": return .size(CGSize(width: c.translation.x, height: c.translation.y))
        case "translation.x": return .scalar(c.translation.x)
        case "translation.y": return .scalar(c.translation.y)
        default: return nil
        }
    }

    private static func setTransformPart(_ part: String, to x: CGFloat, value: AnimatableValue,
                                         in c: inout TransformComponents) {
        switch part {
        case "rotation", "rotation.z": c.angle = x
        case "scale": c.scaleX = x; c.scaleY = x
        case "scale.x": c.scaleX = x
        case "scale.y": c.scaleY = x
        case "translation":
            if case let .size(s) = value { c.translation = CGPoint(x: s.width, y: s.height) }
        case "translation.x": c.translation.x = x
        case "translation.y": c.translation.y = x
        default: break
        }
    }

    /// A placeholder number for `transform.translation`, whose value is a size.
    private static func sizeAsScalar(_ value: AnimatableValue, _ keyPath: String) -> CGFloat? {
        if case .size = value, keyPath == "transform.translation" { return 0 }
        return nil
    }
}

#if !canImport(Darwin)
extension CALayer {
    /// The value of the animatable property at `keyPath` as Core Animation hands it out
    /// (`NSNumber` for numbers; `CATransform3D` for `"transform"`), as key-value coding reads it;
    /// nil for another key path.
    public func value(forKeyPath keyPath: String) -> Any? {
        animatableValue(forKeyPath: keyPath)?.anyValue
    }

    /// Sets the animatable property at `keyPath` from a value of its type, as key-value coding
    /// does; a value of another type, or another key path, changes nothing.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let current = animatableValue(forKeyPath: keyPath),
              let converted = AnimatableValue(any: value, like: current) else { return }
        setAnimatableValue(converted, forKeyPath: keyPath)
    }

    /// The value of the animatable property `key`; see `value(forKeyPath:)`.
    public func value(forKey key: String) -> Any? {
        value(forKeyPath: key)
    }

    /// Sets the animatable property `key`; see `setValue(_:forKeyPath:)`.
    public func setValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }
}
#endif

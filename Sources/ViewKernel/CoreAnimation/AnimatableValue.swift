// AnimatableValue.swift: the values a view animation moves between, and how each is interpolated.

/// The layer properties that UIView animations animate, named by Core Animation's key paths.
///
/// `frame` and `center` are not keys of their own: a frame change animates `position` and
/// `bounds`, a centre change animates `position`, a view's `alpha` is the layer's `opacity`.
enum LayerAnimationKey: String, CaseIterable, Sendable {
    /// The layer's position (a view's `center`).
    case position
    /// The layer's bounds (origin and size).
    case bounds
    /// The layer's affine transform (a view's `transform`).
    case transform
    /// The layer's opacity (a view's `alpha`).
    case opacity
    /// The layer's background colour.
    case backgroundColor
}

/// A value of one animatable layer property.
enum AnimatableValue: Equatable {
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case opacity(Float)
    case color(CGColor?)
    /// A number property of Core Animation (`cornerRadius`, `strokeEnd`, `position.x`...).
    case scalar(CGFloat)
    case size(CGSize)
    /// A shape layer's path: interpolated point by point when both have the same elements.
    case path(CGPath?)
    /// A gradient's colours, mixed one by one when both have as many.
    case colors([CGColor]?)
    /// A gradient's locations.
    case numbers([CGFloat]?)

    /// The value `progress` of the way from `self` to `end` (0 gives `self`, 1 gives `end`;
    /// a spring may ask for values outside 0...1, which overshoot).
    func interpolated(to end: AnimatableValue, progress: Double) -> AnimatableValue {
        if progress == 0 { return self }
        if progress == 1 { return end }
        let p = CGFloat(progress)
        switch (self, end) {
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x, p), y: mix(a.y, b.y, p)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.origin.x, b.origin.x, p), y: mix(a.origin.y, b.origin.y, p),
                                width: mix(a.width, b.width, p), height: mix(a.height, b.height, p)))
        case let (.transform(a), .transform(b)):
            return .transform(TransformComponents(a).interpolated(to: TransformComponents(b), progress: p).transform)
        case let (.opacity(a), .opacity(b)):
            return .opacity(a + (b - a) * Float(progress))
        case let (.color(a), .color(b)):
            return .color(AnimatableValue.mixColors(a, b, p))
        case let (.scalar(a), .scalar(b)):
            return .scalar(mix(a, b, p))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: mix(a.width, b.width, p), height: mix(a.height, b.height, p)))
        case let (.path(a?), .path(b?)):
            return AnimatableValue.mixPaths(a, b, p).map { .path($0) } ?? (progress < 0.5 ? self : end)
        case let (.colors(a?), .colors(b?)) where a.count == b.count:
            return .colors(zip(a, b).compactMap { AnimatableValue.mixColors($0, $1, p) })
        case let (.numbers(a?), .numbers(b?)) where a.count == b.count:
            return .numbers(zip(a, b).map { mix($0, $1, p) })
        default:
            return progress < 0.5 ? self : end
        }
    }

    /// Colours mix component by component in RGBA; no colour (nil) counts as transparent black,
    /// and the end points keep their own value, nil included.
    static func mixColors(_ a: CGColor?, _ b: CGColor?, _ p: CGFloat) -> CGColor? {
        let from = rgba(a), to = rgba(b)
        return CGColor(red: mix(from[0], to[0], p), green: mix(from[1], to[1], p),
                       blue: mix(from[2], to[2], p), alpha: mix(from[3], to[3], p))
    }

    /// Two paths of the same elements mixed point by point; nil when their elements differ in kind.
    private static func mixPaths(_ a: CGPath, _ b: CGPath, _ p: CGFloat) -> CGPath? {
        guard a.elements.count == b.elements.count else { return nil }
        var mixed: [PathElement] = []
        mixed.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            func m(_ u: CGPoint, _ v: CGPoint) -> CGPoint { CGPoint(x: mix(u.x, v.x, p), y: mix(u.y, v.y, p)) }
            switch (x, y) {
            case let (.move(u), .move(v)): mixed.append(.move(m(u, v)))
            case let (.line(u), .line(v)): mixed.append(.line(m(u, v)))
            case let (.quadCurve(c, u), .quadCurve(d, v)): mixed.append(.quadCurve(m(c, d), m(u, v)))
            case let (.curve(c1, c2, u), .curve(d1, d2, v)): mixed.append(.curve(m(c1, d1), m(c2, d2), m(u, v)))
            case (.close, .close): mixed.append(.close)
            default: return nil
            }
        }
        return CGPath(elements: mixed)
    }

    /// The RGBA components of a layer colour (a grey's white level counts for red, green and blue).
    static func rgba(_ color: CGColor?) -> [CGFloat] {
        guard let components = color?.components else { return [0, 0, 0, 0] }
        switch components.count {
        case 4...: return Array(components.prefix(4))
        case 2: return [components[0], components[0], components[0], components[1]]
        case 1: return [components[0], components[0], components[0], 1]
        default: return [0, 0, 0, 0]
        }
    }
}

/// Linear interpolation between `a` and `b`.
func mix(_ a: CGFloat, _ b: CGFloat, _ p: CGFloat) -> CGFloat {
    a + (b - a) * p
}

/// An affine transform taken apart as Core Animation interpolates transforms: scale, shear,
/// rotation and translation are interpolated separately, so a quarter turn passes through an
/// eighth of a turn (not through a shrunken matrix), and a rotation takes the shorter way round.
struct TransformComponents: Equatable {
    var scaleX: CGFloat
    var scaleY: CGFloat
    /// The part of the second row along the first row's direction (0 without shear).
    var shear: CGFloat
    var angle: CGFloat
    var translation: CGPoint

    /// Decomposes `t` so that `transform` gives it back: the first row is scaleX·(cos, sin), the
    /// second is scaleY·(-sin, cos) + shear·(cos, sin).
    init(_ t: CGAffineTransform) {
        var scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        if t.a * t.d - t.b * t.c < 0 { scaleX = -scaleX }
        let cosine: CGFloat, sine: CGFloat
        if scaleX != 0 {
            cosine = t.a / scaleX
            sine = t.b / scaleX
        } else {
            cosine = 1
            sine = 0
        }
        self.scaleX = scaleX
        scaleY = -sine * t.c + cosine * t.d
        shear = cosine * t.c + sine * t.d
        angle = Foundation.atan2(sine, cosine)
        translation = CGPoint(x: t.tx, y: t.ty)
    }

    /// The transform these components describe.
    var transform: CGAffineTransform {
        let cosine = Foundation.cos(angle), sine = Foundation.sin(angle)
        return CGAffineTransform(a: scaleX * cosine, b: scaleX * sine,
                                 c: -scaleY * sine + shear * cosine, d: scaleY * cosine + shear * sine,
                                 tx: translation.x, ty: translation.y)
    }

    /// The components `progress` of the way to `end`; the angle goes the shorter way round.
    func interpolated(to end: TransformComponents, progress p: CGFloat) -> TransformComponents {
        var endAngle = end.angle
        let turn = 2 * CGFloat.pi
        if endAngle - angle > CGFloat.pi { endAngle -= turn }
        if endAngle - angle < -CGFloat.pi { endAngle += turn }
        var result = self
        result.scaleX = mix(scaleX, end.scaleX, p)
        result.scaleY = mix(scaleY, end.scaleY, p)
        result.shear = mix(shear, end.shear, p)
        result.angle = mix(angle, endAngle, p)
        result.translation = CGPoint(x: mix(translation.x, end.translation.x, p),
                                     y: mix(translation.y, end.translation.y, p))
        return result
    }
}

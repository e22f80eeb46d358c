// AnimatableValue+Conversions.swift: Core Animation's `Any` values (`fromValue`, `values`,
// `value(forKeyPath:)`) turned into animatable values of a property's kind and back, and the
// sums and differences that `byValue` and additive animations need.

extension AnimatableValue {
    /// `value` read as a value of the same kind as `template`; nil when it is not one (a
    /// `UIColor` where a `CGColor` is needed, as Core Animation ignores it).
    init?(any value: Any?, like template: AnimatableValue) {
        guard let value else { return nil }
        switch template {
        case .scalar, .opacity:
            guard let number = AnimatableValue.number(value) else { return nil }
            self = template.isOpacity ? .opacity(Float(number)) : .scalar(number)
        case .point:
            guard let point = value as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            guard let size = value as? CGSize else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = value as? CGRect else { return nil }
            self = .rect(rect)
        case .transform:
            if let transform = value as? CGAffineTransform {
                self = .transform(transform)
            } else if let transform = value as? CATransform3D {
                self = .transform(CATransform3DGetAffineTransform(transform))
            } else {
                return nil
            }
        case .color:
            guard let color = AnimatableValue.cgColor(value) else { return nil }
            self = .color(color)
        case .path:
            guard let path = value as? CGPath else { return nil }
            self = .path(path)
        case .colors:
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap(AnimatableValue.cgColor)
            guard colors.count == list.count else { return nil }
            self = .colors(colors)
        case .numbers:
            guard let list = value as? [Any] else { return nil }
            let numbers = list.compactMap(AnimatableValue.number)
            guard numbers.count == list.count else { return nil }
            self = .numbers(numbers)
        }
    }

    /// The value as Core Animation hands it out: numbers as `NSNumber`, geometry as itself.
    var anyValue: Any? {
        switch self {
        case .point(let p): return p
        case .rect(let r): return r
        case .size(let s): return s
        case .transform(let t): return CATransform3DMakeAffineTransform(t)
        case .opacity(let o): return NSNumber(value: o)
        case .scalar(let x): return NSNumber(value: Double(x))
        case .color(let c): return c
        case .path(let p): return p
        case .colors(let c): return c
        case .numbers(let n): return n?.map { NSNumber(value: Double($0)) }
        }
    }

    private var isOpacity: Bool {
        if case .opacity = self { return true }
        return false
    }

    /// A number from any of the forms Swift code passes one in.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let x as CGFloat: return x
        case let x as Double: return CGFloat(x)
        case let x as Float: return CGFloat(x)
        case let x as Int: return CGFloat(x)
        case let x as Bool: return x ? 1 : 0
        case let x as NSNumber: return CGFloat(x.doubleValue)
        default: return nil
        }
    }

    /// A layer colour; a `UIColor` is not one, as in Core Animation.
    private static func cgColor(_ value: Any) -> CGColor? {
        value as? CGColor
    }

    /// The number a scalar or opacity holds.
    var scalarValue: CGFloat? {
        switch self {
        case .scalar(let x): return x
        case .opacity(let o): return CGFloat(o)
        default: return nil
        }
    }

    // MARK: - Arithmetic

    /// `self + other` component by component (transforms are concatenated); `other` when the
    /// kinds cannot be added.
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        combined(with: other, sign: 1)
    }

    /// `self - other` component by component (transforms: `self` undone by `other`).
    func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        combined(with: other, sign: -1)
    }

    private func combined(with other: AnimatableValue, sign: CGFloat) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + sign * b)
        case let (.opacity(a), .opacity(b)): return .opacity(a + Float(sign) * b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + sign * b.x, y: a.y + sign * b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + sign * b.width, height: a.height + sign * b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + sign * b.minX, y: a.minY + sign * b.minY,
                                width: a.width + sign * b.width, height: a.height + sign * b.height))
        case let (.transform(a), .transform(b)):
            return .transform(sign > 0 ? b.concatenating(a) : b.inverted().concatenating(a))
        case let (.color(a), .color(b)):
            let x = AnimatableValue.rgba(a), y = AnimatableValue.rgba(b)
            return .color(CGColor(red: x[0] + sign * y[0], green: x[1] + sign * y[1], blue: x[2] + sign * y[2],
                                  alpha: x[3] + sign * y[3]))
        case let (.numbers(a?), .numbers(b?)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + sign * $1 })
        default:
            return sign > 0 ? other : self
        }
    }

    /// A measure of how far apart two values are, for paced keyframes.
    func distance(to other: AnimatableValue) -> CGFloat {
        switch (self, other) {
        case let (.point(a), .point(b)): return ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        case let (.size(a), .size(b)):
            let dw = b.width - a.width, dh = b.height - a.height
            return (dw * dw + dh * dh).squareRoot()
        default:
            if let a = scalarValue, let b = other.scalarValue { return abs(b - a) }
            return self == other ? 0 : 1
        }
    }
}

// NSValue+Geometry.swift: UIKit's boxing of CoreGraphics geometry in NSValue, which the keyboard
// notifications' frames use, and the bridging that lets a boxed rectangle be read either way:
// `(info[key] as? NSValue)?.cgRectValue` or `info[key] as? CGRect`, as on Apple platforms.

#if !canImport(Darwin)
extension NSValue {
    /// Boxes a rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Boxes a point, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// Boxes a size, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }

    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }

    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }

    /// Whether the value boxes what `NSValue(rect:)`, `(point:)` or `(size:)` boxes for `sample`.
    fileprivate func boxesSameType(as sample: NSValue) -> Bool {
        String(cString: objCType) == String(cString: sample.objCType)
    }
}

/// A rectangle bridges to and from an `NSValue`, as on Apple platforms, so that a boxed frame in a
/// notification's `userInfo` casts to `CGRect` and a rectangle casts to `NSValue`.
extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// The boxed form.
    public typealias _ObjectiveCType = NSValue
    /// Boxes the rectangle.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    /// Unboxes a rectangle.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.rectValue
    }
    /// Unboxes a rectangle when the value holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard source.boxesSameType(as: NSValue(rect: .zero)) else { return false }
        result = source.rectValue
        return true
    }
    /// Unboxes a rectangle (zero for nil).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.rectValue ?? .zero
    }
}
#endif

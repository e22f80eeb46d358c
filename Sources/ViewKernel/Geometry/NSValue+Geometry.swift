// NSValue+Geometry.swift: UIKit's boxing of CoreGraphics geometry in NSValue, which the keyboard
// notifications' frames use (`(info[key] as? NSValue)?.cgRectValue`).

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
}
#endif

// CGGeometry+Equality.swift: the `equalTo(_:)` methods CoreGraphics gives CGRect, CGPoint and
// CGSize (the Swift names of CGRectEqualToRect and friends), which Foundation lacks on Linux.

#if !canImport(Darwin)
extension CGRect {
    /// Whether the two rectangles have the same origin and size, or are both null, as
    /// CoreGraphics' `CGRect.equalTo(_:)` (`CGRectEqualToRect`:
    /// https://developer.apple.com/documentation/coregraphics/cgrectequaltorect(_:_:)).
    public func equalTo(_ rect2: CGRect) -> Bool {
        (isNull && rect2.isNull) || self == rect2
    }
}

extension CGPoint {
    /// Whether the two points are the same, as CoreGraphics' `CGPoint.equalTo(_:)`.
    public func equalTo(_ point2: CGPoint) -> Bool {
        self == point2
    }
}

extension CGSize {
    /// Whether the two sizes are the same, as CoreGraphics' `CGSize.equalTo(_:)`.
    public func equalTo(_ size2: CGSize) -> Bool {
        self == size2
    }
}
#endif

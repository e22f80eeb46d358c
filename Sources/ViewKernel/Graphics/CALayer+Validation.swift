// CALayer+Validation.swift: geometry and opacity that a layer refuses or clamps.

extension CALayer {
    /// Whether the frame stays finite with the given part of the geometry changed (the rest as it
    /// is); reports the change and returns false when the frame would overflow. Finite values can
    /// still make an infinite frame (a scale of 1e300, a position of 1e308 plus a width), which
    /// would break every conversion and hit test below the layer: such a change is refused, as
    /// the non-finite values themselves are (a decision: Core Animation does not check it).
    func checkFrameIsFinite(bounds: CGRect? = nil, position: CGPoint? = nil, anchorPoint: CGPoint? = nil,
                            transform: CGAffineTransform? = nil, change: @autoclosure () -> String) -> Bool {
        let frame = CALayer.frame(bounds: bounds ?? boundsStorage, position: position ?? positionStorage,
                                  anchorPoint: anchorPoint ?? anchorPointStorage,
                                  transform: transform ?? transformStorage)
        if frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite, frame.size.height.isFinite {
            return true
        }
        Headless.reportViolation("CALayer \(change()) makes the frame infinite: \(CALayer.messageText(frame))",
                                 exceptionName: "CALayerInvalidGeometry")
        return false
    }

    /// `opacity` clamped to 0...1 as Core Animation documents it
    /// (https://developer.apple.com/documentation/quartzcore/calayer/opacity); nil, reported, for
    /// NaN, which has no place in the range (a decision: Core Animation does not say).
    static func checkedOpacity(_ opacity: Float) -> Float? {
        guard !opacity.isNaN else {
            Headless.reportViolation("CALayer opacity is NaN", exceptionName: "CALayerInvalidGeometry")
            return nil
        }
        return Swift.min(Swift.max(opacity, 0), 1)
    }

    /// `[x y; w h]`, as CALayer's messages print a rectangle.
    static func messageText(_ rect: CGRect) -> String {
        "[\(formatNumber(rect.origin.x)) \(formatNumber(rect.origin.y)); \(formatNumber(rect.size.width)) \(formatNumber(rect.size.height))]"
    }

    /// `[x y]`, as CALayer's messages print a point.
    static func messageText(_ point: CGPoint) -> String {
        "[\(formatNumber(point.x)) \(formatNumber(point.y))]"
    }

    /// `[a b c d tx ty]`, as CALayer's messages print a transform.
    static func messageText(_ t: CGAffineTransform) -> String {
        "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: " ") + "]"
    }
}

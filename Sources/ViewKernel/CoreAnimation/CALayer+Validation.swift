// CALayer+Validation.swift: geometry and opacity that a layer refuses or clamps, and the geometry
// maths it shares with UIView (a frame from bounds, position, anchor point and transform, and back).

extension CALayer {
    /// Whether the frame stays finite with the given part of the geometry changed (the rest as it
    /// is); reports the change and returns false when the frame would overflow. Finite values can
    /// still make an infinite frame (a scale of 1e300, a position of 1e308 plus a width), which
    /// would break every conversion and hit test below the layer: such a change is refused (a
    /// decision). Core Animation does not check it and raises nothing, so the refusal is a
    /// logged problem, not a violation: the program goes on with the geometry it had.
    func checkFrameIsFinite(bounds: CGRect? = nil, position: CGPoint? = nil, anchorPoint: CGPoint? = nil,
                            transform: CGAffineTransform? = nil, change: @autoclosure () -> String) -> Bool {
        let frame = CALayer.frame(bounds: bounds ?? boundsStorage, position: position ?? positionStorage,
                                  anchorPoint: anchorPoint ?? anchorPointStorage,
                                  transform: transform ?? transformStorage)
        if frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite, frame.size.height.isFinite {
            return true
        }
        Headless.reportLoggedProblem("CALayer \(change()) makes the frame infinite: \(CALayer.messageText(frame))")
        return false
    }

    /// `opacity` clamped to 0...1 as Core Animation documents it
    /// (https://developer.apple.com/documentation/quartzcore/calayer/opacity); nil for NaN, which
    /// has no place in the range (a decision: Core Animation does not say, and raises nothing for
    /// it, so the refusal is a logged problem and the program goes on).
    static func checkedOpacity(_ opacity: Float) -> Float? {
        guard !opacity.isNaN else {
            Headless.reportLoggedProblem("CALayer opacity is NaN")
            return nil
        }
        return min(max(opacity, 0), 1)
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

extension CALayer {
    /// The frame of a layer with the given geometry.
    nonisolated static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint,
                                  transform: CGAffineTransform) -> CGRect {
        let anchorOffset = CGPoint(x: bounds.width * anchorPoint.x, y: bounds.height * anchorPoint.y)
        if transform.isIdentity {
            return CGRect(x: position.x - anchorOffset.x, y: position.y - anchorOffset.y,
                          width: bounds.width, height: bounds.height)
        }
        let local = CGRect(x: -anchorOffset.x, y: -anchorOffset.y, width: bounds.width, height: bounds.height)
        return local.applying(transform).offsetBy(dx: position.x, dy: position.y)
    }

    /// Whether the frame is exactly `rect`, field by field, found without working the frame out
    /// when the transform is the identity: a scroll step asks it of every cell on screen. False
    /// may still mean the same frame (a transform, or a rectangle of negative size).
    package final func hasFrame(_ rect: CGRect) -> Bool {
        guard hasIdentityTransform else { return false }
        let size = boundsStorage.size
        return size.width == rect.size.width && size.height == rect.size.height
            && positionStorage.x - size.width * anchorPointStorage.x == rect.origin.x
            && positionStorage.y - size.height * anchorPointStorage.y == rect.origin.y
    }

    /// The position and bounds that give `frame` under `transform`, or nil (reported) when not finite.
    ///
    /// With a transform other than the identity, the size is taken back through the inverse
    /// transform and the position is the frame's anchor point, as UIKit does.
    static func geometry(forFrame frame: CGRect, anchorPoint: CGPoint, transform: CGAffineTransform,
                         boundsOrigin: CGPoint) -> (position: CGPoint, bounds: CGRect)? {
        var size = frame.size
        if !transform.isIdentity {
            let untransformed = frame.size.applying(transform.inverted())
            size = CGSize(width: abs(untransformed.width), height: abs(untransformed.height))
        }
        // The stored size, not `width`/`height` (which standardize): a frame of negative width
        // is centred on its mid point, x + width / 2, as CGRectGetMidX gives it.
        let position = CGPoint(x: frame.origin.x + frame.size.width * anchorPoint.x,
                               y: frame.origin.y + frame.size.height * anchorPoint.y)
        let bounds = CGRect(origin: boundsOrigin, size: size)
        guard checkFinite(position), checkFinite(bounds) else { return nil }
        return (position, bounds)
    }

    /// Reports a non-finite position as CALayer does; true when finite.
    static func checkFinite(_ point: CGPoint) -> Bool {
        if point.x.isFinite && point.y.isFinite { return true }
        Headless.reportViolation("CALayer position contains NaN: [\(formatNumber(point.x)) \(formatNumber(point.y))]",
                                 exceptionName: "CALayerInvalidGeometry")
        return false
    }

    /// Reports non-finite bounds as CALayer does; true when finite.
    static func checkFinite(_ rect: CGRect) -> Bool {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        if values.allSatisfy(\.isFinite) { return true }
        Headless.reportViolation("CALayer bounds contains NaN: [\(formatNumber(values[0])) \(formatNumber(values[1])); \(formatNumber(values[2])) \(formatNumber(values[3]))]",
                                 exceptionName: "CALayerInvalidGeometry")
        return false
    }

    /// Reports a non-finite transform; true when finite.
    static func checkFinite(_ t: CGAffineTransform) -> Bool {
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        if values.allSatisfy(\.isFinite) { return true }
        Headless.reportViolation("CALayer transform contains NaN: [" + values.map(formatNumber).joined(separator: " ") + "]",
                                 exceptionName: "CALayerInvalidGeometry")
        return false
    }
}

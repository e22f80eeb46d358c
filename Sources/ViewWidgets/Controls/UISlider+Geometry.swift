// UISlider+Geometry.swift: where a slider's track, thumb and value images go, and how a drag of
// the thumb turns into a value.

extension UISlider {
    /// The height UIKit gives a slider (a decision for this package: iOS 7's 31 points).
    static let standardHeight: CGFloat = 31
    /// The thumb's size without a thumb image.
    static let defaultThumbSize = CGSize(width: 31, height: 31)
    /// The track's height.
    static let trackHeight: CGFloat = 2

    /// `value` kept within the range.
    /// Whether `value` may be set as `property`: not NaN, and finite when `finiteOnly` (a bound
    /// of the range); otherwise reported as a problem the console would show.
    static func acceptsValue(_ value: Float, for property: String, finiteOnly: Bool) -> Bool {
        if finiteOnly ? value.isFinite : !value.isNaN { return true }
        Headless.reportLoggedProblem("UISlider \(property) \(formatNumber(CGFloat(value))) is refused: it must be \(finiteOnly ? "a finite number" : "a number")")
        return false
    }

    func clampedValue(_ value: Float) -> Float {
        guard !value.isNaN else { return minimumStorage }
        return min(maximumStorage, max(minimumStorage, value))
    }

    /// The thumb's size: the current thumb image's, or 31 x 31.
    var thumbSize: CGSize {
        currentThumbImage?.size ?? UISlider.defaultThumbSize
    }

    /// Where `value` lies in the range, 0...1 (0 when the range is empty).
    func fraction(of value: Float) -> CGFloat {
        let span = maximumStorage - minimumStorage
        guard span > 0 else { return 0 }
        return CGFloat((clampedValue(value) - minimumStorage) / span)
    }

    /// The thumb's rectangle now.
    var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
    }

    /// Starts a drag when `touch` is on the thumb: remembers where on the thumb it went down and
    /// the value then. False when the touch is elsewhere.
    func beginDraggingThumb(with touch: UITouch) -> Bool {
        let location = touch.location(in: self)
        let thumb = currentThumbRect
        guard thumb.contains(location) else { return false }
        grabOffset = location.x - thumb.midX
        valueAtTrackingStart = valueStorage
        return true
    }

    /// Moves the value so that the thumb's centre follows the finger (less the grab offset), the
    /// minimum at the leading end; sends `.valueChanged` when a continuous slider's value changed.
    func dragThumb(with touch: UITouch, event: UIEvent?) {
        let track = trackRect(forBounds: bounds)
        let size = thumbSize
        let travel = track.width - size.width
        guard travel > 0 else { return }
        let centerX = touch.location(in: self).x - grabOffset
        let fromLeft = min(1, max(0, (centerX - track.minX - size.width / 2) / travel))
        let position = isRightToLeft ? 1 - fromLeft : fromLeft
        let newValue = clampedValue(minimumStorage + Float(position) * (maximumStorage - minimumStorage))
        guard newValue != valueStorage else { return }
        valueStorage = newValue
        setNeedsLayout()
        if isContinuous { sendActions(for: .valueChanged, event: event) }
    }
}

extension UISlider {
    /// The rectangle of a value image at the left or right edge of `bounds`, centred vertically.
    func valueImageRect(for image: UIImage?, atLeft: Bool, in bounds: CGRect) -> CGRect {
        let size = image?.size ?? .zero
        return CGRect(x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }
}

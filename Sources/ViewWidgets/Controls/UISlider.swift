// UISlider.swift: a control that picks a value from a continuous range by dragging its thumb.
// The default geometry (track, thumb, value images) is in UISlider+Geometry.swift.

/// A control for choosing a value from a range by dragging a thumb along a track, as UIKit's
/// `UISlider`.
///
/// `value` is kept within `minimumValue...maximumValue` (0...1 by default). A touch that goes down
/// on the thumb drags it; the value follows the finger (keeping the point where the thumb was
/// grabbed under it), also beyond the 70-point slack. A continuous slider sends `.valueChanged`
/// on every move that changes the value; one with `isContinuous == false` sends it once, when the
/// finger lifts, if the value changed. A touch elsewhere on the track does nothing. Setting the
/// value in code sends nothing.
@preconcurrency @MainActor
open class UISlider: UIControl {
    var valueStorage: Float = 0
    var minimumStorage: Float = 0
    var maximumStorage: Float = 1
    var thumbImages = PerState<UIImage>()
    var minimumTrackImages = PerState<UIImage>()
    var maximumTrackImages = PerState<UIImage>()
    /// While dragging: the finger's distance from the thumb's centre when it went down, and the
    /// value then.
    var grabOffset: CGFloat = 0
    var valueAtTrackingStart: Float = 0

    /// Makes a slider with the given frame, at value 0 in 0...1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Source compatibility; makes a zero-sized slider at value 0 in 0...1.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: - Value

    /// The value, within `minimumValue...maximumValue`; 0 by default. Setting it clamps it and
    /// sends no action.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value, clamped to the range, sending no action. `animated` is accepted for source
    /// compatibility: the thumb is not a view here, so nothing moves on screen.
    ///
    /// NaN is refused (reported; the value stays), a decision: UIKit does not say what it does.
    open func setValue(_ value: Float, animated: Bool) {
        guard UISlider.acceptsValue(value, for: "value", finiteOnly: false) else { return }
        let clamped = clampedValue(value)
        guard clamped != valueStorage else { return }
        valueStorage = clamped
        setNeedsLayout()
    }

    /// The lowest value; 0 by default. Raising it above `maximumValue` raises that too; the value
    /// is clamped again. A value that is not finite is refused (reported; nothing changes).
    open var minimumValue: Float {
        get { minimumStorage }
        set {
            guard UISlider.acceptsValue(newValue, for: "minimumValue", finiteOnly: true) else { return }
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            valueStorage = clampedValue(valueStorage)
            setNeedsLayout()
        }
    }

    /// The highest value; 1 by default. Lowering it below `minimumValue` lowers that too; the value
    /// is clamped again. A value that is not finite is refused (reported; nothing changes).
    open var maximumValue: Float {
        get { maximumStorage }
        set {
            guard UISlider.acceptsValue(newValue, for: "maximumValue", finiteOnly: true) else { return }
            maximumStorage = newValue
            if minimumStorage > newValue { minimumStorage = newValue }
            valueStorage = clampedValue(valueStorage)
            setNeedsLayout()
        }
    }

    /// Whether `.valueChanged` is sent on every move (true, the default) or only when the finger
    /// lifts.
    open var isContinuous = true

    // MARK: - Appearance

    /// The image at the left end, before the track; nil by default. It shortens the track.
    open var minimumValueImage: UIImage? { didSet { setNeedsLayout() } }
    /// The image at the right end, after the track; nil by default. It shortens the track.
    open var maximumValueImage: UIImage? { didSet { setNeedsLayout() } }
    /// The colour of the track left of the thumb; nil (the tint colour) by default.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the track right of the thumb; nil (light gray) by default.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the thumb; nil (white) by default.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Sets the thumb image for `state`; the thumb takes its size.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[exactly: state] = image
        setNeedsLayout()
    }

    /// The thumb image for `state`, or `.normal`'s.
    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state]
    }

    /// Sets the image of the track left of the thumb for `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[exactly: state] = image
        setNeedsDisplay()
    }

    /// The image of the track left of the thumb for `state`, or `.normal`'s.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        minimumTrackImages[state]
    }

    /// Sets the image of the track right of the thumb for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[exactly: state] = image
        setNeedsDisplay()
    }

    /// The image of the track right of the thumb for `state`, or `.normal`'s.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        maximumTrackImages[state]
    }

    /// The thumb image for the current state.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The left track image for the current state.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The right track image for the current state.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    // MARK: - Geometry override points

    /// Where the minimum value image goes: at the leading edge (the left, the right when the
    /// slider runs right to left), centred vertically, at its size.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(for: minimumValueImage, atLeft: !isRightToLeft, in: bounds)
    }

    /// Where the maximum value image goes: at the trailing edge (the right, the left when the
    /// slider runs right to left), centred vertically, at its size.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(for: maximumValueImage, atLeft: isRightToLeft, in: bounds)
    }

    /// The track: 2 points high, centred vertically, across the width left between the value images.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        for (image, rect) in [(minimumValueImage, minimumValueImageRect(forBounds: bounds)),
                              (maximumValueImage, maximumValueImageRect(forBounds: bounds))] where image != nil {
            if rect.midX < bounds.midX { minX = max(minX, rect.maxX) } else { maxX = min(maxX, rect.minX) }
        }
        return CGRect(x: minX, y: bounds.midY - UISlider.trackHeight / 2,
                      width: max(0, maxX - minX), height: UISlider.trackHeight)
    }

    /// The thumb for `value`: the thumb image's size (31 x 31 without one), centred on the track
    /// vertically, moving from the track's leading end (minimum) until its trailing edge meets
    /// the track's trailing end (maximum): left to right, or right to left when the slider runs
    /// right to left, as UIKit mirrors it.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let travel = max(0, rect.width - size.width)
        let offset = travel * fraction(of: value)
        return CGRect(x: isRightToLeft ? rect.maxX - size.width - offset : rect.minX + offset,
                      y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Draws the two track parts and the thumb in the picture (`renderSVG()`).
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        drawSliderSVGContent(in: context)
    }

    /// The current width and a height of 31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: UISlider.standardHeight)
    }

    /// No intrinsic width; 31 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.standardHeight)
    }

    // MARK: - Tracking

    /// Tracks a touch that goes down on the thumb; returns false (ignoring the touch) elsewhere.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginDraggingThumb(with: touch) && super.beginTracking(touch, with: event)
    }

    /// Moves the value with the finger; sends `.valueChanged` when it changed and the slider is
    /// continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragThumb(with: touch, event: event)
        return super.continueTracking(touch, with: event)
    }

    /// Sends `.valueChanged` for a non-continuous slider whose value changed during the drag.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous && valueStorage != valueAtTrackingStart { sendActions(for: .valueChanged, event: event) }
    }

    /// Adds `value = N` to the dump.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        fields.leading.append("value = \(ViewDescriptionFields.format(CGFloat(valueStorage)))")
    }

    /// A slider's default action is a sideways drag of its thumb: an overlapping pan of another
    /// view (a scroll view) does not begin on a drag along the slider that started on the thumb,
    /// whether or not the slider has heard of the touch yet (a scroll view may hold it back).
    override func defaultActionOverlaps(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return false }
        return isOwnSidewaysDrag(pan, startingIn: currentThumbRect)
    }

    // MARK: - Accessibility
    /// True unless set, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The position as a percentage ("50%") unless a value was set, as in UIKit.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? accessibilityPercentage }
        set { super.accessibilityValue = newValue }
    }

    /// `.adjustable` unless traits were set, as in UIKit.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits == nil ? super.accessibilityTraits.union(.adjustable) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }

    /// The value's position between the minimum and the maximum, as a whole percentage.
    private var accessibilityPercentage: String {
        let range = maximumValue - minimumValue
        let percentage: Double
        if range.isFinite {
            // In Float, as always: rounding in Double could move a percentage across a half.
            let fraction = range > 0 ? (value - minimumValue) / range : 0
            percentage = Double((fraction * 100).rounded())
        } else {
            // Bounds too far apart for a Float (-3e38 and 3e38): the range is infinite in Float,
            // not in Double, where the value's true position is computed instead of NaN.
            let fraction = (Double(value) - Double(minimumValue)) / (Double(maximumValue) - Double(minimumValue))
            percentage = (fraction * 100).rounded()
        }
        // The bounds are finite and the value within them (the setters see to it), so this is
        // 0...100; the clamping conversion keeps the text total regardless.
        return "\(Int(clampingFloat: percentage))%"
    }
}

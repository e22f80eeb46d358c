// UISwitch.swift: an on/off control of fixed size that flips when tapped.

/// A control that offers an on/off choice, as UIKit's `UISwitch`.
///
/// The switch is always 51 x 31 points: the size of any frame given is ignored. A tap (a touch
/// lifted inside, with the controls' 70-point slack) flips it; dragging the thumb (moving 10 points
/// or more sideways) sets it by where the finger lifts, on in the right half. Either way, when the
/// value changes the switch sends `.valueChanged` after `endTracking` and before `.touchUpInside`.
/// Setting `isOn` or calling `setOn(_:animated:)` in code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size of every switch (UIKit's since iOS 7).
    static let switchSize = CGSize(width: 51, height: 31)

    /// How far the finger must move sideways for a touch to count as a drag of the thumb.
    static let dragThreshold: CGFloat = 10

    var onFlag = false
    /// Where the tracked touch went down, and whether it has moved far enough to be a drag.
    var trackingStart = CGPoint.zero
    var isDraggingThumb = false

    /// Makes an off switch at `frame`'s origin, 51 x 31 whatever size `frame` has.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
        isOpaque = false
        // A switch keeps its size under Auto Layout: it hugs at 750, as UIKit's does.
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Source compatibility; makes an off switch of 51 x 31 at the origin.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UISwitch.switchSize
        isOpaque = false
    }

    /// The frame; setting it moves the switch but keeps it 51 x 31, as UIKit does.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.switchSize) }
    }

    /// Whether the switch is on; false by default. Setting it sends no action.
    open var isOn: Bool {
        get { onFlag }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, sending no action. `animated` is accepted for source
    /// compatibility: the switch has no moving parts to show here.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != onFlag else { return }
        onFlag = on
        setNeedsDisplay()
    }

    /// The colour of the track when on; nil (UIKit's green) by default.
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The colour of the thumb; nil (white) by default.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Draws the track and the knob in the picture (`renderSVG()`).
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        drawSwitchSVGContent(in: context)
    }

    /// 51 x 31, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        UISwitch.switchSize
    }

    /// 51 x 31.
    open override var intrinsicContentSize: CGSize {
        UISwitch.switchSize
    }

    /// Remembers where the touch went down; tracks it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = touch.location(in: self)
        isDraggingThumb = false
        return super.beginTracking(touch, with: event)
    }

    /// Notes when the touch has moved far enough sideways to be a drag of the thumb.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if abs(touch.location(in: self).x - trackingStart.x) >= UISwitch.dragThreshold { isDraggingThumb = true }
        return super.continueTracking(touch, with: event)
    }

    /// Flips the switch for a tap lifted inside, or sets it by the lift position after a drag, and
    /// sends `.valueChanged` when the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let newValue: Bool
        if isDraggingThumb, let touch {
            // On is the trailing side: the right, the left right to left.
            let inRightHalf = touch.location(in: self).x >= bounds.midX
            newValue = isRightToLeft ? !inRightHalf : inRightHalf
        } else if isTouchInside {
            newValue = !onFlag
        } else {
            return
        }
        guard newValue != onFlag else { return }
        setOn(newValue, animated: true)
        sendActions(for: .valueChanged, event: event)
    }

    /// Adds `on = YES` to the dump while the switch is on.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if onFlag { fields.leading.append("on = YES") }
    }

    /// A switch's default actions are a single tap and a sideways pan of its thumb: overlapping
    /// recognizers of other views wait for them.
    override func defaultActionOverlaps(_ recognizer: UIGestureRecognizer) -> Bool {
        if let tap = recognizer as? UITapGestureRecognizer {
            return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
        }
        if let pan = recognizer as? UIPanGestureRecognizer { return isOwnSidewaysDrag(pan, startingIn: bounds) }
        return false
    }

    // MARK: - Accessibility
    /// True unless set, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// "1" when on, "0" when off unless a value was set, as in UIKit.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    /// `.button` and `.toggleButton` unless traits were set, as in UIKit.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits == nil ? super.accessibilityTraits.union([.button, .toggleButton]) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }
}

// UIStepper.swift: a control with a minus and a plus half that steps a value, repeating while held.

/// A control that increments or decrements a value by ``stepValue``, as UIKit's `UIStepper`: a
/// minus half on the left, a plus half on the right.
///
/// The stepper is always 94 x 32 points. A finger going down on an enabled half steps the value at
/// once; held there, with ``autorepeat``, it steps again 0.5 s later and then every 0.1 s of
/// virtual time (`Headless.advance(by:)`) until it lifts or leaves the half. A continuous stepper
/// (the default) sends `.valueChanged` for each step; otherwise once, when the finger lifts, if the
/// value changed. At a bound the value stops, or, with ``wraps``, goes round to the other bound;
/// a half that cannot step (minus at the minimum, plus at the maximum, without wrapping) is
/// disabled. Setting the value in code sends nothing.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// Makes a stepper at `frame`'s origin, 94 x 32 whatever size `frame` has.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.stepperSize))
        isOpaque = false
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Source compatibility; makes a stepper of 94 x 32 at the origin.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UIStepper.stepperSize
        isOpaque = false
    }

    /// The frame; setting it moves the stepper but keeps it 94 x 32, as UIKit does.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIStepper.stepperSize) }
    }

    // MARK: - Value

    /// The value, within `minimumValue...maximumValue`; 0 by default. Setting it clamps it and
    /// sends no action.
    open var value: Double {
        get { valueStorage }
        set {
            let clamped = min(max(newValue, minimumStorage), maximumStorage)
            guard clamped != valueStorage else { return }
            valueStorage = clamped
            setNeedsDisplay()
        }
    }

    /// The lowest value; 0 by default. Setting it above ``maximumValue`` sets both to it, as UIKit does.
    open var minimumValue: Double {
        get { minimumStorage }
        set {
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            value = valueStorage
            setNeedsDisplay()
        }
    }

    /// The highest value; 100 by default. Setting it below ``minimumValue`` sets both to it, as UIKit does.
    open var maximumValue: Double {
        get { maximumStorage }
        set {
            maximumStorage = newValue
            if minimumStorage > newValue { minimumStorage = newValue }
            value = valueStorage
            setNeedsDisplay()
        }
    }

    /// How much one step changes the value; 1 by default. A value that is not above 0 is reported
    /// as UIKit raises it (NSInvalidArgumentException) and not set.
    open var stepValue: Double {
        get { stepStorage }
        set {
            guard newValue > 0 else {
                Headless.reportViolation("-[UIStepper setStepValue:]: stepValue must be greater than 0",
                                         exceptionName: "NSInvalidArgumentException")
                return
            }
            stepStorage = newValue
        }
    }

    /// Whether `.valueChanged` is sent for each step while the finger is down (true, the default)
    /// or once when it lifts.
    open var isContinuous = true

    /// Whether holding a half keeps stepping; true by default.
    open var autorepeat = true

    /// Whether stepping past a bound goes round to the other one; false by default.
    open var wraps = false {
        didSet { setNeedsDisplay() }
    }

    // MARK: - Sizing

    /// 94 x 32, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.stepperSize }

    /// 94 x 32.
    open override var intrinsicContentSize: CGSize { UIStepper.stepperSize }

    /// Draws the two rounded halves, the divider, the minus and the plus in the picture.
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        drawStepperSVGContent(in: context)
    }

    /// Adds `value = N` to the dump.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        fields.leading.append("value = \(formatNumber(CGFloat(valueStorage)))")
    }

    // MARK: - Tracking

    /// Steps the half under the finger (when it can step) and starts the repeats.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTrackingStart = valueStorage
        pressedHalf = touch.location(in: self).x < bounds.midX ? .decrement : .increment
        guard let pressedHalf, canStep(pressedHalf) else {
            self.pressedHalf = nil
            return super.beginTracking(touch, with: event)
        }
        step(pressedHalf, event: event)
        if autorepeat { scheduleRepeat(after: UIStepper.firstRepeatDelay, event: event) }
        return super.beginTracking(touch, with: event)
    }

    /// Stops repeating while the finger is off the pressed half, and starts again when it returns.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if let pressedHalf {
            let onHalf = rect(of: pressedHalf).contains(touch.location(in: self))
            if !onHalf {
                repeatItem?.cancel()
                repeatItem = nil
            } else if repeatItem == nil, autorepeat {
                scheduleRepeat(after: UIStepper.repeatInterval, event: event)
            }
        }
        return super.continueTracking(touch, with: event)
    }

    /// Stops the repeats; a stepper that is not continuous sends `.valueChanged` now if the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishTracking(event: event)
    }

    /// Stops the repeats; a stepper that is not continuous sends `.valueChanged` now if the value changed.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishTracking(event: event)
    }

    // MARK: - Storage (internal)

    /// The two halves of a stepper.
    enum Half {
        case decrement, increment
    }

    /// The size of every stepper (UIKit's since iOS 13).
    static let stepperSize = CGSize(width: 94, height: 32)
    /// How long a finger must stay down before the first repeat (a choice: Docs/Differences.md).
    static let firstRepeatDelay: TimeInterval = 0.5
    /// The time between repeats after the first.
    static let repeatInterval: TimeInterval = 0.1

    var valueStorage: Double = 0
    var minimumStorage: Double = 0
    var maximumStorage: Double = 100
    var stepStorage: Double = 1
    /// The half a finger is pressing, while tracking.
    var pressedHalf: Half?
    var valueAtTrackingStart: Double = 0
    /// The next repeat, while a finger holds a half.
    var repeatItem: Headless.WorkItem?
}

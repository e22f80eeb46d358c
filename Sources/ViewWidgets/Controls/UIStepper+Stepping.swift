// UIStepper+Stepping.swift: one step of the value, the repeats on the virtual clock, and the
// stepper in pictures.

extension UIStepper {
    /// The frame of a half in the stepper's bounds.
    func rect(of half: Half) -> CGRect {
        let width = bounds.width / 2
        return CGRect(x: half == .decrement ? 0 : width, y: 0, width: width, height: bounds.height)
    }

    /// Whether a step of `half` would change the value (always, with wrapping).
    func canStep(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return maximumStorage > minimumStorage }
        return half == .decrement ? valueStorage > minimumStorage : valueStorage < maximumStorage
    }

    /// Steps the value once (held at a bound, or, wrapping, from beyond one bound to the other) and, when continuous, sends `.valueChanged`.
    func step(_ half: Half, event: UIEvent?) {
        let delta = half == .decrement ? -stepStorage : stepStorage
        var next = valueStorage + delta
        if next > maximumStorage {
            next = wraps ? minimumStorage : maximumStorage
        } else if next < minimumStorage {
            next = wraps ? maximumStorage : minimumStorage
        }
        guard next != valueStorage else { return }
        valueStorage = next
        setNeedsDisplay()
        if isContinuous { sendActions(for: .valueChanged, event: event) }
    }

    /// Schedules the next repeat of the pressed half, `delay` seconds of virtual time from now.
    func scheduleRepeat(after delay: TimeInterval, event: UIEvent?) {
        repeatItem?.cancel()
        repeatItem = Headless.schedule(after: delay) { [weak self] in
            guard let self, let half = self.pressedHalf, self.isTracking else { return }
            self.repeatItem = nil
            guard self.canStep(half) else { return }
            self.step(half, event: event)
            self.scheduleRepeat(after: UIStepper.repeatInterval, event: event)
        }
    }

    /// Ends a press: no more repeats; a stepper that is not continuous reports the change now.
    func finishTracking(event: UIEvent?) {
        repeatItem?.cancel()
        repeatItem = nil
        let pressed = pressedHalf
        pressedHalf = nil
        setNeedsDisplay()
        if pressed != nil, !isContinuous, valueStorage != valueAtTrackingStart {
            sendActions(for: .valueChanged, event: event)
        }
    }

    /// The rounded grey halves (the pressed one darker), the divider, and a minus and a plus in
    /// the tint colour (grey when that half cannot step).
    func drawStepperSVGContent(in context: SVGDrawingContext) {
        let track = CGRect(origin: .zero, size: bounds.size)
        context.fillRect(track, color: UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12), cornerRadius: 8)
        if let pressedHalf {
            context.withClip(to: track, cornerRadius: 8) {
                context.fillRect(rect(of: pressedHalf), color: UIColor(white: 0, alpha: 0.1))
            }
        }
        context.fillRect(CGRect(x: bounds.midX - 0.5, y: 8, width: 1, height: bounds.height - 16),
                         color: UIColor(white: 0, alpha: 0.15))
        let enabledColor: UIColor = tintColor
        let disabledColor = UIColor(white: 0.75, alpha: 1)
        let minus = rect(of: .decrement), plus = rect(of: .increment)
        let minusColor = canStep(.decrement) ? enabledColor : disabledColor
        let plusColor = canStep(.increment) ? enabledColor : disabledColor
        context.fillRect(CGRect(x: minus.midX - 7, y: minus.midY - 1, width: 14, height: 2), color: minusColor)
        context.fillRect(CGRect(x: plus.midX - 7, y: plus.midY - 1, width: 14, height: 2), color: plusColor)
        context.fillRect(CGRect(x: plus.midX - 1, y: plus.midY - 7, width: 2, height: 14), color: plusColor)
    }
}

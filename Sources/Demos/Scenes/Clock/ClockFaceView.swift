// ClockFaceView.swift: a clock whose face is drawn in draw(_:) with UIBezierPath and whose hands
// are shape layers turned by Core Animation.

import ViewWidgets

/// A clock face: the dial, the ticks and the numerals are drawn in `draw(_:)` (redrawn when the
/// colours change or the view is resized, `contentMode == .redraw`); the hands are `CAShapeLayer`
/// sublayers turned about the centre, so moving them never redraws the face.
final class ClockFaceView: UIView {
    /// The dial's colour; setting it redraws the face on the next turn.
    var faceColor = UIColor.systemBackground { didSet { setNeedsDisplay() } }
    /// The colour of the ticks, numerals and hands.
    var markColor = UIColor.label {
        didSet {
            setNeedsDisplay()
            withoutImplicitAnimations {
                hourHand.fillColor = markColor.cgColor
                minuteHand.fillColor = markColor.cgColor
            }
        }
    }

    let hourHand = CAShapeLayer()
    let minuteHand = CAShapeLayer()
    let secondHand = CAShapeLayer()
    private(set) var hours = 10
    private(set) var minutes = 10
    private(set) var seconds = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
        // Drawn, not built of labels: VoiceOver reads the face as one element.
        isAccessibilityElement = true
        accessibilityLabel = "Clock"
        hourHand.name = "hour"
        minuteHand.name = "minute"
        secondHand.name = "second"
        hourHand.fillColor = markColor.cgColor
        minuteHand.fillColor = markColor.cgColor
        secondHand.fillColor = UIColor.systemRed.cgColor
        for hand in [hourHand, minuteHand, secondHand] { layer.addSublayer(hand) }
        layoutHands()
        setTime(hours: hours, minutes: minutes, seconds: seconds, animated: false)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutHands()
    }

    /// The radius of the dial.
    private var radius: CGFloat { min(bounds.width, bounds.height) / 2 - 4 }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let dial = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        faceColor.setFill()
        dial.fill()
        markColor.setStroke()
        dial.lineWidth = 3
        dial.stroke()
        for tick in 0..<60 {
            let angle = CGFloat(tick) * .pi / 30
            let isHour = tick % 5 == 0
            let outer = radius - 6, inner = radius - (isHour ? 18 : 11)
            let line = UIBezierPath()
            line.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            line.addLine(to: CGPoint(x: center.x + cos(angle) * outer, y: center.y + sin(angle) * outer))
            line.lineWidth = isHour ? 3 : 1
            line.lineCapStyle = .round
            line.stroke()
        }
        let font = UIFont.preferredFont(forTextStyle: .headline)
        for (numeral, angle) in [("12", -CGFloat.pi / 2), ("3", 0), ("6", CGFloat.pi / 2), ("9", CGFloat.pi)] {
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: markColor]
            let size = numeral.size(withAttributes: attributes)
            let distance = radius - 32
            numeral.draw(at: CGPoint(x: center.x + cos(angle) * distance - size.width / 2,
                                     y: center.y + sin(angle) * distance - size.height / 2),
                         withAttributes: attributes)
        }
        UIColor.systemRed.setFill()
        UIBezierPath(ovalIn: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8)).fill()
    }

    /// Sets the time; with `animated`, the hour and minute hands turn there over `duration`
    /// seconds (the model values change at once, as with any Core Animation animation).
    func setTime(hours: Int, minutes: Int, seconds: Int, animated: Bool, duration: CFTimeInterval = 1) {
        let oldAngles = (hourAngle, minuteAngle)
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
        withoutImplicitAnimations {
            hourHand.setAffineTransform(CGAffineTransform(rotationAngle: hourAngle))
            minuteHand.setAffineTransform(CGAffineTransform(rotationAngle: minuteAngle))
            secondHand.setAffineTransform(CGAffineTransform(rotationAngle: secondAngle))
        }
        guard animated else { return }
        for (hand, from, to) in [(hourHand, oldAngles.0, hourAngle), (minuteHand, oldAngles.1, minuteAngle)] {
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = from
            turn.toValue = to
            turn.duration = duration
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            hand.add(turn, forKey: "set-time")
        }
    }

    /// Starts the second hand sweeping round once a minute, forever.
    func startSecondHand() {
        let sweep = CABasicAnimation(keyPath: "transform.rotation.z")
        sweep.fromValue = secondAngle
        sweep.byValue = 2 * CGFloat.pi
        sweep.duration = 60
        sweep.repeatCount = .infinity
        secondHand.add(sweep, forKey: "sweep")
    }

    private var hourAngle: CGFloat { CGFloat(hours % 12) * .pi / 6 + CGFloat(minutes) * .pi / 360 }
    private var minuteAngle: CGFloat { CGFloat(minutes) * .pi / 30 }
    private var secondAngle: CGFloat { CGFloat(seconds) * .pi / 30 }

    /// Sizes the hands for the bounds: each turns about its bottom centre, put at the dial's
    /// centre. Done without implicit animations, which would otherwise animate these changes of
    /// standalone layers once they are on screen.
    private func layoutHands() {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let lengths: [(CAShapeLayer, CGFloat, CGFloat)] = [
            (hourHand, radius * 0.5, 6), (minuteHand, radius * 0.75, 4), (secondHand, radius * 0.85, 2),
        ]
        withoutImplicitAnimations {
            for (hand, length, width) in lengths {
                let transform = hand.affineTransform()
                hand.setAffineTransform(.identity)
                hand.anchorPoint = CGPoint(x: 0.5, y: 1)
                hand.bounds = CGRect(x: 0, y: 0, width: width, height: length)
                hand.position = center
                hand.path = UIBezierPath(roundedRect: hand.bounds, cornerRadius: width / 2).cgPath
                hand.setAffineTransform(transform)
            }
        }
    }

    private func withoutImplicitAnimations(_ changes: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        changes()
        CATransaction.commit()
    }
}

// iOSStyleDrawingCode.swift: custom drawing and Core Animation written as for iOS, compiled
// here unchanged against `import UIKit` (a pie chart drawn in draw(_:), a progress ring made of
// shape layers, a pulsing badge, an image rendered in code).

import UIKit

/// A pie chart that draws its slices with UIBezierPath and redraws when its values change.
class PieChartView: UIView {
    var values: [CGFloat] = [] {
        didSet { setNeedsDisplay() }
    }
    var colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let total = values.reduce(0, +)
        guard total > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        var start = -CGFloat.pi / 2
        for (index, value) in values.enumerated() {
            let end = start + 2 * .pi * value / total
            let slice = UIBezierPath()
            slice.move(to: center)
            slice.addArc(withCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            slice.close()
            colors[index % colors.count].setFill()
            slice.fill()
            start = end
        }
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(2)
        context.strokeEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        let title = "Total \(Int(total))" as NSString
        title.draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.preferredFont(forTextStyle: .caption1),
                                                              .foregroundColor: UIColor.label])
    }
}

/// A progress ring: a track and a progress shape layer whose strokeEnd animates.
class ProgressRingView: UIView, CAAnimationDelegate {
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()
    private(set) var finishedAnimations = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let path = UIBezierPath(arcCenter: CGPoint(x: frame.width / 2, y: frame.height / 2),
                                radius: frame.width / 2 - 10, startAngle: -.pi / 2,
                                endAngle: 3 * .pi / 2, clockwise: true)
        trackLayer.path = path.cgPath
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.lineWidth = 8
        layer.addSublayer(trackLayer)
        progressLayer.path = path.cgPath
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.lineWidth = 8
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        layer.addSublayer(progressLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setProgress(_ progress: CGFloat, animated: Bool) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = progressLayer.strokeEnd
        animation.toValue = progress
        animation.duration = animated ? 0.5 : 0
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = progress
        CATransaction.commit()
        progressLayer.add(animation, forKey: "progress")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { finishedAnimations += 1 }
    }
}

/// A badge with a gradient background that pulses forever.
class PulsingBadge: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        guard let gradient = layer as? CAGradientLayer else { return }
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        layer.cornerRadius = frame.height / 2
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startPulsing() {
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.2
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        layer.add(pulse, forKey: "pulse")
    }

    func shake() {
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, -10, 10, -5, 5, 0]
        shake.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
        shake.duration = 0.4
        shake.isAdditive = true
        layer.add(shake, forKey: "shake")
    }
}

/// An avatar placeholder rendered with UIGraphicsImageRenderer.
func makeInitialsImage(_ initials: String, diameter: CGFloat) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
    return renderer.image { context in
        UIColor.systemIndigo.setFill()
        context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: diameter / 2.5, weight: .semibold),
            .foregroundColor: UIColor.white,
        ]
        let size = initials.size(withAttributes: attributes)
        initials.draw(at: CGPoint(x: (diameter - size.width) / 2, y: (diameter - size.height) / 2),
                      withAttributes: attributes)
    }
}

// DrawingValueNonFiniteTests.swift: no NaN or infinite drawing value reaches a picture or the
// drawing-command log: line widths, dashes, miter limits, shadows, colours and the global alpha
// set on a context, the same settings of a bezier path and a shape layer, and a layer's corner
// radius, border width and shadow are refused with a logged problem and the old value kept
// (Docs/Reliability.md, "Bad input").
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewKernel

/// A 100 x 100 view that strokes a line after `setup` changed the context's state.
private final class StrokingView: UIView {
    var setup: (CGContext) -> Void = { _ in }
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor.blue.cgColor)
        context.setFillColor(UIColor.red.cgColor)
        setup(context)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 90, y: 10))
        context.addLine(to: CGPoint(x: 90, y: 90))
        context.strokePath()
        context.fill(CGRect(x: 20, y: 20, width: 10, height: 10))
    }
}

/// A view that strokes `path` with its own settings.
private final class BezierView: UIView {
    var path = UIBezierPath()
    override func draw(_ rect: CGRect) {
        UIColor.green.setStroke()
        path.stroke()
    }
}

@MainActor
@Suite("Non-finite drawing values", .headless)
struct DrawingValueNonFiniteTests {

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.isHidden = false
        return window
    }

    /// Whether the text shows no "nan" or "inf" in any case.
    private func isClean(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return !lowered.contains("nan") && !lowered.contains("inf")
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func contextSettingsAreRefusedLoggedAndNeverDrawn(value: CGFloat) {
        let text = value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
        let cases: [(String, (CGContext) -> Void)] = [
            ("CGContextSetLineWidth \(text) is refused: it must be finite; 3 is kept",
             { $0.setLineWidth(3); $0.setLineWidth(value) }),
            ("CGContextSetMiterLimit \(text) is refused: it must be finite; 10 is kept", { $0.setMiterLimit(value) }),
            ("CGContextSetLineDash phase 0, lengths [4, \(text)] is refused: it must be finite; phase 1, lengths [2, 2] is kept",
             { $0.setLineDash(phase: 1, lengths: [2, 2]); $0.setLineDash(phase: 0, lengths: [4, value]) }),
            ("CGContextSetLineDash phase \(text), lengths [4] is refused: it must be finite; phase 0, lengths [] is kept",
             { $0.setLineDash(phase: value, lengths: [4]) }),
            ("CGContextSetShadowWithColor offset {\(text), 2}, blur 1 is refused: it must be finite; no shadow is kept",
             { $0.setShadow(offset: CGSize(width: value, height: 2), blur: 1) }),
            ("CGContextSetShadowWithColor offset {0, 2}, blur \(text) is refused: it must be finite; no shadow is kept",
             { $0.setShadow(offset: CGSize(width: 0, height: 2), blur: value) }),
            ("CGContextSetStrokeColorWithColor <CGColor [0 0 1 \(text)]> is refused: it must be finite; the old colour is kept",
             { $0.setStrokeColor(red: 0, green: 0, blue: 1, alpha: value) }),
            ("CGContextSetFillColorWithColor <CGColor [\(text) 0 0 1]> is refused: it must be finite; the old colour is kept",
             { $0.setFillColor(red: value, green: 0, blue: 0, alpha: 1) }),
            ("CGContextSetFillColorWithColor <CGColor [\(text) \(text) \(text) 1]> is refused: it must be finite; the old colour is kept",
             { $0.setFillColor(gray: value, alpha: 1) }),
        ]
        for (message, setup) in cases {
            let window = makeWindow()
            let view = StrokingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.setup = setup
            window.addSubview(view)
            let messages = Headless.recordingViolations { Headless.advance(by: 0) }
            #expect(messages == [message])
            let log = view.drawingCommands.map(\.description).joined(separator: "\n")
            #expect(isClean(log), "\(log)")
            #expect(log.contains("stroke #0000ff"), "the stroke kept its colour: \(log)")
            #expect(log.contains("fill #ff0000"), "the fill kept its colour: \(log)")
            let picture = window.renderSVG()
            #expect(isClean(picture), "\(message)")
            #expect(picture.contains("stroke=\"#0000ff\""))
        }
    }

    @Test func aNaNGlobalAlphaIsRefusedAndInfinitiesAreClamped() {
        let window = makeWindow()
        let refusing = StrokingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        refusing.setup = { context in
            context.setAlpha(0.5)
            context.setAlpha(.nan)
        }
        let clamping = StrokingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        clamping.setup = { $0.setAlpha(-.infinity) }
        window.addSubview(refusing)
        window.addSubview(clamping)
        let messages = Headless.recordingViolations { Headless.advance(by: 0) }
        #expect(messages == ["CGContextSetAlpha nan is refused: it must be finite; 0.5 is kept"])
        #expect(refusing.drawingCommands.map(\.alpha) == [0.5, 0.5])
        #expect(clamping.drawingCommands.map(\.alpha) == [0, 0])
        #expect(isClean(window.renderSVG()))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func bezierPathSettingsAreRefusedAndLogged(value: CGFloat) {
        let text = value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
        let window = makeWindow()
        let view = BezierView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 80))
        path.addLine(to: CGPoint(x: 90, y: 10))
        path.lineWidth = 4
        var dash: [CGFloat] = [3, 1]
        path.setLineDash(&dash, count: 2, phase: 1)
        let messages = Headless.recordingViolations {
            path.lineWidth = value
            path.miterLimit = value
            var bad: [CGFloat] = [2, value]
            path.setLineDash(&bad, count: 2, phase: 0)
            path.setLineDash(&dash, count: 2, phase: value)
        }
        #expect(messages == [
            "UIBezierPath lineWidth \(text) is refused: it must be finite; 4 is kept",
            "UIBezierPath miterLimit \(text) is refused: it must be finite; 10 is kept",
            "UIBezierPath setLineDash phase 0, lengths [2, \(text)] is refused: it must be finite; phase 1, lengths [3, 1] is kept",
            "UIBezierPath setLineDash phase \(text), lengths [3, 1] is refused: it must be finite; phase 1, lengths [3, 1] is kept",
        ])
        #expect(path.lineWidth == 4 && path.miterLimit == 10)
        view.path = path
        window.addSubview(view)
        Headless.advance(by: 0)
        let log = view.drawingCommands.map(\.description).joined(separator: "\n")
        #expect(log.contains("stroke #00ff00 width 4"), "\(log)")
        let picture = window.renderSVG()
        #expect(isClean(picture))
        #expect(picture.contains("stroke-dasharray=\"3 1\""))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func shapeLayerSettingsAreRefusedAndLogged(value: CGFloat) {
        let text = value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
        let window = makeWindow()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(host)
        let shape = CAShapeLayer()
        shape.frame = host.bounds
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 50, height: 50), transform: nil)
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 2
        shape.lineDashPattern = [4, 2]
        shape.lineDashPhase = 1
        shape.miterLimit = 3
        host.layer.addSublayer(shape)
        let messages = Headless.recordingViolations {
            shape.lineWidth = value
            shape.miterLimit = value
            shape.lineDashPhase = value
            shape.lineDashPattern = [NSNumber(value: 4), NSNumber(value: Double(value))]
        }
        #expect(messages == [
            "CAShapeLayer lineWidth \(text) is refused: it must be finite; 2 is kept",
            "CAShapeLayer miterLimit \(text) is refused: it must be finite; 3 is kept",
            "CAShapeLayer lineDashPhase \(text) is refused: it must be finite; 1 is kept",
            "CAShapeLayer lineDashPattern [4, \(text)] is refused: it must be finite; [4, 2] is kept",
        ])
        #expect(shape.lineWidth == 2 && shape.miterLimit == 3 && shape.lineDashPhase == 1)
        #expect(shape.lineDashPattern == [4, 2])
        let picture = window.renderSVG()
        #expect(isClean(picture))
        #expect(picture.contains("stroke-width=\"2\"") && picture.contains("stroke-dasharray=\"4 2\""))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func layerCornersBordersAndShadowsAreRefusedAndLogged(value: CGFloat) {
        let text = value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        view.backgroundColor = .red
        view.layer.cornerRadius = 8
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.blue.cgColor
        window.addSubview(view)
        let messages = Headless.recordingViolations {
            view.layer.cornerRadius = value
            view.layer.borderWidth = value
            view.layer.shadowRadius = value
            view.layer.shadowOffset = CGSize(width: 1, height: value)
            view.layer.shadowOpacity = Float(value)
        }
        #expect(messages == [
            "CALayer cornerRadius \(text) is refused: it must be finite; 8 is kept",
            "CALayer borderWidth \(text) is refused: it must be finite; 2 is kept",
            "CALayer shadowRadius \(text) is refused: it must be finite; 3 is kept",
            "CALayer shadowOffset {1, \(text)} is refused: it must be finite; {0, -3} is kept",
            "CALayer shadowOpacity \(text) is refused: it must be finite; 0 is kept",
        ])
        #expect(view.layer.cornerRadius == 8 && view.layer.borderWidth == 2)
        #expect(view.layer.shadowRadius == 3 && view.layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(view.layer.shadowOpacity == 0)
        let picture = window.renderSVG()
        #expect(isClean(picture))
        #expect(picture.contains("rx=\"8\"") && picture.contains("stroke-width=\"2\""))
        #expect(isClean(window.recursiveDescription()))
    }

    @Test func hugeFiniteNumbersPrintInFullNeverAsInfinity() {
        let window = makeWindow()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(host)
        let shape = CAShapeLayer()
        shape.frame = host.bounds
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 1e306, height: 1e306), transform: nil)
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 1e307
        host.layer.addSublayer(shape)
        let picture = window.renderSVG()
        #expect(isClean(picture))
        // 1e307 in full: the double nearest it is just below, 9.99...e306, 307 digits.
        let width = picture.firstRange(of: "stroke-width=\"").map { picture[$0.upperBound...].prefix { $0.isNumber } }
        #expect(width?.count == 307, "\(String(describing: width))")
    }

    @Test func coloursWithNonFiniteComponentsDrawClampedAndLogNoNaN() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = UIColor(red: .nan, green: 1, blue: .infinity, alpha: -.infinity)
        let second = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        second.backgroundColor = UIColor(red: .nan, green: 1, blue: .infinity, alpha: 0.5)
        window.addSubview(view)
        window.addSubview(second)
        let picture = window.renderSVG()
        #expect(isClean(picture))
        // -infinity alpha draws nothing; NaN and infinite channels are 0, as the picture writer clamps.
        #expect(picture.contains("fill=\"#00ff00\" fill-opacity=\"0.5\""))
    }
}

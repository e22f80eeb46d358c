// PathAndPictureNonFiniteTests.swift: a path never takes a NaN or infinite point: every call that
// would add one (a move, a line, a curve, a rectangle, an ellipse, an arc, a transformed path)
// adds nothing and logs which point, so that no drawing command and no picture holds "nan" or
// "inf", nor a NaN silently drawn at 0 (Docs/Reliability.md, "Bad input").
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewKernel

/// A 100 x 100 view that draws a red square, then whatever `extra` adds to the same context.
private final class SketchView: UIView {
    var extra: (CGContext) -> Void = { _ in }
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        UIColor.red.setFill()
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        extra(context)
    }
}

@MainActor
@Suite("Paths and pictures with non-finite points", .headless)
struct PathAndPictureNonFiniteTests {
    private let nan = CGFloat.nan

    /// A path with a move to (1, 2) and a line to (3, 4).
    private func started() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        return path
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func everyCallWithANonFinitePointAddsNothingAndSaysWhich(value: CGFloat) {
        let bad = CGPoint(x: value, y: 5)
        let text = value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
        let calls: [(String, (CGMutablePath) -> Void)] = [
            ("CGPathMoveToPoint", { $0.move(to: bad) }),
            ("CGPathAddLineToPoint", { $0.addLine(to: bad) }),
            ("CGPathAddLines", { $0.addLines(between: [CGPoint(x: 0, y: 5), bad]) }),
            ("CGPathAddQuadCurveToPoint", { $0.addQuadCurve(to: CGPoint(x: 9, y: 9), control: bad) }),
            ("CGPathAddCurveToPoint", { $0.addCurve(to: bad, control1: .zero, control2: .zero) }),
            ("CGPathAddRect", { $0.addRect(CGRect(x: value, y: 5, width: 10, height: 10)) }),
            ("CGPathAddEllipseInRect", { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: value)) }),
            ("CGPathAddArc", { $0.addArc(center: bad, radius: 5, startAngle: 0, endAngle: 1, clockwise: false) }),
            ("CGPathAddRelativeArc", { $0.addRelativeArc(center: bad, radius: 5, startAngle: 0, delta: 1) }),
            ("CGPathAddArcToPoint", { $0.addArc(tangent1End: CGPoint(x: 10, y: 2), tangent2End: bad, radius: 2) }),
            ("CGPathAddPath", { $0.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil),
                                           transform: CGAffineTransform(translationX: value, y: 0)) }),
            ("CGPathMoveToPoint", { $0.move(to: CGPoint(x: 1, y: 1), transform: CGAffineTransform(scaleX: value, y: 1)) }),
        ]
        for (function, call) in calls {
            let path = started()
            let before = path.copy()
            let messages = Headless.recordingViolations { call(path) }
            #expect(messages.count == 1, "\(function)")
            #expect(messages.first?.hasPrefix("\(function): invalid point {") == true, "\(messages)")
            #expect(messages.first?.hasSuffix("not finite; nothing is added") == true, "\(messages)")
            #expect(path == before, "\(function) changed the path")
            #expect(!path.description.contains("nan") && !path.description.contains("inf"))
        }
        let messages = Headless.recordingViolations { started().addLine(to: bad) }
        #expect(messages == ["CGPathAddLineToPoint: invalid point {\(text), 5}, not finite; nothing is added"])
    }

    @Test func bezierPathsRefuseNonFinitePointsAndTransforms() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        let before = path.cgPath
        let messages = Headless.recordingViolations {
            path.addLine(to: CGPoint(x: nan, y: 3))
            path.addCurve(to: CGPoint(x: 1, y: 1), controlPoint1: CGPoint(x: CGFloat.infinity, y: 0), controlPoint2: .zero)
            path.addArc(withCenter: CGPoint(x: 5, y: nan), radius: 2, startAngle: 0, endAngle: .pi, clockwise: true)
            path.apply(CGAffineTransform(scaleX: CGFloat.infinity, y: 1))
        }
        #expect(messages.count == 4)
        #expect(messages.last == "UIBezierPath.apply: invalid point {nan, 0}, not finite; the path is unchanged")
        #expect(path.cgPath == before)
        let shapes = Headless.recordingViolations {
            #expect(UIBezierPath(rect: CGRect(x: nan, y: 0, width: 1, height: 1)).isEmpty)
            #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)).isEmpty)
            #expect(UIBezierPath(roundedRect: CGRect(x: 0, y: nan, width: 9, height: 9), cornerRadius: 2).isEmpty)
            #expect(UIBezierPath(arcCenter: CGPoint(x: nan, y: 0), radius: 3, startAngle: 0, endAngle: 1, clockwise: true).isEmpty)
        }
        #expect(shapes.count == 4)
    }

    @Test func aCopyByANonFiniteTransformIsNil() {
        let path = started()
        var transform = CGAffineTransform(translationX: CGFloat.nan, y: 0)
        let messages = Headless.recordingViolations {
            #expect(path.copy(using: &transform) == nil)
            #expect(path.mutableCopy(using: &transform) == nil)
        }
        #expect(messages == ["CGPathCreateCopyByTransformingPath: invalid point {nan, 2}, not finite; no copy is made",
                             "CGPathCreateMutableCopyByTransformingPath: invalid point {nan, 2}, not finite; no copy is made"])
    }

    @Test func aPictureOfADrawingWithNonFinitePointsShowsOnlyTheFinitePartsAndNoNaN() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.isHidden = false
        let sketch = SketchView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        sketch.extra = { context in
            let nan = CGFloat.nan
            context.move(to: CGPoint(x: 0, y: 0))
            context.addLine(to: CGPoint(x: nan, y: 40))
            context.addLine(to: CGPoint(x: 40, y: CGFloat.infinity))
            context.strokePath()
            context.fill(CGRect(x: 0, y: 0, width: nan, height: 10))
            context.clear(CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1))
            UIBezierPath(ovalIn: CGRect(x: nan, y: 0, width: 10, height: 10)).fill()
        }
        window.addSubview(sketch)
        let messages = Headless.recordingViolations { Headless.advance(by: 0) }
        #expect(messages == [
            "CGPathAddLineToPoint: invalid point {nan, 40}, not finite; nothing is added",
            "CGPathAddLineToPoint: invalid point {40, inf}, not finite; nothing is added",
            "CGPathAddRect: invalid point {nan, 0}, not finite; nothing is added",
            "CGContextClearRect: invalid rectangle {{inf, 0}, {1, 1}}, not finite; nothing is drawn",
            "CGPathAddEllipseInRect: invalid point {nan, 5}, not finite; nothing is added",
        ])
        // The square is drawn, the stroke is the lone move, and the refused shapes are not there.
        #expect(sketch.drawingCommands.map(\.description) == ["fill #ff0000 M 10 10 L 30 10 L 30 30 L 10 30 Z",
                                                              "stroke #000000 width 1 M 0 0"])
        let picture = window.renderSVG()
        #expect(!picture.contains("nan") && !picture.contains("inf"))
        let paths = try XMLTree.parse(picture).descendants(named: "path").compactMap { $0["d"] }
        #expect(paths.contains("M 10 10 L 30 10 L 30 30 L 10 30 Z"))
    }
}

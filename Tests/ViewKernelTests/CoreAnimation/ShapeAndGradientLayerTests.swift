// ShapeAndGradientLayerTests.swift: CAShapeLayer and CAGradientLayer: their defaults, their
// animatable properties, their pictures, views backed by them, and layer time (pausing).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewKernel

/// A view whose layer is a shape layer.
private final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer? { layer as? CAShapeLayer }
}

@MainActor
@Suite("Shape and gradient layers", .headless)
struct ShapeAndGradientLayerTests {
    private func ring() -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 6
        return ring
    }

    @Test func aShapeLayerHasCoreAnimationsDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil && shape.strokeColor == nil)
        #expect(shape.fillColor == CGColor.black)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.lineWidth == 1 && shape.miterLimit == 10)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
        #expect(shape.lineDashPattern == nil && shape.lineDashPhase == 0)
    }

    @Test func strokeEndAnimatesAndThePictureTrimsTheStroke() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = ring()
        root.layer.addSublayer(layer)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        layer.add(draw, forKey: "draw")
        Headless.advance(by: 0.5)
        let shown = try #require(layer.presentation())
        #expect(shown.strokeEnd == 0.25)
        #expect(shown.path == layer.path)
        let svg = try XMLTree.parse(root.renderSVG())
        let stroke = try #require(svg.descendants(named: "path").first { $0["stroke"] == "#0000ff" })
        #expect(stroke["pathLength"] == "1")
        #expect(stroke["stroke-dasharray"] == "0.25 1")
        #expect(stroke["stroke-width"] == "6")
        #expect(stroke["d"]?.hasPrefix("M 90 50 C ") == true)
    }

    @Test func aPathAnimatesPointByPoint() throws {
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let grow = CABasicAnimation(keyPath: "path")
        grow.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10)).cgPath
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        Headless.advance(by: 0.5)
        let shown = try #require(layer.presentation())
        #expect(shown.path?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func aViewCanBeBackedByAShapeLayer() throws {
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let shape = try #require(view.shapeLayer)
        shape.path = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)).cgPath
        shape.fillColor = UIColor.red.cgColor
        #expect(shape.delegate === view)
        let svg = try XMLTree.parse(view.renderSVG())
        let fill = svg.descendants(named: "path").first
        #expect(fill?["fill"] == "#ff0000")
        #expect(fill?["d"] == "M 5 5 L 15 5 L 15 15 L 5 15 Z")
    }

    @Test func aGradientLayerHasCoreAnimationsDefaultsAndDrawsItsColours() throws {
        let gradient = CAGradientLayer()
        #expect(gradient.colors == nil && gradient.locations == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        gradient.frame = root.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0.2, 1]
        root.layer.insertSublayer(gradient, at: 0)
        let svg = try XMLTree.parse(root.renderSVG())
        let definition = try #require(svg.descendants(named: "linearGradient").first)
        #expect(definition["x1"] == "50" && definition["y1"] == "0" && definition["x2"] == "50" && definition["y2"] == "50")
        #expect(definition.children(named: "stop").map { $0["offset"] } == ["0.2", "1"])
        #expect(definition.children(named: "stop").map { $0["stop-color"] } == ["#ff0000", "#0000ff"])
        #expect(svg.descendants(named: "rect").contains { $0["fill"] == "url(#gradient-1)" })
    }

    @Test func gradientColoursAnimate() throws {
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor, UIColor.black.cgColor]
        let change = CABasicAnimation(keyPath: "colors")
        change.toValue = [UIColor.white.cgColor, UIColor.black.cgColor]
        change.duration = 1
        gradient.add(change, forKey: "colors")
        Headless.advance(by: 0.5)
        let shown = try #require(gradient.presentation())
        #expect((shown.colors?.first as? CGColor)?.components == [0.5, 0.5, 0.5, 1])
    }

    @Test func aPausedLayerHoldsItsAnimationsAndResumes() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 2
        let recorder = AnimationEventRecorder()
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        Headless.advance(by: 0.5)
        // Pause, as Apple's technical Q&A shows.
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        Headless.advance(by: 10)
        #expect(layer.presentation()?.opacity == 0.25)
        #expect(recorder.events == ["start 0.0"])
        // Resume.
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        Headless.advance(by: 0.5)
        #expect(layer.presentation()?.opacity == 0.5)
        Headless.advance(by: 1)
        #expect(recorder.events == ["start 0.0", "stop true 12.0"])
    }

    @Test func sublayersCanBeInsertedReplacedAndRemoved() {
        let parent = CALayer()
        #expect(parent.sublayers == nil)
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(c)
        parent.insertSublayer(b, above: a)
        parent.insertSublayer(d, at: 0)
        #expect(parent.sublayers?.map { $0 === d ? "d" : $0 === a ? "a" : $0 === b ? "b" : "c" } == ["d", "a", "b", "c"])
        let e = CALayer()
        parent.replaceSublayer(b, with: e)
        #expect(b.superlayer == nil && e.superlayer === parent)
        #expect(parent.sublayers?.count == 4 && parent.sublayers?[2] === e)
        parent.insertSublayer(a, below: d)
        #expect(parent.sublayers?.first === a)
        c.removeFromSuperlayer()
        #expect(parent.sublayers?.count == 3)
        // A layer added to its own sublayer would make a cycle: refused.
        a.addSublayer(parent)
        #expect(a.sublayers == nil)
    }

    @Test func theDumpShowsShapeLayerFields() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = ring()
        layer.strokeEnd = 0.5
        root.layer.addSublayer(layer)
        #expect(root.recursiveDescription().contains("<CAShapeLayer; frame = (0 0; 100 100); path = (10 10; 80 80); strokeEnd = 0.5>"))
    }
}

// DrawingPictureTests.swift: pictures show what views drew: fills and strokes as SVG paths in
// the view's group, clips as clip paths, text and drawn images, old drawings stretched after a
// resize as contentMode says, and the layers added to a view's layer among its subviews.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewKernel

/// A 100x100 view that draws a red square, a blue ring and a word.
private final class DrawnBadgeView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 10, y: 10, width: 20, height: 20))
        let ring = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 40, height: 40))
        ring.lineWidth = 4
        UIColor.blue.setStroke()
        ring.stroke()
        "Hi".draw(at: CGPoint(x: 10, y: 80), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
    }
}

@MainActor
@Suite("Pictures of drawing", .headless)
struct DrawingPictureTests {
    private func scene() -> (window: UIWindow, badge: DrawnBadgeView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.isHidden = false
        let badge = DrawnBadgeView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        badge.backgroundColor = .white
        window.addSubview(badge)
        Headless.advance(by: 0)
        return (window, badge)
    }

    private func group(of view: UIView, in svg: ParsedElement) -> ParsedElement? {
        svg.descendants(named: "g").first { $0.children.first?.name == "title" && $0.children.first?.text == view.description }
    }

    @Test func fillsStrokesAndTextAreDrawnInTheViewsGroup() throws {
        let (window, badge) = scene()
        let svg = try XMLTree.parse(window.renderSVG())
        let badgeGroup = try #require(group(of: badge, in: svg))
        let paths = badgeGroup.descendants(named: "path")
        #expect(paths.first?["d"] == "M 10 10 L 30 10 L 30 30 L 10 30 Z")
        #expect(paths.first?["fill"] == "#ff0000")
        let ring = paths.first { $0["stroke"] == "#0000ff" }
        #expect(ring?["stroke-width"] == "4")
        #expect(ring?["fill"] == "none")
        #expect(badgeGroup.descendants(named: "text").first?.text == "Hi")
        // The drawing is cut at the bounds, as a layer's content is.
        #expect(badgeGroup.descendants(named: "g").contains { $0["clip-path"] != nil })
    }

    @Test func anOldDrawingIsStretchedUntilTheViewRedraws() throws {
        let (window, badge) = scene()
        badge.frame.size.width = 200
        let svg = try XMLTree.parse(window.renderSVG())
        let badgeGroup = try #require(group(of: badge, in: svg))
        #expect(badgeGroup.descendants(named: "g").contains { $0["transform"] == "matrix(2 0 0 1 0 0)" })
        badge.contentMode = .center
        let centred = try XMLTree.parse(window.renderSVG())
        #expect(try #require(group(of: badge, in: centred)).descendants(named: "g")
            .contains { $0["transform"] == "matrix(1 0 0 1 50 0)" })
    }

    @Test func strokesUnderAScaleAreDrawnInUserSpace() throws {
        final class ScaledView: UIView {
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.scaleBy(x: 2, y: 2)
                context.setLineWidth(3)
                context.stroke(CGRect(x: 5, y: 5, width: 10, height: 10))
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let view = ScaledView(frame: window.bounds)
        window.addSubview(view)
        Headless.advance(by: 0)
        #expect(view.drawingCommands.first?.path.description == "M 10 10 L 30 10 L 30 30 L 10 30 Z")
        let svg = try XMLTree.parse(window.renderSVG())
        let stroke = try #require(svg.descendants(named: "path").first { $0["stroke"] != nil })
        #expect(stroke["d"] == "M 5 5 L 15 5 L 15 15 L 5 15 Z")
        #expect(stroke["transform"] == "matrix(2 0 0 2 0 0)")
        #expect(stroke["stroke-width"] == "3")
    }

    @Test func aViewThatDidNotDrawYetShowsNoDrawing() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let badge = DrawnBadgeView(frame: window.bounds)
        window.addSubview(badge)
        let svg = try XMLTree.parse(window.renderSVG())
        #expect(svg.descendants(named: "path").isEmpty)
    }

    @Test func addedLayersSitAmongTheSubviews() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(front)
        let bottom = CALayer()
        bottom.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        bottom.backgroundColor = UIColor.green.cgColor
        root.layer.insertSublayer(bottom, at: 0)
        let top = CALayer()
        top.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        top.backgroundColor = UIColor.blue.cgColor
        root.layer.addSublayer(top)
        let late = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        root.addSubview(late)
        #expect(root.layer.sublayers?.map { $0 === bottom ? "bottom" : $0 === top ? "top" : $0 === front.layer ? "front" : "late" }
            == ["bottom", "front", "top", "late"])
        #expect(top.superlayer === root.layer)
        #expect(front.layer.superlayer === root.layer)
        let svg = try XMLTree.parse(window.renderSVG())
        let titles = svg.descendants(named: "title").map(\.text)
        let order = titles.compactMap { title -> String? in
            if title.hasPrefix("<CALayer; frame = (0 0; 100 100)") { return "bottom" }
            if title.hasPrefix("<CALayer; frame = (5 5; 20 20)") { return "top" }
            if title == front.description { return "front" }
            if title == late.description { return "late" }
            return nil
        }
        #expect(order == ["bottom", "front", "top", "late"])
        top.removeFromSuperlayer()
        #expect(root.layer.sublayers?.count == 3)
        #expect(top.superlayer == nil)
    }

    @Test func theDumpListsAddedLayersUnderTheirView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = CALayer()
        ring.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        ring.name = "ring"
        let dot = CALayer()
        dot.frame = CGRect(x: 1, y: 1, width: 2, height: 2)
        ring.addSublayer(dot)
        root.layer.addSublayer(ring)
        root.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        #expect(root.recursiveDescription() == """
            <UIView; frame = (0 0; 100 100)>
               | <CALayer; frame = (0 0; 10 10); name = 'ring'>
               |    | <CALayer; frame = (1 1; 2 2)>
               | <UIView; frame = (0 0; 5 5)>
            """)
    }
}

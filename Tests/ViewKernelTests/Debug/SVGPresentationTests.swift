// SVGPresentationTests.swift: pictures show what the screen shows: a view mid-animation is drawn
// with its presentation values unless the model tree is asked for, and a window stands on black
// (UIView+SVG.swift, SVGRenderer.swift).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewKernel

@MainActor
@Suite("Pictures: what the screen shows", .headless)
struct SVGPresentationTests {
    /// The group drawn for `view`: the `<g>` whose title is the view's dump line; nil when absent.
    private func group(of view: UIView, in svg: ParsedElement) -> ParsedElement? {
        svg.descendants(named: "g").first { $0.children.first?.name == "title" && $0.children.first?.text == view.description }
    }

    /// A 320x480 root view with a 100x40 toast at (10, 10).
    private func scene() -> (root: UIView, toast: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let toast = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        toast.backgroundColor = .black
        root.addSubview(toast)
        return (root, toast)
    }

    @Test func aViewHalfwayThroughAFadeIsDrawnHalfTransparent() throws {
        let (root, toast) = scene()
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { toast.alpha = 0 })
        Headless.advance(by: 1)
        let svg = try XMLTree.parse(root.renderSVG())
        #expect(group(of: toast, in: svg)?["opacity"] == "0.5")
    }

    @Test func theModelTreeLeavesAFadingViewOutAtItsEndValue() throws {
        let (root, toast) = scene()
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { toast.alpha = 0 })
        Headless.advance(by: 1)
        let svg = try XMLTree.parse(root.renderSVG(tree: .model))
        #expect(group(of: toast, in: svg) == nil)
    }

    @Test func aMovingViewIsDrawnWhereItIsNow() throws {
        let (root, toast) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { toast.center.x += 100 })
        Headless.advance(by: 0.5)
        let svg = try XMLTree.parse(root.renderSVG())
        #expect(group(of: toast, in: svg)?["transform"] == "matrix(1 0 0 1 60 10)")
    }

    @Test func aColourChangeIsDrawnPartWay() throws {
        let (root, toast) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { toast.backgroundColor = .white })
        Headless.advance(by: 0.5)
        let svg = try XMLTree.parse(root.renderSVG())
        let fill = group(of: toast, in: svg)?.children(named: "rect").first?["fill"]
        #expect(fill != "#000000" && fill != "#ffffff")
    }

    @Test func withoutAnimationsBothTreesGiveTheSamePicture() {
        let (root, toast) = scene()
        toast.alpha = 0.4
        #expect(root.renderSVG() == root.renderSVG(tree: .model))
    }

    @Test func aWindowIsDrawnOnBlack() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let svg = try XMLTree.parse(window.renderSVG())
        let first = try #require(svg.children.first { $0.name == "rect" })
        #expect(first.attributes == ["x": "0", "y": "0", "width": "320", "height": "480", "fill": "#000000"])
    }

    @Test func aPlainViewIsNotDrawnOnBlack() throws {
        let (root, _) = scene()
        let svg = try XMLTree.parse(root.renderSVG())
        #expect(svg.children.allSatisfy { $0.name != "rect" })
    }
}

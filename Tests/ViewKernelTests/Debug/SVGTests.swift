// SVGTests.swift: `renderSVG()` (UIView+SVG.swift, SVGRenderer.swift, SVGDrawingContext*.swift):
// a well-formed document sized to the root, one group per visible view with its matrix, opacity,
// background, clip and border, a subclass's own marks through the hook, and escaped text.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewKernel

/// A view that draws its own marks: a line and a text run below its subviews, a bar above them.
@MainActor
final class MarkedView: UIView {
    var caption = "A & B <中文> \"quoted\""

    override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        context.strokeLine(from: CGPoint(x: 0, y: 0), to: CGPoint(x: bounds.width, y: bounds.height),
                           color: .blue, lineWidth: 1)
        context.drawTextRun(caption, font: .systemFont(ofSize: 12), color: .black,
                            baselineOrigin: CGPoint(x: 2, y: 14), width: 40)
        context.drawAboveSubviews {
            context.fillRect(CGRect(x: bounds.minX, y: bounds.maxY - 2, width: bounds.width, height: 2), color: .green)
        }
    }
}

@MainActor
@Suite("Pictures: renderSVG", .headless)
struct SVGTests {
    /// The parsed picture of `view`; fails the test when it is not well-formed.
    private func picture(of view: UIView) throws -> ParsedElement {
        try XMLTree.parse(view.renderSVG())
    }

    /// The group drawn for `view`: the `<g>` whose title is the view's dump line.
    private func group(of view: UIView, in svg: ParsedElement) throws -> ParsedElement {
        let line = view.description
        return try #require(svg.descendants(named: "g").first { $0.children.first?.name == "title" && $0.children.first?.text == line })
    }

    /// The elements drawn directly in a view's group (its title and nested groups left out).
    private func marks(in group: ParsedElement) -> [ParsedElement] {
        group.children.filter { $0.name != "title" && $0.name != "g" }
    }

    /// A small tree that uses every appearance property.
    private func smallTree() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 80))
        card.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.black.cgColor
        card.clipsToBounds = true
        card.alpha = 0.8
        let overflowing = UIView(frame: CGRect(x: 80, y: 50, width: 60, height: 60))
        overflowing.backgroundColor = .orange
        card.addSubview(overflowing)
        let badge = UIView(frame: CGRect(x: 150, y: 20, width: 30, height: 30))
        badge.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        let marked = MarkedView(frame: CGRect(x: 140, y: 70, width: 50, height: 40))
        marked.bounds.origin = CGPoint(x: 0, y: 20)
        let scrolled = UIView(frame: CGRect(x: 5, y: 25, width: 20, height: 10))
        scrolled.backgroundColor = .gray
        marked.addSubview(scrolled)
        [card, badge, hidden, marked].forEach(root.addSubview)
        return root
    }

    // MARK: - The document

    @Test func theDocumentIsWellFormedAndSizedToTheRootsBounds() throws {
        let root = UIView(frame: CGRect(x: 30, y: 40, width: 320, height: 480))
        root.bounds.origin = CGPoint(x: 0, y: 100)
        let svg = try picture(of: root)
        #expect(svg.name == "svg")
        #expect(svg["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(svg["width"] == "320")
        #expect(svg["height"] == "480")
        #expect(svg["viewBox"] == "0 100 320 480")
    }

    @Test func theSmallTreeMatchesItsGoldenPicture() {
        expectMatchesGolden(smallTree().renderSVG(), pathExtension: "svg")
    }

    @Test func renderingTwiceGivesTheSameText() {
        let tree = smallTree()
        #expect(tree.renderSVG() == tree.renderSVG())
        #expect(tree.renderSVG() == smallTree().renderSVG())
    }

    @Test func viewsAreDrawnInTreeOrderBackToFront() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); back.tag = 1
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); front.tag = 2
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)); child.tag = 3
        root.addSubview(back)
        root.addSubview(front)
        back.addSubview(child)
        let titles = try picture(of: root).descendants(named: "title").map(\.text)
        #expect(titles == [root, back, child, front].map(\.description))
    }

    // MARK: - Visibility and opacity

    @Test func hiddenViewsAndTheirSubtreesAreLeftOut() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)); hidden.tag = 1
        let inside = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); inside.tag = 2
        let transparent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)); transparent.tag = 3
        hidden.isHidden = true
        transparent.alpha = 0
        hidden.addSubview(inside)
        root.addSubview(hidden)
        root.addSubview(transparent)
        let svg = try picture(of: root)
        #expect(svg.descendants(named: "title").map(\.text) == [root.description])
    }

    @Test func aHiddenWindowShowsOnlyTheBlackScreenAtItsSize() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let svg = try picture(of: window)
        #expect(window.isHidden)
        #expect(svg["width"] == "320")
        #expect(svg.children.map(\.name) == ["rect"])
    }

    @Test func aHiddenRootViewGivesAnEmptyPicture() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.isHidden = true
        #expect(try picture(of: root).children.isEmpty)
    }

    @Test func alphaIsGroupOpacityThatMultipliesDownTheTree() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.alpha = 0.5
        child.alpha = 0.4
        root.addSubview(parent)
        parent.addSubview(child)
        let svg = try picture(of: root)
        let childGroup = try group(of: child, in: svg)
        #expect(childGroup["opacity"] == "0.4")
        let effective = ([childGroup] + childGroup.ancestors).compactMap { $0["opacity"].flatMap(Double.init) }.reduce(1, *)
        #expect(abs(effective - 0.2) < 1e-6)
        #expect(try group(of: root, in: svg)["opacity"] == nil)
    }

    // MARK: - Geometry

    @Test func aRotatedViewsGroupCarriesItsMatrixAboutTheCentre() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let rotated = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(rotated)
        // Centre (60, 45): (x, y) -> (x - 50, y - 25) -> rotated (25 - y, x - 50) -> (85 - y, x - 5).
        #expect(try group(of: rotated, in: picture(of: root))["transform"] == "matrix(0 1 -1 0 85 -5)")
    }

    @Test func boundsOriginsShiftTheSubviewsCoordinates() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scroller = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        root.addSubview(scroller)
        scroller.addSubview(row)
        let svg = try picture(of: root)
        #expect(try group(of: scroller, in: svg)["transform"] == "matrix(1 0 0 1 10 -90)")
        #expect(try group(of: row, in: svg)["transform"] == "matrix(1 0 0 1 0 100)")
        // Together: the row's top-left lands on the scroller's top-left, as on a device.
        #expect(row.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 10))
    }

    @Test func aViewAtItsSuperviewsOriginHasNoTransform() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(child)
        #expect(try group(of: child, in: picture(of: root))["transform"] == nil)
    }

    // MARK: - Appearance

    @Test func theBackgroundFillsTheBoundsWithTheCornerRadius() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        card.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        card.layer.cornerRadius = 30
        root.addSubview(card)
        let background = try #require(marks(in: try group(of: card, in: picture(of: root))).first)
        #expect(background.name == "rect")
        #expect(background.attributes == ["x": "0", "y": "0", "width": "40", "height": "20", "rx": "10", "ry": "10",
                                          "fill": "#ff8000", "fill-opacity": "0.25"])
    }

    @Test func aClippedViewsSubviewsAreInsideAClipPathOfItsRoundedBounds() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let clipper = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        clipper.bounds.origin = CGPoint(x: 5, y: 0)
        clipper.clipsToBounds = true
        clipper.layer.cornerRadius = 8
        let child = UIView(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        root.addSubview(clipper)
        clipper.addSubview(child)
        let svg = try picture(of: root)
        let clipGroup = try #require(try group(of: clipper, in: svg).children(named: "g").first)
        let reference = try #require(clipGroup["clip-path"])
        #expect(try group(of: child, in: svg).parent === clipGroup)
        let clipPath = try #require(svg.descendants(named: "clipPath").first { "url(#\($0["id"] ?? ""))" == reference })
        #expect(clipPath.children.map(\.name) == ["rect"])
        #expect(clipPath.children.first?.attributes == ["x": "5", "y": "0", "width": "50", "height": "40",
                                                        "rx": "8", "ry": "8"])
    }

    @Test func anUnclippedViewHasNoClipPath() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(try picture(of: root).descendants(named: "clipPath").isEmpty)
    }

    @Test func theBorderIsInsetAndDrawnAboveTheSubviews() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        framed.layer.borderWidth = 4
        framed.layer.borderColor = UIColor.red.cgColor
        framed.layer.cornerRadius = 10
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(framed)
        framed.addSubview(child)
        let framedGroup = try group(of: framed, in: picture(of: root))
        let last = try #require(framedGroup.children.last)
        #expect(last.attributes == ["x": "2", "y": "2", "width": "56", "height": "36", "rx": "8", "ry": "8",
                                    "fill": "none", "stroke": "#ff0000", "stroke-width": "4"])
        #expect(framedGroup.children.map(\.name) == ["title", "g", "rect"])
    }

    // MARK: - The hook

    @Test func aSubclassDrawsItsMarksAboveItsBackgroundAndBelowItsSubviews() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let marked = MarkedView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        marked.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(marked)
        marked.addSubview(child)
        let markedGroup = try group(of: marked, in: picture(of: root))
        #expect(markedGroup.children.map(\.name) == ["title", "rect", "line", "text", "g", "rect"])
        let bar = try #require(markedGroup.children.last)
        #expect(bar["fill"] == "#00ff00")
        #expect(bar["y"] == "38")
    }

    @Test func textIsEscapedAndReadsBackUnchangedIncludingChinese() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let marked = MarkedView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        marked.caption = "<b>&amp; 你好，世界 \"'"
        root.addSubview(marked)
        let text = root.renderSVG()
        #expect(text.contains("&lt;b&gt;&amp;amp; 你好，世界 \"'"))
        let run = try #require(try XMLTree.parse(text).descendants(named: "text").first)
        #expect(run.text == "<b>&amp; 你好，世界 \"'")
        #expect(run["x"] == "2")
        #expect(run["y"] == "14")
        #expect(run["textLength"] == "40")
        #expect(run["font-size"] == "12")
    }

    @Test func charactersXMLForbidsAreReplaced() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let marked = MarkedView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        marked.caption = "bell\u{7} null\u{0}"
        root.addSubview(marked)
        let run = try #require(try picture(of: root).descendants(named: "text").first)
        #expect(run.text == "bell\u{FFFD} null\u{FFFD}")
    }

    @Test func numbersPrintRoundedWithoutTrailingZerosAndLargeValuesExactly() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let third = UIView(frame: CGRect(x: 1.0 / 3.0, y: 4_400_000.5, width: 20.5, height: 10))
        root.addSubview(third)
        #expect(try group(of: third, in: picture(of: root))["transform"] == "matrix(1 0 0 1 0.3333 4400000.5)")
    }

    @Test func clipIdsAreNumberedInTreeOrder() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for index in 0..<3 {
            let clipper = UIView(frame: CGRect(x: CGFloat(index) * 20, y: 0, width: 10, height: 10))
            clipper.clipsToBounds = true
            root.addSubview(clipper)
        }
        #expect(try picture(of: root).descendants(named: "clipPath").compactMap { $0["id"] } == ["clip-1", "clip-2", "clip-3"])
    }
}

// SVGMaskedCornersTests.swift: pictures round only the corners a layer's `maskedCorners` names
// (CALayer.maskedCorners: "defines which of the four corners receives the masking when using
// cornerRadius"; all four by default), for its background, its clip and its border.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewKernel

@MainActor
@Suite("Pictures: masked corners", .headless)
struct SVGMaskedCornersTests {
    private let topCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

    /// The group drawn for `view` in the picture of `root`.
    private func group(of view: UIView, in root: UIView) throws -> ParsedElement {
        let svg = try XMLTree.parse(root.renderSVG())
        let line = view.description
        return try #require(svg.descendants(named: "g").first { $0.children.first?.name == "title" && $0.children.first?.text == line })
    }

    /// A 40x20 orange card with a corner radius of 8, in a 100x100 root.
    private func card(_ corners: CACornerMask) -> (root: UIView, card: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        card.backgroundColor = .orange
        card.layer.cornerRadius = 8
        card.layer.maskedCorners = corners
        root.addSubview(card)
        return (root, card)
    }

    @Test func onlyTheTopCornersOfTheBackgroundAreRounded() throws {
        let (root, card) = card(topCorners)
        let background = try #require(try group(of: card, in: root).children.first { $0.name != "title" })
        #expect(background.name == "path")
        #expect(background["d"] == "M8,0 H32 A8,8 0 0 1 40,8 V20 H0 V8 A8,8 0 0 1 8,0 Z")
        #expect(background["fill"] == "#ff8000")
    }

    @Test func onlyTheBottomCornersOfTheBackgroundAreRounded() throws {
        let (root, card) = card([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let background = try #require(try group(of: card, in: root).children.first { $0.name != "title" })
        #expect(background["d"] == "M0,0 H40 V12 A8,8 0 0 1 32,20 H8 A8,8 0 0 1 0,12 V0 Z")
    }

    @Test func allFourCornersStayARoundedRectangleAndNoneAPlainOne() throws {
        let (root, card) = card([.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let rounded = try #require(try group(of: card, in: root).children.first { $0.name != "title" })
        #expect(rounded.name == "rect")
        #expect(rounded["rx"] == "8")
        card.layer.maskedCorners = []
        let square = try #require(try group(of: card, in: root).children.first { $0.name != "title" })
        #expect(square.name == "rect")
        #expect(square["rx"] == nil)
    }

    @Test func aClippedViewIsClippedToItsMaskedCorners() throws {
        let (root, card) = card(topCorners)
        card.clipsToBounds = true
        card.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        let svg = try XMLTree.parse(root.renderSVG())
        let clipGroup = try #require(try group(of: card, in: root).children(named: "g").first)
        let reference = try #require(clipGroup["clip-path"])
        let clipPath = try #require(svg.descendants(named: "clipPath").first { "url(#\($0["id"] ?? ""))" == reference })
        #expect(clipPath.children.map(\.name) == ["path"])
        #expect(clipPath.children.first?["d"] == "M8,0 H32 A8,8 0 0 1 40,8 V20 H0 V8 A8,8 0 0 1 8,0 Z")
    }

    @Test func theBorderFollowsTheMaskedCorners() throws {
        let (root, card) = card(topCorners)
        card.backgroundColor = nil
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.red.cgColor
        let border = try #require(try group(of: card, in: root).children.last)
        #expect(border.name == "path")
        // Inset by half the border width, the radius shrinks by as much.
        #expect(border["d"] == "M8,1 H32 A7,7 0 0 1 39,8 V19 H1 V8 A7,7 0 0 1 8,1 Z")
        #expect(border["fill"] == "none")
        #expect(border["stroke-width"] == "2")
    }
}

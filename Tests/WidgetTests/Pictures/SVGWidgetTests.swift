// SVGWidgetTests.swift: the widgets' marks in `renderSVG()` pictures: a label's laid-out lines
// (UILabel+SVG.swift), an image view's image, nine slices and placeholder (UIImageView+SVG.swift),
// and table cells' separators and accessories (UITableViewCell+SVG.swift).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

// snippet: pictures-custom-marks
/// A meter that draws its own track, fill and knob into pictures.
final class MeterView: UIView {
    var fraction: CGFloat = 0.5

    override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        let track = bounds.insetBy(dx: 6, dy: bounds.height / 2 - 2)
        context.fillRect(track, color: .lightGray, cornerRadius: 2)
        var filled = track
        filled.size.width *= fraction
        context.fillRect(filled, color: tintColor, cornerRadius: 2)
        context.drawAboveSubviews {
            let knob = CGRect(x: filled.maxX - 6, y: bounds.midY - 6, width: 12, height: 12)
            context.fillEllipse(in: knob, color: .white)
            context.strokeEllipse(in: knob, color: .gray, lineWidth: 0.5)
        }
    }
}
// end snippet

@MainActor
@Suite("Pictures: widgets", .headless)
struct SVGWidgetTests {
    private func picture(of view: UIView) throws -> ParsedElement {
        try XMLTree.parse(view.renderSVG())
    }

    /// The group drawn for `view`: the `<g>` whose title is the view's dump line.
    private func group(of view: UIView, in svg: ParsedElement) throws -> ParsedElement {
        let line = view.description
        return try #require(svg.descendants(named: "g").first { $0.children.first?.name == "title" && $0.children.first?.text == line })
    }

    /// The hairlines among a cell group's rectangles (not its background).
    private func separators(in cellGroup: ParsedElement) -> [ParsedElement] {
        cellGroup.children(named: "rect").filter { $0["height"] == "0.5" }
    }

    private func image(width: Int, height: Int) throws -> UIImage {
        try #require(UIImage(data: testPNGData(width: width, height: height)))
    }

    private func number(_ text: String?) -> CGFloat? {
        text.flatMap(Double.init).map { CGFloat($0) }
    }

    private func isClose(_ text: String?, _ value: CGFloat) -> Bool {
        guard let number = number(text) else { return false }
        return abs(number - value) < 0.0001
    }

    private func hostedIn(_ view: UIView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(view)
        return root
    }

    // MARK: - UILabel

    @Test func aLabelDrawsTheWrappedAndTruncatedLinesItLaidOut() throws {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 60))
        label.numberOfLines = 2
        label.text = "The quick brown fox jumps over the lazy dog and keeps running"
        let layout = label.textLayout
        #expect(layout.lines.count == 2)
        #expect(layout.lines.last?.isTruncated == true)
        let texts = try group(of: label, in: picture(of: hostedIn(label))).descendants(named: "text")
        #expect(texts.map(\.text) == layout.lineTexts)
        #expect(texts.last?.text.hasSuffix("\u{2026}") == true)
        for (text, line) in zip(texts, layout.lines) {
            #expect(isClose(text["x"], line.frame.minX))
            #expect(isClose(text["y"], line.baseline))
            #expect(isClose(text["textLength"], line.frame.width))
        }
    }

    @Test func aLabelsTextCarriesItsFontSizeWeightAndColour() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Bold"
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let text = try #require(try picture(of: hostedIn(label)).descendants(named: "text").first)
        #expect(text["font-size"] == "20")
        #expect(text["font-weight"] == "700")
        #expect(text["fill"] == "#ff0000")
        #expect(text["fill-opacity"] == "0.5")
    }

    @Test func aCentredLabelsLineStartsWhereTheLayoutCentredIt() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Centre"
        label.textAlignment = .center
        let line = try #require(label.textLayout.lines.first)
        let text = try #require(try picture(of: hostedIn(label)).descendants(named: "text").first)
        #expect(line.frame.minX > 50)
        #expect(isClose(text["x"], line.frame.minX))
    }

    @Test func aLabelsShadowIsTheSameTextMovedByTheOffsetDrawnFirst() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Shadowed"
        label.shadowColor = .gray
        label.shadowOffset = CGSize(width: 1, height: 2)
        let texts = try picture(of: hostedIn(label)).descendants(named: "text")
        #expect(texts.map(\.text) == ["Shadowed", "Shadowed"])
        #expect(texts.map { $0["fill"] } == ["#808080", "#000000"])
        let shadowX = try #require(number(texts[0]["x"])), textX = try #require(number(texts[1]["x"]))
        let shadowY = try #require(number(texts[0]["y"])), textY = try #require(number(texts[1]["y"]))
        #expect(abs(shadowX - textX - 1) < 0.0001)
        #expect(abs(shadowY - textY - 2) < 0.0001)
    }

    @Test func aLabelsChineseAndMarkupCharactersReadBackUnchanged() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.text = "文字的阴影 <&> \"颜色\""
        let text = try #require(try picture(of: hostedIn(label)).descendants(named: "text").first)
        #expect(text.text == "文字的阴影 <&> \"颜色\"")
    }

    @Test func textReachingPastTheLabelsBoundsIsClippedToThem() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        label.lineBreakMode = .byClipping
        label.text = "A line far too long for forty points"
        let svg = try picture(of: hostedIn(label))
        let text = try #require(svg.descendants(named: "text").first)
        let reference = try #require(text.parent?["clip-path"])
        let clip = try #require(svg.descendants(named: "clipPath").first { "url(#\($0["id"] ?? ""))" == reference })
        #expect(clip.children.first?.attributes == ["x": "0", "y": "0", "width": "40", "height": "30"])
    }

    @Test func textThatFitsIsNotClipped() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Fits"
        #expect(try picture(of: hostedIn(label)).descendants(named: "clipPath").isEmpty)
    }

    @Test func aLabelWithoutTextDrawsNoText() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(try picture(of: hostedIn(label)).descendants(named: "text").isEmpty)
    }

    // MARK: - UIImageView

    @Test func anImageIsEmbeddedOnceAsADataURIAndDrawnInItsContentModesRect() throws {
        let picture = try image(width: 40, height: 20)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentMode = .scaleAspectFit
        view.image = picture
        let twin = UIImageView(image: picture)
        let root = hostedIn(view)
        root.addSubview(twin)
        let svg = try self.picture(of: root)
        let images = svg.descendants(named: "image")
        #expect(images.count == 1)
        let definition = try #require(images.first)
        #expect(definition["width"] == "40")
        #expect(definition["height"] == "20")
        let uri = try #require(definition["xlink:href"])
        #expect(uri.hasPrefix("data:image/png;base64,"))
        #expect(Data(base64Encoded: String(uri.dropFirst("data:image/png;base64,".count))) == testPNGData(width: 40, height: 20))
        let viewport = try #require(try group(of: view, in: svg).children(named: "svg").first)
        // Aspect fit of 40x20 in 100x100: 100x50, centred.
        #expect(view.imageRect == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(viewport.attributes.filter { $0.key != "preserveAspectRatio" }
                == ["x": "0", "y": "25", "width": "100", "height": "50", "viewBox": "0 0 40 20"])
        #expect(viewport.children.first?["xlink:href"] == "#" + (definition["id"] ?? "?"))
    }

    @Test func aStretchedImageIsDrawnAsItsNineSlices() throws {
        let stretchable = try image(width: 9, height: 9).stretchableImage(withLeftCapWidth: 4, topCapHeight: 4)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.image = stretchable
        let expected = stretchable.nineSlicePieces(for: view.bounds.size)
        #expect(expected.count == 9)
        let slices = try #require(try group(of: view, in: picture(of: hostedIn(view))).children(named: "g").first)
        #expect(slices["class"] == "nine-slice")
        let viewports = slices.children(named: "svg")
        #expect(viewports.count == 9)
        for (viewport, piece) in zip(viewports, expected) {
            let box = "\(Int(piece.sourceRect.minX)) \(Int(piece.sourceRect.minY)) \(Int(piece.sourceRect.width)) \(Int(piece.sourceRect.height))"
            #expect(viewport["viewBox"] == box)
            #expect(isClose(viewport["x"], piece.destinationRect.minX))
            #expect(isClose(viewport["y"], piece.destinationRect.minY))
            #expect(isClose(viewport["width"], piece.destinationRect.width))
            #expect(isClose(viewport["height"], piece.destinationRect.height))
        }
        // The one-point middle column stretches over everything between the caps.
        #expect(viewports[4]["viewBox"] == "4 4 1 1")
        #expect(viewports[4]["width"] == "92")
        #expect(viewports[4]["height"] == "32")
    }

    @Test func aTiledImagesEdgesAndMiddleRepeatThroughPatterns() throws {
        let tiled = try image(width: 12, height: 12).resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        view.image = tiled
        let svg = try picture(of: hostedIn(view))
        let slices = try #require(try group(of: view, in: svg).children(named: "g").first)
        #expect(slices.children(named: "svg").count == 4)
        let tiles = slices.children(named: "rect")
        #expect(tiles.count == 5)
        let patterns = svg.descendants(named: "pattern")
        #expect(patterns.count == 5)
        let middle = try #require(tiles.first { $0["x"] == "4" && $0["y"] == "4" })
        #expect(middle["width"] == "42")
        #expect(middle["height"] == "22")
        let pattern = try #require(patterns.first { "url(#\($0["id"] ?? ""))" == middle["fill"] })
        #expect(pattern["patternUnits"] == "userSpaceOnUse")
        #expect([pattern["x"], pattern["y"], pattern["width"], pattern["height"]] == ["4", "4", "4", "4"])
        #expect([pattern.children.first?["x"], pattern.children.first?["y"]] == ["-4", "-4"])
    }

    @Test func anImageViewWithoutAnImageShowsALabelledPlaceholder() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let placeholder = try #require(try group(of: view, in: picture(of: hostedIn(view))).children(named: "g").first)
        #expect(placeholder["class"] == "placeholder")
        #expect(placeholder.descendants(named: "text").map(\.text) == ["no image"])
        #expect(placeholder.children(named: "line").count == 2)
    }

    @Test func anEmptyImageShowsAPlaceholderSayingSo() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        view.image = UIImage()
        #expect(try picture(of: hostedIn(view)).descendants(named: "text").map(\.text) == ["empty image"])
    }

    // MARK: - Table cells

    @Test func eachVisibleCellHasAHairlineSeparatorInsetFromTheLeft() throws {
        let (table, _) = makeTable(rowCounts: [3])
        let svg = try picture(of: table)
        for cell in table.visibleCells {
            let separator = try #require(try group(of: cell, in: svg).children.last)
            #expect(separator.attributes == ["x": "15", "y": "43.5", "width": "305", "height": "0.5", "fill": "#c7c7cc"])
        }
        #expect(table.visibleCells.count == 3)
    }

    @Test func theTablesSeparatorInsetAndStyleApply() throws {
        let (table, _) = makeTable(rowCounts: [2]) { _, table in table.separatorInset = .zero }
        let cell = try #require(table.visibleCells.first)
        #expect(try group(of: cell, in: picture(of: table)).children.last?["x"] == "0")
        table.separatorStyle = .none
        #expect(try separators(in: group(of: cell, in: picture(of: table))).isEmpty)
    }

    @Test func aGroupedSectionsFirstRowHasATopLineAndItsLastRowAFullWidthLine() throws {
        let (table, _) = makeTable(rowCounts: [2], style: .grouped)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let last = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let svg = try picture(of: table)
        #expect(try separators(in: group(of: first, in: svg)).map { [$0["x"], $0["y"], $0["width"]] }
                == [["0", "0", "320"], ["15", "43.5", "305"]])
        #expect(try separators(in: group(of: last, in: svg)).map { [$0["x"], $0["y"], $0["width"]] }
                == [["0", "43.5", "320"]])
    }

    @Test func aDisclosureIndicatorIsAChevronAtTheRightMargin() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        let chevron = try #require(try picture(of: cell).descendants(named: "polyline").first)
        #expect(chevron["points"] == "299,15.5 305,22 299,28.5")
    }

    // MARK: - The documented examples

    @Test func thePicturesGuideWritesAPictureOfATree() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-guide-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // snippet: pictures-render
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        root.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.text = "Hello, 世界"
        root.addSubview(label)
        let svg = root.renderSVG()
        try svg.write(toFile: path, atomically: true, encoding: .utf8)
        // end snippet
        let written = try XMLTree.parse(try String(contentsOfFile: path, encoding: .utf8))
        #expect(written.descendants(named: "text").map(\.text) == ["Hello, 世界"])
    }

    @Test func aCustomViewsMarksSitBetweenItsBackgroundAndItsSubviews() throws {
        let meter = MeterView(frame: CGRect(x: 0, y: 0, width: 112, height: 20))
        meter.backgroundColor = .white
        meter.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)))
        let svg = try picture(of: meter)
        let names = try group(of: meter, in: svg).children.map(\.name)
        #expect(names == ["title", "rect", "rect", "rect", "g", "ellipse", "ellipse"])
        let fill = try group(of: meter, in: svg).children[3]
        #expect([fill["x"], fill["width"], fill["fill"]] == ["6", "50", "#007aff"])
    }

    // MARK: - Golden

    @Test func aSmallWidgetSceneMatchesItsGoldenPicture() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        root.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 40))
        title.numberOfLines = 0
        title.font = .boldSystemFont(ofSize: 14)
        title.text = "图片拉伸 Stretching & tiling"
        title.shadowColor = .lightGray
        title.shadowOffset = CGSize(width: 1, height: 1)
        let bubble = UIImageView(frame: CGRect(x: 10, y: 60, width: 60, height: 40))
        bubble.image = try image(width: 9, height: 9).stretchableImage(withLeftCapWidth: 4, topCapHeight: 4)
        let missing = UIImageView(frame: CGRect(x: 160, y: 10, width: 70, height: 50))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 80, y: 66, width: 160, height: 44)
        cell.textLabel?.text = "Row"
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        [title, bubble, missing, cell].forEach(root.addSubview)
        expectMatchesGolden(root.renderSVG(), pathExtension: "svg")
    }
}

@MainActor
@Suite("Pictures of controls and bars", .headless)
struct ControlPictureTests {
    @Test func aSwitchDrawsItsKnobOnTheSideItIsSetTo() {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        let off = toggle.renderSVG()
        toggle.setOn(true, animated: false)
        let on = toggle.renderSVG()
        #expect(off != on)
        #expect(off.contains("cx=\"15.5\""))
        #expect(on.contains("cx=\"35.5\""))
    }

    @Test func aSliderSplitsItsTrackAtTheThumb() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.25
        let quarter = slider.renderSVG()
        slider.value = 0.75
        #expect(quarter != slider.renderSVG())
        #expect(quarter.contains("<ellipse") || quarter.contains("<circle"))
    }

    @Test func aNavigationBarDrawsItsHairline() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.renderSVG().contains("y=\"43.5\""))
    }
}

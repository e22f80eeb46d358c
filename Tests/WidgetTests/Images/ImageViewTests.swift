// ImageViewTests.swift: UIImageView sizing to its image, highlighting, defaults, its dump line,
// and the rectangle its image covers under every content mode.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct ImageViewTests {
    private func image(width: Int, height: Int) throws -> UIImage {
        try #require(UIImage(data: testPNGData(width: width, height: height)))
    }

    // MARK: - Sizing and state

    @Test func initWithImageSizesTheViewToTheImage() throws {
        let view = UIImageView(image: try image(width: 32, height: 24))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 32, height: 24))
    }

    @Test func sizeThatFitsIsTheImageSizeWhateverIsOffered() throws {
        let view = UIImageView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        view.image = try image(width: 10, height: 20)
        #expect(view.sizeThatFits(CGSize(width: 300, height: 1)) == CGSize(width: 10, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 20))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 10, height: 20))
    }

    @Test func settingTheImageDoesNotResizeTheView() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.image = try image(width: 10, height: 10)
        #expect(view.frame.size == CGSize(width: 50, height: 50))
    }

    @Test func withoutAnImageThereIsNoNaturalSize() {
        let view = UIImageView()
        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == .zero)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.imageRect == nil)
    }

    @Test func aHighlightedViewShowsTheHighlightedImage() throws {
        let normal = try image(width: 10, height: 10), highlighted = try image(width: 20, height: 20)
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        #expect(view.frame.size == CGSize(width: 10, height: 10))
        #expect(view.displayedImage == normal)
        view.isHighlighted = true
        #expect(view.displayedImage == highlighted)
        #expect(view.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
    }

    @Test func defaultsAreUIKits() {
        let view = UIImageView()
        #expect(!view.isUserInteractionEnabled)
        #expect(!view.isOpaque)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.image == nil)
        #expect(view.highlightedImage == nil)
        #expect(!view.isHighlighted)
    }

    @Test func tapsFallThroughAnImageView() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(UIImageView(image: try image(width: 50, height: 50)))
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
    }

    // MARK: - Dump

    @Test func theDumpShowsTheImageNameAndSize() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("imageview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try testPNGData(width: 64, height: 64).write(to: directory.appendingPathComponent("icon@2x.png"))
        let bundle = try #require(Bundle(path: directory.path))
        let view = UIImageView(image: UIImage(named: "icon", in: bundle, compatibleWith: nil))
        #expect(view.description
            == "<UIImageView; frame = (0 0; 32 32); image = 'icon' {32, 32}; opaque = NO; userInteractionEnabled = NO>")
    }

    @Test func theDumpOfAnImageFromDataShowsItsSize() throws {
        let view = UIImageView(image: try image(width: 3, height: 4))
        #expect(view.description.contains("; image = {3, 4}; "))
    }

    @Test func theDumpLeavesOutAMissingImage() {
        #expect(!UIImageView().description.contains("image ="))
    }

    @Test func theDumpOfAStretchableImageShowsItsCapsAndMode() throws {
        let bubble = try image(width: 40, height: 30).stretchableImage(withLeftCapWidth: 20, topCapHeight: 18)
        #expect(UIImageView(image: bubble).description.contains(
            "; image = {40, 30}; capInsets = {18, 20, 11, 19}; resizingMode = stretch; "))
    }

    @Test func theDumpOfATiledImageShowsItsCapsAndMode() throws {
        let tiled = try image(width: 40, height: 30).resizableImage(withCapInsets: UIEdgeInsets(top: 15, left: 12, bottom: 8, right: 8))
        #expect(UIImageView(image: tiled).description.contains(
            "; image = {40, 30}; capInsets = {15, 12, 8, 8}; resizingMode = tile; "))
    }

    @Test func theDumpOfAPlainImageShowsNoCaps() throws {
        #expect(!UIImageView(image: try image(width: 40, height: 30)).description.contains("capInsets"))
    }

    // MARK: - Content modes (a 40 x 20 image in a 100 x 100 view)

    @Test func eachContentModePlacesTheImageAsUIKitDoes() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = try image(width: 40, height: 20)
        let expected: [(UIView.ContentMode, CGRect)] = [
            (.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
            (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
            (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
            (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100)),
            (.center, CGRect(x: 30, y: 40, width: 40, height: 20)),
            (.top, CGRect(x: 30, y: 0, width: 40, height: 20)),
            (.bottom, CGRect(x: 30, y: 80, width: 40, height: 20)),
            (.left, CGRect(x: 0, y: 40, width: 40, height: 20)),
            (.right, CGRect(x: 60, y: 40, width: 40, height: 20)),
            (.topLeft, CGRect(x: 0, y: 0, width: 40, height: 20)),
            (.topRight, CGRect(x: 60, y: 0, width: 40, height: 20)),
            (.bottomLeft, CGRect(x: 0, y: 80, width: 40, height: 20)),
            (.bottomRight, CGRect(x: 60, y: 80, width: 40, height: 20)),
        ]
        #expect(expected.count == UIView.ContentMode.allCases.count)
        for (mode, rect) in expected {
            #expect(view.imageRect(for: mode) == rect, "\(mode)")
        }
    }

    @Test func imageRectFollowsTheViewsContentMode() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = try image(width: 40, height: 20)
        view.contentMode = .scaleAspectFit
        #expect(view.imageRect == CGRect(x: 0, y: 25, width: 100, height: 50))
    }

    @Test func imageRectIsInBoundsCoordinates() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = try image(width: 40, height: 20)
        view.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(view.imageRect(for: .center) == CGRect(x: 40, y: 50, width: 40, height: 20))
    }

    @Test func aPointScaledImageIsPlacedAtItsPointSize() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let retina = try #require(UIImage(data: testPNGData(width: 40, height: 20), scale: 2))
        view.image = retina
        #expect(view.imageRect(for: .topLeft) == CGRect(x: 0, y: 0, width: 20, height: 10))
    }
}

@MainActor
@Suite("Image views showing symbols", .headless)
struct SymbolImageViewTests {
    @Test func anImageViewSizesToTheSymbolAndDrawsItsNameInTheTint() throws {
        let symbol = try #require(UIImage(systemName: "gearshape"))
        let imageView = UIImageView(image: symbol)
        imageView.tintColor = .red
        #expect(imageView.bounds.size == symbol.size)
        #expect(imageView.description.contains("image = symbol(gearshape) {17, 17}"))
        let svg = imageView.renderSVG()
        #expect(svg.contains("gearshape"))
        #expect(svg.contains("class=\"symbol\""))
        #expect(svg.contains("stroke=\"#ff0000\""))
    }
}

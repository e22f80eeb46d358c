// RightToLeftImageTests.swift: images for right-to-left interfaces, as UIKit documents them:
// `imageFlippedForRightToLeftLayoutDirection()` returns an image that image views draw mirrored
// when their content runs right to left, `flipsForRightToLeftLayoutDirection` says so, and
// `withHorizontallyFlippedOrientation()` mirrors the pixels (`imageOrientation` `.upMirrored`).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

@MainActor
@Suite(.headless)
struct RightToLeftImageTests {
    private func arrow() throws -> UIImage {
        try #require(UIImage(data: testPNGData(width: 40, height: 20)))
    }

    /// The mirroring groups in a picture of `view`.
    private func mirrors(in view: UIView) throws -> [ParsedElement] {
        try XMLTree.parse(view.renderSVG()).descendants(named: "g").filter { $0["class"] == "mirrored" }
    }

    @Test func anImageFlipsRightToLeftOnlyWhenAskedTo() throws {
        let image = try arrow()
        #expect(image.flipsForRightToLeftLayoutDirection == false)
        #expect(image.imageOrientation == .up)
        let flipping = image.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipping.flipsForRightToLeftLayoutDirection)
        #expect(flipping.size == image.size)
        #expect(flipping.imageOrientation == .up, "its pixels are as they were")
        #expect(!flipping.isEqual(image))
    }

    @Test func aHorizontallyFlippedImageIsUpMirrored() throws {
        let image = try arrow()
        let mirrored = image.withHorizontallyFlippedOrientation()
        #expect(mirrored.imageOrientation == .upMirrored)
        #expect(mirrored.size == image.size)
        #expect(mirrored.withHorizontallyFlippedOrientation().imageOrientation == .up)
        #expect(mirrored.withHorizontallyFlippedOrientation().isEqual(image))
    }

    @Test func anImageViewRunningRightToLeftDrawsAFlippingImageMirrored() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.image = try arrow().imageFlippedForRightToLeftLayoutDirection()
        #expect(try mirrors(in: view).isEmpty, "left to right it is drawn as it is")
        view.traitOverrides.layoutDirection = .rightToLeft
        let groups = try mirrors(in: view)
        #expect(groups.count == 1)
        #expect(groups.first?["transform"] == "matrix(-1 0 0 1 40 0)", "mirrored about the image's centre line, x = 20")
        #expect(groups.first?.descendants(named: "use").isEmpty == false, "the image is drawn inside the mirror")
    }

    @Test func anImageThatDoesNotFlipIsDrawnAsItIsRightToLeft() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.image = try arrow()
        view.traitOverrides.layoutDirection = .rightToLeft
        #expect(try mirrors(in: view).isEmpty)
        view.semanticContentAttribute = .forceLeftToRight
        view.image = try arrow().imageFlippedForRightToLeftLayoutDirection()
        #expect(try mirrors(in: view).isEmpty, "a view forced left to right does not flip it")
    }

    @Test func aMirroredImageIsDrawnMirroredLeftToRightAndAsStoredWhenItAlsoFlips() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.image = try arrow().withHorizontallyFlippedOrientation()
        #expect(try mirrors(in: view).count == 1)
        view.image = try arrow().withHorizontallyFlippedOrientation().imageFlippedForRightToLeftLayoutDirection()
        view.traitOverrides.layoutDirection = .rightToLeft
        #expect(try mirrors(in: view).isEmpty, "mirrored twice is as stored")
    }
}

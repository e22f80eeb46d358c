// ImageResizingTests.swift: cap insets of stretchable and resizable images and
// the nine-slice pieces that draw them.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@Suite(.headless)
struct ImageResizingTests {
    /// A 20 x 30 point image.
    private func image(width: Int = 20, height: Int = 30) throws -> UIImage {
        try #require(UIImage(data: TestImageFiles.png(width: width, height: height)))
    }

    private func piece(_ position: UIImage.NineSlicePiece.Position,
                       in pieces: [UIImage.NineSlicePiece]) throws -> UIImage.NineSlicePiece {
        try #require(pieces.first { $0.position == position })
    }

    // MARK: - Cap insets

    @Test func aPlainImageHasNoCapsAndTheTileMode() throws {
        let plain = try image()
        #expect(plain.capInsets == .zero)
        #expect(plain.resizingMode == .tile)
        #expect(plain.leftCapWidth == 0)
        #expect(plain.topCapHeight == 0)
    }

    @Test func stretchableCapsLeaveOnePointBetweenThem() throws {
        let stretchable = try image().stretchableImage(withLeftCapWidth: 5, topCapHeight: 10)
        #expect(stretchable.capInsets == UIEdgeInsets(top: 10, left: 5, bottom: 19, right: 14))
        #expect(stretchable.resizingMode == .stretch)
        #expect(stretchable.leftCapWidth == 5)
        #expect(stretchable.topCapHeight == 10)
        #expect(stretchable.size == CGSize(width: 20, height: 30))
    }

    @Test func aZeroCapMakesTheWholeAxisStretchable() throws {
        let stretchable = try image().stretchableImage(withLeftCapWidth: 0, topCapHeight: 15)
        #expect(stretchable.capInsets == UIEdgeInsets(top: 15, left: 0, bottom: 14, right: 0))
    }

    @Test func stretchableCapsAtHalfTheSizeAsTheSeedsUseThem() throws {
        let background = try image(width: 40, height: 40)
        let stretchable = background.stretchableImage(withLeftCapWidth: Int(background.size.width * 0.5),
                                                      topCapHeight: Int(background.size.height * 0.5))
        #expect(stretchable.capInsets == UIEdgeInsets(top: 20, left: 20, bottom: 19, right: 19))
    }

    @Test func resizableImageTilesByDefault() throws {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let resizable = try image().resizableImage(withCapInsets: insets)
        #expect(resizable.capInsets == insets)
        #expect(resizable.resizingMode == .tile)
        #expect(resizable.leftCapWidth == 2)
        #expect(resizable.topCapHeight == 1)
    }

    @Test func resizableImageTakesTheModeGiven() throws {
        let resizable = try image().resizableImage(withCapInsets: .zero, resizingMode: .stretch)
        #expect(resizable.resizingMode == .stretch)
    }

    @Test func resizingModeRawValuesAreUIKits() {
        #expect(UIImage.ResizingMode.tile.rawValue == 0)
        #expect(UIImage.ResizingMode.stretch.rawValue == 1)
    }

    @Test func aResizableImageIsNotEqualToItsOriginal() throws {
        let plain = try image()
        let resizable = plain.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(resizable != plain)
        #expect(resizable.sourceData == plain.sourceData)
    }

    // MARK: - Nine-slice pieces

    @Test func aPlainImageStretchesWholeIntoTheDestination() throws {
        let pieces = try image().nineSlicePieces(for: CGSize(width: 100, height: 50))
        #expect(pieces == [UIImage.NineSlicePiece(position: .center,
                                                   sourceRect: CGRect(x: 0, y: 0, width: 20, height: 30),
                                                   destinationRect: CGRect(x: 0, y: 0, width: 100, height: 50),
                                                   resizingMode: .stretch)])
    }

    @Test func nineSlicesOfAStretchedImageKeepTheCornersAndStretchTheRest() throws {
        let resizable = try image().resizableImage(withCapInsets: UIEdgeInsets(top: 5, left: 4, bottom: 6, right: 3),
                                                   resizingMode: .stretch)
        let pieces = resizable.nineSlicePieces(for: CGSize(width: 100, height: 50))
        #expect(pieces.count == 9)
        let topLeft = try piece(.topLeft, in: pieces)
        #expect(topLeft.sourceRect == CGRect(x: 0, y: 0, width: 4, height: 5))
        #expect(topLeft.destinationRect == CGRect(x: 0, y: 0, width: 4, height: 5))
        let center = try piece(.center, in: pieces)
        #expect(center.sourceRect == CGRect(x: 4, y: 5, width: 13, height: 19))
        #expect(center.destinationRect == CGRect(x: 4, y: 5, width: 93, height: 39))
        #expect(center.resizingMode == .stretch)
        let bottomRight = try piece(.bottomRight, in: pieces)
        #expect(bottomRight.sourceRect == CGRect(x: 17, y: 24, width: 3, height: 6))
        #expect(bottomRight.destinationRect == CGRect(x: 97, y: 44, width: 3, height: 6))
        let top = try piece(.top, in: pieces)
        #expect(top.destinationRect == CGRect(x: 4, y: 0, width: 93, height: 5))
        let left = try piece(.left, in: pieces)
        #expect(left.destinationRect == CGRect(x: 0, y: 5, width: 4, height: 39))
    }

    @Test func nineSlicesOfATiledImageTileEdgesAndMiddleButNotCorners() throws {
        let resizable = try image().resizableImage(withCapInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        let pieces = resizable.nineSlicePieces(for: CGSize(width: 60, height: 60))
        #expect(try piece(.center, in: pieces).tiles)
        #expect(try piece(.top, in: pieces).tiles)
        #expect(try piece(.right, in: pieces).tiles)
        #expect(try !piece(.topLeft, in: pieces).tiles)
        #expect(try piece(.center, in: pieces).sourceRect == CGRect(x: 5, y: 5, width: 10, height: 20))
        #expect(try piece(.center, in: pieces).destinationRect == CGRect(x: 5, y: 5, width: 50, height: 50))
    }

    @Test func aStretchableImageStretchesItsOnePointMiddle() throws {
        let stretchable = try image().stretchableImage(withLeftCapWidth: 10, topCapHeight: 15)
        let pieces = stretchable.nineSlicePieces(for: CGSize(width: 200, height: 44))
        let center = try piece(.center, in: pieces)
        #expect(center.sourceRect == CGRect(x: 10, y: 15, width: 1, height: 1))
        #expect(center.destinationRect == CGRect(x: 10, y: 15, width: 181, height: 15))
        #expect(try piece(.topRight, in: pieces).destinationRect == CGRect(x: 191, y: 0, width: 9, height: 15))
    }

    @Test func aZeroCapStretchableImageIsOnePieceWide() throws {
        let stretchable = try image().stretchableImage(withLeftCapWidth: 0, topCapHeight: 0)
        let pieces = stretchable.nineSlicePieces(for: CGSize(width: 50, height: 50))
        #expect(pieces.map(\.position) == [.center])
        #expect(pieces.first?.sourceRect == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func capsShrinkInProportionWhenTheDestinationIsSmaller() throws {
        let resizable = try image().resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 2))
        let pieces = resizable.nineSlicePieces(for: CGSize(width: 4, height: 30))
        #expect(try piece(.left, in: pieces).destinationRect == CGRect(x: 0, y: 0, width: 3, height: 30))
        #expect(try piece(.right, in: pieces).destinationRect == CGRect(x: 3, y: 0, width: 1, height: 30))
        #expect(pieces.allSatisfy { $0.position != .center })
    }

    @Test func anEmptyDestinationOrImageHasNoPieces() throws {
        #expect(try image().nineSlicePieces(for: .zero).isEmpty)
        #expect(UIImage().nineSlicePieces(for: CGSize(width: 10, height: 10)).isEmpty)
    }
}

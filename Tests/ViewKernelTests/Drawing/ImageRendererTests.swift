// ImageRendererTests.swift: UIGraphicsImageRenderer: the size and scale of its images, its
// format's defaults, the renderer context's helpers, and drawing offset by the bounds' origin.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIGraphicsImageRenderer", .headless)
struct ImageRendererTests {
    @Test func imagesHaveTheRenderersSizeAndTheScreensScale() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == UIScreen.main.scale)
        #expect(image.cgImage?.width == Int(30 * UIScreen.main.scale))
        #expect(image.cgImage?.height == Int(20 * UIScreen.main.scale))
    }

    @Test func theFormatChoosesTheScale() {
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == UIScreen.main.scale)
        #expect(format.opaque == false)
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = renderer.image { _ in }
        #expect(image.scale == 1)
        #expect(image.cgImage?.width == 10)
        #expect(UIGraphicsImageRendererFormat.default().scale == UIScreen.main.scale)
    }

    @Test func theContextFillsAndStrokesWithTheCurrentColours() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIColor.yellow.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            UIColor.black.setStroke()
            context.stroke(CGRect(x: 5, y: 5, width: 30, height: 30))
            #expect(context.currentImage.drawingCommands.count == 2)
        }
        #expect(image.drawingCommands.map(\.operation) == [.fill(.winding), .stroke])
        #expect(image.drawingCommands.map(\.color) == [UIColor.yellow.cgColor, UIColor.black.cgColor])
    }

    @Test func drawingAtTheBoundsOriginLandsAtTheImagesCorner() {
        let format = UIGraphicsImageRendererFormat()
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 10, height: 10), format: format)
        let image = renderer.image { context in
            context.fill(CGRect(x: 100, y: 100, width: 10, height: 10))
        }
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.drawingCommands.first?.rect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aDrawnImageKeepsItsDrawingWhenMadeResizable() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(resizable.drawingCommands == image.drawingCommands)
        #expect(resizable.size == image.size)
        #expect(UIImage().cgImage == nil)
        #expect(UIImage().drawingCommands.isEmpty)
    }

    @Test func anImageFromACGImageTakesItsScale() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let cgImage = try #require(image.cgImage)
        let rescaled = UIImage(cgImage: cgImage, scale: 1, orientation: .up)
        #expect(rescaled.size == CGSize(width: 10 * image.scale, height: 10 * image.scale))
        #expect(UIImage(cgImage: cgImage).scale == 1)
    }
}

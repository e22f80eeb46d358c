// GraphicsContextTests.swift: the recording CGContext: graphics state saved and restored, paths
// built under the current transform, painting that empties the path, clips, alpha, images and
// text, and the context stack (UIGraphicsGetCurrentContext, push and pop, image contexts).
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Recording graphics context", .headless)
struct GraphicsContextTests {
    /// What `body` paints into a 200x200 image renderer's context.
    private func record(_ body: (CGContext) -> Void) -> [DrawingCommand] {
        UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200)).image { body($0.cgContext) }.drawingCommands
    }

    @Test func theStateStartsAsCoreGraphicsDefaults() {
        let drawn = record { context in
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.drawPath(using: .fillStroke)
        }
        #expect(drawn.count == 2)
        #expect(drawn[0].operation == .fill(.winding) && drawn[0].color == CGColor.black)
        #expect(drawn[1].operation == .stroke && drawn[1].color == CGColor.black)
        #expect(drawn[1].lineWidth == 1 && drawn[1].lineCap == .butt && drawn[1].lineJoin == .miter)
        #expect(drawn[1].miterLimit == 10 && drawn[1].alpha == 1 && drawn[1].clip.isEmpty)
    }

    @Test func restoreGStateBringsBackTheSavedColoursAndTransform() {
        let drawn = record { context in
            context.setFillColor(UIColor.red.cgColor)
            context.saveGState()
            context.setFillColor(UIColor.green.cgColor)
            context.translateBy(x: 50, y: 0)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(drawn.map(\.color) == [UIColor.green.cgColor, UIColor.red.cgColor])
        #expect(drawn[0].rect == CGRect(x: 50, y: 0, width: 10, height: 10))
        #expect(drawn[1].rect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func pointsTakeTheTransformWhenTheyAreAddedNotWhenPainted() {
        let drawn = record { context in
            context.translateBy(x: 100, y: 0)
            context.move(to: .zero)
            context.addLine(to: CGPoint(x: 10, y: 0))
            context.translateBy(x: 0, y: 100)
            context.strokePath()
        }
        #expect(drawn.first?.path.description == "M 100 0 L 110 0")
        #expect(drawn.first?.transform == CGAffineTransform(translationX: 100, y: 100))
    }

    @Test func paintingEmptiesTheCurrentPath() {
        var emptyAfterFill = false
        var emptyAfterRect = false
        _ = record { context in
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(!context.isPathEmpty)
            context.fillPath()
            emptyAfterFill = context.isPathEmpty
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.fill(CGRect(x: 20, y: 20, width: 5, height: 5))
            emptyAfterRect = context.isPathEmpty
        }
        #expect(emptyAfterFill && emptyAfterRect)
    }

    @Test func theLineSettingsAndAlphaAreRecorded() {
        let drawn = record { context in
            context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            context.setLineWidth(3)
            context.setLineCap(.square)
            context.setLineJoin(.bevel)
            context.setLineDash(phase: 2, lengths: [6, 3])
            context.setAlpha(0.5)
            context.strokeLineSegments(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        }
        #expect(drawn.count == 1)
        let stroke = drawn[0]
        #expect(stroke.path.description == "M 0 0 L 10 0 M 0 5 L 10 5")
        #expect(stroke.color == CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(stroke.lineWidth == 3 && stroke.lineCap == .square && stroke.lineJoin == .bevel)
        #expect(stroke.lineDashPhase == 2 && stroke.lineDashLengths == [6, 3] && stroke.alpha == 0.5)
    }

    @Test func clipsIntersectAndAreRestored() {
        let drawn = record { context in
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 50))
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            context.clip(using: .evenOdd)
            #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 40))
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(drawn[0].clip.count == 2)
        #expect(drawn[0].clip[1].rule == .evenOdd)
        #expect(drawn[1].clip.isEmpty)
    }

    @Test func theCurrentPathReadsBackInUserSpace() {
        _ = record { context in
            context.scaleBy(x: 2, y: 2)
            context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
            #expect(context.path?.boundingBox == CGRect(x: 1, y: 1, width: 2, height: 2))
            #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 2, height: 2))
            #expect(context.currentPointOfPath == CGPoint(x: 1, y: 1))
            #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
        }
    }

    @Test func aCGImageIsDrawnUpsideDownAndAUIImageTheRightWayUp() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in }
        let cgImage = try #require(image.cgImage)
        let drawn = record { context in
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 40, height: 20))
            image.draw(in: CGRect(x: 0, y: 50, width: 40, height: 20))
            image.draw(at: CGPoint(x: 100, y: 100))
        }
        #expect(drawn.map(\.operation) == [.image(image, flipped: true), .image(image, flipped: false),
                                          .image(image, flipped: false)])
        #expect(drawn[2].rect == CGRect(x: 100, y: 100, width: 4, height: 2))
    }

    @Test func textIsLaidOutWhereItIsDrawn() {
        let font = UIFont.systemFont(ofSize: 20)
        let drawn = record { _ in
            ("Hello" as NSString).draw(at: CGPoint(x: 10, y: 20), withAttributes: [.font: font])
            "one two three".draw(in: CGRect(x: 0, y: 100, width: 60, height: 200), withAttributes: [.font: font])
        }
        #expect(drawn.count == 2)
        guard case .text(let hello) = drawn[0].operation, case .text(let wrapped) = drawn[1].operation else {
            Issue.record("expected two text commands")
            return
        }
        #expect(hello.lineTexts == ["Hello"])
        #expect(hello.lines.first?.frame.origin == CGPoint(x: 10, y: 20))
        #expect(drawn[0].rect.size == "Hello".size(withAttributes: [.font: font]))
        #expect(wrapped.lines.count > 1)
        #expect(wrapped.lines.allSatisfy { $0.frame.width <= 60 && $0.frame.minY >= 100 })
    }

    @Test func pushedContextsAreCurrentUntilPopped() {
        let outer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        var inner: CGContext?
        _ = outer.image { rendererContext in
            let current = UIGraphicsGetCurrentContext()
            #expect(current === rendererContext.cgContext)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), false, 2)
            inner = UIGraphicsGetCurrentContext()
            #expect(inner !== rendererContext.cgContext)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
            let image = UIGraphicsGetImageFromCurrentImageContext()
            #expect(image?.size == CGSize(width: 5, height: 5) && image?.scale == 2)
            #expect(image?.drawingCommands.count == 1)
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() === rendererContext.cgContext)
            if let inner {
                UIGraphicsPushContext(inner)
                #expect(UIGraphicsGetCurrentContext() === inner)
                UIGraphicsPopContext()
            }
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func theLegacyImageContextTakesTheScreenScaleForZero() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), true, 0)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == UIScreen.main.scale)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func rectFrameStrokesInsideTheRectInTheStrokeColour() {
        let drawn = record { _ in
            UIColor.red.setStroke()
            UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(drawn.first?.operation == .stroke && drawn.first?.color == UIColor.red.cgColor)
        #expect(drawn.first?.rect == CGRect(x: 0.5, y: 0.5, width: 9, height: 9))
        #expect(drawn.first?.blendMode == .copy)
    }

    @Test func commandsDescribeThemselves() {
        let drawn = record { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.setStrokeColor(gray: 0, alpha: 0.5)
            context.stroke(CGRect(x: 0, y: 0, width: 2, height: 2), width: 3)
        }
        #expect(drawn.map(\.description) == ["fill #ff0000 M 0 0 L 2 0 L 2 2 L 0 2 Z",
                                             "stroke #000000/0.5 width 3 M 0 0 L 2 0 L 2 2 L 0 2 Z"])
    }
}

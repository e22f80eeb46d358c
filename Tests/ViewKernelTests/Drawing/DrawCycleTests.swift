// DrawCycleTests.swift: when UIKit calls draw(_:): on first appearance in a window for views
// that override it, on the next turn after setNeedsDisplay (once), after a resize with
// contentMode .redraw, and never for views that do not override it.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A view that counts its draws and fills its bounds with `color`.
private final class SwatchView: UIView {
    var drawCount = 0
    var drawnRects: [CGRect] = []
    var color = UIColor.red

    override func draw(_ rect: CGRect) {
        drawCount += 1
        drawnRects.append(rect)
        color.setFill()
        UIBezierPath(rect: bounds).fill()
    }
}

/// A view subclass that does not draw, but counts layout.
private final class PlainView: UIView {}
/// Used by one test only: what is known of whether its class draws starts empty there.
private final class QuietView: UIView {}

/// A layer that draws itself.
private final class DotLayer: CALayer {
    var drawCount = 0
    override func draw(in ctx: CGContext) {
        drawCount += 1
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fillEllipse(in: bounds)
    }
}

@MainActor
@Suite("The drawing cycle", .headless)
struct DrawCycleTests {
    private func window() -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func aViewThatDrawsIsDrawnWhenItFirstAppears() {
        let window = window()
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        Headless.advance(by: 0)
        #expect(view.drawCount == 0)
        window.addSubview(view)
        #expect(view.drawCount == 0)
        Headless.advance(by: 0)
        #expect(view.drawCount == 1)
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 50, height: 40)])
        #expect(view.drawingCommands.count == 1)
        #expect(view.drawingCommands.first?.color == UIColor.red.cgColor)
        Headless.advance(by: 1)
        #expect(view.drawCount == 1)
    }

    @Test func setNeedsDisplayRedrawsOnceOnTheNextTurn() {
        let window = window()
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        window.addSubview(view)
        Headless.advance(by: 0)
        view.color = .green
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(view.drawCount == 1)
        #expect(view.layer.needsDisplay())
        Headless.advance(by: 0)
        #expect(view.drawCount == 2)
        #expect(view.drawnRects.last == view.bounds)
        #expect(view.drawingCommands.map(\.color) == [UIColor.green.cgColor])
        #expect(!view.layer.needsDisplay())
    }

    @Test func aViewOutOfAWindowWaitsForOne() {
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        view.setNeedsDisplay()
        Headless.advance(by: 1)
        #expect(view.drawCount == 0)
        let window = window()
        let container = UIView(frame: window.bounds)
        container.addSubview(view)
        window.addSubview(container)
        Headless.advance(by: 0)
        #expect(view.drawCount == 1)
    }

    @Test func aMarkedRectIsWhatDrawGetsAndItPaintsOverTheOldDrawing() {
        let window = window()
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        window.addSubview(view)
        Headless.advance(by: 0)
        view.color = .blue
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
        view.setNeedsDisplay(CGRect(x: 20, y: 10, width: 5, height: 5))
        Headless.advance(by: 0)
        #expect(view.drawnRects.last == CGRect(x: 10, y: 10, width: 15, height: 5))
        #expect(view.drawingCommands.map(\.color) == [UIColor.red.cgColor, UIColor.blue.cgColor])
        #expect(view.drawingCommands[1].clip.first?.path == CGPath(rect: CGRect(x: 10, y: 10, width: 15, height: 5), transform: nil))
    }

    @Test func aResizeRedrawsOnlyWithContentModeRedraw() {
        let window = window()
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        window.addSubview(view)
        Headless.advance(by: 0)
        view.frame.size.width = 80
        Headless.advance(by: 0)
        #expect(view.drawCount == 1)
        view.contentMode = .redraw
        view.frame.size.width = 100
        Headless.advance(by: 0)
        #expect(view.drawCount == 2)
        #expect(view.drawnRects.last == CGRect(x: 0, y: 0, width: 100, height: 40))
        view.frame.origin.x = 10
        Headless.advance(by: 0)
        #expect(view.drawCount == 2)
    }

    @Test func drawingComesAfterLayoutInTheSameTurn() {
        final class SizedSwatch: UIView {
            var widthWhenDrawn: CGFloat = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                frame.size.width = 77
            }
            override func draw(_ rect: CGRect) {
                widthWhenDrawn = bounds.width
            }
        }
        let window = window()
        let view = SizedSwatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        Headless.advance(by: 0)
        #expect(view.widthWhenDrawn == 77)
    }

    @Test func aViewMarkedOutOfAWindowLearnsWhatAnotherViewOfItsClassFoundOut() {
        // Marked before any view of its class displayed, the view waits for display; once
        // another view of the class has shown that it draws nothing, marking it again does not.
        let waiting = QuietView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        waiting.setNeedsDisplay()
        #expect(waiting.layer.needsDisplay())
        let window = window()
        let shown = QuietView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(shown)
        Headless.advance(by: 0)
        #expect(shown.drawingCommands.isEmpty)
        waiting.setNeedsDisplay()
        #expect(!waiting.layer.needsDisplay())
    }

    @Test func viewsThatDoNotDrawRecordNothingAndAreNotMarked() {
        let window = window()
        let plain = PlainView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(plain)
        Headless.advance(by: 0)
        #expect(plain.drawingCommands.isEmpty)
        plain.setNeedsDisplay()
        #expect(!plain.layer.needsDisplay())
        #expect(Headless.isIdle)
    }

    @Test func displayIfNeededDrawsNow() {
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.displayIfNeeded()
        #expect(view.drawCount == 1)
        view.layer.displayIfNeeded()
        #expect(view.drawCount == 1)
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        #expect(view.drawCount == 2)
    }

    @Test func aLayerThatDrawsItselfIsDisplayedWhenMarkedInAWindow() {
        let window = window()
        let dot = DotLayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        window.layer.addSublayer(dot)
        Headless.advance(by: 0)
        // A standalone layer draws only when asked.
        #expect(dot.drawCount == 0)
        dot.setNeedsDisplay()
        Headless.advance(by: 0)
        #expect(dot.drawCount == 1)
        dot.needsDisplayOnBoundsChange = true
        dot.bounds.size = CGSize(width: 30, height: 30)
        Headless.advance(by: 0)
        #expect(dot.drawCount == 2)
    }
}

import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A view that draws a bar and counts its draws (Docs/Concepts/Drawing.md).
private final class BarView: UIView {
    var fraction: CGFloat = 0.5 { didSet { setNeedsDisplay() } }
    var draws = 0

    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.systemGray5.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 4).fill()
        UIColor.systemBlue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height))
    }
}

/// The code of Docs/Concepts/Drawing.md, run as tests.
@MainActor
@Suite("Drawing concept snippets", .headless)
struct DrawingSnippetTests {
    @Test func theDrawingCycle() {
        // snippet: drawing-cycle
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let bar = BarView(frame: CGRect(x: 20, y: 20, width: 200, height: 8))
        window.addSubview(bar)
        #expect(bar.draws == 0)                  // nothing is drawn inside the call
        Headless.advance(by: 0)                  // the end of the run loop turn: first display
        #expect(bar.draws == 1)

        bar.fraction = 0.75                      // marks the view (setNeedsDisplay)...
        bar.fraction = 1                         // ...twice
        Headless.advance(by: 0)
        #expect(bar.draws == 2)                  // one redraw, with the last value
        #expect(bar.drawingCommands.last?.rect.width == 200)

        bar.setNeedsLayout()                     // layout is not display
        bar.frame.size.width = 100               // a resize stretches the old drawing...
        Headless.advance(by: 0)
        #expect(bar.draws == 2)
        bar.contentMode = .redraw                // ...unless the content mode asks for a redraw
        bar.frame.size.width = 150
        Headless.advance(by: 0)
        #expect(bar.draws == 3)
        // end snippet
    }

    @Test func layersAnimateTheirPresentation() throws {
        // snippet: drawing-layers
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 100, y: 100, width: 120, height: 120)
        ring.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 6, dy: 6)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 12
        ring.strokeEnd = 0
        window.layer.addSublayer(ring)

        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 2
        ring.strokeEnd = 1                       // the model: where the animation ends
        ring.add(fill, forKey: "fill")           // the presentation: how it gets there

        Headless.advance(by: 1)
        let shown = try #require(ring.presentation())
        #expect(shown.strokeEnd == 0.5)          // half way round, on the virtual clock
        Headless.advance(by: 1)
        #expect(ring.animationKeys() == nil)     // removed on completion; the model stays
        #expect(ring.strokeEnd == 1)
        // end snippet
    }
}

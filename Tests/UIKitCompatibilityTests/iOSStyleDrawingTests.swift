// iOSStyleDrawingTests.swift: the iOS-style drawing and Core Animation code of
// iOSStyleDrawingCode.swift, run and checked on the virtual clock.

import UIKit
import QuartzCore
import CoreGraphics
import Testing
import HeadlessTesting

@MainActor
@Suite("iOS-style drawing and Core Animation", .headless)
struct iOSStyleDrawingTests {
    @Test func thePieChartDrawsASlicePerValueAndRedrawsWhenTheyChange() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let chart = PieChartView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        window.addSubview(chart)
        chart.values = [3, 1]
        Headless.advance(by: 0)
        let fills = chart.drawingCommands.filter { if case .fill = $0.operation { return true } else { return false } }
        #expect(fills.map(\.color) == [UIColor.systemBlue.cgColor, UIColor.systemGreen.cgColor])
        #expect(chart.drawingCommands.contains { $0.operation == .stroke })
        chart.values = [1, 1, 1]
        Headless.advance(by: 0)
        #expect(chart.drawingCommands.filter { $0.color == UIColor.systemOrange.cgColor }.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func theRingAnimatesItsProgress() throws {
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.setProgress(0.8, animated: true)
        #expect(ring.progressLayer.strokeEnd == 0.8)
        Headless.advance(by: 0.25)
        let shown = try #require(ring.progressLayer.presentation())
        #expect(shown.strokeEnd > 0.3 && shown.strokeEnd < 0.5)
        Headless.advance(by: 0.25)
        #expect(ring.finishedAnimations == 1)
        #expect(ring.layer.sublayers?.count == 2)
        #expect(ring.renderSVG().contains("pathLength=\"1\""))
    }

    @Test func theBadgePulsesForeverAndShakes() {
        let badge = PulsingBadge(frame: CGRect(x: 50, y: 50, width: 40, height: 20))
        badge.startPulsing()
        badge.shake()
        Headless.advance(by: 0.1)
        let shown = badge.layer.presentation()
        // The shake is additive: the frame's centre (70) plus -5, a quarter of the way.
        #expect(abs((shown?.position.x ?? 0) - 65) < 0.0001)
        #expect((shown?.affineTransform().a ?? 1) > 1)
        Headless.advance(by: 60)
        #expect(badge.layer.animationKeys() == ["pulse"])
        #expect(badge.layer.transform.m11 == 1)
    }

    @Test func theRenderedAvatarHasItsSizeAndDrawing() {
        let image = makeInitialsImage("AB", diameter: 40)
        #expect(image.size == CGSize(width: 40, height: 40))
        #expect(image.drawingCommands.count == 2)
        let imageView = UIImageView(image: image)
        #expect(imageView.renderSVG().contains("<text"))
    }
}

import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite("Coordinate conversion", .headless)
struct ConversionTests {
    private func close(_ p: CGPoint, _ q: CGPoint) -> Bool { abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 }

    @Test func convertingBetweenSiblingsGoesThroughTheParent() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -85, y: -175))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -85, y: -175))
    }

    @Test func nilMeansTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 15))
        #expect(child.convert(CGPoint(x: 15, y: 15), from: nil) == CGPoint.zero)
        #expect(child.convert(CGPoint.zero, to: nil) == child.convert(CGPoint.zero, to: window))
    }

    @Test func conversionGoesThroughEveryTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(scaled)
        // Scaled about its centre (50, 50): its origin lands at (-50, -50).
        #expect(scaled.convert(CGPoint.zero, to: root) == CGPoint(x: -50, y: -50))
        #expect(scaled.convert(CGPoint(x: 50, y: 50), to: root) == CGPoint(x: 50, y: 50))
        #expect(root.convert(CGPoint(x: -50, y: -50), to: scaled) == CGPoint.zero)
    }

    @Test func rectConversionReturnsTheBoundingBoxOfTheCorners() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let rotated = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(rotated)
        let rect = rotated.convert(rotated.bounds, to: root)
        #expect(abs(rect.minX - 75) < 1e-9 && abs(rect.minY - 50) < 1e-9)
        #expect(abs(rect.width - 50) < 1e-9 && abs(rect.height - 100) < 1e-9)
        let frame = rotated.frame
        #expect(abs(frame.minX - rect.minX) < 1e-9 && abs(frame.height - rect.height) < 1e-9)
    }

    @Test func boundsOriginsAlongTheWayAreHonoured() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroller.bounds.origin = CGPoint(x: 0, y: 300)
        let row = UIView(frame: CGRect(x: 0, y: 320, width: 200, height: 44))
        root.addSubview(scroller)
        scroller.addSubview(row)
        #expect(row.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 20))
        #expect(root.convert(CGPoint(x: 0, y: 20), to: row) == CGPoint.zero)
    }

    @Test func conversionDownThroughSeveralLevelsRoundTrips() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        var leaf = root
        for level in 0..<10 {
            let next = UIView(frame: CGRect(x: 3, y: 4, width: 400, height: 400))
            next.transform = CGAffineTransform(rotationAngle: 0.1 * CGFloat(level)).scaledBy(x: 1.01, y: 0.99)
            leaf.addSubview(next)
            leaf = next
        }
        let point = CGPoint(x: 12, y: 34)
        #expect(close(root.convert(leaf.convert(point, to: root), to: leaf), point))
        #expect(close(leaf.convert(point, to: nil), leaf.convert(point, to: root)))
    }

    @Test func convertingToSelfIsTheIdentity() {
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
        #expect(view.convert(CGPoint(x: 1, y: 2), to: view) == CGPoint(x: 1, y: 2))
    }

    @Test func convertingBetweenTwoWindowsGoesThroughTheScreen() {
        let top = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let bottom = UIWindow(frame: CGRect(x: 0, y: 240, width: 320, height: 240))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        top.addSubview(a)
        #expect(a.convert(CGPoint.zero, to: bottom) == CGPoint(x: 10, y: -230))
    }
}

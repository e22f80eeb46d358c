import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite("UIView geometry", .headless)
struct GeometryTests {
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    @Test func initWithFrameSetsCenterAndBoundsSize() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func aQuarterTurnSwapsTheFramesSidesAroundTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: 35, y: -5, width: 50, height: 100)))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func settingTheFrameUnderATransformTakesTheSizeThroughTheInverse() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 50, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func settingTheFrameSetsCenterToItsMidPoint() {
        let view = UIView()
        view.frame = CGRect(x: 20.5, y: 0, width: 11, height: 4)
        #expect(view.center == CGPoint(x: 26, y: 2))
        #expect(view.bounds.size == CGSize(width: 11, height: 4))
    }

    @Test func settingTheBoundsSizeKeepsTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 25, y: 40, width: 50, height: 20))
    }

    @Test func settingTheCenterMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
    }

    @Test func settingTheTransformChangesOnlyTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 3, y: 1)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.center == CGPoint(x: 5, y: 5))
        #expect(view.frame == CGRect(x: -10, y: 0, width: 30, height: 10))
    }

    @Test func theBoundsOriginShiftsWhereSubviewsAppear() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let parent = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        window.addSubview(parent)
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(child.frame.minY == 100)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 0, y: 100))
        // The child's top edge is the parent's top edge on screen.
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 50))
        #expect(parent.convert(CGPoint(x: 0, y: 100), to: window) == CGPoint(x: 0, y: 50))
    }

    @Test func sizeThatFitsReturnsTheCurrentSizeByDefault() {
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 30, height: 40))
    }

    @Test func sizeToFitAppliesSizeThatFitsAndKeepsTheOrigin() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 12, height: 8) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 12, height: 8))
    }

    @Test func aSubclassOverridingFrameSeesEveryFrameChange() {
        final class Watching: UIView {
            var frames: [CGRect] = []
            override var frame: CGRect {
                didSet { frames.append(frame) }
            }
        }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Watching(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(child.frames.last == CGRect(x: 0, y: 0, width: 200, height: 10))
    }

    @Test func anAnchorPointOtherThanTheCentreMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
    }
}

import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite("Hit-testing", .headless)
struct HitTestingTests {
    private func scene() -> (root: UIView, back: UIView, front: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    @Test func theFrontMostSubviewWins() {
        let (root, _, front) = scene()
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
    }

    @Test func aPointOnlyInTheBackViewHitsIt() {
        let (root, back, _) = scene()
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    }

    @Test func aPointOutsideEverySubviewHitsTheReceiver() {
        let (root, _, _) = scene()
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
    }

    @Test func aPointOutsideTheBoundsHitsNothing() {
        let (root, _, _) = scene()
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
    }

    @Test func hiddenViewsAreSkipped() {
        let (root, back, front) = scene()
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test func transparentViewsAreSkipped() {
        let (root, back, front) = scene()
        front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
    }

    @Test func viewsWithInteractionDisabledAreSkipped() {
        let (root, back, front) = scene()
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test func aDisabledParentHidesItsChildren() {
        let (root, back, front) = scene()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        front.addSubview(inner)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test func aSubviewStickingOutOfItsParentIsNotHitThere() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overflow = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        root.addSubview(parent)
        parent.addSubview(overflow)
        #expect(!parent.clipsToBounds)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === overflow)
        // The overflow is drawn at (100, 100) but lies outside its parent's bounds, so the parent's
        // `point(inside:with:)` refuses the touch before the overflow is asked.
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
    }

    @Test func clippingDoesNotChangeWhatIsHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overflow = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        root.addSubview(parent)
        parent.addSubview(overflow)
        parent.clipsToBounds = true
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === overflow)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
    }

    @Test func pointInsideIsTheBoundsContainingThePoint() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(view.point(inside: CGPoint(x: 5, y: 5), with: nil))
        #expect(!view.point(inside: CGPoint(x: 105, y: 105), with: nil))
        view.bounds.origin = CGPoint(x: 100, y: 100)
        #expect(view.point(inside: CGPoint(x: 105, y: 105), with: nil))
    }

    @Test func hitTestingFollowsTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let bar = UIView(frame: CGRect(x: 50, y: 90, width: 100, height: 20))
        root.addSubview(bar)
        #expect(root.hitTest(CGPoint(x: 100, y: 60), with: nil) === root)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(root.hitTest(CGPoint(x: 100, y: 60), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 60, y: 100), with: nil) === root)
    }

    @Test func anOverriddenPointInsideWidensTheTarget() {
        final class Generous: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = Generous(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        root.addSubview(small)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === small)
    }
}

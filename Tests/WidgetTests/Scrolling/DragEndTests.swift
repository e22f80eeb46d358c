// DragEndTests.swift: what a scroll view tells its delegate when the finger lifts, as Apple
// documents it: the velocity and target of scrollViewWillEndDragging, snapping to a target the
// delegate chooses, paging, and the decelerating calls around the settle.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A delegate that writes down the calls around the end of a drag, and snaps to `snap` points.
@MainActor
private final class DragEndRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var velocities: [CGPoint] = []
    var proposedTargets: [CGPoint] = []
    var snap: CGFloat?

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        velocities.append(velocity)
        proposedTargets.append(targetContentOffset.pointee)
        if let snap {
            targetContentOffset.pointee.y = (scrollView.contentOffset.y / snap).rounded(.up) * snap
        }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}

@MainActor
@Suite("The end of a drag", .headless)
struct DragEndTests {
    private func scrollView(in window: UIWindow, content: CGSize) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = content
        window.addSubview(scrollView)
        return scrollView
    }

    private func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        return window
    }

    @Test func theDelegateHearsTheVelocityInPointsPerMillisecondAndTheRestingPlace() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 2_000))
        let recorder = DragEndRecorder()
        scrollView.delegate = recorder
        // 120 points up in 10 frames of 1/60 s: the content moves down the page at 0.72 pt/ms,
        // and would decelerate (r = 0.998 a millisecond) until the speed falls under 0.02 pt/ms.
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
        #expect(recorder.events == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        let velocity = recorder.velocities.first ?? .zero
        #expect(velocity.x == 0)
        #expect(abs(velocity.y - 0.72) < 0.01)
        let resting = 120 + velocity.y * (1 - 0.02 / velocity.y) / -log(CGFloat(0.998))
        #expect(recorder.proposedTargets.count == 1)
        #expect(recorder.proposedTargets.first?.x == 0)
        #expect(abs((recorder.proposedTargets.first?.y ?? 0) - resting) < 0.001)
        #expect(scrollView.isDecelerating)
        // A finger that rests before it lifts lets go at no speed: the content stays.
        Headless.advance(by: 5)
        let offset = scrollView.contentOffset
        recorder.events.removeAll()
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180), holdBeforeLifting: 0.2)
        #expect(recorder.events == ["willEndDragging", "didEndDragging(false)"])
        #expect(recorder.velocities.last == .zero)
        #expect(recorder.proposedTargets.last == CGPoint(x: offset.x, y: offset.y + 120))
        #expect(!scrollView.isDecelerating)
    }

    @Test func aTargetTheDelegateChoosesIsReachedDecelerating() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 2_000))
        let recorder = DragEndRecorder()
        recorder.snap = 200
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
        #expect(recorder.events == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(scrollView.isDecelerating)
        Headless.advance(by: 0.35)
        #expect(scrollView.contentOffset.y == 200)
        #expect(!scrollView.isDecelerating)
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func pagingSettlesAPlainScrollViewOnTheNearestPage() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 1_280, height: 480))
        scrollView.isPagingEnabled = true
        let recorder = DragEndRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200))
        #expect(recorder.proposedTargets == [CGPoint(x: 320, y: 0)])
        Headless.advance(by: 0.35)
        #expect(scrollView.contentOffset.x == 320)
        #expect(recorder.events == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                                    "didEndDecelerating"])
    }

    @Test func aPagingScrollViewIgnoresATargetTheDelegateWrites() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 1_920))
        scrollView.isPagingEnabled = true
        let recorder = DragEndRecorder()
        recorder.snap = 50
        scrollView.delegate = recorder
        // Released at rest (a flick would turn the page), short of half a page.
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180), holdBeforeLifting: 0.2)
        Headless.advance(by: 0.35)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aTargetThatIsNotFiniteIsIgnored() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 2_000))
        let recorder = NaNTargeter()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180), holdBeforeLifting: 0.2)
        #expect(scrollView.contentOffset.y == 120)
        #expect(!scrollView.isDecelerating)
        // After a flick, the content rests where it would have without the delegate.
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
        #expect(scrollView.isDecelerating)
        Headless.advance(by: 5)
        #expect(scrollView.contentOffset.y == recorder.proposed)
    }
}

@MainActor
private final class NaNTargeter: NSObject, UIScrollViewDelegate {
    var proposed: CGFloat = .nan
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        proposed = targetContentOffset.pointee.y
        targetContentOffset.pointee = CGPoint(x: CGFloat.nan, y: .infinity)
    }
}

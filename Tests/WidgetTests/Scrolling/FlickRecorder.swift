// FlickRecorder.swift: a scroll view delegate that writes down the calls around a flick, and the
// window and scroll view the deceleration tests flick.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A delegate that writes down the calls around a flick.
@MainActor
final class FlickRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var velocities: [CGPoint] = []
    var proposedTargets: [CGPoint] = []
    var offsets: [CGPoint] = []
    var decelerating: [Bool] = []
    /// When set, the target the delegate writes.
    var target: CGPoint?
    /// When set, the view that zooms.
    var zoomedView: UIView?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset)
        decelerating.append(scrollView.isDecelerating)
        if events.last != "didScroll" { events.append("didScroll") }
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        velocities.append(velocity)
        proposedTargets.append(targetContentOffset.pointee)
        if let target { targetContentOffset.pointee = target }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomedView }

    /// The events since `count` were written down, without the scrolls.
    func events(after count: Int) -> [String] {
        events.dropFirst(count).filter { $0 != "didScroll" }
    }
}

/// A 320 × 480 window with a scroll view filling it.
@MainActor
enum FlickScene {
    static func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        return window
    }

    static func scrollView(in window: UIWindow, content: CGSize) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = content
        window.addSubview(scrollView)
        return scrollView
    }

    /// Flicks the content up by 120 points in 10 frames (0.72 pt/ms): the finger lifts moving.
    static func flickUp(_ window: UIWindow) {
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
    }

    /// Where a flick at `velocity` (pt/ms) from `offset` rests with `rate` and nothing in the way.
    static func projection(from offset: CGFloat, velocity: CGFloat, rate: CGFloat = 0.998) -> CGFloat {
        offset + velocity * (1 - 0.02 / abs(velocity)) / -log(rate)
    }
}

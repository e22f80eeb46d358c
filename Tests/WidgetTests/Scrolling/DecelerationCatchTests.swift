// DecelerationCatchTests.swift: a finger that catches decelerating content, as on a device: the
// scroll view tracks from touch down, the catch is a drag (didEndDecelerating, willBeginDragging),
// and the lift settles the content (back inside the edge, onto a page) or leaves it where it was
// caught; the touch reaches the recognizers inside; an app's own pan keeps its last speed.
import Foundation
import Testing
@_spi(Testing) import HeadlessTesting
import ViewWidgets

/// A pan target that writes down the velocity when the pan ends.
@MainActor
private final class PanVelocityRecorder {
    var endVelocities: [CGPoint] = []
    func panned(_ pan: UIPanGestureRecognizer) {
        if pan.state == .ended { endVelocities.append(pan.velocity(in: nil)) }
    }
}

/// A recognizer delegate that lets its recognizer recognize with any other.
@MainActor
private final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}

/// Counts a recognizer's actions by state.
@MainActor
private final class StateCounter {
    var states: [UIGestureRecognizer.State] = []
    func fired(_ recognizer: UIGestureRecognizer) { states.append(recognizer.state) }
}

@MainActor
@Suite("A finger that catches a flick", .headless)
struct DecelerationCatchTests {
    @Test func theScrollViewTracksFromTouchDownAndDragsOnceTheFingerMoves() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 300))
        #expect(scrollView.isTracking)
        #expect(!scrollView.isDragging)
        window.moveTouch(finger, to: CGPoint(x: 160, y: 270))
        #expect(scrollView.isTracking && scrollView.isDragging)
        Headless.advance(by: 0.2)
        window.endTouch(finger)
        #expect(!scrollView.isTracking && !scrollView.isDragging)
        // A tap tracks while the finger is down, and never drags.
        let tap = window.beginTouch(at: CGPoint(x: 160, y: 300))
        #expect(scrollView.isTracking && !scrollView.isDragging)
        window.endTouch(tap)
        #expect(!scrollView.isTracking)
    }

    @Test func contentCaughtPastTheEdgeSpringsBackWhenTheFingerLifts() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 800))
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        FlickScene.flickUp(window)
        // The flick reaches the bottom edge (320) after about 0.4 s and overshoots by 8 points.
        var frames = 0
        while scrollView.contentOffset.y <= 325, frames < 60 {
            Headless.advance(by: 1.0 / 60)
            frames += 1
        }
        let caught = scrollView.contentOffset
        #expect(caught.y > 325 && caught.y <= 328.5)
        let before = recorder.events.count
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 240))
        #expect(recorder.events(after: before) == ["didEndDecelerating", "willBeginDragging"])
        #expect(scrollView.isTracking && scrollView.isDragging && !scrollView.isDecelerating)
        Headless.advance(by: 0.5)
        #expect(scrollView.contentOffset == caught)       // held past the edge under the finger
        window.endTouch(finger)
        #expect(recorder.events(after: before) == ["didEndDecelerating", "willBeginDragging", "willEndDragging",
                                                   "didEndDragging(true)", "willBeginDecelerating"])
        #expect(recorder.velocities.last == .zero)
        #expect(recorder.proposedTargets.last == CGPoint(x: 0, y: 320))
        #expect(scrollView.isDecelerating && !scrollView.isTracking && !scrollView.isDragging)
        Headless.advance(by: 0.15)
        #expect(scrollView.contentOffset.y > 320 && scrollView.contentOffset.y < caught.y)
        Headless.advance(by: 0.3)
        #expect(scrollView.contentOffset.y == 320)
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func aPageCaughtMidTurnSettlesOnAPageWhenTheFingerLifts() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 1_280, height: 480))
        scrollView.isPagingEnabled = true
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200))
        Headless.advance(by: 0.1)
        let caught = scrollView.contentOffset.x
        #expect(caught > 100 && caught < 160)    // under halfway to the next page
        let before = recorder.events.count
        window.tap(at: CGPoint(x: 160, y: 240))
        #expect(recorder.events(after: before) == ["didEndDecelerating", "willBeginDragging", "willEndDragging",
                                                   "didEndDragging(true)", "willBeginDecelerating"])
        #expect(recorder.proposedTargets.last == CGPoint(x: 0, y: 0))
        Headless.advance(by: 0.35)
        #expect(scrollView.contentOffset.x == 0)
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func contentCaughtInsideStaysWhereItWasCaught() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        FlickScene.flickUp(window)
        Headless.advance(by: 0.3)
        let caught = scrollView.contentOffset
        let before = recorder.events.count
        window.tap(at: CGPoint(x: 160, y: 240))
        #expect(recorder.events.dropFirst(before) == ["didEndDecelerating", "willBeginDragging", "willEndDragging",
                                                      "didEndDragging(false)"])
        #expect(recorder.proposedTargets.last == caught)
        Headless.advance(by: 1)
        #expect(scrollView.contentOffset == caught)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    }

    @Test func theCatchingTouchReachesTheRecognizersInsideButPressesNoButton() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 20_000))
        scrollView.addSubview(inner)
        let pressCounter = StateCounter(), tapCounter = StateCounter()
        let simultaneous = Simultaneous()
        let press = UILongPressGestureRecognizer()
        press.delegate = simultaneous
        press.addTarget(pressCounter, action: StateCounter.fired)
        let tap = UITapGestureRecognizer()
        tap.addTarget(tapCounter, action: StateCounter.fired)
        inner.addGestureRecognizer(press)
        inner.addGestureRecognizer(tap)
        FlickScene.flickUp(window)
        Headless.advance(by: 0.3)
        #expect(scrollView.isDecelerating)
        // A button under the finger where the catch lands.
        var presses = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 140, y: scrollView.contentOffset.y + 220, width: 40, height: 40)
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        inner.addSubview(button)
        // The touch goes to the view under the finger, not to the scroll view itself.
        #expect(window.hitTest(CGPoint(x: 160, y: 300), with: nil) === inner)
        #expect(window.hitTest(CGPoint(x: 160, y: 240), with: nil) === button)
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 240))
        Headless.advance(by: 0.6)
        #expect(pressCounter.states == [.began])           // it may recognize with the scroll view's pan
        window.endTouch(finger)
        #expect(!scrollView.isDecelerating)
        // The tap recognizer, which may not, never fires, and the button is not pressed.
        #expect(tapCounter.states.isEmpty)
        #expect(presses == 0)
        window.tap(at: CGPoint(x: 160, y: 300))
        #expect(tapCounter.states == [.ended])             // at rest, a tap is a tap
        window.tap(at: CGPoint(x: 160, y: 240))
        #expect(presses == 1)
    }

    @Test func anAppsPanReportsTheLastMovingSpeedAfterTheFingerRested() {
        let window = FlickScene.window()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let recorder = PanVelocityRecorder()
        let pan = UIPanGestureRecognizer()
        pan.addTarget(recorder, action: PanVelocityRecorder.panned)
        view.addGestureRecognizer(pan)
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180), holdBeforeLifting: 0.2)
        // 120 points in 10 frames: 720 points a second, as UIKit reports after a rest too.
        #expect(recorder.endVelocities.count == 1)
        #expect(abs((recorder.endVelocities.first?.y ?? 0) + 720) < 1)
        // The scroll view's own pan lets go at no speed after the same rest.
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        let flicks = FlickRecorder()
        scrollView.delegate = flicks
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180), holdBeforeLifting: 0.2)
        #expect(flicks.velocities == [.zero])
        #expect(!scrollView.isDecelerating)
    }
}

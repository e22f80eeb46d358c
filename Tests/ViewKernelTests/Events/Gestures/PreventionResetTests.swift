// PreventionResetTests.swift: a recognizer that begins as the touch goes down (as a scroll view's
// pan does when it catches moving content) must not leave the other recognizers of the touch
// failed for good: every recognizer gets the touch before any state change is judged, and every
// one that failed is back to `.possible` when the touches are over.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A recognizer that begins the moment a touch goes down while `catches` is set, and ends when
/// it lifts.
@MainActor
private final class CatchingRecognizer: UIGestureRecognizer {
    var catches = true
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if catches, state == .possible { state = .began }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }
}

@MainActor
@Suite("Recognizers failed when another began at touch down", .headless)
struct PreventionResetTests {
    @Test func aRecognizerFailedByPreventionIsPossibleAgainForTheNextTouches() {
        let window = makeVisibleWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        let catcher = CatchingRecognizer()
        child.addGestureRecognizer(catcher)
        let target = GestureTarget()
        let tap = UITapGestureRecognizer(target: target, action: GestureTarget.handleTap)
        parent.addGestureRecognizer(tap)
        // A recognizer added to the same view after the catching one.
        let laterTarget = GestureTarget()
        let laterTap = UITapGestureRecognizer(target: laterTarget, action: GestureTarget.handleTap)
        child.addGestureRecognizer(laterTap)

        let finger = window.beginTouch(at: CGPoint(x: 50, y: 50))
        #expect(catcher.state == .began)
        #expect(tap.state == .failed && laterTap.state == .failed)
        window.endTouch(finger)
        #expect(tap.state == .possible && laterTap.state == .possible)

        // The next touches find them undecided, and they recognize.
        catcher.catches = false
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(laterTarget.states == [.ended])
        window.tap(at: CGPoint(x: 150, y: 150))
        #expect(target.states == [.ended])
    }

    @Test func everyRecognizerHasTheTouchBeforeOneBeginsAtTouchDown() {
        let window = makeVisibleWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        let catcher = CatchingRecognizer()
        child.addGestureRecognizer(catcher)
        // The parent's recognizer must fail first: the catch waits for it.
        let tap = UITapGestureRecognizer()
        parent.addGestureRecognizer(tap)
        catcher.require(toFail: tap)

        let finger = window.beginTouch(at: CGPoint(x: 50, y: 50))
        #expect(catcher.state == .possible)
        #expect(tap.state == .possible)
        // The finger moves too far for a tap: the tap fails, and the catch begins.
        Headless.advance(by: 0.05)
        window.moveTouch(finger, to: CGPoint(x: 90, y: 90))
        #expect(tap.state == .failed)
        #expect(catcher.state == .began || catcher.state == .changed)
        window.endTouch(finger)
        #expect(catcher.state == .possible && tap.state == .possible)
    }
}

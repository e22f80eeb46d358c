// TapGestureRecognizerTests.swift: tap recognition and what it does to the view's touches
// (Events/Gestures/UITapGestureRecognizer.swift, GestureEnvironment.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Tap gesture recognizers", .headless)
struct TapGestureRecognizerTests {
    /// A visible window holding a recording view of 100x100 at the origin.
    private func scene() -> (window: UIWindow, view: RecordingView) {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, view)
    }

    private let centre = CGPoint(x: 50, y: 50)

    // MARK: - Tap recognition and the view's touches

    @Test func aRecognizedTapCancelsTheTouchInTheView() {
        let (window, view) = scene()
        let target = GestureTarget()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: GestureTarget.handleTap))

        window.tap(at: centre)

        #expect(view.log.entries == ["view began", "view cancelled"])
        #expect(target.states == [.ended])
    }

    @Test func aTouchTheRecognizerTookIsFreedOnceItEnds() {
        let window = makeVisibleWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let target = GestureTarget()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: GestureTarget.handleTap))
        weak var weakTouch: UITouch?
        do {
            let touch = window.beginTouch(at: centre)
            weakTouch = touch
            window.endTouch(touch)
        }
        #expect(target.states == [.ended])
        #expect(weakTouch == nil)
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesTheTouchEnd() {
        let (window, view) = scene()
        let target = GestureTarget()
        let tap = UITapGestureRecognizer(target: target, action: GestureTarget.handleTap)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)

        window.tap(at: centre)

        #expect(view.log.entries == ["view began", "view ended"])
        #expect(target.states == [.ended])
    }

    @Test func delaysTouchesBeganKeepsARecognizedTouchFromTheView() {
        let (window, view) = scene()
        let target = GestureTarget()
        let tap = UITapGestureRecognizer(target: target, action: GestureTarget.handleTap)
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)

        window.tap(at: centre)

        #expect(view.log.entries.isEmpty)
        #expect(target.states == [.ended])
    }

    @Test func aTouchDownHeldBackByARecognizerAnotherPreventedNeverReachesTheView() {
        // The pan takes the touch; the tap, which held the touch-down back, fails because of it:
        // the view hears nothing, not a touch-down followed by its cancellation.
        let (window, view) = scene()
        let target = GestureTarget()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: GestureTarget.handlePan))
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        tap.allowableMovement = 100
        view.addGestureRecognizer(tap)

        window.drag(from: centre, to: CGPoint(x: 90, y: 50))

        #expect(target.states.first == .began)
        #expect(view.log.entries.isEmpty)
    }

    @Test func aRecognizerOnAnAncestorReceivesTouchesInSubviews() {
        let (window, view) = scene()
        let target = GestureTarget()
        window.addGestureRecognizer(UITapGestureRecognizer(target: target, action: GestureTarget.handleTap))

        window.tap(at: centre)

        #expect(target.states == [.ended])
        #expect(view.log.entries == ["view began", "view cancelled"])
    }

    @Test func theRecognizerIsBackInPossibleAfterTheTap() {
        let (window, view) = scene()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)

        window.tap(at: centre)

        #expect(tap.state == .possible)
    }

    @Test func aTapRecognizerReportsWhereTheTapWas() {
        let (window, view) = scene()
        @MainActor final class LocationTarget: NSObject {
            var locations: [CGPoint] = []
            var touchCounts: [Int] = []
            func tapped(_ sender: UITapGestureRecognizer) {
                locations.append(sender.location(in: sender.view))
                touchCounts.append(sender.numberOfTouches)
            }
        }
        let target = LocationTarget()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: LocationTarget.tapped))
        view.bounds.origin = CGPoint(x: 10, y: 0)

        window.tap(at: CGPoint(x: 20, y: 30))

        #expect(target.locations == [CGPoint(x: 30, y: 30)])
        #expect(target.touchCounts == [1])
    }

    @Test func aFingerThatMovesTooFarIsNotATap() {
        let (window, view) = scene()
        let target = GestureTarget()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: GestureTarget.handleTap))

        window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), steps: 5)

        #expect(target.states.isEmpty)
        #expect(view.log.entries.first == "view began")
        #expect(view.log.entries.last == "view ended")
    }

    // MARK: - Multiple taps and fingers

    @Test func aDoubleTapRecognizerFiresOnTheSecondTap() {
        let (window, view) = scene()
        let target = GestureTarget()
        let doubleTap = UITapGestureRecognizer(target: target, action: GestureTarget.handleTap)
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)

        window.tap(at: centre, count: 2)

        #expect(target.states == [.ended])
    }

    @Test func aSingleTapHeldBackByADoubleTapRecognizerReachesTheViewWhenItFails() {
        let (window, view) = scene()
        let target = GestureTarget()
        let doubleTap = UITapGestureRecognizer(target: target, action: GestureTarget.handleTap)
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)

        window.tap(at: centre)
        #expect(view.log.entries == ["view began"])

        Headless.advance(by: 0.5)
        #expect(view.log.entries == ["view began", "view ended"])
        #expect(target.states.isEmpty)
        #expect(doubleTap.state == .possible)
    }

    @Test func aSingleTapThatRequiresTheDoubleTapToFailWaitsForIt() {
        let (window, view) = scene()
        let single = GestureTarget(), double = GestureTarget()
        let singleTap = UITapGestureRecognizer(target: single, action: GestureTarget.handleTap)
        let doubleTap = UITapGestureRecognizer(target: double, action: GestureTarget.handleTap)
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        view.addGestureRecognizer(singleTap)
        view.addGestureRecognizer(doubleTap)

        window.tap(at: centre)
        #expect(single.states.isEmpty)
        Headless.advance(by: 0.5)
        #expect(single.states == [.ended])
        #expect(double.states.isEmpty)
    }

    @Test func aDoubleTapMakesTheSingleTapThatRequiresItsFailureFail() {
        let (window, view) = scene()
        let single = GestureTarget(), double = GestureTarget()
        let singleTap = UITapGestureRecognizer(target: single, action: GestureTarget.handleTap)
        let doubleTap = UITapGestureRecognizer(target: double, action: GestureTarget.handleTap)
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        view.addGestureRecognizer(singleTap)
        view.addGestureRecognizer(doubleTap)

        window.tap(at: centre, count: 2)
        Headless.advance(by: 1)

        #expect(double.states == [.ended])
        #expect(single.states.isEmpty)
    }

    @Test func withoutAFailureRequirementTheSingleTapWinsAndTheDoubleTapFails() {
        let (window, view) = scene()
        let single = GestureTarget(), double = GestureTarget()
        let doubleTap = UITapGestureRecognizer(target: double, action: GestureTarget.handleTap)
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(UITapGestureRecognizer(target: single, action: GestureTarget.handleTap))
        view.addGestureRecognizer(doubleTap)

        window.tap(at: centre, count: 2)

        #expect(single.states == [.ended, .ended])
        #expect(double.states.isEmpty)
    }

    @Test func aTwoFingerTapNeedsBothFingers() {
        let (window, view) = scene()
        let target = GestureTarget()
        let tap = UITapGestureRecognizer(target: target, action: GestureTarget.handleTap)
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)

        window.tap(at: centre)
        #expect(target.states.isEmpty)

        let first = window.beginTouch(at: CGPoint(x: 30, y: 50))
        let second = window.beginTouch(at: CGPoint(x: 70, y: 50))
        window.endTouch(first)
        window.endTouch(second)
        #expect(target.states == [.ended])
    }
}

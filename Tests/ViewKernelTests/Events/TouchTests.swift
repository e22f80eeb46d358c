// TouchTests.swift: UITouch and UIEvent as the hit view receives them (Events/UITouch.swift,
// UIEvent.swift, UIWindow+SendEvent.swift).

import Foundation
import Testing
import HeadlessTesting
@_spi(Testing) import ViewKernel

@MainActor
@Suite("Touches and events", .headless)
struct TouchTests {
    @Test func touchPhasesCarryUIKitsRawValues() {
        let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled,
                                       .regionEntered, .regionMoved, .regionExited]
        #expect(phases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(UITouch.TouchType.direct.rawValue == 0)
        #expect(UITouch.TouchType.indirectPointer.rawValue == 3)
    }

    @Test func aTapSendsBeganThenEndedToTheViewHit() {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        window.addSubview(view)

        let hit = window.tap(at: CGPoint(x: 50, y: 50))

        #expect(hit === view)
        #expect(view.log.entries == ["view began", "view ended"])
    }

    @Test func aTouchReportsItsLocationInAnyView() throws {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 0, y: 50)
        window.addSubview(view)

        window.tap(at: CGPoint(x: 30, y: 40))

        let touch = try #require(view.lastTouches.first)
        #expect(touch.location(in: nil) == CGPoint(x: 30, y: 40))
        #expect(touch.location(in: window) == CGPoint(x: 30, y: 40))
        #expect(touch.location(in: view) == CGPoint(x: 20, y: 70))
        #expect(touch.view === view)
        #expect(touch.window === window)
        #expect(touch.phase == .ended)
    }

    @Test func aTouchStaysWithTheViewItWentDownInWhenItMovesAway() {
        let window = makeVisibleWindow()
        let left = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = RecordingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        left.name = "left"
        right.name = "right"
        right.log = left.log
        window.addSubview(left)
        window.addSubview(right)

        window.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 2)

        #expect(left.log.entries == ["left began", "left moved", "left moved", "left ended"])
    }

    @Test func previousLocationIsWhereTheFingerWasBeforeTheLastMove() throws {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)

        let touch = window.beginTouch(at: CGPoint(x: 10, y: 10))
        window.moveTouch(touch, to: CGPoint(x: 25, y: 40))

        #expect(touch.previousLocation(in: view) == CGPoint(x: 10, y: 10))
        #expect(touch.location(in: view) == CGPoint(x: 25, y: 40))
        #expect(touch.phase == .moved)
    }

    @Test func timestampsFollowTheVirtualClock() throws {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)

        let touch = window.beginTouch(at: CGPoint(x: 10, y: 10))
        #expect(touch.timestamp == 0)
        Headless.advance(by: 0.25)
        window.endTouch(touch)

        #expect(touch.timestamp == 0.25)
        #expect(view.lastEvent?.timestamp == 0.25)
    }

    @Test func theSecondTapOfADoubleTapHasTapCountTwo() throws {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)

        window.tap(at: CGPoint(x: 10, y: 10), count: 2)

        let touch = try #require(view.lastTouches.first)
        #expect(touch.tapCount == 2)
        #expect(view.log.entries == ["view began", "view ended", "view began", "view ended"])
    }

    /// UIKit reuses one event object for its touch events rather than making one per touch
    /// (UIEvent's documentation: never keep an event or an object it returns).
    @Test func successiveTouchesArriveInTheSameEventObject() throws {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)

        window.tap(at: CGPoint(x: 10, y: 10))
        let first = try #require(view.lastEvent)
        let firstTouch = try #require(view.lastTouches.first)
        window.tap(at: CGPoint(x: 20, y: 20))
        let second = try #require(view.lastEvent)
        let secondTouch = try #require(view.lastTouches.first)

        #expect(first === second)
        #expect(firstTouch !== secondTouch)
        #expect(second.allTouches?.isEmpty ?? true)
        #expect(second.timestamp == Headless.now)
    }

    @Test func aSetOfTouchesAViewKeepsDoesNotChangeWithLaterTouches() throws {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)

        window.tap(at: CGPoint(x: 10, y: 10))
        let kept = view.lastTouches
        let firstTouch = try #require(kept.first)
        window.tap(at: CGPoint(x: 20, y: 20))

        #expect(kept.count == 1)
        #expect(kept.first === firstTouch)
        #expect(view.lastTouches.count == 1)
        #expect(view.lastTouches.first !== firstTouch)
        #expect(firstTouch.location(in: window) == CGPoint(x: 10, y: 10))
    }

    @Test func theEventListsItsTouchesByView() throws {
        let window = makeVisibleWindow()
        let left = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = RecordingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(left)
        window.addSubview(right)

        let first = window.beginTouch(at: CGPoint(x: 50, y: 50))
        let second = window.beginTouch(at: CGPoint(x: 150, y: 50))

        let event = try #require(right.lastEvent)
        #expect(event.type == .touches)
        #expect(event.allTouches == [first, second])
        #expect(event.touches(for: left) == [first])
        #expect(event.touches(for: right) == [second])
        #expect(event.touches(for: window) == [first, second])
        #expect(first.phase == .stationary)
        #expect(right.lastTouches == [second])
    }

    @Test func aCancelledTouchSendsTouchesCancelledToTheView() {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)

        let touch = window.beginTouch(at: CGPoint(x: 10, y: 10))
        window.cancelTouch(touch)
        window.endTouch(touch)

        #expect(view.log.entries == ["view began", "view cancelled"])
    }

    @Test func aTouchOutsideEveryViewHitsNothing() {
        let window = makeVisibleWindow()

        #expect(window.tap(at: CGPoint(x: 400, y: 10)) == nil)
    }

    @Test func aSimulatedTouchEndsWithARunLoopTurnThatLaysOut() {
        let window = makeVisibleWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        window.layoutIfNeeded()
        view.setNeedsLayout()

        window.tap(at: CGPoint(x: 300, y: 300))

        #expect(!view.needsLayout)
    }

    @Test func sendEventIsTheWindowsEntryPointForTouches() {
        final class CountingWindow: UIWindow {
            var phases: [UITouch.Phase] = []
            override func sendEvent(_ event: UIEvent) {
                phases.append(contentsOf: (event.allTouches ?? []).map(\.phase))
                super.sendEvent(event)
            }
        }
        let window = CountingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)

        window.tap(at: CGPoint(x: 5, y: 5))

        #expect(window.phases == [.began, .ended])
        #expect(view.log.entries == ["view began", "view ended"])
    }
}

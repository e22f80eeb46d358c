// PanAndLongPressTests.swift: continuous recognizers on the virtual clock
// (Events/Gestures/UIPanGestureRecognizer.swift, UILongPressGestureRecognizer.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Pan and long-press recognizers", .headless)
struct PanAndLongPressTests {
    private func scene() -> (window: UIWindow, view: RecordingView) {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        return (window, view)
    }

    // MARK: - Pan

    @Test func panDefaultsMatchUIKit() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.translation(in: nil) == .zero)
    }

    @Test func aDragReportsBeganChangesAndEnded() {
        let (window, view) = scene()
        let target = GestureTarget()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: GestureTarget.handlePan))

        window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), steps: 10)

        // Moves of 10 points: the pan begins on the second (past the 10-point threshold).
        #expect(target.states == [.began] + Array(repeating: .changed, count: 8) + [.ended])
    }

    @Test func panTranslationCoversTheWholeDrag() {
        let (window, view) = scene()
        let target = GestureTarget()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: GestureTarget.handlePan))

        window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 60), steps: 10)

        #expect(target.translations.first == CGPoint(x: 10, y: 4))
        #expect(target.translations.last == CGPoint(x: 100, y: 40))
    }

    @Test func panTranslationIsExpressedInTheViewsCoordinates() {
        let (window, view) = scene()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let target = GestureTarget()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: GestureTarget.handlePan))

        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10)

        #expect(target.translations.last == CGPoint(x: 50, y: 0))
    }

    @Test func settingTheTranslationToZeroGivesTheDistanceOfEachMove() {
        let (window, view) = scene()
        @MainActor final class IncrementalTarget: NSObject {
            var steps: [CGPoint] = []
            func panned(_ sender: UIPanGestureRecognizer) {
                steps.append(sender.translation(in: sender.view))
                sender.setTranslation(.zero, in: sender.view)
            }
        }
        let target = IncrementalTarget()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: IncrementalTarget.panned))

        window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 20, y: 70), steps: 5)

        #expect(target.steps == [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 10),
                                 CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 0)])
    }

    @Test func panVelocityComesFromTheVirtualClock() throws {
        let (window, view) = scene()
        let target = GestureTarget()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: GestureTarget.handlePan))

        // 10 points per frame of 1/60 s: 600 points per second.
        window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), steps: 10)

        let velocity = try #require(target.velocities.last)
        #expect(abs(velocity.x - 600) < 0.001)
        #expect(velocity.y == 0)
    }

    @Test func aPanThatBeginsCancelsTheTouchInTheView() {
        let (window, view) = scene()
        view.addGestureRecognizer(UIPanGestureRecognizer())

        window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), steps: 10)

        #expect(view.log.entries == ["view began", "view moved", "view cancelled"])
    }

    @Test func aShortMoveIsNotAPan() {
        let (window, view) = scene()
        let target = GestureTarget()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: GestureTarget.handlePan))

        window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 28, y: 20), steps: 4)

        #expect(target.states.isEmpty)
        #expect(view.log.entries.last == "view ended")
    }

    @Test func disablingAPanInProgressCancelsIt() {
        let (window, view) = scene()
        let target = GestureTarget()
        let pan = UIPanGestureRecognizer(target: target, action: GestureTarget.handlePan)
        view.addGestureRecognizer(pan)

        let touch = window.beginTouch(at: CGPoint(x: 20, y: 20))
        window.moveTouch(touch, to: CGPoint(x: 50, y: 20))
        pan.isEnabled = false
        window.moveTouch(touch, to: CGPoint(x: 80, y: 20))
        window.endTouch(touch)

        #expect(target.states == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    // MARK: - Long press

    @Test func longPressDefaultsMatchUIKit() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
    }

    @Test func aLongPressBeginsOnceTheClockPassesTheMinimumDuration() {
        let (window, view) = scene()
        let target = GestureTarget()
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: target, action: GestureTarget.handle))

        let touch = window.beginTouch(at: CGPoint(x: 50, y: 50))
        Headless.advance(by: 0.4)
        #expect(target.states.isEmpty)

        Headless.advance(by: 0.2)
        #expect(target.states == [.began])
        #expect(view.log.entries == ["view began", "view cancelled"])

        window.moveTouch(touch, to: CGPoint(x: 80, y: 50))
        window.endTouch(touch)
        #expect(target.states == [.began, .changed, .ended])
    }

    @Test func aCustomMinimumDurationIsHonoured() {
        let (window, view) = scene()
        let target = GestureTarget()
        let press = UILongPressGestureRecognizer(target: target, action: GestureTarget.handle)
        press.minimumPressDuration = 2
        view.addGestureRecognizer(press)

        window.beginTouch(at: CGPoint(x: 50, y: 50))
        Headless.advance(by: 1.9)
        #expect(target.states.isEmpty)
        Headless.advance(by: 0.1)
        #expect(target.states == [.began])
    }

    @Test func liftingBeforeTheDurationIsNotALongPress() {
        let (window, view) = scene()
        let target = GestureTarget()
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: target, action: GestureTarget.handle))

        let touch = window.beginTouch(at: CGPoint(x: 50, y: 50))
        Headless.advance(by: 0.3)
        window.endTouch(touch)
        Headless.advance(by: 1)

        #expect(target.states.isEmpty)
        #expect(view.log.entries == ["view began", "view ended"])
    }

    @Test func movingTooFarBeforeTheDurationIsNotALongPress() {
        let (window, view) = scene()
        let target = GestureTarget()
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: target, action: GestureTarget.handle))

        let touch = window.beginTouch(at: CGPoint(x: 50, y: 50))
        window.moveTouch(touch, to: CGPoint(x: 70, y: 50))
        Headless.advance(by: 1)

        #expect(target.states.isEmpty)
    }
}

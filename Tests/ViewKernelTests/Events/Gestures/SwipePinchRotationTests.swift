// SwipePinchRotationTests.swift: swipes driven by drags, pinches and rotations driven by two
// simulated fingers, and pans from a screen edge (Events/Gestures/UISwipeGestureRecognizer.swift,
// UIPinchGestureRecognizer.swift, UIRotationGestureRecognizer.swift,
// UIScreenEdgePanGestureRecognizer.swift, Window/UIWindow+MultiTouch.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// Records the states, scales and rotations a two-finger recognizer reports.
@MainActor
final class TwoFingerTarget: NSObject {
    var states: [UIGestureRecognizer.State] = []
    var scales: [CGFloat] = []
    var rotations: [CGFloat] = []
    var velocities: [CGFloat] = []

    func handleSwipe(_ sender: UISwipeGestureRecognizer) { states.append(sender.state) }

    func handlePinch(_ sender: UIPinchGestureRecognizer) {
        states.append(sender.state)
        scales.append(sender.scale)
        velocities.append(sender.velocity)
    }

    func handleRotation(_ sender: UIRotationGestureRecognizer) {
        states.append(sender.state)
        rotations.append(sender.rotation)
        velocities.append(sender.velocity)
    }

    func handleEdgePan(_ sender: UIScreenEdgePanGestureRecognizer) { states.append(sender.state) }
}

@MainActor
@Suite("Swipe, pinch, rotation and edge-pan recognizers", .headless)
struct SwipePinchRotationTests {
    private func scene() -> (window: UIWindow, view: RecordingView) {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.addSubview(view)
        return (window, view)
    }

    // MARK: - Swipe

    @Test func swipeDefaultsMatchUIKit() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }

    @Test func aQuickDragToTheRightIsASwipeRecognizedBeforeTheFingerLifts() {
        let (window, view) = scene()
        let target = TwoFingerTarget()
        view.addGestureRecognizer(UISwipeGestureRecognizer(target: target, action: TwoFingerTarget.handleSwipe))

        let touch = window.beginTouch(at: CGPoint(x: 40, y: 200))
        for x in stride(from: 60, through: 100, by: 20) {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(touch, to: CGPoint(x: CGFloat(x), y: 200))
        }
        #expect(target.states == [.ended])
        window.endTouch(touch)
        #expect(target.states == [.ended])
    }

    @Test func aSwipeOnlyCountsInItsDirections() {
        let (window, view) = scene()
        let target = TwoFingerTarget()
        let swipe = UISwipeGestureRecognizer(target: target, action: TwoFingerTarget.handleSwipe)
        swipe.direction = [.left, .up]
        view.addGestureRecognizer(swipe)

        window.drag(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 200, y: 200))
        #expect(target.states.isEmpty)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 190, y: 100))
        #expect(target.states == [.ended])
    }

    @Test func aSlowOrShortOrDiagonalDragIsNotASwipe() {
        let (window, view) = scene()
        let target = TwoFingerTarget()
        view.addGestureRecognizer(UISwipeGestureRecognizer(target: target, action: TwoFingerTarget.handleSwipe))

        window.drag(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 120, y: 200), steps: 60)
        window.drag(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 80, y: 200))
        window.drag(from: CGPoint(x: 40, y: 100), to: CGPoint(x: 140, y: 200))

        #expect(target.states.isEmpty)
    }

    // MARK: - Pinch

    @Test func spreadingTwoFingersIsAPinchWhoseScaleIsTheRatioOfDistances() throws {
        let (window, view) = scene()
        let target = TwoFingerTarget()
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: target, action: TwoFingerTarget.handlePinch))

        #expect(window.pinch(at: CGPoint(x: 160, y: 200), fromDistance: 100, toDistance: 200) === view)

        #expect(target.states.first == .began)
        #expect(target.states.last == .ended)
        #expect(target.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        let last = try #require(target.scales.last)
        #expect(abs(last - 2) < 0.001)
        #expect(target.velocities.dropLast().last ?? 0 > 0)
    }

    @Test func settingTheScaleInTheActionMakesItRelative() {
        let (window, view) = scene()
        let pinch = UIPinchGestureRecognizer()
        var increments: [CGFloat] = []
        pinch.addTarget(view) { _ in { recognizer in
            increments.append(recognizer.scale)
            recognizer.scale = 1
        } }
        view.addGestureRecognizer(pinch)

        window.pinch(at: CGPoint(x: 160, y: 200), fromDistance: 100, toDistance: 50, steps: 5)

        let product = increments.reduce(1, *)
        #expect(abs(product - 0.5) < 0.001)
    }

    @Test func oneFingerIsNotAPinch() {
        let (window, view) = scene()
        let target = TwoFingerTarget()
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: target, action: TwoFingerTarget.handlePinch))

        window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 200))

        #expect(target.states.isEmpty)
    }

    @Test func aPinchsVelocityIsTheScaleFactorPerSecondOverTheLastTenthOfASecond() throws {
        let (window, view) = scene()
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        // Fingers 100 apart, then 20 points further apart every 0.05 s.
        let fingers = window.beginTouches(at: [CGPoint(x: 110, y: 200), CGPoint(x: 210, y: 200)])
        for step in 1...4 {
            Headless.advance(by: 0.05)
            let half = 50 + 10 * CGFloat(step)
            window.moveTouches(fingers, to: [CGPoint(x: 160 - half, y: 200), CGPoint(x: 160 + half, y: 200)])
        }
        #expect(pinch.state == .changed)
        #expect(abs(pinch.scale - 1.8) < 1e-9)
        // 40 points (0.4 of the first distance) in the last 0.1 s: 4 a second.
        #expect(abs(pinch.velocity - 4) < 1e-9)
        window.endTouches(fingers)
    }

    // MARK: - Rotation

    @Test func aRotationsVelocityIsRadiansPerSecondOverTheLastTenthOfASecond() throws {
        let (window, view) = scene()
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        func fingers(at angle: CGFloat) -> [CGPoint] {
            [CGPoint(x: 160 - 60 * cos(angle), y: 200 - 60 * sin(angle)),
             CGPoint(x: 160 + 60 * cos(angle), y: 200 + 60 * sin(angle))]
        }
        let touches = window.beginTouches(at: fingers(at: 0))
        for step in 1...4 {
            Headless.advance(by: 0.05)
            window.moveTouches(touches, to: fingers(at: 0.1 * CGFloat(step)))
        }
        #expect(rotation.state == .changed)
        #expect(abs(rotation.rotation - 0.4) < 1e-9)
        // 0.2 radians in the last 0.1 s.
        #expect(abs(rotation.velocity - 2) < 1e-9)
        window.endTouches(touches)
    }

    @Test func turningTwoFingersIsARotationMeasuredInRadians() throws {
        let (window, view) = scene()
        let target = TwoFingerTarget()
        view.addGestureRecognizer(UIRotationGestureRecognizer(target: target, action: TwoFingerTarget.handleRotation))

        window.rotate(at: CGPoint(x: 160, y: 200), distance: 120, by: .pi / 2)

        #expect(target.states.first == .began && target.states.last == .ended)
        let last = try #require(target.rotations.last)
        #expect(abs(last - .pi / 2) < 0.001)
        #expect(target.velocities.dropLast().last ?? 0 > 0)
    }

    @Test func aCounterClockwiseTurnIsNegativeAndAPinchIsNoRotation() {
        let (window, view) = scene()
        let target = TwoFingerTarget()
        view.addGestureRecognizer(UIRotationGestureRecognizer(target: target, action: TwoFingerTarget.handleRotation))

        window.pinch(at: CGPoint(x: 160, y: 200), fromDistance: 80, toDistance: 200)
        #expect(target.states.isEmpty)

        window.rotate(at: CGPoint(x: 160, y: 200), distance: 120, from: .pi / 4, by: -.pi / 3)
        #expect((target.rotations.last ?? 0) < -1)
    }

    @Test func twoFingersLandOnWhatIsUnderEachAndMoveInOneEvent() {
        let (window, view) = scene()
        view.log.entries.removeAll()

        let touches = window.beginTouches(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        window.moveTouches(touches, to: [CGPoint(x: 20, y: 20), CGPoint(x: 110, y: 110)])
        window.endTouches(touches)

        #expect(touches.allSatisfy { $0.view === view })
        #expect(view.log.entries == ["view began", "view began", "view moved", "view moved", "view ended", "view ended"])
    }

    // MARK: - Screen edge pan

    @Test func anEdgePanBeginsOnlyFromItsEdge() {
        let (window, view) = scene()
        let target = TwoFingerTarget()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: target, action: TwoFingerTarget.handleEdgePan)
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)

        window.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 250, y: 200))
        #expect(target.states.isEmpty)

        window.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 150, y: 200))
        #expect(target.states.first == .began && target.states.last == .ended)
    }

    @Test func anEdgePanAlongTheEdgeFails() {
        let (window, view) = scene()
        let target = TwoFingerTarget()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: target, action: TwoFingerTarget.handleEdgePan)
        edgePan.edges = [.left, .right]
        view.addGestureRecognizer(edgePan)

        window.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 10, y: 300))
        #expect(target.states.isEmpty)
        window.drag(from: CGPoint(x: 315, y: 100), to: CGPoint(x: 150, y: 120))
        #expect(target.states.first == .began)
    }
}

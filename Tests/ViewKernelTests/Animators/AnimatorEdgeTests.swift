// AnimatorEdgeTests.swift: the corners a review found: a delayed animation after a scrub, values
// set after a stop, a direct set during a run, transitions filed under kCATransition, control
// points that are not finite.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIViewPropertyAnimator corners", .headless)
struct AnimatorEdgeTests {
    private let stage = AnimationStage()

    @Test func aDelayedAnimationWaitsForItsDelayAfterAScrub() {
        let view = stage.square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.center.x = 150 }, delayFactor: 0.5)
        animator.fractionComplete = 0.2
        animator.startAnimation()
        Headless.advance(by: 0.25)
        #expect(shownX(view) == 50)
        Headless.advance(by: 0.3)
        #expect(shownX(view) > 50)
    }

    @Test func finishingAtTheCurrentPositionKeepsWhatTheAppSetAfterTheStop() {
        let view = stage.square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        Headless.advance(by: 0.5)
        animator.stopAnimation(false)
        view.center.x = 10
        animator.finishAnimation(at: .current)
        #expect(view.center.x == 10)
    }

    @Test func aValueSetDirectlyDuringARunSurvivesItsEnd() {
        let view = stage.square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        Headless.advance(by: 0.5)
        view.alpha = 0.7
        Headless.advance(by: 0.5)
        #expect(abs(view.alpha - 0.7) < 0.0001)
    }

    @Test func everyTransitionIsFiledUnderTheTransitionKey() {
        let layer = CALayer()
        var stops: [Bool] = []
        let first = CATransition()
        first.duration = 1
        first.delegate = StopRecorder { stops.append($0) }
        layer.add(first, forKey: "mine")
        #expect(layer.animationKeys() == [kCATransition])
        layer.add(CATransition(), forKey: nil)
        #expect(layer.animationKeys() == [kCATransition])
        Headless.advance(by: 0)
        #expect(stops == [false])
    }

    @Test func controlPointsThatAreNotFiniteFallBackToEaseInOut() {
        let view = stage.square()
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: CGFloat.nan, y: 0),
                                              controlPoint2: CGPoint(x: 1, y: CGFloat.infinity)) { view.alpha = 0 }
        animator.startAnimation()
        Headless.advance(by: 0.5)
        #expect(shownAlpha(view).isFinite)
        #expect(abs(shownAlpha(view) - 0.5) < 0.01)
    }
}

/// Tells `stopped` each time its animation stops.
private final class StopRecorder: NSObject, CAAnimationDelegate {
    let stopped: (Bool) -> Void
    init(_ stopped: @escaping (Bool) -> Void) { self.stopped = stopped }
    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped(flag) }
}

// PropertyAnimatorStoppingTests.swift: stopping and finishing a UIViewPropertyAnimator, added
// animations, timing parameters, the running animator and misuse, as Apple documents them.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIViewPropertyAnimator stopping, adding and timing", .headless)
struct PropertyAnimatorStoppingTests {
    private let stage = AnimationStage()
    private var window: UIWindow { stage.window }

    private func square() -> UIView { stage.square() }

    // MARK: - Stopping and finishing

    @Test func stoppingWithoutFinishingLeavesTheCurrentValuesAndSkipsCompletions() {
        let view = square()
        var completed = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { _ in completed = true }
        animator.startAnimation()
        Headless.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(view.center.x == 100)
        #expect(view.layer.animationKeys() == nil)
        Headless.advance(by: 2)
        #expect(!completed)
    }

    @Test func stoppingThenFinishingAtEachPositionSetsTheValuesAndRunsTheCompletion() {
        for (position, expectedX) in [(UIViewAnimatingPosition.end, CGFloat(150)), (.start, 50), (.current, 100)] {
            let view = square()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            Headless.advance(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(view.center.x == 100)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive)
            #expect(view.center.x == expectedX)
            #expect(positions == [position])
        }
    }

    @Test func finishingAnAnimatorThatIsNotStoppedIsAnError() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        let messages = Headless.recordingViolations { animator.finishAnimation(at: .end) }
        #expect(messages == ["finishAnimationAtPosition: should only be called on a stopped animator!"])
        #expect(animator.state == .active)
    }

    @Test func stoppingAStoppedAnimatorTwiceIsAnError() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        animator.stopAnimation(false)
        let messages = Headless.recordingViolations { animator.stopAnimation(false) }
        #expect(messages.count == 1)
        #expect(animator.state == .stopped)
    }

    @Test func anAnimatorThatIsNotInterruptibleCannotBePausedAndRunsToItsEnd() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.isInterruptible = false
        animator.startAnimation()
        let messages = Headless.recordingViolations { animator.pauseAnimation() }
        #expect(messages.count == 1)
        #expect(animator.isRunning)
        let setting = Headless.recordingViolations { animator.isInterruptible = true }
        #expect(setting.count == 1)
        #expect(!animator.isInterruptible)
    }

    // MARK: - Adding animations

    @Test func animationsAddedWhileRunningRunForTheRemainingTime() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        Headless.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        Headless.advance(by: 0.25)
        #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.5) < 0.001)
        Headless.advance(by: 0.25)
        #expect(view.layer.presentation()?.opacity == 0)
    }

    @Test func aDelayFactorStartsAddedAnimationsPartWayThrough() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.center.x = 150 }, delayFactor: 0.5)
        animator.startAnimation()
        Headless.advance(by: 0.5)
        #expect(shownX(view) == 50)
        Headless.advance(by: 0.25)
        #expect(abs(shownX(view) - 100) < 0.001)
    }

    @Test func anAnimatorWithoutAnimationsStillCompletesAfterItsDuration() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        Headless.advance(by: 0.2)
        #expect(positions.isEmpty)
        Headless.advance(by: 0.1)
        #expect(positions == [.end])
    }

    // MARK: - Running animators, timing and continuing

    @Test func aRunningPropertyAnimatorStartsAtOnceWithTheCurveOfItsOptions() {
        let view = square()
        var finished: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 150 },
            completion: { finished = $0 })
        #expect(animator.state == .active)
        Headless.advance(by: 0.5)
        #expect(abs(shownX(view) - 100) < 0.001)
        Headless.advance(by: 0.5)
        #expect(finished == .end)
    }

    @Test func continuingWithADurationFactorRetimesTheRest() {
        let view = square()
        var completed = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { _ in completed = true }
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        Headless.advance(by: 0.9)
        #expect(!completed)
        Headless.advance(by: 0.1)
        #expect(completed)
    }

    @Test func aSpringAnimatorOvershootsWithLowDamping() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.2) { view.center.x = 150 }
        animator.startAnimation()
        var farthest: CGFloat = 0
        for _ in 0..<60 {
            Headless.advance(by: 1.0 / 60)
            farthest = max(farthest, shownX(view))
        }
        #expect(farthest > 150)
        #expect(view.center.x == 150)
    }

    @Test func timingParametersDescribeTheirCurves() {
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1))
        #expect(cubic.timingCurveType == .cubic)
        #expect(cubic.springTimingParameters == nil)
        #expect(UICubicTimingParameters(animationCurve: .easeIn).timingCurveType == .builtin)
        #expect(UICubicTimingParameters().animationCurve == .easeInOut)
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 1, dy: 0))
        #expect(spring.timingCurveType == .spring)
        #expect(spring.initialVelocity.dx == 1)
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
        #expect(animator.timingParameters === spring)
        #expect(animator.duration == 0.5)
    }

    @Test func aPhysicalSpringTakesTheTimeItNeedsToSettle() {
        let view = square()
        var completedAt: TimeInterval?
        let start = Headless.now
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: spring)
        animator.addAnimations { view.alpha = 0 }
        animator.addCompletion { _ in completedAt = Headless.now - start }
        animator.startAnimation()
        Headless.advance(by: 10)
        #expect((completedAt ?? 99) < 2)
    }

    // MARK: - Touches and memory

    @Test func viewsAnimatedByAnAnimatorTakeTouchesUnlessTurnedOff() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        animator.startAnimation()
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        animator.stopAnimation(true)
        let refusing = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.2 }
        refusing.isUserInteractionEnabled = false
        refusing.startAnimation()
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    }

    @Test func aFinishedAnimatorIsFreed() {
        let view = square()
        weak var released: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.startAnimation()
            released = animator
        }
        #expect(released != nil)
        Headless.advance(by: 1)
        #expect(released == nil)
    }
}

// PropertyAnimatorTests.swift: UIViewPropertyAnimator as Apple documents it: states, start,
// pause, scrub, reverse, stop and finish, added animations and completions, on the virtual clock.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIViewPropertyAnimator", .headless)
struct PropertyAnimatorTests {
    private let stage = AnimationStage()
    private var window: UIWindow { stage.window }

    private func square() -> UIView { stage.square() }

    // MARK: - States

    @Test func aNewAnimatorIsInactiveAndDoesNotRunItsAnimationsUntilStarted() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(view.alpha == 1)
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(view.alpha == 0)
        #expect(shownAlpha(view) == 1)
    }

    @Test func aLinearAnimatorShowsItsProgressAndCompletesAtTheEnd() {
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        Headless.advance(by: 0.5)
        #expect(abs(shownX(view) - 100) < 0.001)
        #expect(abs(animator.fractionComplete - 0.25) < 0.001)
        Headless.advance(by: 1.5)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.center.x == 250)
        #expect(shownX(view) == 250)
    }

    @Test func theEaseInOutCurveLagsBehindTimeEarlyOn() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.startAnimation()
        Headless.advance(by: 0.25)
        #expect(shownX(view) > 50 && shownX(view) < 75)
    }

    @Test func startingAfterADelayShowsTheOldValueMeanwhile() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5)
        #expect(animator.isRunning)
        Headless.advance(by: 0.5)
        #expect(shownAlpha(view) == 1)
        Headless.advance(by: 0.5)
        #expect(abs(shownAlpha(view) - 0.5) < 0.001)
    }

    // MARK: - Pausing and scrubbing

    @Test func pausingHoldsTheProgressAndStartingResumesForTheRemainingTime() {
        let view = square()
        var completed = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { _ in completed = true }
        animator.startAnimation()
        Headless.advance(by: 0.4)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        Headless.advance(by: 5)
        #expect(abs(animator.fractionComplete - 0.4) < 0.001)
        #expect(abs(shownX(view) - 90) < 0.001)
        animator.startAnimation()
        Headless.advance(by: 0.5)
        #expect(!completed)
        Headless.advance(by: 0.1)
        #expect(completed)
    }

    @Test func settingFractionCompleteOnAnInactiveAnimatorMakesItActiveAndPaused() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        animator.fractionComplete = 0.3
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        // scrubsLinearly (the default) moves the property linearly while scrubbing.
        #expect(abs(shownAlpha(view) - 0.7) < 0.001)
    }

    @Test func scrubbingFollowsTheCurveWhenScrubsLinearlyIsOff() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        #expect(animator.scrubsLinearly)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.3
        #expect(shownAlpha(view) > 0.8)
    }

    @Test func fractionCompleteIsClampedToZeroThroughOne() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.fractionComplete = 1.7
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = -3
        #expect(animator.fractionComplete == 0)
    }

    @Test func aRunningAnimatorIgnoresFractionComplete() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        Headless.advance(by: 0.2)
        animator.fractionComplete = 0.9
        #expect(abs(animator.fractionComplete - 0.2) < 0.001)
    }

    @Test func resumingAfterAScrubMovesOnFromTheScrubbedValueWithoutAJump() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.fractionComplete = 0.5
        let scrubbed = shownX(view)
        animator.startAnimation()
        #expect(abs(shownX(view) - scrubbed) < 0.001)
        Headless.advance(by: 0.25)
        #expect(shownX(view) > scrubbed && shownX(view) < 150)
        Headless.advance(by: 0.25)
        #expect(shownX(view) == 150)
        #expect(animator.state == .inactive)
    }

    @Test func scrubbingTenThousandTimesKeepsOneAnimationOnTheLayer() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pauseAnimation()
        for step in 0..<10_000 { animator.fractionComplete = CGFloat(step % 100) / 100 }
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(abs(animator.fractionComplete - 0.99) < 0.0001)
    }

    // MARK: - Reversing

    @Test func reversingARunningAnimatorTurnsBackAndEndsAtTheStart() {
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        Headless.advance(by: 0.6)
        let turnedAt = shownX(view)
        animator.isReversed = true
        Headless.advance(by: 0.3)
        #expect(shownX(view) < turnedAt)
        #expect(abs(animator.fractionComplete - 0.3) < 0.001)
        Headless.advance(by: 0.3)
        #expect(positions == [.start])
        #expect(view.center.x == 50)
        #expect(shownX(view) == 50)
    }

    @Test func pausesOnCompletionKeepsTheAnimatorActiveSoItCanBeReversed() {
        let view = square()
        var completions = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        Headless.advance(by: 1)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(completions == 0)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        Headless.advance(by: 0.5)
        #expect(abs(shownAlpha(view) - 0.5) < 0.001)
    }
}

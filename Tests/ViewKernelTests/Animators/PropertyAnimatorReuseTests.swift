// PropertyAnimatorReuseTests.swift: a UIViewPropertyAnimator used again after it ends: back in
// the inactive state it runs forwards, whichever way its last run went.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIViewPropertyAnimator reused", .headless)
struct PropertyAnimatorReuseTests {
    private let stage = AnimationStage()

    private func square() -> UIView { stage.square() }

    /// Runs `animator` (moving `view` to x 150), reverses it half way and lets it end at the start.
    private func runReversedToTheStart(_ animator: UIViewPropertyAnimator, _ view: UIView) {
        animator.addAnimations { view.center.x = 150 }
        animator.startAnimation()
        Headless.advance(by: 0.5)
        animator.isReversed = true
        Headless.advance(by: 0.6)
    }

    @Test func aReversedRunThatEndedLeavesTheAnimatorForwardForItsNextRun() {
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addCompletion { positions.append($0) }
        runReversedToTheStart(animator, view)
        #expect(positions == [.start])
        #expect(animator.state == .inactive)
        #expect(!animator.isReversed)
        #expect(view.center.x == 50)
        // Used again: the new animations play forwards from the start.
        animator.addAnimations { view.center.x = 250 }
        animator.startAnimation()
        Headless.advance(by: 0.5)
        #expect(animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.5) < 0.001)
        #expect(abs(shownX(view) - 150) < 0.001)
        Headless.advance(by: 0.6)
        #expect(view.center.x == 250)
        #expect(shownX(view) == 250)
        #expect(animator.state == .inactive)
    }

    @Test func aCompletionThatStartsTheAnimatorAgainSeesItForward() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        var reversedInCompletion: [Bool] = []
        animator.addCompletion { _ in
            reversedInCompletion.append(animator.isReversed)
            animator.addAnimations { view.alpha = 0.2 }
            animator.startAnimation()
        }
        runReversedToTheStart(animator, view)
        #expect(reversedInCompletion == [false])
        #expect(animator.isRunning)
        // Forwards: the shown alpha goes down from 1 towards 0.2, and ends there.
        let first = shownAlpha(view)
        Headless.advance(by: 0.3)
        let later = shownAlpha(view)
        #expect(later < first)
        #expect(later < 1 && later > 0.2)
        Headless.advance(by: 1)
        #expect(abs(view.alpha - 0.2) < 0.0001)
        #expect(animator.state == .inactive)
    }

    @Test func stoppingAReversedAnimatorAndFinishingItMakesItForwardAgain() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        Headless.advance(by: 0.5)
        animator.isReversed = true
        animator.stopAnimation(false)
        // Stopped: still the way it went.
        #expect(animator.isReversed)
        animator.finishAnimation(at: .start)
        #expect(animator.state == .inactive)
        #expect(!animator.isReversed)

        let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        other.startAnimation()
        other.isReversed = true
        other.stopAnimation(true)
        #expect(other.state == .inactive)
        #expect(!other.isReversed)
    }

    @Test func pausesOnCompletionKeepsTheDirectionWhileActive() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        Headless.advance(by: 1.1)
        animator.isReversed = true
        animator.startAnimation()
        Headless.advance(by: 1.1)
        // Still active (paused at the start): the direction it was given stays.
        #expect(animator.state == .active)
        #expect(animator.isReversed)
        #expect(animator.fractionComplete == 0)
    }
}

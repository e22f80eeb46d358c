// KeyframeAnimationTests.swift: `UIView.animateKeyframes` and `addKeyframe` as Apple documents
// them (relative start times and durations, holding between keyframes, the whole run paced by the
// curve, ease in and out by default), and iOS 17's `animate(springDuration:bounce:…)`.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIView keyframe animations and iOS 17 springs", .headless)
struct KeyframeAnimationTests {
    /// A view at the origin of a shown window (10 × 10, centred on (5, 5)).
    private func shownView() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        return (window, view)
    }

    /// Keyframe options with the linear curve, so positions follow the keyframes' own times.
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    private func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? .nan }
    private func shownAlpha(_ view: UIView) -> Float { view.layer.presentation()?.opacity ?? .nan }

    @Test func optionsCarryUIKitsRawBits() {
        #expect(UIView.KeyframeAnimationOptions.allowUserInteraction.rawValue == 1 << 1)
        #expect(UIView.KeyframeAnimationOptions.repeat.rawValue == 1 << 3)
        #expect(UIView.KeyframeAnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
        #expect(UIView.KeyframeAnimationOptions.calculationModeLinear.rawValue == 0)
        #expect(UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue == 1 << 10)
        #expect(UIView.KeyframeAnimationOptions.calculationModePaced.rawValue == 2 << 10)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubic.rawValue == 3 << 10)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
    }

    @Test func theViewPassesThroughEachKeyframeAtItsRelativeTimes() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 205 }
        }, completion: { finished.append($0) })
        // The model value is the last one at once, as for any animation block.
        #expect(view.center.x == 205)
        Headless.advance(by: 0.5)
        let quarter: CGFloat = 55
        #expect(abs(shownX(view) - quarter) < 0.01)
        Headless.advance(by: 0.5)
        let half: CGFloat = 105
        #expect(abs(shownX(view) - half) < 0.01)
        Headless.advance(by: 0.5)
        let threeQuarters: CGFloat = 155
        #expect(abs(shownX(view) - threeQuarters) < 0.01)
        #expect(finished.isEmpty)
        Headless.advance(by: 0.6)
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func aPropertyHoldsItsValueUntilItsKeyframeStarts() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.alpha = 0 }
        })
        Headless.advance(by: 0.4)
        #expect(shownAlpha(view) == 1)
        Headless.advance(by: 0.35)
        #expect(abs(shownAlpha(view) - 0.5) < 0.01)
        Headless.advance(by: 0.5)
        #expect(shownAlpha(view) == 0)
    }

    @Test func aKeyframeOfNoDurationJumpsAtItsStartTime() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) { view.alpha = 0 }
        })
        Headless.advance(by: 0.4)
        #expect(shownAlpha(view) == 1)
        Headless.advance(by: 0.2)
        #expect(shownAlpha(view) == 0)
    }

    @Test func byDefaultTheWholeAnimationEasesInAndOut() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 105 }
        })
        Headless.advance(by: 0.25)
        // The ease-in-out Bézier (0.42, 0), (0.58, 1) at a quarter of the time is about 12.9 %.
        let eased: CGFloat = 5 + 12.9
        #expect(abs(shownX(view) - eased) < 0.3)
    }

    @Test func changesOutsideAnyKeyframeAnimateOverTheWholeDuration() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            view.alpha = 0
        })
        Headless.advance(by: 0.5)
        #expect(abs(shownAlpha(view) - 0.5) < 0.01)
    }

    @Test func theDelayShowsTheOldValuesAndEachKeyframeIsOneAnimationPerProperty() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animateKeyframes(withDuration: 1, delay: 1, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5; view.center.x = 55 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        #expect((view.layer.animationKeys() ?? []).sorted() == ["opacity", "position"])
        Headless.advance(by: 0.9)
        #expect(shownAlpha(view) == 1)
        Headless.advance(by: 0.85)
        #expect(abs(shownAlpha(view) - 0.25) < 0.01)
        let atRest: CGFloat = 55
        #expect(abs(shownX(view) - atRest) < 0.01)
    }

    @Test func aLaterAnimationOfTheSamePropertyEndsTheKeyframesUnfinished() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        }, completion: { finished.append($0) })
        Headless.advance(by: 0.2)
        UIView.animate(withDuration: 0.2) { view.alpha = 1 }
        Headless.runUntilIdle()
        #expect(finished == [false])
    }

    @Test func aDurationOfZeroMakesTheChangesAtOnceAndCompletesOnTheNextTurn() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        }, completion: { finished.append($0) })
        #expect(view.layer.animationKeys() == nil)
        #expect(finished.isEmpty)
        Headless.advance(by: 0)
        #expect(finished == [true])
    }

    @Test func anAnimatingViewRefusesTouchesUnlessAllowed() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        })
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
        Headless.runUntilIdle()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 1 }
        })
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
    }

    @Test func aKeyframeOutsideAKeyframeBlockChangesAtOnce() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        #expect(view.alpha == 0)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func theDiscreteModeShowsEachValueWithoutInterpolating() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(.calculationModeDiscrete), animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        // Each keyframe's value shows from its end time, without the values between.
        Headless.advance(by: 0.45)
        #expect(shownAlpha(view) == 1)
        Headless.advance(by: 0.1)
        #expect(shownAlpha(view) == 0.5)
        Headless.advance(by: 0.4)
        #expect(shownAlpha(view) == 0.5)
        Headless.advance(by: 0.1)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0)
    }

    @Test func aPropertyCanGoThereAndBack() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
        })
        Headless.advance(by: 0.5)
        #expect(shownAlpha(view) == 0)
        Headless.advance(by: 0.25)
        #expect(abs(shownAlpha(view) - 0.5) < 0.01)
    }

    @Test func aKeyframeReachesTheLastValueItsBlockSet() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                view.alpha = 0.2
                view.alpha = 0.6
            }
        })
        Headless.advance(by: 0.5)
        #expect(abs(shownAlpha(view) - 0.6) < 0.01)
    }

    @Test func aDirectChangeBeforeTheKeyframesIsWhereTheyStart() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            view.alpha = 0.5
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        Headless.advance(by: 0.25)
        #expect(abs(shownAlpha(view) - 0.5) < 0.01)
        Headless.advance(by: 0.5)
        #expect(abs(shownAlpha(view) - 0.25) < 0.01)
    }

    @Test func aViewWithoutABackgroundColourFadesItIn() throws {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        #expect(view.backgroundColor == nil)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.backgroundColor = .red }
        })
        Headless.advance(by: 0.5)
        let shown = try #require(view.layer.presentation()?.backgroundColor)
        #expect(abs(shown.alpha - 0.5) < 0.01)
    }

    @Test func nestedInABlockItTakesThatBlocksDurationAndCurve() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: {
            UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
            })
        })
        Headless.advance(by: 0.5)
        let quarter: CGFloat = 55
        #expect(abs(shownX(view) - quarter) < 0.01)
    }

    @Test func overridingTheInheritedDurationKeepsTheBlocksOwn() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.overrideInheritedDuration], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
            })
        })
        Headless.advance(by: 0.6)
        let arrived: CGFloat = 105
        #expect(abs(shownX(view) - arrived) < 0.01)
    }

    @Test func insideAPropertyAnimatorTheAnimatorDrivesTheBlock() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            }, completion: { finished.append($0) })
        }
        animator.fractionComplete = 0.25
        // From the start value to the end value, without the keyframes (Docs/Differences.md).
        #expect(abs(shownAlpha(view) - 0.75) < 0.01)
        Headless.advance(by: 1)
        #expect(abs(shownAlpha(view) - 0.75) < 0.01)
        animator.startAnimation()
        Headless.runUntilIdle()
        #expect(view.alpha == 0)
        #expect(animator.state == .inactive)
        #expect(finished == [true])   // with the animator's completion
    }

    // MARK: - iOS 17 springs

    @Test func aSpringOfNoDurationChangesAtOnceAndCompletesOnce() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        UIView.animate(springDuration: 0) { view.alpha = 0 } completion: { finished.append($0) }
        #expect(view.layer.animationKeys() == nil)
        Headless.runUntilIdle()
        #expect(finished == [true])
    }

    @Test func anOverdampedSpringDoesNotOvershootAndCompletesOnce() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        UIView.animate(springDuration: 0.4, bounce: -0.5, delay: 0.2) { view.center.x = 105 } completion: { finished.append($0) }
        Headless.advance(by: 0.15)
        #expect(shownX(view) == 5)
        var furthest: CGFloat = 5
        for _ in 0..<120 {
            Headless.advance(by: 1.0 / 60)
            furthest = max(furthest, shownX(view))
        }
        #expect(furthest <= 105.001)
        Headless.runUntilIdle()
        #expect(finished == [true])
    }

    @Test func aSpringWithoutBounceEndsAtTheNewValueWhenItSettles() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        let settling = CASpringAnimation(perceptualDuration: 0.5, bounce: 0).settlingDuration
        UIView.animate(springDuration: 0.5, bounce: 0) {
            view.center.x = 105
        } completion: { finished.append($0) }
        var last: CGFloat = 5
        var time = 0.0
        while time + 0.05 < settling {
            Headless.advance(by: 0.05)
            time += 0.05
            let shown = shownX(view)
            #expect(shown >= last - 0.001 && shown <= 105.001)   // critically damped: no overshoot
            last = shown
        }
        #expect(finished.isEmpty)
        Headless.advance(by: settling - time + 0.01)
        #expect(finished == [true])
    }

    @Test func aBouncySpringOvershoots() {
        let (window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        UIView.animate(springDuration: 0.5, bounce: 0.5) { view.center.x = 105 }
        var furthest: CGFloat = 5
        for _ in 0..<60 {
            Headless.advance(by: 1.0 / 60)
            furthest = max(furthest, shownX(view))
        }
        #expect(furthest > 106)
        Headless.runUntilIdle()
        #expect(view.layer.animationKeys() == nil)
    }
}

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// Whether two numbers agree within `tolerance`.
private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two transforms agree entry by entry.
private func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: CGFloat = 1e-6) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
}

@MainActor
@Suite("UIView animations", .headless)
struct AnimationTests {
    private func presentedOpacity(_ view: UIView) -> Float? {
        view.layer.presentation()?.opacity
    }

    // MARK: - The seeds

    @Test func theSeedToastFadesOverTwoSecondsAndIsRemovedByItsCompletion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let toast = UIView(frame: CGRect(x: 80, y: 400, width: 160, height: 40))
        root.addSubview(toast)
        var finished: Bool?
        UIView.animate(withDuration: 2.0, animations: { toast.alpha = 0.0 }, completion: { done in
            finished = done
            toast.removeFromSuperview()
        })
        #expect(toast.alpha == 0)
        #expect(presentedOpacity(toast) == 1)

        Headless.advance(by: 1)
        #expect(toast.superview === root)
        #expect(abs((presentedOpacity(toast) ?? -1) - 0.5) <= 0.02)
        #expect(finished == nil)

        Headless.advance(by: 1)
        #expect(toast.superview == nil)
        #expect(finished == true)
        #expect(presentedOpacity(toast) == 0)
    }

    @Test func theSeedDisclosureArrowTurnsAQuarterInBeginCommitsDefaultTime() {
        let arrow = UIView(frame: CGRect(x: 0, y: 0, width: 25, height: 44))
        UIView.beginAnimations(nil, context: nil)
        arrow.transform = CGAffineTransform(rotationAngle: .pi / 2)
        UIView.commitAnimations()
        #expect(arrow.transform == CGAffineTransform(rotationAngle: .pi / 2))
        #expect(arrow.layer.presentation()?.affineTransform() == .identity)

        Headless.advance(by: 0.1)
        let halfway = arrow.layer.presentation()?.affineTransform() ?? .identity
        #expect(close(halfway, CGAffineTransform(rotationAngle: .pi / 4)))

        Headless.advance(by: 0.1)
        #expect(arrow.layer.animationKeys() == nil)
        #expect(arrow.layer.presentation()?.affineTransform() == CGAffineTransform(rotationAngle: .pi / 2))
    }

    // MARK: - Model and presentation

    @Test func theBlockRunsAtOnceAndTheModelIsFinalOnReturn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var ran = false
        UIView.animate(withDuration: 1) {
            ran = true
            view.center = CGPoint(x: 200, y: 300)
        }
        #expect(ran)
        #expect(view.center == CGPoint(x: 200, y: 300))
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
    }

    @Test func aFrameChangeAnimatesPositionAndBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
        })
        #expect(view.layer.animationKeys() == ["position", "bounds"])
        Headless.advance(by: 0.5)
        #expect(view.layer.presentation()?.frame == CGRect(x: 50, y: 0, width: 150, height: 100))
    }

    @Test func aBackgroundColourChangeAnimatesComponentByComponent() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        })
        Headless.advance(by: 0.25)
        let components = view.layer.presentation()?.backgroundColor?.components ?? []
        #expect(components == [0.75, 0, 0.25, 1])
    }

    @Test func settingAPropertyToItsCurrentValueAnimatesNothing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 5, animations: { view.alpha = 1 }, completion: { finished = $0 })
        #expect(view.layer.animationKeys() == nil)
        Headless.advance(by: 0)
        #expect(finished == true)
    }

    @Test func theDefaultCurveIsEaseInEaseOut() {
        let block = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let legacy = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.2) { block.alpha = 0 }
        UIView.beginAnimations(nil, context: nil)
        legacy.alpha = 0
        UIView.commitAnimations()
        Headless.advance(by: 0.05)
        // A quarter of the way through, the cubic Bézier (0.42, 0), (0.58, 1) has made 12.9 % of
        // the change (linear would have made 25 %).
        #expect(abs((presentedOpacity(block) ?? 0) - 0.871) < 0.002)
        #expect(presentedOpacity(legacy) == presentedOpacity(block))
    }

    // MARK: - Completion

    @Test func aZeroDurationAppliesAtOnceAndCompletesOnTheNextTurn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.3 }, completion: { finished = $0 })
        #expect(finished == nil)
        #expect(view.layer.animationKeys() == nil)
        #expect(presentedOpacity(view) == 0.3)
        Headless.advance(by: 0)
        #expect(finished == true)
    }

    @Test func aNegativeDurationDoesNotAnimate() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: -1) { view.center = CGPoint(x: 1, y: 2) }
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.position == CGPoint(x: 1, y: 2))
    }

    @Test func aLaterAnimationOfTheSamePropertyReplacesTheEarlierOne() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var first: Bool?, second: Bool?
        UIView.animate(withDuration: 2, animations: { view.alpha = 0 }, completion: { first = $0 })
        Headless.advance(by: 1)
        UIView.animate(withDuration: 2, animations: { view.alpha = 0.5 }, completion: { second = $0 })
        #expect(first == nil)
        #expect(view.layer.animationKeys() == ["opacity"])
        Headless.advance(by: 0)
        #expect(first == false)
        Headless.advance(by: 2)
        #expect(second == true)
    }

    @Test func animationsOfOtherPropertiesRunSideBySide() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var fade: Bool?, move: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { fade = $0 })
        UIView.animate(withDuration: 2, animations: { view.center = .zero }, completion: { move = $0 })
        #expect(view.layer.animationKeys() == ["opacity", "position"])
        Headless.advance(by: 1)
        #expect(fade == true)
        #expect(move == nil)
        Headless.advance(by: 1)
        #expect(move == true)
    }

    @Test func removeAllAnimationsShowsTheModelAtOnceAndCompletesWithFalse() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var results: [Bool] = []
        UIView.animate(withDuration: 2, animations: { view.alpha = 0 }, completion: { results.append($0) })
        Headless.advance(by: 1)
        view.layer.removeAllAnimations()
        #expect(view.layer.animationKeys() == nil)
        #expect(presentedOpacity(view) == 0)
        Headless.runUntilIdle()
        #expect(results == [false])
        #expect(Headless.now == 1)
    }

    @Test func removeAnimationForAKeyLeavesTheOthersRunning() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) {
            view.alpha = 0
            view.center = .zero
        }
        view.layer.removeAnimation(forKey: "opacity")
        #expect(view.layer.animationKeys() == ["position"])
    }

    @Test func aDelayShowsTheOldValueUntilTheAnimationStarts() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 1, options: [.curveLinear], animations: { view.alpha = 0 },
                       completion: { finished = $0 })
        Headless.advance(by: 0.5)
        #expect(presentedOpacity(view) == 1)
        #expect(view.layer.animationKeys() == ["opacity"])
        Headless.advance(by: 1)
        #expect(presentedOpacity(view) == 0.5)
        #expect(finished == nil)
        Headless.advance(by: 0.5)
        #expect(finished == true)
    }

    // MARK: - Enabling and disabling

    @Test func disabledAnimationsApplyChangesAtOnceAndStillComplete() {
        defer { UIView.setAnimationsEnabled(true) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        var ran = false, finished: Bool?
        UIView.animate(withDuration: 1, animations: {
            ran = true
            view.alpha = 0
        }, completion: { finished = $0 })
        #expect(ran)
        #expect(view.layer.animationKeys() == nil)
        #expect(presentedOpacity(view) == 0)
        #expect(finished == nil)
        Headless.advance(by: 0)
        #expect(finished == true)
    }

    @Test func performWithoutAnimationKeepsItsChangesOutOfTheEnclosingBlock() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) {
            view.alpha = 0
            UIView.performWithoutAnimation {
                #expect(!UIView.areAnimationsEnabled)
                view.center = CGPoint(x: 50, y: 50)
            }
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(view.layer.animationKeys() == ["opacity"])
    }

    // MARK: - Begin and commit

    @Test func nestedBeginCommitStartsAtTheOutermostCommitWithDefaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.beginAnimations("outer", context: nil)
        UIView.beginAnimations("inner", context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == nil)
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == ["opacity"])
        Headless.advance(by: 0.1)
        #expect(presentedOpacity(view) == 0.5)
        Headless.advance(by: 0.1)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func setAnimationDurationOutsideBeginCommitDoesNothing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.setAnimationDuration(5)
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        Headless.advance(by: 0.2)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func beginCommitSettingsApplyEvenWhenSetAfterTheChanges() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.setAnimationDuration(1)
        UIView.setAnimationDelay(1)
        UIView.setAnimationCurve(.linear)
        UIView.commitAnimations()
        Headless.advance(by: 1.25)
        #expect(presentedOpacity(view) == 0.75)
    }

    @Test func aNestedBlockTakesTheOuterDurationUnlessItOverridesIt() {
        let inheriting = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let overriding = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 2) {
            UIView.animate(withDuration: 0.5) { inheriting.alpha = 0 }
            UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration],
                           animations: { overriding.alpha = 0 })
        }
        Headless.advance(by: 1)
        #expect(inheriting.layer.animationKeys() == ["opacity"])
        #expect(overriding.layer.animationKeys() == nil)
    }

    @Test func commitWithoutBeginDoesNothing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.commitAnimations()
        view.alpha = 0
        #expect(view.layer.animationKeys() == nil)
    }
}

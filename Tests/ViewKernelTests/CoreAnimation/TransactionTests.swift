// TransactionTests.swift: CATransaction's settings and completion block, and the implicit
// animations of standalone layers, which transactions time and can disable.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("CATransaction and implicit animations", .headless)
struct TransactionTests {
    /// A standalone layer shown in a window for one turn, so its changes animate implicitly.
    private func shownLayer() -> (window: UIWindow, layer: CALayer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        Headless.advance(by: 0)
        return (window, layer)
    }

    @Test func theDefaultsAreAQuarterSecondWithActionsOn() {
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.disableActions() == false)
        #expect(CATransaction.animationTimingFunction() == nil)
        #expect(CATransaction.completionBlock() == nil)
    }

    @Test func settingsReadFromTheInnermostTransactionThatMadeThem() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setAnimationDuration(3)
        #expect(CATransaction.animationDuration() == 3)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.commit()
        #expect(CATransaction.value(forKey: "animationDuration") as? Double == 0.25)
    }

    @Test func anAddedAnimationWithoutADurationTakesTheTransactions() {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(layer.animation(forKey: "fade")?.duration == 2)
    }

    @Test func theCompletionBlockRunsWhenTheAnimationsAddedAfterItStop() {
        let layer = CALayer()
        var completedAt: TimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { completedAt = Headless.now }
        for duration in [1.0, 2.0] {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.duration = duration
            layer.add(fade, forKey: "fade \(duration)")
        }
        CATransaction.commit()
        Headless.advance(by: 1.5)
        #expect(completedAt == nil)
        Headless.advance(by: 1)
        #expect(completedAt == 2)
    }

    @Test func withoutAnimationsTheCompletionBlockRunsAtCommit() {
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        #expect(ran)
    }

    @Test func theCompletionBlockWaitsForViewAnimationsToo() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completedAt: TimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { completedAt = Headless.now }
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        CATransaction.commit()
        #expect(completedAt == nil)
        Headless.advance(by: 1)
        #expect(completedAt == 1)
    }

    @Test func theImplicitTransactionsBlockRunsAtTheEndOfTheTurn() {
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        #expect(!ran)
        Headless.advance(by: 0)
        #expect(ran)
    }

    @Test func aShownStandaloneLayerAnimatesAChangeImplicitly() {
        let (window, layer) = shownLayer()
        defer { withExtendedLifetime(window) {} }
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"])
        let implicit = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(implicit?.duration == 0.25)
        #expect(implicit?.fromValue as? NSNumber == 1)
        #expect(implicit?.timingFunction == CAMediaTimingFunction(name: .default))
        Headless.advance(by: 0.125)
        let shown = layer.presentation()?.opacity ?? -1
        #expect(shown > 0 && shown < 1)
        Headless.advance(by: 0.125)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.opacity == 0)
    }

    @Test func aLayerNotYetShownChangesAtOnce() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = CALayer()
        window.layer.addSublayer(layer)
        layer.opacity = 0
        #expect(layer.animationKeys() == nil)
        let detached = CALayer()
        detached.position = CGPoint(x: 5, y: 5)
        #expect(detached.animationKeys() == nil)
    }

    @Test func aViewsLayerNeverAnimatesImplicitly() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        Headless.advance(by: 0)
        view.layer.opacity = 0
        view.layer.cornerRadius = 4
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func disabledActionsAndNullActionsChangeAtOnce() {
        let (window, layer) = shownLayer()
        defer { withExtendedLifetime(window) {} }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.animationKeys() == nil)
        layer.cornerRadius = 3
        #expect(layer.animationKeys() == ["cornerRadius"])
    }

    @Test func theTransactionsDurationAndTimingFunctionTimeImplicitAnimations() {
        let (window, layer) = shownLayer()
        defer { withExtendedLifetime(window) {} }
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 105, y: 5)
        CATransaction.commit()
        Headless.advance(by: 0.5)
        #expect(layer.presentation()?.position == CGPoint(x: 55, y: 5))
    }

    @Test func aCustomActionRunsInsteadOfTheDefault() {
        let (window, layer) = shownLayer()
        defer { withExtendedLifetime(window) {} }
        let slow = CABasicAnimation()
        slow.duration = 2
        layer.actions = ["opacity": slow]
        layer.opacity = 0
        #expect(layer.animation(forKey: "opacity")?.duration == 2)
        #expect((layer.animation(forKey: "opacity") as? CABasicAnimation)?.keyPath == "opacity")
    }

    @Test func aLayerTakenOutOfItsWindowLosesItsAnimations() {
        let (window, layer) = shownLayer()
        defer { withExtendedLifetime(window) {} }
        let recorder = AnimationEventRecorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.duration = 5
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        Headless.advance(by: 1)
        layer.removeFromSuperlayer()
        Headless.advance(by: 0)
        #expect(layer.animationKeys() == nil)
        #expect(recorder.events == ["start 0.0", "stop false 1.0"])
    }
}

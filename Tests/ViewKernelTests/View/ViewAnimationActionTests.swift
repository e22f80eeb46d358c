// ViewAnimationActionTests.swift: a view animation is a Core Animation animation like any other:
// the view, as its layer's delegate, gives the action (`action(for:forKey:)`), the block adds a
// CABasicAnimation (a CASpringAnimation for a spring block) to the layer, and everything Core
// Animation does to added animations (keys, replacement, layer time, pausing) applies to it.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite("View animations are Core Animation animations", .headless)
struct ViewAnimationActionTests {
    private func makeView() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aBlockAddsABasicAnimationOfTheLayerProperty() throws {
        let view = makeView()
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(!(animation is CASpringAnimation))
        #expect(animation.keyPath == "opacity")
        #expect((animation.fromValue as? NSNumber)?.floatValue == 1)
        #expect((animation.toValue as? NSNumber)?.floatValue == 0)
        #expect(animation.duration == 0.5)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(view.layer.animationKeys() == ["opacity"])
    }

    @Test func aSpringBlockAddsASpringAnimationWithTheSameMotion() throws {
        let view = makeView()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0.5,
                       options: [], animations: { view.center = CGPoint(x: 150, y: 50) })
        let spring = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
        // The spring's own motion, in seconds, is what the presentation shows.
        for step in 1...9 {
            let time = Double(step) / 10
            Headless.advance(by: 0.1)
            let shown = try #require(view.layer.presentation()?.position.x)
            let expected = 50 + 100 * (1 - spring.displacement(at: time))
            #expect(abs(shown - expected) < 1e-6, "at \(time) s")
        }
        // UIKit chooses the stiffness so that the spring settles as the block's duration ends.
        #expect(abs(spring.settlingDuration - 1) < 0.02)
    }

    @Test func theViewGivesAnActionOnlyInsideABlockAndOnlyForAnimatableProperties() {
        let view = makeView()
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        var insideOpacity: CAAction?
        var insideCornerRadius: CAAction?
        UIView.animate(withDuration: 0.3) {
            insideOpacity = view.action(for: view.layer, forKey: "opacity")
            insideCornerRadius = view.action(for: view.layer, forKey: "cornerRadius")
        }
        #expect(insideOpacity != nil && !(insideOpacity is NSNull))
        #expect(insideCornerRadius is NSNull)
        var withAnimationsOff: CAAction?
        UIView.animate(withDuration: 0.3) {
            UIView.performWithoutAnimation {
                withAnimationsOff = view.action(for: view.layer, forKey: "opacity")
            }
        }
        #expect(withAnimationsOff is NSNull)
    }

    /// A view that fades over two seconds whatever block changes its alpha.
    private final class SlowFadingView: UIView {
        override func action(for layer: CALayer, forKey event: String) -> CAAction? {
            guard event == "opacity", !(super.action(for: layer, forKey: event) is NSNull) else {
                return super.action(for: layer, forKey: event)
            }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.duration = 2
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            return fade
        }
    }

    @Test func aViewCanGiveItsOwnAnimation() throws {
        let view = SlowFadingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        let fade = try #require(view.layer.animation(forKey: "opacity"))
        #expect(fade.duration == 2)
        Headless.advance(by: 1)
        #expect(view.layer.presentation()?.opacity == 0.5)   // from the value shown before, linearly
        Headless.advance(by: 1.1)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.opacity == 0)
    }

    /// A view that never animates its background colour.
    private final class InstantBackgroundView: UIView {
        override func action(for layer: CALayer, forKey event: String) -> CAAction? {
            event == "backgroundColor" ? NSNull() : super.action(for: layer, forKey: event)
        }
    }

    @Test func aViewThatGivesNoActionChangesAtOnceAndTheBlockStillCompletes() {
        let view = InstantBackgroundView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 0.5, animations: {
            view.backgroundColor = .red
            view.alpha = 0.5
        }, completion: { finished = $0 })
        #expect(view.layer.animationKeys() == ["opacity"])
        Headless.advance(by: 0.6)
        #expect(finished == true)
    }

    @Test func anAnimationAddedUnderTheSameKeyReplacesTheViewAnimation() {
        let view = makeView()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 0.2
        pulse.toValue = 0.4
        pulse.duration = 3
        view.layer.add(pulse, forKey: "opacity")
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(finished == nil)           // told after the transaction, not inside `add`
        Headless.advance(by: 0)
        #expect(finished == false)
    }

    @Test func viewAndAddedAnimationsAreListedInTheOrderAdded() {
        let view = makeView()
        view.layer.add(CABasicAnimation(keyPath: "cornerRadius"), forKey: "corner")
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            view.center = CGPoint(x: 10, y: 10)
        }
        view.layer.add(CABasicAnimation(keyPath: "borderWidth"), forKey: "border")
        #expect(view.layer.animationKeys() == ["corner", "opacity", "position", "border"])
    }

    /// Apple's Technical Q&A QA1673, "How to pause the animation of a layer tree": speed 0 and a
    /// time offset stop a layer's animations, view animations included, until the speed is back.
    @Test func pausingTheLayersTimePausesItsViewAnimations() {
        let view = makeView()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.alpha = 0 }, completion: { finished = $0 })
        Headless.advance(by: 0.5)
        let layer = view.layer
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        Headless.advance(by: 5)
        #expect(layer.presentation()?.opacity == 0.5)
        #expect(finished == nil)
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        Headless.advance(by: 0.25)
        #expect(layer.presentation()?.opacity == 0.25)
        Headless.advance(by: 0.3)
        #expect(finished == true)
    }

    @Test func aNestedBlockCompletesWhenItsOwnAnimationsEnd() {
        let view = makeView()
        var outerFinished: Bool?
        var innerFinished: Bool?
        UIView.animate(withDuration: 2, animations: {
            view.alpha = 0
            UIView.animate(withDuration: 1, delay: 0, options: .overrideInheritedDuration, animations: {
                view.center = CGPoint(x: 0, y: 0)
            }, completion: { innerFinished = $0 })
        }, completion: { outerFinished = $0 })
        Headless.advance(by: 1.05)
        #expect(innerFinished == true)
        #expect(outerFinished == nil)
        Headless.advance(by: 1)
        #expect(outerFinished == true)
    }
}

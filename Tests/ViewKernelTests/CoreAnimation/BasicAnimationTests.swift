// BasicAnimationTests.swift: CABasicAnimation added to layers as Core Animation documents it:
// its defaults, the copy the layer runs, from/to/by values, key paths, timing functions, fill
// modes, repeats, removal, and what the delegate hears, on the virtual clock.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// Records what an animation delegate hears, with the virtual time.
@MainActor
final class AnimationEventRecorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) {
        events.append("start \(Headless.now)")
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(flag) \(Headless.now)")
    }
}

@MainActor
@Suite("CABasicAnimation", .headless)
struct BasicAnimationTests {
    private func fade(from: Any? = 0, to: Any? = 1, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        return animation
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.0001 }

    @Test func theDefaultsAreCoreAnimations() {
        let animation = CABasicAnimation(keyPath: "opacity")
        #expect(animation.keyPath == "opacity")
        #expect(animation.duration == 0 && animation.beginTime == 0 && animation.speed == 1)
        #expect(animation.repeatCount == 0 && animation.autoreverses == false)
        #expect(animation.fillMode == .removed && animation.isRemovedOnCompletion)
        #expect(animation.timingFunction == nil && animation.delegate == nil)
        #expect(animation.isAdditive == false && animation.isCumulative == false)
    }

    @Test func aDurationOfZeroTakesTheTransactionsQuarterSecond() {
        let layer = CALayer()
        let animation = fade(duration: 0)
        layer.add(animation, forKey: "fade")
        #expect(layer.animation(forKey: "fade")?.duration == 0.25)
        #expect(animation.duration == 0)
        Headless.advance(by: 0.125)
        #expect(layer.presentation()?.opacity == 0.5)
        Headless.advance(by: 0.125)
        #expect(layer.animation(forKey: "fade") == nil)
        #expect(layer.presentation()?.opacity == 1)
    }

    @Test func theLayerRunsACopy() throws {
        let layer = CALayer()
        let animation = fade()
        layer.add(animation, forKey: "fade")
        animation.toValue = 0
        let running = try #require(layer.animation(forKey: "fade") as? CABasicAnimation)
        #expect(running !== animation)
        #expect(running.toValue as? Int == 1)
        Headless.advance(by: 0.5)
        #expect(layer.presentation()?.opacity == 0.5)
    }

    @Test func fromToAndByCombineAsDocumented() {
        let layer = CALayer()
        layer.cornerRadius = 10
        func halfway(_ configure: (CABasicAnimation) -> Void) -> CGFloat {
            let animation = CABasicAnimation(keyPath: "cornerRadius")
            animation.duration = 1
            configure(animation)
            layer.add(animation, forKey: "radius")
            defer { layer.removeAllAnimations() }
            Headless.advance(by: 0.5)
            return layer.presentation()?.cornerRadius ?? -1
        }
        #expect(halfway { $0.fromValue = 0; $0.toValue = 20 } == 10)
        #expect(halfway { $0.fromValue = 0; $0.byValue = 4 } == 2)
        #expect(halfway { $0.toValue = 20; $0.byValue = 4 } == 18)
        #expect(halfway { $0.fromValue = 30 } == 20)
        #expect(halfway { $0.toValue = 0 } == 5)
        #expect(halfway { $0.byValue = 10 } == 15)
        #expect(halfway { _ in } == 10)
    }

    @Test func partsOfPropertiesAnimateByKeyPath() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 110
        move.duration = 1
        layer.add(move, forKey: "move")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = 40
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        Headless.advance(by: 0.5)
        let shown = layer.presentation()
        #expect(shown?.position == CGPoint(x: 60, y: 20))
        let turn = shown?.affineTransform() ?? .identity
        #expect(close(turn.a, 0) && close(turn.b, 1))
        #expect(shown?.bounds.width == 30)
        #expect(layer.position == CGPoint(x: 10, y: 20))
    }

    @Test func scaleAndColoursAnimate() {
        let layer = CALayer()
        layer.backgroundColor = UIColor.red.cgColor
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.toValue = 2
        scale.duration = 1
        layer.add(scale, forKey: "scale")
        let colour = CABasicAnimation(keyPath: "backgroundColor")
        colour.toValue = UIColor.blue.cgColor
        colour.duration = 1
        layer.add(colour, forKey: "colour")
        Headless.advance(by: 0.5)
        let shown = layer.presentation()
        #expect(shown?.affineTransform() == CGAffineTransform(scaleX: 1.5, y: 1.5))
        #expect(shown?.backgroundColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    }

    @Test func aUIColorIsNotALayerColourAndHasNoEffect() {
        let layer = CALayer()
        layer.backgroundColor = UIColor.red.cgColor
        let colour = CABasicAnimation(keyPath: "backgroundColor")
        colour.toValue = UIColor.blue
        colour.duration = 1
        layer.add(colour, forKey: "colour")
        Headless.advance(by: 0.5)
        #expect(layer.presentation()?.backgroundColor == UIColor.red.cgColor)
    }

    @Test func anAdditiveAnimationAddsToTheModelValue() {
        let layer = CALayer()
        layer.position = CGPoint(x: 50, y: 0)
        let shake = CABasicAnimation(keyPath: "position.x")
        shake.fromValue = 0
        shake.toValue = 100
        shake.isAdditive = true
        shake.duration = 1
        layer.add(shake, forKey: "shake")
        Headless.advance(by: 0.5)
        #expect(layer.presentation()?.position.x == 100)
    }

    @Test func theTimingFunctionPacesTheAnimation() {
        let layer = CALayer()
        let animation = fade()
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(animation, forKey: "fade")
        Headless.advance(by: 0.5)
        let opacity = layer.presentation()?.opacity ?? 0
        #expect(opacity > 0.25 && opacity < 0.4)
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &point)
        #expect(point == [0.25, 0.1])
    }

    @Test func fillingForwardsAndStayingKeepsTheEndValue() {
        let layer = CALayer()
        let recorder = AnimationEventRecorder()
        let animation = fade(from: 1, to: 0)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = recorder
        layer.add(animation, forKey: "fade")
        Headless.advance(by: 2)
        #expect(layer.presentation()?.opacity == 0)
        #expect(layer.opacity == 1)
        #expect(layer.animation(forKey: "fade") != nil)
        #expect(recorder.events == ["start 0.0", "stop true 1.0"])
        #expect(Headless.isIdle)
    }

    @Test func aLaterBeginShowsTheModelUntilThenUnlessFilledBackwards() {
        let layer = CALayer()
        let late = fade(from: 0, to: 1)
        late.beginTime = CACurrentMediaTime() + 1
        layer.add(late, forKey: "late")
        Headless.advance(by: 0.5)
        #expect(layer.presentation()?.opacity == 1)
        layer.removeAllAnimations()
        let backwards = fade(from: 0, to: 1)
        backwards.beginTime = CACurrentMediaTime() + 1
        backwards.fillMode = .backwards
        layer.add(backwards, forKey: "backwards")
        Headless.advance(by: 0.5)
        #expect(layer.presentation()?.opacity == 0)
        Headless.advance(by: 1)
        #expect(layer.presentation()?.opacity == 0.5)
    }

    @Test func repeatsAndAutoreversesRunTheirCycles() {
        let layer = CALayer()
        let recorder = AnimationEventRecorder()
        let pulse = fade(from: 0, to: 1)
        pulse.autoreverses = true
        pulse.repeatCount = 2
        pulse.delegate = recorder
        layer.add(pulse, forKey: "pulse")
        Headless.advance(by: 1.5)
        #expect(layer.presentation()?.opacity == 0.5)
        Headless.advance(by: 1)
        #expect(layer.presentation()?.opacity == 0.5)
        Headless.advance(by: 2)
        #expect(recorder.events.last == "stop true 4.0")
    }

    @Test func foreverRepeatsUntilRemoved() {
        let layer = CALayer()
        let recorder = AnimationEventRecorder()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.delegate = recorder
        layer.add(spin, forKey: "spin")
        Headless.advance(by: 100)
        #expect(layer.animationKeys() == ["spin"])
        #expect(!Headless.isIdle)
        layer.removeAnimation(forKey: "spin")
        #expect(recorder.events == ["start 0.0"])
        Headless.advance(by: 0)
        #expect(recorder.events == ["start 0.0", "stop false 100.0"])
    }

    @Test func anAnimationUnderTheSameKeyReplacesTheFirst() {
        let layer = CALayer()
        let first = AnimationEventRecorder()
        let animation = fade()
        animation.delegate = first
        layer.add(animation, forKey: "fade")
        Headless.advance(by: 0.5)
        layer.add(fade(from: 1, to: 0), forKey: "fade")
        Headless.advance(by: 0)
        #expect(first.events == ["start 0.0", "stop false 0.5"])
        #expect(layer.presentation()?.opacity == 1)
    }

    @Test func theDelegateIsRetainedByTheAnimation() {
        let animation = fade()
        weak var weakRecorder: AnimationEventRecorder?
        do {
            let recorder = AnimationEventRecorder()
            weakRecorder = recorder
            animation.delegate = recorder
        }
        #expect(weakRecorder != nil)
    }

    @Test func keysAreListedInTheOrderAdded() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.add(fade(), forKey: "fade")
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 50, y: 50) }
        view.layer.add(fade(), forKey: nil)
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.toValue = 2
        view.layer.add(scale, forKey: "scale")
        #expect(view.layer.animationKeys() == ["fade", "position", "scale"])
        let position = view.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(position?.keyPath == "position")
        #expect(position?.toValue as? CGPoint == CGPoint(x: 50, y: 50))
    }

    @Test func theMediaClockIsTheVirtualClock() {
        Headless.advance(by: 3)
        #expect(CACurrentMediaTime() == 3)
    }
}

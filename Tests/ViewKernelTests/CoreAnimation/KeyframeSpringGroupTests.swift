// KeyframeSpringGroupTests.swift: keyframe animations (values, key times, calculation modes,
// paths), spring animations (the motion, its settling duration) and animation groups.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Keyframe, spring and group animations", .headless)
struct KeyframeSpringGroupTests {
    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.0001) -> Bool {
        abs(a - b) < tolerance
    }

    private func opacity(of layer: CALayer) -> CGFloat {
        CGFloat(layer.presentation()?.opacity ?? -1)
    }

    @Test func valuesAreReachedAtTheirKeyTimes() {
        let layer = CALayer()
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [0, 1, 0.5]
        blink.keyTimes = [0, 0.8, 1]
        blink.duration = 1
        layer.add(blink, forKey: "blink")
        Headless.advance(by: 0.4)
        #expect(close(opacity(of: layer), 0.5))
        Headless.advance(by: 0.4)
        #expect(close(opacity(of: layer), 1))
        Headless.advance(by: 0.1)
        #expect(close(opacity(of: layer), 0.75))
    }

    @Test func withoutKeyTimesTheValuesAreEvenlySpread() {
        let layer = CALayer()
        let steps = CAKeyframeAnimation(keyPath: "position.x")
        steps.values = [0, 10, 110]
        steps.duration = 2
        layer.add(steps, forKey: "steps")
        Headless.advance(by: 0.5)
        #expect(layer.presentation()?.position.x == 5)
        Headless.advance(by: 1)
        #expect(layer.presentation()?.position.x == 60)
    }

    @Test func discreteValuesJump() {
        let layer = CALayer()
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [0, 0.5, 1]
        steps.calculationMode = .discrete
        steps.duration = 3
        layer.add(steps, forKey: "steps")
        Headless.advance(by: 0.9)
        #expect(opacity(of: layer) == 0)
        Headless.advance(by: 0.6)
        #expect(opacity(of: layer) == 0.5)
        Headless.advance(by: 0.6)
        #expect(opacity(of: layer) == 1)
    }

    @Test func pacedValuesMoveAtAnEvenSpeed() {
        let layer = CALayer()
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 100, y: 0)]
        move.calculationMode = .paced
        move.duration = 1
        layer.add(move, forKey: "move")
        Headless.advance(by: 0.5)
        #expect(close(layer.presentation()?.position.x ?? 0, 50))
    }

    @Test func eachSegmentTakesItsTimingFunction() {
        let layer = CALayer()
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0, 1]
        fade.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        Headless.advance(by: 0.5)
        #expect(opacity(of: layer) < 0.4)
    }

    @Test func aPathIsFollowed() {
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.duration = 2
        follow.rotationMode = .rotateAuto
        layer.add(follow, forKey: "follow")
        Headless.advance(by: 0.5)
        #expect(layer.presentation()?.position == CGPoint(x: 50, y: 0))
        Headless.advance(by: 1)
        let shown = layer.presentation()
        #expect(shown?.position == CGPoint(x: 100, y: 50))
        // Heading down the second line: a quarter turn.
        #expect(close(shown?.affineTransform().b ?? 0, 1, 0.01))
    }

    @Test func aSpringOvershootsAndSettlesOnItsTarget() {
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        var highest: CGFloat = 0
        for _ in 0..<60 {
            Headless.advance(by: 0.02)
            highest = max(highest, layer.presentation()?.position.x ?? 0)
        }
        #expect(highest > 100)
        Headless.advance(by: spring.settlingDuration)
        #expect(layer.animationKeys() == nil)
    }

    @Test func theSpringsDefaultsAndSettlingDurationAreCoreAnimations() {
        let spring = CASpringAnimation()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        spring.damping = 5
        // Apple's documentation gives about 2.85 s for this spring.
        #expect(spring.settlingDuration > 2.6 && spring.settlingDuration < 3)
        spring.damping = 15
        #expect(spring.settlingDuration < 1.5)
    }

    @Test func aPerceptualSpringHasThatPeriod() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        #expect(close(CGFloat(spring.perceptualDuration), 0.5))
        #expect(close(spring.bounce, 0.2))
    }

    @Test func aGroupRunsItsAnimationsInItsTime() {
        let layer = CALayer()
        layer.position = .zero
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 4
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 2
        let recorder = AnimationEventRecorder()
        group.delegate = recorder
        layer.add(group, forKey: "group")
        Headless.advance(by: 1)
        #expect(opacity(of: layer) == 0.5)
        #expect(layer.presentation()?.position.x == 25)
        Headless.advance(by: 1)
        #expect(layer.animationKeys() == nil)
        #expect(recorder.events == ["start 0.0", "stop true 2.0"])
    }
}

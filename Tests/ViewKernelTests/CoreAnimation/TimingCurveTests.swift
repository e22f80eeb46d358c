import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite("Timing curves, timing and transform interpolation", .headless)
struct TimingCurveTests {
    // MARK: - Cubic Béziers

    @Test func easeInEaseOutIsExactAtItsEndsAndHalfwayAtHalfTime() {
        let curve = TimingCurve.easeInEaseOut
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-9)
    }

    @Test func easeInEaseOutIsSlowAtTheStartAndSymmetric() {
        let curve = TimingCurve.easeInEaseOut
        #expect(curve.progress(at: 0.1) < 0.1)
        #expect(abs(curve.progress(at: 0.25) + curve.progress(at: 0.75) - 1) < 1e-9)
    }

    @Test func easeOutMirrorsEaseIn() {
        for x in [0.1, 0.3, 0.5, 0.7, 0.9] {
            let mirrored = 1 - TimingCurve.easeIn.progress(at: 1 - x)
            #expect(abs(TimingCurve.easeOut.progress(at: x) - mirrored) < 1e-9)
        }
        #expect(TimingCurve.easeIn.progress(at: 0.5) < 0.5)
    }

    @Test func aBezierCurveMeetsItsOwnParametricPoints() {
        // At parameter t = 0.5, the ease-in curve (0.42, 0), (1, 1) is at x = 0.6325, y = 0.5.
        let x = 3 * 0.25 * 0.5 * 0.42 + 3 * 0.5 * 0.25 * 1 + 0.125
        #expect(abs(TimingCurve.easeIn.progress(at: x) - 0.5) < 1e-9)
    }

    @Test func curvesNeverGoBackwards() {
        for curve in [TimingCurve.easeInEaseOut, .easeIn, .easeOut, .linear] {
            var previous = 0.0
            for step in 1...100 {
                let value = curve.progress(at: Double(step) / 100)
                #expect(value >= previous)
                previous = value
            }
        }
    }

    @Test func linearIsTheIdentityAndFractionsAreClamped() {
        #expect(TimingCurve.linear.progress(at: 0.37) == 0.37)
        #expect(TimingCurve.easeInEaseOut.progress(at: -1) == 0)
        #expect(TimingCurve.easeInEaseOut.progress(at: 2) == 1)
        #expect(TimingCurve.easeInEaseOut.progress(at: .nan) == 0)
    }

    // MARK: - Springs

    @Test func aSpringStartsAtZeroAndEndsExactlyAtOne() {
        for damping in [0.1, 0.5, 1, 3] {
            let curve = TimingCurve.spring(DampedSpring(dampingRatio: damping, initialVelocity: 0, duration: 1))
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(abs(curve.progress(at: 0.999) - 1) < 0.002)
        }
    }

    @Test func anUnderdampedSpringOvershootsAndAnOverdampedOneDoesNot() {
        let bouncy = DampedSpring(dampingRatio: 0.3, initialVelocity: 0, duration: 1)
        let stiff = DampedSpring(dampingRatio: 2, initialVelocity: 0, duration: 1)
        let samples = (1..<100).map { Double($0) / 100 }
        #expect(samples.map(bouncy.progress).max() ?? 0 > 1.1)
        #expect(samples.map(stiff.progress).allSatisfy { $0 <= 1 })
    }

    @Test func anInitialVelocityMakesTheSpringStartFaster() {
        let resting = DampedSpring(dampingRatio: 1, initialVelocity: 0, duration: 1)
        let pushed = DampedSpring(dampingRatio: 1, initialVelocity: 5, duration: 1)
        #expect(pushed.progress(at: 0.02) > resting.progress(at: 0.02))
    }

    // MARK: - Timing of a block's animation

    /// The animation a block with these settings adds for a change committed at time 0, its
    /// timeline, and the fraction of the change it shows at a time.
    private struct BlockTiming {
        let timeline: AnimationTimeline
        let values: ViewAnimationValues

        @MainActor
        init(delay: TimeInterval = 0, duration: TimeInterval, repeatCount: Double, autoreverses: Bool) {
            let block = ViewAnimationBlock(duration: duration, delay: delay, curve: .linear, repeatCount: repeatCount,
                                           autoreverses: autoreverses, beginsFromCurrentState: false,
                                           allowsUserInteraction: false, completion: nil)
            let animation = block.makeAnimation(of: .opacity, from: .opacity(0), to: .opacity(1), in: CALayer(), committedAt: 0)
            timeline = AnimationTimeline(animation: animation, beginTime: animation.beginTime, duration: animation.duration)
            values = ViewAnimationValues(key: .opacity, from: .opacity(0), to: .opacity(1), curve: .linear,
                                         allowsUserInteraction: false, beginsFromCurrentState: false)
        }

        func progress(at time: TimeInterval) -> Float? {
            guard let simple = timeline.simpleTime(atParentTime: time),
                  case .opacity(let shown) = values.value(atFraction: simple / timeline.duration) else { return nil }
            return shown
        }
    }

    @Test func aBlocksAnimationFillsBackwardsDuringTheDelayAndEndsAtTheEnd() {
        let timing = BlockTiming(delay: 1, duration: 2, repeatCount: 0, autoreverses: false)
        #expect(timing.progress(at: 0.5) == 0)
        #expect(timing.progress(at: 2) == 0.5)
        #expect(timing.progress(at: 3) == 1)
        #expect(timing.progress(at: 10) == 1)
        #expect(timing.timeline.endTimeInParent == 3)
    }

    @Test func aFractionalRepeatCountEndsPartWayThroughACycle() {
        let timing = BlockTiming(duration: 1, repeatCount: 1.5, autoreverses: false)
        #expect(timing.timeline.endTimeInParent == 1.5)
        #expect(timing.progress(at: 1.25) == 0.25)
        #expect(timing.progress(at: 1.5) == 0.5)
    }

    @Test func aRepeatCountBelowOneRunsOneWholeCycle() {
        let timing = BlockTiming(duration: 1, repeatCount: 0.5, autoreverses: false)
        #expect(timing.timeline.endTimeInParent == 1)
        #expect(timing.progress(at: 1) == 1)
    }

    @Test func anEndlessBlockHasNoEnd() {
        let timing = BlockTiming(duration: 1, repeatCount: .infinity, autoreverses: true)
        #expect(timing.timeline.endTimeInParent == nil)
        #expect(timing.progress(at: 7.5) == 0.5)
    }

    // MARK: - Transforms

    @Test func aTransformDecomposesAndComposesBack() {
        let original = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -0.5).translatedBy(x: 10, y: 20)
        let rebuilt = TransformComponents(original).transform
        for (a, b) in zip([original.a, original.b, original.c, original.d, original.tx, original.ty],
                          [rebuilt.a, rebuilt.b, rebuilt.c, rebuilt.d, rebuilt.tx, rebuilt.ty]) {
            #expect(abs(a - b) < 1e-9)
        }
    }

    @Test func aQuarterTurnPassesThroughAnEighthTurn() {
        let from = AnimatableValue.transform(.identity)
        let to = AnimatableValue.transform(CGAffineTransform(rotationAngle: .pi / 2))
        guard case .transform(let halfway) = from.interpolated(to: to, progress: 0.5) else {
            Issue.record("not a transform")
            return
        }
        let expected = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(abs(halfway.a - expected.a) < 1e-9)
        #expect(abs(halfway.b - expected.b) < 1e-9)
    }

    @Test func aRotationTakesTheShorterWayRound() {
        let from = TransformComponents(CGAffineTransform(rotationAngle: 3 * .pi / 4))
        let to = TransformComponents(CGAffineTransform(rotationAngle: -3 * .pi / 4))
        let halfway = from.interpolated(to: to, progress: 0.5)
        #expect(abs(abs(halfway.angle) - .pi) < 1e-9)
    }

    @Test func aScaleInterpolatesItsFactors() {
        let from = AnimatableValue.transform(.identity)
        let to = AnimatableValue.transform(CGAffineTransform(scaleX: 3, y: 5))
        #expect(from.interpolated(to: to, progress: 0.5) == .transform(CGAffineTransform(scaleX: 2, y: 3)))
    }
}

// AnimatorFuzzTests.swift: 5,000 seeded random operations on property animators mixed with view
// animations and transitions (AnimatorFuzzHarness.swift); `FUZZ_SEED` replays another seed.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewKernel

@MainActor
@Suite("Property animator fuzz", .headless)
struct AnimatorFuzzTests {
    static let seed = RandomOperationSettings.seed(default: 0xA41_3A70)

    @Test func fiveThousandRandomAnimatorOperationsKeepEveryInvariant() throws {
        let count = try RandomOperationSettings.operationCount(default: 5_000).get()
        let report = RandomOperationTest(seed: try Self.seed.get(), count: count) { AnimatorFuzzHarness() }.run()
        #expect(report == nil, "\(report ?? "")")
    }

    @Test func everyAnimatorEndsAndIsFreedOnceStopped() throws {
        let test = RandomOperationTest(seed: try Self.seed.get() ^ 0x5EED, count: 1_000) { AnimatorFuzzHarness() }
        let harness = AnimatorFuzzHarness()
        var generator = SeededGenerator(seed: test.seed)
        for _ in 0..<1_000 { _ = harness.apply(harness.randomOperation(using: &generator)) }
        weak let first = harness.animators[0]
        weak let second = harness.animators[1]
        _ = Headless.recordingViolations {
            for animator in harness.animators {
                if animator?.state == .stopped { animator?.finishAnimation(at: .current) }
                animator?.stopAnimation(true)
            }
        }
        harness.animators = [nil, nil]
        Headless.advance(by: 10)
        #expect(first == nil)
        #expect(second == nil)
        for view in harness.views { #expect(view.layer.animationKeys() == nil) }
    }
}

// TransitionFuzzTests.swift: seeded random operations on transitions together (pushes and pops,
// animated, custom, interactive by an edge drag or a percent-driven interaction; tab switches,
// custom ones too; presentations full screen, over full screen, custom and as sheets; button menus
// opened, picked and dismissed by taps; a list's interactive reordering), interleaved with partial
// steps of the clock, every invariant checked after every operation, failures shrunk
// (Docs/Reliability.md).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

/// A screen that keeps itself alive through a closure it holds (a retain cycle): a deliberately
/// broken subject the fuzz must catch once the screen is popped or dismissed.
private final class SelfRetainingScreen: TrackedController {
    var onRefresh: (() -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        onRefresh = { self.title = self.name }
    }
}

@MainActor
@Suite("Random operations on transitions, tab switches, presentations, menus and reordering", .headless)
struct TransitionFuzzTests {
    static let operationCount = RandomOperationSettings.operationCount(default: 3_000)
    static let seed = RandomOperationSettings.seed(default: 46)

    @Test func randomOperationsKeepEveryInvariant() throws {
        // The count of the first run (the generating one), not of the shrinker's replays.
        var first: TransitionFuzzHarness?
        let test = RandomOperationTest(seed: try Self.seed.get(), count: try Self.operationCount.get()) {
            let harness = TransitionFuzzHarness()
            if first == nil { first = harness }
            return harness
        }
        let report = test.run()
        #expect(report == nil, Comment(rawValue: report ?? ""))
        // The run reached rest often: the checks at rest ran, not only the ones on the way.
        if report == nil, let first {
            #expect(first.restChecks > 100, "only \(first.restChecks) checks at rest")
            // And what the suite is for happened: interactive pops, menu picks, reorders.
            #expect(first.interactivePops > 20, "only \(first.interactivePops) interactive pops")
            #expect(first.log.menuPicks.reduce(0, +) > 10, "only \(first.log.menuPicks) menu picks")
            #expect(first.list.reorders.count > 5, "only \(first.list.reorders.count) reorders")
        }
    }

    @Test func aSecondSeedKeepsEveryInvariant() throws {
        let test = RandomOperationTest(seed: 0x7EA5, count: 800) { TransitionFuzzHarness() }
        let report = test.run()
        #expect(report == nil, Comment(rawValue: report ?? ""))
    }

    @Test func aScreenThatKeepsItselfAliveIsCaughtAndShrunk() throws {
        let test = RandomOperationTest(seed: 3, count: 800) {
            TransitionFuzzHarness(makeScreen: { SelfRetainingScreen(name: $0, log: $1) })
        }
        let report = try #require(test.run())
        #expect(report.contains("Seed 0x3 (replay: FUZZ_SEED=0x3)"))
        #expect(report.contains("controllers let go of are freed"), Comment(rawValue: report))
        // A screen pushed or presented, let go of, and the clock run to rest: a handful of operations.
        let count = report.firstRange(of: "Shortest reproduction found (").map { report[$0.upperBound...].prefix { $0.isNumber } }
        #expect(count.flatMap { Int($0) }.map { $0 <= 4 } == true, Comment(rawValue: report))
    }

    @Test func theSameSeedGivesTheSameOperations() {
        let first = RandomOperationTest(seed: 7, count: 200) { TransitionFuzzHarness() }.generate()
        let second = RandomOperationTest(seed: 7, count: 200) { TransitionFuzzHarness() }.generate()
        #expect(first.descriptions == second.descriptions)
        #expect(first.failure == nil, Comment(rawValue: first.failure.map { "\($0.failure)" } ?? ""))
    }

    @Test func everythingIsFreedAfterARunAndAReset() {
        var controllers: [WeakController] = []
        weak var weakTabs: UITabBarController?
        weak var weakWindow: UIWindow?
        do {
            let test = RandomOperationTest(seed: 11, count: 300) { TransitionFuzzHarness() }
            var generator = SeededGenerator(seed: test.seed)
            let harness = TransitionFuzzHarness()
            for _ in 0..<test.count { _ = harness.apply(harness.randomOperation(using: &generator)) }
            controllers = harness.tracked
            weakTabs = harness.tabs
            weakWindow = harness.window
            #expect(controllers.contains { $0.controller != nil })
        }
        Headless.reset()
        #expect(weakTabs == nil)
        #expect(weakWindow == nil)
        let alive = controllers.filter { $0.controller != nil }.map(\.name)
        #expect(alive.isEmpty, "still alive: \(alive)")
    }
}

// BarsFuzzTests.swift: seeded random operations on bars and safe areas together (navigation bars
// shown and hidden, animated or not, large titles, the toolbar, tab bars, extended layout,
// additional insets, scroll views' inset adjustment and content sizes, screens switched between
// presets, appearance, text size and layout direction, turns of the device), every invariant
// checked after every operation, failures shrunk (Docs/Reliability.md).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

@MainActor
@Suite("Random operations on bars, safe areas and scroll view insets", .headless)
struct BarsFuzzTests {
    static let operationCount = RandomOperationSettings.operationCount(default: 600)
    static let seed = RandomOperationSettings.seed(default: 41)

    @Test func randomOperationsKeepEveryInvariant() throws {
        // The counts of the first run (the generating one), not of the shrinker's replays.
        let counts = BarsFuzzCounts()
        var made = 0
        let test = RandomOperationTest(seed: try Self.seed.get(), count: try Self.operationCount.get()) {
            made += 1
            return BarsFuzzHarness(counts: made == 1 ? counts : BarsFuzzCounts())
        }
        let report = test.run()
        #expect(report == nil, Comment(rawValue: report ?? ""))
        // The run reached rest often, with the bar over a screen that extends under it: the
        // geometric checks ran, not only the NaN ones.
        if report == nil {
            #expect(counts.restChecks > 100, "only \(counts.restChecks) checks at rest")
            #expect(counts.barCoverChecks > 30, "only \(counts.barCoverChecks) checks of the bar's cover")
        }
    }

    @Test func theSameSeedGivesTheSameOperations() {
        let first = RandomOperationTest(seed: 7, count: 150) { BarsFuzzHarness() }.generate()
        let second = RandomOperationTest(seed: 7, count: 150) { BarsFuzzHarness() }.generate()
        #expect(first.descriptions == second.descriptions)
        #expect(first.failure == nil, Comment(rawValue: first.failure.map { "\($0.failure)" } ?? ""))
    }
}

// TestRunnerTests.swift: `swift run headless-test`'s choices: tests grouped by suite, a shard of a
// CI matrix keeping each suite in exactly one shard the same way on every machine, suites spread
// over workers by size, the filters that run exactly them, and the command line read strictly.
import Foundation
import Testing
@testable import HeadlessTestRunner

@Suite("The parallel and sharded test runner")
struct TestRunnerTests {
    static let listing = """
        Building for debugging...
        [3/3] Compiling
        WidgetTests.BadgeXCTests/testTheBadge
        WidgetTests.SafeAreaInvalidationTests/additionalInsetsOnTheControllerReachItsViewsAtOnce()
        WidgetTests.SafeAreaInvalidationTests/turningTheDeviceChangesTheInsetsOfAViewAlreadyLaidOut()
        WidgetTests.Outer/Inner/aNestedTest()
        UIKitCompatibilityTests.aHiddenViewLetsTheTapThrough()
        WidgetTests.BadgeXCTests/testTheBadgeInDarkMode
        WidgetTests.SafeAreaInvalidationTests/aViewMovedByItsConstraintLeavesTheUnsafeEdge()
        """

    @Test func testsAreGroupedBySuiteInListingOrderAndOtherLinesAreLeftOut() {
        let selection = TestSelection(listing: Self.listing)
        #expect(selection.groups.map(\.key) == ["WidgetTests.BadgeXCTests", "WidgetTests.SafeAreaInvalidationTests",
                                                "WidgetTests.Outer", "UIKitCompatibilityTests.aHiddenViewLetsTheTapThrough()"])
        #expect(selection.groups.map(\.tests.count) == [2, 3, 1, 1])
        #expect(selection.tests.count == 7)
    }

    @Test func shardsAreReadStrictly() {
        #expect(Shard("2/8") == Shard("2/8"))
        #expect(Shard("2/8")?.index == 2 && Shard("2/8")?.count == 8)
        for bad in ["0/8", "9/8", "2", "2/0", "a/b", "2/8/1", "", "-1/3", " 1/2"] {
            #expect(Shard(bad) == nil, "\(bad)")
        }
    }

    @Test func everySuiteIsInExactlyOneShardAndTheSplitIsStable() {
        let keys = (0..<500).map { "Module\($0 % 7).Suite\($0)" }
        let listing = keys.map { "\($0)/test()" }.joined(separator: "\n")
        let selection = TestSelection(listing: listing)
        for count in [1, 2, 3, 8] {
            let shards = (1...count).compactMap { Shard("\($0)/\(count)") }
            let kept = shards.map { selection.keeping($0).groups.map(\.key) }
            #expect(kept.flatMap { $0 }.sorted() == keys.sorted())
            #expect(Set(kept.flatMap { $0 }).count == keys.count)
            if count == 8 { #expect(kept.allSatisfy { !$0.isEmpty && $0.count < 120 }) }
        }
        // The hash is FNV-1a, the same on every machine: pinned.
        #expect(TestSelection.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(TestSelection.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test func suitesGoLargestFirstToTheLeastLoadedWorker() {
        let selection = TestSelection(listing: Self.listing)
        #expect(selection.split(into: 2) == [
            ["WidgetTests.SafeAreaInvalidationTests", "UIKitCompatibilityTests.aHiddenViewLetsTheTapThrough()"],
            ["WidgetTests.BadgeXCTests", "WidgetTests.Outer"],
        ])
        #expect(selection.split(into: 10).count == 4)
        #expect(selection.split(into: 0) == [["WidgetTests.SafeAreaInvalidationTests", "WidgetTests.BadgeXCTests",
                                              "WidgetTests.Outer", "UIKitCompatibilityTests.aHiddenViewLetsTheTapThrough()"]])
        #expect(TestSelection(listing: "").split(into: 4).isEmpty)
    }

    @Test func filtersMatchExactlyTheirSuites() throws {
        let arguments = TestSelection.filterArguments(for: ["WidgetTests.Outer", "UIKitCompatibilityTests.aHiddenViewLetsTheTapThrough()"])
        #expect(arguments == ["--filter", "^WidgetTests\\.Outer/",
                              "--filter", "^UIKitCompatibilityTests\\.aHiddenViewLetsTheTapThrough\\(\\)(/|$)"])
        let suite = try NSRegularExpression(pattern: arguments[1])
        let free = try NSRegularExpression(pattern: arguments[3])
        func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
            pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        #expect(matches(suite, "WidgetTests.Outer/Inner/aNestedTest()"))
        #expect(!matches(suite, "WidgetTests.OuterMost/aTest()"))
        #expect(!matches(suite, "WidgetTestsXOuter/aTest()"))
        #expect(matches(free, "UIKitCompatibilityTests.aHiddenViewLetsTheTapThrough()"))
        #expect(matches(free, "UIKitCompatibilityTests.aHiddenViewLetsTheTapThrough()/File.swift:12:5"))
        #expect(!matches(free, "UIKitCompatibilityTests.aHiddenViewLetsTheTapThroughToo()"))
    }

    @Test func theCommandLineIsReadStrictly() throws {
        let options = try RunnerOptions.parse(["--workers", "3", "--shard", "2/4", "--package-path", "Examples/App",
                                               "--skip-build", "--", "--filter", "Login"], environment: [:]).get()
        #expect(options.workers == 3)
        #expect(options.shard == Shard("2/4"))
        #expect(options.packagePath == "Examples/App")
        #expect(options.skipBuild)
        #expect(options.passThrough == ["--filter", "Login"])
        #expect(try RunnerOptions.parse([], environment: ["HEADLESS_SHARD": "3/8"]).get().shard == Shard("3/8"))
        #expect(try RunnerOptions.parse(["--shard", "1/2"], environment: ["HEADLESS_SHARD": "3/8"]).get().shard == Shard("1/2"))
        #expect(RunnerOptions.parse(["--workers", "0"], environment: [:]) == .failure(RunnerError("--workers needs a whole number of at least 1")))
        #expect(RunnerOptions.parse(["--shard", "5/4"], environment: [:]) == .failure(RunnerError("--shard needs K/N with 1 ≤ K ≤ N")))
        #expect(RunnerOptions.parse([], environment: ["HEADLESS_SHARD": "x"]) == .failure(RunnerError("HEADLESS_SHARD=x is not K/N with 1 ≤ K ≤ N")))
        guard case .failure(let unknown) = RunnerOptions.parse(["--parallel"], environment: [:]) else {
            Issue.record("an unknown argument was accepted")
            return
        }
        #expect(unknown.description.hasPrefix("unknown argument --parallel\nusage: swift run headless-test"))
    }
}

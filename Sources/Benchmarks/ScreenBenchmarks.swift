// ScreenBenchmarks.swift: issue 48's per-test cost. Each workload is one ordinary screen test, run
// as the `.headless(screen: .iPhone15)` trait runs it (a fresh runtime, the screen installed), then
// launched with `XCUIApplication`, driven through real touches and the simulated keyboard, and
// checked with queries. One operation is one whole test; the counters split it by phase.

import Foundation
import HeadlessTesting
import ViewWidgets

/// The `screens` group: `screens.login`, `screens.table`, `screens.list`.
@MainActor
struct ScreenBenchmarks {
    let harness: Harness
    /// Tests per timed run.
    var tests = 100

    func runAll(filter: WorkloadFilter) -> [Measurement] {
        var results: [Measurement] = []
        if filter.includes("screens.login") { results.append(measure("screens.login", test: loginTest)) }
        if filter.includes("screens.table") { results.append(measure("screens.table", test: tableTest)) }
        if filter.includes("screens.list") { results.append(measure("screens.list", test: listTest)) }
        return results
    }

    /// Times `tests` runs of `test`; the counters are each phase's mean microseconds per test
    /// over the last timed run, and whether every check passed.
    private func measure(_ name: String, test: @escaping (inout PhaseClock) -> Bool) -> Measurement {
        var phases = PhaseClock()
        var failures = 0
        let count = tests
        return harness.measure(name, size: 1, operations: count, counters: {
            var counters = phases.microsecondsPerTest(count)
            counters["failedChecks"] = Double(failures)
            return counters
        }) {
            phases = PhaseClock()
            failures = 0
            return harness.time {
                for _ in 0..<count where !test(&phases) { failures += 1 }
            }
        }
    }

    /// What the trait does before each test: a fresh runtime on the iPhone 15's screen.
    private static func resetAsTheTraitDoes() {
        Headless.reset()
        HeadlessTrait.Screen.iPhone15.install()
    }

    /// The login form: launch, tap the email field (the keyboard rises), type an address, tap the
    /// password field and type, tap "Log in", then three queries.
    private func loginTest(_ phases: inout PhaseClock) -> Bool {
        let app = launch(LoginScreen(), phases: &phases)
        phases.time("keyboard") { app.textFields["Email"].tap() }
        let address = "ada@example.com"
        phases.time("typing", characters: address.count) { app.textFields["Email"].typeText(address) }
        phases.time("taps") { app.secureTextFields["Password"].tap() }
        phases.time("typing", characters: 6) { app.secureTextFields["Password"].typeText("s3cret") }
        phases.time("taps") { app.buttons["Log in"].tap() }
        return phases.time("queries") {
            app.staticTexts["Welcome, ada"].exists
                && app.navigationBars["Log in"].exists
                && (app.textFields["Email"].value as? String) == address
        }
    }

    /// Resets the runtime as the `.headless` trait does and launches `screen` in a navigation
    /// controller, timing each as its phase.
    private func launch(_ screen: @autoclosure () -> UIViewController, phases: inout PhaseClock) -> XCUIApplication {
        phases.time("reset") { Self.resetAsTheTraitDoes() }
        return phases.time("launch") { () -> XCUIApplication in
            let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: screen()))
            app.launch()
            return app
        }
    }

    /// The 1,000-row table: launch, swipe up twice, tap a row to push its detail screen (the push
    /// runs to its end), then query the detail.
    private func tableTest(_ phases: inout PhaseClock) -> Bool {
        let app = launch(RowsScreen(style: .plain), phases: &phases)
        phases.time("swipes") {
            app.tables.firstMatch.swipeUp()
            app.tables.firstMatch.swipeUp()
        }
        let row = phases.time("queries") { app.cells.element(boundBy: 3).label }
        phases.time("push") { app.cells.element(boundBy: 3).tap() }
        return phases.time("queries") {
            app.navigationBars[row].exists && app.staticTexts["Detail of \(row.lowercased())"].exists
        }
    }

    /// The compositional list: launch, swipe a row left to show its action, tap "Delete", query.
    private func listTest(_ phases: inout PhaseClock) -> Bool {
        let app = launch(SwipeListScreen(), phases: &phases)
        phases.time("swipes") { app.cells["Item 2"].swipeLeft() }
        phases.time("taps") { app.buttons["Delete"].tap() }
        return phases.time("queries") {
            !app.cells["Item 2"].exists && app.cells["Item 3"].exists && app.navigationBars["List"].exists
        }
    }
}

/// Accumulated time per named phase over many tests, and characters typed (for a per-key cost).
struct PhaseClock {
    private(set) var seconds: [String: Double] = [:]
    private(set) var characters = 0
    private let clock = ContinuousClock()

    /// Runs `body`, adding its time to `phase`.
    mutating func time<T>(_ phase: String, characters typed: Int = 0, _ body: () -> T) -> T {
        let start = clock.now
        let result = body()
        let elapsed = start.duration(to: clock.now)
        seconds[phase, default: 0] += Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        characters += typed
        return result
    }

    /// Each phase's mean microseconds per test (`µs.<phase>`), and typing per character.
    func microsecondsPerTest(_ tests: Int) -> [String: Double] {
        guard tests > 0 else { return [:] }
        var result: [String: Double] = [:]
        for (phase, total) in seconds { result["µs.\(phase)"] = total * 1e6 / Double(tests) }
        if characters > 0, let typing = seconds["typing"] {
            result["µs.typingPerCharacter"] = typing * 1e6 / Double(characters)
        }
        return result
    }
}

// Monkey.swift: `Headless.monkey(rootViewController:seed:steps:invariants:)`: a seeded random
// explorer that taps, types, swipes, turns the device, lets time pass and sends memory warnings,
// checks invariants after every step, and shrinks a failing run to a short, ready test.

import Testing
import ViewWidgets

/// What a monkey's run found: nothing, or the invariant it broke with the shortest run it found
/// that still breaks it, as a ready test.
public struct MonkeyReport: CustomStringConvertible, Sendable {
    /// A broken invariant, and how to break it again.
    public struct Failure: Sendable {
        /// The invariant's name (`no UIKit exception or error`, `accessibility audit`, or a test's).
        public let invariant: String
        /// What was wrong: UIKit's message, the audit's or lint's finding, or the test's name for it.
        public let message: String
        /// How many steps the random run took up to the failure.
        public let stepsBeforeShrinking: Int
        /// The shortest run found that still breaks the invariant, a line of Swift a step.
        public let steps: [String]
        /// A whole Swift Testing test that does those steps: paste it into a test target.
        public let test: String
        /// False when the whole random run could not be replayed from a fresh launch: it did not
        /// break the invariant again (something outside the steps mattered, such as a global an
        /// earlier test left), or every launch got the same controller. `steps` is then the whole
        /// run, unshrunk.
        public let reproduced: Bool
        /// Whether shrinking ran out of its budget (300 replays, 30,000 steps replayed) before
        /// every single step had been tried without: a shorter run may still break it.
        public let shrinkingStoppedAtBudget: Bool
    }

    /// The seed the run was made from: the same seed makes the same run.
    public let seed: UInt64
    /// The steps taken, a line of Swift a step (all of them, or up to the failure).
    public let steps: [String]
    /// How many steps were taken.
    public var stepsTaken: Int { steps.count }
    /// What broke, or nil when every invariant held after every step.
    public let failure: Failure?

    /// One line when nothing broke; else what broke, and the test that breaks it again.
    public var description: String {
        guard let failure else { return "The monkey (seed \(seed)) took \(stepsTaken) steps; every invariant held." }
        let count = "\(failure.steps.count) step\(failure.steps.count == 1 ? "" : "s")"
        let shrunk = !failure.reproduced ? "It could not be replayed from a fresh launch, so it is not shrunk"
            : failure.shrinkingStoppedAtBudget ? "Shrunk to \(count) (shrinking stopped at its budget)"
            : "Shrunk to \(count)"
        return """
            The monkey (seed \(seed)) broke "\(failure.invariant)" after \(failure.stepsBeforeShrinking) step\(failure.stepsBeforeShrinking == 1 ? "" : "s"): \(failure.message)
            \(shrunk); a test that does them:

            \(failure.test)
            """
    }
}

extension Headless {
    /// Explores the screen of a fresh `rootViewController` at random, from `seed`, for `steps`
    /// steps, checking after each that UIKit raised no exception and logged no error and that every
    /// invariant in `invariants` holds. A step taps a hittable element, types into the focused
    /// field, swipes a scrolling element or a cell, turns the device, lets time pass or sends a
    /// memory warning, through the same calls a test makes (`app.buttons["Add"].tap()`).
    ///
    /// When an invariant breaks, the run is shrunk: shorter runs are tried, each from a fresh
    /// launch, keeping the shortest that still breaks the same invariant (for UIKit's messages,
    /// the same kind of message). The test fails where `monkey` was called, showing the shortest
    /// run as a ready test; the report holds it too.
    ///
    ///     @Test func theCartSurvivesAMonkey() {
    ///         Headless.monkey(rootViewController: CartViewController(), seed: 42, steps: 200)
    ///     }
    ///
    /// The same seed makes the same run on any machine. `rootViewController` is made again for
    /// every launch. Each launch is a fresh runtime on the device the test runs on (its screen,
    /// orientation and settings), and so is the runtime left at the end; the checks the
    /// `.headless` trait runs after each action (`audit:`, `lints:`) are off while the monkey runs:
    /// name them as invariants (``MonkeyInvariant/audit(_:)``, ``MonkeyInvariant/lints(_:)``).
    @discardableResult
    public static func monkey(rootViewController: @autoclosure @escaping @MainActor () -> UIViewController,
                              seed: UInt64, steps: Int = 100, invariants: [MonkeyInvariant] = [],
                              fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) -> MonkeyReport {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let (audit, lints) = (XCUIElement.auditAfterEachAction, XCUIElement.lintsAfterEachAction)
        XCUIElement.resetChecks()
        let runner = MonkeyRunner(makeRoot: rootViewController, invariants: invariants, device: Headless.device)
        defer {
            Headless.relaunch(on: runner.device)
            XCUIElement.resetChecks(audit: audit, lints: lints)
        }
        let run = runner.explore(seed: seed, steps: max(0, steps))
        guard let failure = run.failure else {
            return MonkeyReport(seed: seed, steps: run.steps.map(\.swiftLine), failure: nil)
        }
        let reproducedLength = runner.replay(run.steps, breaking: failure.signature)
        let sameRootTwice = runner.madeTheSameRootTwice
        let reproduced = reproducedLength != nil && !sameRootTwice
        let shortest = reproduced
            ? runner.shrink(Array(run.steps.prefix(reproducedLength ?? run.steps.count)), breaking: failure.signature)
            : run.steps
        let report = MonkeyReport(seed: seed, steps: run.steps.map(\.swiftLine), failure: MonkeyReport.Failure(
            invariant: failure.invariant, message: failure.message, stepsBeforeShrinking: run.steps.count,
            steps: shortest.map(\.swiftLine),
            test: runner.test(for: shortest, seed: seed, failure: failure), reproduced: reproduced,
            shrinkingStoppedAtBudget: runner.shrinkingStoppedAtBudget))
        here.fail((sameRootTwice ? Self.sameRootTwice + "\n\n" : "") + report.description, artifacts: [])
        return report
    }

    /// Why a run cannot be shrunk when every launch gets the same root controller.
    static let sameRootTwice = """
        Headless.monkey(rootViewController:) got the same controller for two launches, so its runs \
        cannot be replayed from a fresh start. Pass an expression that makes a new controller \
        (rootViewController: CartViewController()), and call the monkey outside #expect and \
        #require, which evaluate their arguments once.
        """
}

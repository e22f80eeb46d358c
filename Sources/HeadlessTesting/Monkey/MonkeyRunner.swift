// MonkeyRunner.swift: the monkey's runs: a random one from a seed, replays of chosen steps from a
// fresh launch, and the shrinking that looks for the shortest replay that still fails.

import ViewWidgets

/// Launches the screen afresh and runs steps on it, checking the invariants after each.
@MainActor
final class MonkeyRunner {
    /// An invariant that broke: its name, what was wrong, and what counts as the same failure
    /// while shrinking.
    struct Broken {
        let invariant: String
        let message: String
        let signature: String
    }

    /// The steps a run took, and what broke after the last of them, if anything.
    struct Run {
        let steps: [MonkeyStep]
        let failure: Broken?
    }

    let makeRoot: @MainActor () -> UIViewController
    let invariants: [MonkeyInvariant]
    let device: Headless.Device
    /// The root controller as Swift (`CartViewController()`), and the modules it needs, as the
    /// last launch made it.
    private(set) var rootSource = (expression: "UIViewController()", modules: [String]())
    /// The root controller of the last launch, to notice one made only once.
    private weak var lastRoot: UIViewController?
    /// Whether a launch got the root controller of the launch before: `makeRoot` does not make a
    /// new one each time (an autoclosure evaluated once, inside `#expect`), and runs cannot be
    /// compared.
    private(set) var madeTheSameRootTwice = false

    /// How many replays shrinking may make, and how many steps they may take in all.
    static let shrinkBudget = (replays: 300, steps: 30_000)
    /// The steps replayed so far.
    private var replayedSteps = 0
    /// Whether shrinking stopped at its budget before it could leave out any single step.
    private(set) var shrinkingStoppedAtBudget = false

    init(makeRoot: @escaping @MainActor () -> UIViewController, invariants: [MonkeyInvariant], device: Headless.Device) {
        self.makeRoot = makeRoot
        self.invariants = invariants
        self.device = device
    }

    // MARK: - Runs

    /// A random run of up to `steps` steps from `seed`, stopping at the first broken invariant.
    func explore(seed: UInt64, steps: Int) -> Run {
        var random = MonkeyRandom(seed: seed)
        var chooser = MonkeyChooser()
        let (app, launchFailure) = launch()
        if let launchFailure { return Run(steps: [], failure: launchFailure) }
        var taken: [MonkeyStep] = []
        // A step that turns out impossible (nothing hittable, a device that will not turn) is
        // chosen again; a screen with nothing to do still ends.
        var attempts = 0
        let maximumAttempts = steps > Int.max / 4 ? Int.max : steps * 4
        while taken.count < steps, attempts < maximumAttempts {
            attempts += 1
            guard let step = chooser.next(&random, in: app) else { continue }
            var performed = false
            let before = Headless.now
            let violations = Headless.recordingViolations { performed = step.perform(in: app) }
            guard performed || !violations.isEmpty else {
                // A step that could not be done may still have waited on the clock: the wait is
                // part of the run.
                if Headless.now > before { taken.append(.advance(Headless.now - before)) }
                continue
            }
            taken.append(step)
            if let broken = check(app, violations: violations) { return Run(steps: taken, failure: broken) }
        }
        return Run(steps: taken, failure: nil)
    }

    /// Launches afresh and does `steps`; the number of steps done when an invariant broke with
    /// `signature`, or nil when none did, another did, or a step could not be done.
    func replay(_ steps: [MonkeyStep], breaking signature: String) -> Int? {
        let (app, launchFailure) = launch()
        if let launchFailure { return launchFailure.signature == signature ? 0 : nil }
        for (index, step) in steps.enumerated() {
            var performed = false
            let violations = Headless.recordingViolations { performed = step.perform(in: app) }
            if !performed, violations.isEmpty { return nil }
            replayedSteps += 1
            if let broken = check(app, violations: violations) { return broken.signature == signature ? index + 1 : nil }
        }
        return nil
    }

    /// The shortest run found that still breaks `signature`: pieces of `steps` left out, halves
    /// first, then smaller pieces down to single steps (delta debugging), within ``shrinkBudget``
    /// replays.
    func shrink(_ steps: [MonkeyStep], breaking signature: String) -> [MonkeyStep] {
        var current = steps
        var pieces = 2
        var replays = 0
        var withinBudget: Bool { replays < Self.shrinkBudget.replays && replayedSteps < Self.shrinkBudget.steps }
        while !current.isEmpty, withinBudget {
            let size = max(1, (current.count + pieces - 1) / pieces)
            var shrunk = false
            var start = 0
            while start < current.count, withinBudget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + size, current.count))
                replays += 1
                if let length = replay(candidate, breaking: signature) {
                    current = Array(candidate.prefix(length))
                    pieces = max(2, pieces - 1)
                    shrunk = true
                    break
                }
                start += size
            }
            if !shrunk {
                guard size > 1 else { return current }
                pieces = min(pieces * 2, current.count)
            }
        }
        shrinkingStoppedAtBudget = !current.isEmpty
        return current
    }

    // MARK: - Launching and checking

    /// A fresh runtime on the device, the screen launched on it, and what broke while launching.
    private func launch() -> (XCUIApplication, Broken?) {
        Headless.relaunch(on: device)
        var app: XCUIApplication?
        let violations = Headless.recordingViolations {
            let root = makeRoot()
            if root === lastRoot { madeTheSameRootTwice = true }
            lastRoot = root
            rootSource = SwiftSource.rootController(root)
            let launched = XCUIApplication(rootViewController: root)
            launched.launch()
            app = launched
        }
        // The closure above always runs: the application exists.
        let launched = app ?? XCUIApplication(window: UIWindow())
        return (launched, check(launched, violations: violations))
    }

    /// The first broken invariant after a step that made UIKit report `violations`.
    private func check(_ app: XCUIApplication, violations: [String]) -> Broken? {
        if let violation = violations.first {
            return Broken(invariant: MonkeyInvariant.noViolations.name, message: violation,
                          signature: MonkeyInvariant.noViolations.name + ": " + Self.kind(of: violation))
        }
        for invariant in invariants {
            // A query that fails inside the check, or UIKit complaining during it, breaks the
            // invariant too: the check is about what the screen shows.
            var message: String?
            var failures: [String] = []
            let raised = Headless.recordingViolations {
                failures = TestLocation.collectingFailures { message = invariant.check(app) }
            }
            if let text = failures.first ?? raised.first ?? message {
                return Broken(invariant: invariant.name, message: text, signature: invariant.name)
            }
        }
        return nil
    }

    /// The kind of a UIKit message, what shrinking keeps: the words before its first colon or
    /// full stop (`Invalid update`), which leave out the counts and names that change with the run.
    static func kind(of message: String) -> String {
        let end = message.firstIndex { $0 == ":" || $0 == "." } ?? message.endIndex
        return String(message[..<end].prefix(80))
    }
}
